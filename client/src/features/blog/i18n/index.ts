// The blog namespace: loaded with the blog pages.
import { defineNamespace } from '../../../i18n/namespaces';
import type blogEn from './en';

export const blogNamespace = defineNamespace('blog', {
  en: () => import('./en').then((m) => m.default),
  fr: () => import('./fr').then((m) => m.default),
  ar: () => import('./ar').then((m) => m.default),
  ch: () => import('./zh').then((m) => m.default),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    blog: typeof blogEn;
  }
}
