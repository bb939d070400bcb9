// i18next set-up. UI language codes follow the spec: en, fr, ar and ch (Chinese, resources in zh.ts).
// English is bundled (it is also the fallback for a missing key); every other language is its own chunk, loaded
// when it is chosen, so the first load carries one language's strings instead of four.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadSettings, type Language } from '../shared/settings/settings';
import { en, type Translation } from './locales/en';
import { loadMuiLocale } from './mui-locale';
import { loadNamespacesFor, noteLanguage } from './namespaces';
import { pageDirectionProcessor } from './page-direction';

const loaders: Record<Language, () => Promise<Translation>> = {
  en: () => Promise.resolve(en),
  fr: () => import('./locales/fr').then((m) => m.fr),
  ar: () => import('./locales/ar').then((m) => m.ar),
  ch: () => import('./locales/zh').then((m) => m.zh),
};

const HTML_LANG: Record<Language, string> = { en: 'en', fr: 'fr', ar: 'ar', ch: 'zh' };

/** The BCP 47 code for <html lang>; 'ch' is the UI's code for Chinese. */
export function htmlLang(language: Language): string {
  return HTML_LANG[language];
}

// i18n.dir: 'rtl' for Arabic, 'ltr' for the others (the language of the call, else the current one). Kept per
// language: the post-processor asks on every translated string.
const dirs = new Map<string, 'ltr' | 'rtl'>();
const languageDir = (lng: string | undefined) => {
  const code = lng ?? i18n.language;
  let dir = dirs.get(code);
  if (!dir) dirs.set(code, (dir = i18n.dir(code)));
  return dir;
};

void i18n.use(initReactI18next).use(pageDirectionProcessor(languageDir)).init({
  resources: { en: { translation: en } },
  // The other languages are added by switchLanguage.
  partialBundledLanguages: true,
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  postProcess: ['pageDirection'],
  // A key that no language has (typically one built at run time, `vitals.${kind}`) would show as raw text.
  // Say so where developers and the browser tests look (tests/e2e/i18n-coverage.test.ts fails on it).
  saveMissing: true,
  missingKeyHandler: (languages, _namespace, key) => {
    console.warn(`i18n: missing key "${key}" (${languages.join(', ')})`);
  },
});

/** Loads a language's strings (once) and makes it the current language. */
export async function switchLanguage(language: Language): Promise<void> {
  noteLanguage(language);
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loaders[language]());
  }
  await Promise.all([loadNamespacesFor(language), loadMuiLocale(language)]);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** Settles when the stored language is ready; the app renders after it, so it never flashes English first. */
export const i18nReady: Promise<void> = switchLanguage(loadSettings().language).catch(() => undefined);

export default i18n;
