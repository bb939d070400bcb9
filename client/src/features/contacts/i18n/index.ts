// The contacts page's strings, loaded with the page (see i18n/namespaces.ts).
import { defineNamespace } from '../../../i18n/namespaces';
import type { contactsEn } from './en';

export const contactsNamespace = defineNamespace('contacts', {
  en: () => import('./en').then((m) => m.contactsEn),
  fr: () => import('./fr').then((m) => m.contactsFr),
  ar: () => import('./ar').then((m) => m.contactsAr),
  ch: () => import('./zh').then((m) => m.contactsZh),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    contacts: typeof contactsEn;
  }
}
