// The page's language as the assistant's API names it (the customizer calls Chinese "ch"; the API "ZH").
import type { PreferredLanguage } from '../../../gql/graphql';
import { useSettings } from '../../../shared/settings/settings-context';

const LANGUAGE: Record<string, PreferredLanguage> = { en: 'EN', fr: 'FR', ar: 'AR', ch: 'ZH' };

export function usePageLanguage(): PreferredLanguage {
  return LANGUAGE[useSettings().settings.language] ?? 'EN';
}
