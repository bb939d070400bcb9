import type { MyDataTranslation } from './en';

export const myDataFr: MyDataTranslation = {
  myData: {
    title: 'Mes données',
    subtitle: 'Récupérez une copie de tout ce que le portail conserve sur vous, ou supprimez votre compte.',
    download: {
      title: 'Tout télécharger',
      text: "Un fichier zip avec vos dossiers médicaux au format FHIR R4 (lisible par d’autres applications de santé), toutes vos mesures de constantes dans un tableur CSV, tout ce que le portail conserve d’autre sur vous (notes, messages, discussions, tickets, commandes, factures, publications, contacts, réglages, historique de connexion) en fichiers JSON, les fichiers que vous avez envoyés ou reçus, et un README qui les explique.",
      button: 'Télécharger mes données',
      preparing: 'Préparation du fichier…',
      received: '{{size}} reçus',
      cancel: 'Annuler le téléchargement',
      saved: '{{name}} enregistré ({{size}}).',
      failed: 'Le téléchargement a échoué. Réessayez.',
      cancelled: 'Téléchargement annulé.',
    },
    delete: {
      title: 'Supprimer mon compte',
      text: "Votre compte et tout ce que le portail conserve sur vous (dossiers médicaux, mesures, notes, messages, discussions, publications, contacts, fichiers, appareils et leurs clés), ainsi que toutes vos sessions, sont effacés d’un coup. C’est irréversible. Téléchargez d’abord vos données si vous voulez en garder une copie.",
      kept: 'Ce qui est conservé\u202f: la trace des actions des administrateurs sur votre compte (une suspension par exemple), car elle atteste du fonctionnement du portail. Elle garde l’adresse e-mail visée par ces actions, et rien d’autre de vous\u202f: ni votre nom, ni le numéro du compte, ni vos données de santé.',
      button: 'Supprimer mon compte…',
      dialogTitle: 'Supprimer définitivement votre compte\u202f?',
      dialogText:
        'Tout ce qui est listé ci-dessus est effacé immédiatement et vous êtes déconnecté sur tous vos appareils.',
      password: 'Votre mot de passe',
      confirmation: 'Votre adresse e-mail',
      confirmationHint: 'Saisissez {{email}} pour confirmer',
      code: 'Code à deux facteurs',
      codeHint: "Le code à 6 chiffres de votre application d’authentification, ou un code de secours.",
      submit: 'Supprimer mon compte',
      submitting: 'Suppression…',
      errors: {
        password: 'Le mot de passe est incorrect.',
        confirmation: "Ce n’est pas votre adresse e-mail.",
      },
    },
  },
};
