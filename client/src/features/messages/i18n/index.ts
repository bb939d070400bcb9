// The "messages" namespace: loaded with the page, in English (the fallback) and the current language.
import { defineNamespace } from '../../../i18n/namespaces';
import type { messagesEn } from './en';

export const messagesNs = defineNamespace('messages', {
  en: () => import('./en').then((m) => m.messagesEn),
  fr: () => import('./fr').then((m) => m.messagesFr),
  ar: () => import('./ar').then((m) => m.messagesAr),
  ch: () => import('./zh').then((m) => m.messagesZh),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    messages: typeof messagesEn;
  }
}
