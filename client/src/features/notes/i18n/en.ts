// English strings of the notes page (the source the other languages are typed from).
const notesEn = {
  title: 'Notes',
  subtitle: 'Your health journal: symptoms, questions for your doctor, how you felt.',
  add: 'Add note',
  search: 'Search notes',
  listLabel: 'Your notes',
  untitled: 'Untitled note',
  empty: { title: 'No notes yet', text: 'Write down how you feel, a symptom or a question for your next appointment.' },
  noMatch: 'No note matches “{{search}}”.',
  pick: 'Choose a note on the list, or add one.',
  loadError: 'The notes could not be loaded.',
  delete: 'Delete note “{{title}}”',
  confirmDelete: { title: 'Delete this note?', text: '“{{title}}” will be removed. This cannot be undone.', confirm: 'Delete' },
  field: { title: 'Title', body: 'Note', linkedDate: 'Linked to day', linkedHint: 'Shown beside that day’s vitals on the overview.' },
  // Each swatch is named by the hue it shows (the first two follow the colour theme: theme/palettes.ts).
  color: {
    label: 'Colour',
    hue: { blue: 'Blue', sky: 'Sky blue', teal: 'Teal', purple: 'Purple', emerald: 'Emerald', lime: 'Lime', cyan: 'Cyan', rust: 'Rust', coral: 'Coral', orange: 'Orange', green: 'Green', amber: 'Amber', red: 'Red' },
  },
  status: { saving: 'Saving…', saved: 'Saved', unsaved: 'Unsaved changes', error: 'Not saved: {{message}}', dayNotSaved: 'Saved, except the day: it is not a real date', retry: 'Try again' },
  conflict: {
    title: 'This note was changed in another tab or device',
    text: 'Your changes are not saved yet. Here is the version saved elsewhere. Choose which one to keep.',
    theirs: 'Saved elsewhere',
    keepMine: 'Keep my version',
    useTheirs: 'Use the saved version',
  },
  remoteDeleted: 'This note was deleted in another tab.',
  counter: '{{count}} / {{max}}',
  day: { title: 'Notes for today', none: 'No note linked to today.', open: 'Open notes' },
};
export default notesEn;
