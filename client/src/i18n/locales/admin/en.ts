// English texts of the administration page, the ban notices and the "administrator actions" card on /user
// (spread into en.ts). The other languages' files must provide every key (AdminTranslation).
export const adminEn = {
  admin: {
    tabs: { users: 'Users', audit: 'Audit log' },
    noAccess: {
      title: 'No access',
      text: 'This page is for administrators. If you need access, ask an administrator of this portal.',
      back: 'Back to the overview',
    },
    search: 'Search by name or e-mail',
    searchTooLong: 'At most {{max}} characters (this has {{length}}).',
    filters: { verified: 'Verified', banned: 'Banned', admin: 'Administrator', any: 'Any', yes: 'Yes', no: 'No' },
    columns: {
      name: 'Name',
      email: 'E-mail',
      verified: 'Verified',
      admin: 'Admin',
      banned: 'Banned (until)',
      created: 'Created',
      lastActive: 'Last active',
      actions: 'Actions',
    },
    yes: 'Yes',
    no: 'No',
    never: 'Never',
    bannedIndefinitely: 'Banned',
    bannedUntil: 'Until {{date}}',
    you: 'you',
    capped: 'More than {{count}} accounts match. Refine the search or the filters to see an exact count.',
    empty: 'No account matches.',
    actionsFor: 'Actions for {{name}}',
    actions: {
      ban: 'Ban…',
      unban: 'Lift the ban',
      grant: 'Make administrator',
      revoke: 'Remove administrator rights',
      resend: 'Resend verification e-mail',
    },
    dialogs: {
      banTitle: 'Ban {{name}}?',
      banText:
        'They are signed out everywhere at once, cannot sign in and their gadgets cannot send readings until the ban ends.',
      reason: 'Reason (shown to the user)',
      until: 'Ends on (optional)',
      untilHelp: 'Leave empty for a ban until you lift it.',
      reasonRequired: 'Say why the account is banned (the user is shown this).',
      untilPast: 'The end of the ban must be in the future.',
      banConfirm: 'Ban',
      unbanTitle: 'Lift the ban on {{name}}?',
      unbanText: 'They can sign in again and their gadgets can send readings.',
      unbanConfirm: 'Lift the ban',
      grantTitle: 'Make {{name}} an administrator?',
      grantText: 'Administrators can see every account (never health data), ban people and manage administrators.',
      grantConfirm: 'Make administrator',
      revokeTitle: 'Remove administrator rights from {{name}}?',
      revokeText: 'They keep their account and data but can no longer open this page.',
      revokeConfirm: 'Remove rights',
      resendTitle: 'Resend the verification e-mail to {{email}}?',
      resendText: 'A new link is sent; older links stop working.',
      resendConfirm: 'Send',
      done: 'Done.',
    },
    audit: {
      at: 'When',
      actor: 'Administrator',
      action: 'Action',
      target: 'Account',
      reason: 'Reason',
      system: 'System',
      by: 'By {{actor}}',
      empty: 'No administrator action yet.',
      invoice: 'Invoice {{number}}',
      adminEmails: 'Named in the server’s configuration',
    },
    /** The way a recorded payment was made (billing actions in the audit). */
    actionNames: {
      BAN: 'Banned',
      UNBAN: 'Ban lifted',
      GRANT_ADMIN: 'Made administrator',
      REVOKE_ADMIN: 'Administrator rights removed',
      RESEND_VERIFICATION: 'Verification e-mail resent',
      BAN_EXPIRED: 'Ban ended',
      REMOVE_POST: 'Post removed',
      REMOVE_COMMENT: 'Comment removed',
      ISSUE_INVOICE: 'Invoice issued',
      CANCEL_INVOICE: 'Invoice cancelled',
      RECORD_INVOICE_PAYMENT: 'Invoice payment recorded',
    },
    mine: {
      title: 'Administrator actions on your account',
      subtitle:
        'What the portal’s administrators did about your account. This record is kept even if you delete your account.',
      empty: 'No administrator has acted on your account.',
      until: 'until {{date}}',
    },
    ban: {
      indefinite: 'This account is suspended.',
      until: 'This account is suspended until {{date}}.',
      reason: 'Reason: {{reason}}',
      contact: 'Contact your care team or the administrator.',
    },
  },
};

type DeepString<T> = { [K in keyof T]: T[K] extends string ? string : DeepString<T[K]> };

/** The shape every language must fill. */
export type AdminTranslation = DeepString<typeof adminEn>;
