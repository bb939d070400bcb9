import { defineNamespace } from '../../../i18n/namespaces';
import type en from './en';

/** The /invoices strings, loaded with the page (router.tsx withNamespace). */
export const billingNamespace = defineNamespace('billing', {
  en: () => import('./en').then((m) => m.default),
  fr: () => import('./fr').then((m) => m.default),
  ar: () => import('./ar').then((m) => m.default),
  ch: () => import('./zh').then((m) => m.default),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    billing: typeof en;
  }
}
