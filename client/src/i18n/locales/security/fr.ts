import type { SecurityTranslation } from './en';

export const securityFr: SecurityTranslation = {
  security: {
    sessions: {
      title: 'Sessions',
      subtitle: 'Chaque appareil connecté à votre compte. Déconnectez ceux que vous ne reconnaissez pas.',
      current: 'Cet appareil',
      ipLabel: 'Adresse IP',
      device: '{{browser}} sur {{os}}',
      signedIn: 'Connecté {{when}}',
      lastUsed: 'Dernière utilisation {{when}}',
      revoke: 'Déconnecter',
      revokeLabel: 'Déconnecter {{device}}',
      revoked: '{{device}} a été déconnecté.',
      elsewhere: 'Se déconnecter partout ailleurs',
      elsewhereDone: 'Autres sessions déconnectées\u202f: {{count}}.',
      onlyThis: 'C’est votre seule session.',
    },
    twoFactor: {
      title: 'Connexion en deux étapes',
      subtitle:
        'Après votre mot de passe, la connexion demande aussi un code donné par une application d’authentification sur votre téléphone.',
      on: 'Activée depuis le {{date}}',
      off: 'Désactivée',
      codesLeft: 'Codes de secours restants\u202f: {{count}}',
      turnOn: 'Activer',
      turnOff: 'Désactiver',
      scan: 'Scannez ce QR code avec une application d’authentification (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…).',
      qrAlt: 'QR code pour ajouter votre compte à une application d’authentification',
      manual: 'Impossible de scanner\u202f? Saisissez plutôt cette clé\u202f:',
      code: 'Code de l’application',
      codeHint: '6 chiffres',
      confirm: 'Confirmer et activer',
      cancel: 'Annuler',
      recoveryTitle: 'Enregistrez vos codes de secours',
      recoveryText:
        'Chaque code vous connecte une fois si vous perdez votre téléphone. Ils ne sont affichés que maintenant\u202f: imprimez-les ou gardez-les dans un gestionnaire de mots de passe.',
      recoveryList: 'Codes de secours',
      copy: 'Copier les codes',
      copied: 'Copiés',
      saved: 'Je les ai enregistrés',
      disableText:
        'Pour désactiver la connexion en deux étapes, saisissez votre mot de passe et un code de l’application (ou un code de secours).',
      password: 'Mot de passe',
      disableCode: 'Code ou code de secours',
      disabled: 'La connexion en deux étapes est désactivée.',
      enabled: 'La connexion en deux étapes est activée.',
      enabledSignedOut:
        'La connexion en deux étapes est activée. Autres sessions déconnectées\u202f: {{count}}. Reconnectez-vous-y avec un code de l’application.',
    },
    login: {
      title: 'Saisissez votre code',
      text: 'Ouvrez votre application d’authentification et saisissez le code à 6 chiffres de Health Portal.',
      recoveryText:
        'Saisissez l’un des codes de secours enregistrés lors de l’activation de la connexion en deux étapes.',
      code: 'Code d’authentification',
      recoveryCode: 'Code de secours',
      useRecovery: 'Utiliser plutôt un code de secours',
      useApp: 'Utiliser le code de l’application',
      submit: 'Vérifier',
      submitting: 'Vérification…',
      back: 'Retour à la connexion',
      required: 'Saisissez le code.',
    },
  },
};
