// The shop's strings travel with its pages (see i18n/namespaces.ts).
import { defineNamespace } from '../../../i18n/namespaces';
import type { shopEn } from './en';

export const shopNamespace = defineNamespace('shop', {
  en: () => import('./en').then((m) => m.shopEn),
  fr: () => import('./fr').then((m) => m.shopFr),
  ar: () => import('./ar').then((m) => m.shopAr),
  ch: () => import('./zh').then((m) => m.shopZh),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    shop: typeof shopEn;
  }
}
