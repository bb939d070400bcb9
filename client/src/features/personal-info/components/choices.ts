// Choice lists of the form. Blood types and language names read the same in every UI language (languages
// are named in their own language, as language pickers do); countries are named in the UI language
// (shared/lib/countries.ts).
export const SEXES = ['FEMALE', 'MALE', 'INTERSEX', 'UNDISCLOSED'] as const;
export const GENDERS = ['FEMALE', 'MALE', 'NON_BINARY', 'OTHER', 'UNDISCLOSED'] as const;
export const BLOOD_TYPES = {
  A_POS: 'A+',
  A_NEG: 'A−',
  B_POS: 'B+',
  B_NEG: 'B−',
  AB_POS: 'AB+',
  AB_NEG: 'AB−',
  O_POS: 'O+',
  O_NEG: 'O−',
} as const;
export const LANGUAGES = { EN: 'English', FR: 'Français', AR: 'العربية', ZH: '中文' } as const;
