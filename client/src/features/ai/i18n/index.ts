// The assistant's lazy namespace: loaded with the /ai page (and the overview, which shows ai.overall).
import { i18nReady } from '../../../i18n/i18n';
import { defineNamespace } from '../../../i18n/namespaces';
import type { Namespace } from '../../../i18n/namespaces';
import type { aiEn } from './en';

const ns = defineNamespace('ai', {
  en: () => import('./en').then((m) => m.aiEn),
  fr: () => import('./fr').then((m) => m.aiFr),
  ar: () => import('./ar').then((m) => m.aiAr),
  ch: () => import('./zh').then((m) => m.aiZh),
});

// The router starts loading the first page before the stored language is applied (i18nReady): loading then
// would fetch English only, and the language switch that follows skips a namespace not loaded yet. Waiting for
// the stored language first loads the right one. (A fix in namespaces.ts would cover every feature.)
export const aiNamespace: Namespace = {
  name: ns.name,
  ready: () => i18nReady.then(() => ns.ready()),
};

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    ai: typeof aiEn;
  }
}
