// English texts of the notification settings card (spread into en.ts). The other languages' files must provide
// every key (NotificationsTranslation).
export const notificationsEn = {
  notifications: {
    title: 'Notifications',
    subtitle: 'E-mails never contain health values — only a link to sign in and see them.',
    loading: 'Loading your notification settings…',
    loadError: 'Your notification settings could not be loaded.',
    retry: 'Try again',
    criticalAlert: 'E-mail me about a critical alert',
    criticalAlertHelp: 'At most one e-mail per vital sign per hour.',
    quietHours: 'Quiet hours',
    quietHoursHelp: 'No alert e-mail between these times; the alerts still appear on your overview.',
    quietStart: 'From',
    quietEnd: 'Until',
    timeZone: 'Time zone',
    timeZoneHelp: 'Quiet hours and the weekly e-mail follow this time zone.',
    accountTimeZone: 'Quiet hours and the weekly e-mail follow your account’s time zone, {{zone}} (set with your units above).',
    weeklySummary: 'Weekly summary e-mail',
    weeklySummaryHelp: 'At the start of your week (08:00), a link to last week on your overview.',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Your notification settings have been saved.',
    errors: {
      quietHoursStart: 'Enter a start time.',
      quietHoursEnd: 'Enter an end time different from the start.',
      timeZone: 'Choose a time zone from the list.',
      language: 'This language is not available for e-mails.',
      generic: 'Your settings could not be saved. Try again.',
    },
  },
};

type DeepString<T> = { [K in keyof T]: T[K] extends string ? string : DeepString<T[K]> };

/** The shape every language must fill. */
export type NotificationsTranslation = DeepString<typeof notificationsEn>;
