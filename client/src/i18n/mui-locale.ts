// MUI's own texts (pagination's "1–10 of 42", the autocomplete's "No options"…) for the UI language. English is
// MUI's default; the others are loaded with the language's strings (switchLanguage), so an English page carries
// none of them: each of MUI's localizations builds an Intl.NumberFormat when it loads, and the first one in a
// page costs ~25 ms of a desktop's CPU (ICU's set-up), ~100 ms on a phone, before anything is shown.
import type { Localization } from '@mui/material/locale';
import type { Language } from '../shared/settings/settings';

type Translated = Exclude<Language, 'en'>;
const loaded = new Map<Language, Localization>();

/** Loads the language's MUI texts (once); nothing for English. */
export async function loadMuiLocale(language: Language): Promise<void> {
  if (language === 'en' || loaded.has(language)) return;
  const locales = await import('./mui-locales');
  const byLanguage: Record<Translated, Localization> = {
    fr: locales.frFR,
    ar: latinDigits(locales.arEG),
    ch: locales.zhCN,
  };
  loaded.set(language, byLanguage[language]);
}

/** The language's MUI texts if loaded (null: MUI's English). */
export function muiLocale(language: Language): Localization | null {
  return loaded.get(language) ?? null;
}

/**
 * MUI's Arabic writes pagination's numbers in Arabic-Indic digits (١–٣ من ٣); the portal writes Latin digits in
 * every language (use-format.ts), so the same page would show both. Same words, Latin digits.
 */
function latinDigits(arabic: Localization): Localization {
  const pagination = arabic.components?.MuiTablePagination;
  return {
    components: {
      ...arabic.components,
      MuiTablePagination: {
        defaultProps: {
          ...pagination?.defaultProps,
          labelDisplayedRows: ({ from, to, count }) => `${from}–${to} من ${count !== -1 ? count : `أكثر من ${to}`}`,
        },
      },
    },
  };
}
