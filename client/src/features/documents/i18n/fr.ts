import type { Strings } from '../../../i18n/namespaces';
import type en from './en';

const fr: Strings<typeof en> = {
  button: 'Partager avec mon médecin',
  card: {
    title: 'Partager avec mon médecin',
    text: 'Un résumé PDF d’une à trois pages de vos données de santé, à imprimer ou à envoyer à un médecin. Généré à la demande, jamais conservé.',
  },
  dialog: {
    title: 'Partager avec mon médecin',
    intro: 'Choisissez ce que montre le résumé. Il couvre les 30 derniers jours de signes vitaux et vos dossiers les plus récents.',
    sections: 'Rubriques',
    language: 'Langue du document',
    atLeastOne: 'Choisissez au moins une rubrique.',
    download: 'Télécharger le PDF',
    cancel: 'Fermer',
    preparing: 'Préparation du résumé…',
    received: '{{size}} reçus',
    done: '{{name}} téléchargé.',
    failed: 'Le résumé n’a pas pu être préparé\u202f: {{reason}}',
  },
  sections: {
    identity: 'Identité (informations personnelles)',
    conditions: 'Affections actives',
    medications: 'Médicaments',
    allergies: 'Allergies',
    labs: 'Résultats de laboratoire récents avec valeurs de référence',
    vitals: 'Signes vitaux sur 30 jours (pouls, tension, glycémie, sommeil)',
    alerts: 'Alertes ouvertes',
  },
  languages: { en: 'English', fr: 'Français', ar: 'العربية', zh: '中文' },
};
export default fr;
