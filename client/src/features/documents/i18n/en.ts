const en = {
  button: 'Share with my doctor',
  card: {
    title: 'Share with my doctor',
    text: 'A one- to three-page PDF summary of your health data to print or send to a doctor. Generated when you ask, never stored.',
  },
  dialog: {
    title: 'Share with my doctor',
    intro: 'Choose what the summary shows. It covers the last 30 days of vitals and your newest records.',
    sections: 'Sections',
    language: 'Language of the document',
    atLeastOne: 'Choose at least one section.',
    download: 'Download PDF',
    cancel: 'Close',
    preparing: 'Preparing the summary…',
    received: '{{size}} received',
    done: 'Downloaded {{name}}.',
    failed: 'The summary could not be prepared: {{reason}}',
  },
  sections: {
    identity: 'Identity (from personal information)',
    conditions: 'Active conditions',
    medications: 'Medications',
    allergies: 'Allergies',
    labs: 'Recent lab results with reference ranges',
    vitals: 'Vital signs, 30 days (heart rate, blood pressure, glucose, sleep)',
    alerts: 'Open alerts',
  },
  languages: { en: 'English', fr: 'Français', ar: 'العربية', zh: '中文' },
};
export default en;
