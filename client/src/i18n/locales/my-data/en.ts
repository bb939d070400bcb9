// English texts of the "My data" card on /user (download everything, delete the account), spread into en.ts.
// The other languages' files must provide every key (MyDataTranslation).
export const myDataEn = {
  myData: {
    title: 'My data',
    subtitle: 'Take a copy of everything the portal holds about you, or delete your account.',
    download: {
      title: 'Download everything',
      text: 'A zip file with your medical records as a FHIR R4 Bundle (readable by other health apps), every vital reading as a CSV spreadsheet, everything else the portal holds about you (notes, messages, chats, tickets, orders, invoices, posts, contacts, settings, sign-in history) as JSON files, the files you uploaded or were sent, and a README that explains them.',
      button: 'Download my data',
      preparing: 'Preparing your file…',
      received: '{{size}} received',
      cancel: 'Cancel download',
      saved: 'Saved {{name}} ({{size}}).',
      failed: 'The download failed. Try again.',
      cancelled: 'Download cancelled.',
    },
    delete: {
      title: 'Delete my account',
      text: 'Your account and everything the portal holds about you (medical records, vital readings, notes, messages, chats, posts, contacts, files, gadgets and their keys) and all sessions are erased at once. This cannot be undone. Download your data first if you want to keep a copy.',
      kept: 'What is kept: the record of actions administrators took on your account (for example a suspension), because it is evidence of how the portal was run. It keeps the e-mail address those actions were about, and nothing else of yours: not your name, your account number or any health data.',
      button: 'Delete my account…',
      dialogTitle: 'Delete your account for good?',
      dialogText: 'Everything listed above is erased immediately and you are signed out on every device.',
      password: 'Your password',
      confirmation: 'Your e-mail address',
      confirmationHint: 'Type {{email}} to confirm',
      code: 'Two-factor code',
      codeHint: 'The 6-digit code from your authenticator app, or a recovery code.',
      submit: 'Delete my account',
      submitting: 'Deleting…',
      errors: {
        password: 'The password is not correct.',
        confirmation: 'This is not your e-mail address.',
      },
    },
  },
};

type DeepString<T> = { [K in keyof T]: T[K] extends string ? string : DeepString<T[K]> };

/** The shape every language must fill. */
export type MyDataTranslation = DeepString<typeof myDataEn>;
