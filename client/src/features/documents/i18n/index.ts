// The documents feature's strings, loaded with the first component that needs them (see namespaces.ts).
import { defineNamespace } from '../../../i18n/namespaces';
import type en from './en';

export const documentsNamespace = defineNamespace('documents', {
  en: () => import('./en').then((m) => m.default),
  fr: () => import('./fr').then((m) => m.default),
  ar: () => import('./ar').then((m) => m.default),
  ch: () => import('./zh').then((m) => m.default),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    documents: typeof en;
  }
}
