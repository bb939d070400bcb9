import type { Strings } from '../../../i18n/namespaces';
import type notesEn from './en';

const notesFr: Strings<typeof notesEn> = {
  title: 'Notes',
  subtitle: 'Votre journal de santé\u202f: symptômes, questions pour votre médecin, votre ressenti.',
  add: 'Ajouter une note',
  search: 'Rechercher dans les notes',
  listLabel: 'Vos notes',
  untitled: 'Note sans titre',
  empty: { title: 'Aucune note pour l’instant', text: 'Notez votre ressenti, un symptôme ou une question pour votre prochain rendez-vous.' },
  noMatch: 'Aucune note ne correspond à « {{search}} ».',
  pick: 'Choisissez une note dans la liste, ou ajoutez-en une.',
  loadError: 'Impossible de charger les notes.',
  delete: 'Supprimer la note « {{title}} »',
  confirmDelete: { title: 'Supprimer cette note\u202f?', text: '« {{title}} » sera supprimée. Cette action est définitive.', confirm: 'Supprimer' },
  field: { title: 'Titre', body: 'Note', linkedDate: 'Liée au jour', linkedHint: 'Affichée à côté des constantes de ce jour sur la vue d’ensemble.' },
  color: {
    label: 'Couleur',
    hue: { blue: 'Bleu', sky: 'Bleu ciel', teal: 'Bleu canard', purple: 'Violet', emerald: 'Émeraude', lime: 'Citron vert', cyan: 'Cyan', rust: 'Rouille', coral: 'Corail', orange: 'Orange', green: 'Vert', amber: 'Ambre', red: 'Rouge' },
  },
  status: { saving: 'Enregistrement…', saved: 'Enregistrée', unsaved: 'Modifications non enregistrées', error: 'Non enregistrée\u202f: {{message}}', dayNotSaved: 'Enregistrée, sauf le jour\u202f: ce n’est pas une date valide', retry: 'Réessayer' },
  conflict: {
    title: 'Cette note a été modifiée dans un autre onglet ou appareil',
    text: 'Vos modifications ne sont pas encore enregistrées. Voici la version enregistrée ailleurs. Choisissez celle à garder.',
    theirs: 'Enregistrée ailleurs',
    keepMine: 'Garder ma version',
    useTheirs: 'Prendre la version enregistrée',
  },
  remoteDeleted: 'Cette note a été supprimée dans un autre onglet.',
  counter: '{{count}} / {{max}}',
  day: { title: 'Notes du jour', none: 'Aucune note liée à aujourd’hui.', open: 'Ouvrir les notes' },
};
export default notesFr;
