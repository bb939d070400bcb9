import 'i18next';
import type { en } from './locales/en';
import type { FeatureNamespaces } from './namespaces';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // Feature namespaces add themselves to FeatureNamespaces from their own i18n/index.ts (see namespaces.ts).
    resources: { translation: typeof en } & FeatureNamespaces;
  }
}
