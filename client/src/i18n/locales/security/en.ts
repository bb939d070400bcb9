// English texts of the sessions and two-factor sign-in cards (/user) and the sign-in second step (spread
// into en.ts). The other languages' files must provide every key (SecurityTranslation).
export const securityEn = {
  security: {
    sessions: {
      title: 'Sessions',
      subtitle: 'Every device signed in to your account. Sign out any you do not recognise.',
      current: 'This device',
      ipLabel: 'IP address',
      device: '{{browser}} on {{os}}',
      signedIn: 'Signed in {{when}}',
      lastUsed: 'Last used {{when}}',
      revoke: 'Sign out',
      revokeLabel: 'Sign out {{device}}',
      revoked: '{{device}} has been signed out.',
      elsewhere: 'Sign out everywhere else',
      elsewhereDone: 'Other sessions signed out: {{count}}.',
      onlyThis: 'This is your only session.',
    },
    twoFactor: {
      title: 'Two-factor sign-in',
      subtitle: 'After your password, signing in also asks for a code from an authenticator app on your phone.',
      on: 'On since {{date}}',
      off: 'Off',
      codesLeft: 'Recovery codes left: {{count}}',
      turnOn: 'Turn on',
      turnOff: 'Turn off',
      scan: 'Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…).',
      qrAlt: 'QR code to add your account to an authenticator app',
      manual: 'Cannot scan? Enter this key instead:',
      code: 'Code from the app',
      codeHint: '6 digits',
      confirm: 'Confirm and turn on',
      cancel: 'Cancel',
      recoveryTitle: 'Save your recovery codes',
      recoveryText:
        'Each code signs you in once if you lose your phone. They are shown only now: print them or keep them in a password manager.',
      recoveryList: 'Recovery codes',
      copy: 'Copy codes',
      copied: 'Copied',
      saved: 'I have saved them',
      disableText: 'To turn two-factor sign-in off, enter your password and a code from the app (or a recovery code).',
      password: 'Password',
      disableCode: 'Code or recovery code',
      disabled: 'Two-factor sign-in is off.',
      enabled: 'Two-factor sign-in is on.',
      enabledSignedOut:
        'Two-factor sign-in is on. Other sessions signed out: {{count}}. Sign in there again with a code from the app.',
    },
    login: {
      title: 'Enter your code',
      text: 'Open your authenticator app and enter the 6-digit code for Health Portal.',
      recoveryText: 'Enter one of the recovery codes you saved when you turned on two-factor sign-in.',
      code: 'Authentication code',
      recoveryCode: 'Recovery code',
      useRecovery: 'Use a recovery code instead',
      useApp: 'Use the code from the app',
      submit: 'Verify',
      submitting: 'Verifying…',
      back: 'Back to sign-in',
      required: 'Enter the code.',
    },
  },
};

type DeepString<T> = { [K in keyof T]: T[K] extends string ? string : DeepString<T[K]> };

/** The shape every language must fill. */
export type SecurityTranslation = DeepString<typeof securityEn>;
