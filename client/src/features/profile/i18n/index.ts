// The profile page's strings, loaded with the page (see i18n/namespaces.ts).
import { defineNamespace } from '../../../i18n/namespaces';
import type { profileEn } from './en';

export const profileNamespace = defineNamespace('profile', {
  en: () => import('./en').then((m) => m.profileEn),
  fr: () => import('./fr').then((m) => m.profileFr),
  ar: () => import('./ar').then((m) => m.profileAr),
  ch: () => import('./zh').then((m) => m.profileZh),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    profile: typeof profileEn;
  }
}
