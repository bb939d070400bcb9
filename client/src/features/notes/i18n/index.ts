// The notes namespace: loaded with the notes page (and the overview's day card).
import { defineNamespace } from '../../../i18n/namespaces';
import type notesEn from './en';

export const notesNamespace = defineNamespace('notes', {
  en: () => import('./en').then((m) => m.default),
  fr: () => import('./fr').then((m) => m.default),
  ar: () => import('./ar').then((m) => m.default),
  ch: () => import('./zh').then((m) => m.default),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    notes: typeof notesEn;
  }
}
