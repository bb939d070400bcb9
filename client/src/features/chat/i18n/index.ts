// The chat page's strings, loaded with the page (see i18n/namespaces.ts).
import { defineNamespace } from '../../../i18n/namespaces';
import type { chatEn } from './en';

export const chatNamespace = defineNamespace('chat', {
  en: () => import('./en').then((m) => m.chatEn),
  fr: () => import('./fr').then((m) => m.chatFr),
  ar: () => import('./ar').then((m) => m.chatAr),
  ch: () => import('./zh').then((m) => m.chatZh),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    chat: typeof chatEn;
  }
}
