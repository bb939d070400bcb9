// i18next set-up. UI language codes follow the spec: en, fr, ar and ch (Chinese, resources in zh.ts).
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadSettings, type Language } from '../shared/settings/settings';
import { ar } from './locales/ar';
import { en } from './locales/en';
import { fr } from './locales/fr';
import { zh } from './locales/zh';

export const resources = {
  en: { translation: en },
  fr: { translation: fr },
  ar: { translation: ar },
  ch: { translation: zh },
} as const;

const HTML_LANG: Record<Language, string> = { en: 'en', fr: 'fr', ar: 'ar', ch: 'zh' };

/** The BCP 47 code for <html lang>; 'ch' is the UI's code for Chinese. */
export function htmlLang(language: Language): string {
  return HTML_LANG[language];
}

void i18n.use(initReactI18next).init({
  resources,
  lng: loadSettings().language,
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
