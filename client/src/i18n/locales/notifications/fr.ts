import type { NotificationsTranslation } from './en';

export const notificationsFr: NotificationsTranslation = {
  notifications: {
    title: 'Notifications',
    subtitle:
      'Les e-mails ne contiennent jamais de valeurs de santé — seulement un lien pour vous connecter et les voir.',
    loading: 'Chargement de vos réglages de notification…',
    loadError: 'Vos réglages de notification n’ont pas pu être chargés.',
    retry: 'Réessayer',
    criticalAlert: 'M’envoyer un e-mail en cas d’alerte critique',
    criticalAlertHelp: 'Au plus un e-mail par signe vital et par heure.',
    quietHours: 'Heures calmes',
    quietHoursHelp:
      'Aucun e-mail d’alerte pendant ces heures\u202f; les alertes restent visibles dans votre vue d’ensemble.',
    quietStart: 'De',
    quietEnd: 'À',
    timeZone: 'Fuseau horaire',
    timeZoneHelp: 'Les heures calmes et l’e-mail hebdomadaire suivent ce fuseau horaire.',
    accountTimeZone: 'Les heures calmes et l’e-mail hebdomadaire suivent le fuseau horaire de votre compte, {{zone}} (réglé avec vos unités ci-dessus).',
    weeklySummary: 'E-mail de résumé hebdomadaire',
    weeklySummaryHelp: 'Au début de votre semaine (08:00), un lien vers la semaine écoulée dans votre vue d’ensemble.',
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    saved: 'Vos réglages de notification ont été enregistrés.',
    errors: {
      quietHoursStart: 'Indiquez une heure de début.',
      quietHoursEnd: 'Indiquez une heure de fin différente du début.',
      timeZone: 'Choisissez un fuseau horaire dans la liste.',
      language: 'Cette langue n’est pas disponible pour les e-mails.',
      generic: 'Vos réglages n’ont pas pu être enregistrés. Réessayez.',
    },
  },
};
