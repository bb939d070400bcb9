// The "tickets" namespace: loaded with the page, in English (the fallback) and the current language.
import { defineNamespace } from '../../../i18n/namespaces';
import type { ticketsEn } from './en';

export const ticketsNs = defineNamespace('tickets', {
  en: () => import('./en').then((m) => m.ticketsEn),
  fr: () => import('./fr').then((m) => m.ticketsFr),
  ar: () => import('./ar').then((m) => m.ticketsAr),
  ch: () => import('./zh').then((m) => m.ticketsZh),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    tickets: typeof ticketsEn;
  }
}
