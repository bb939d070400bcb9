// The customizer's settings (this browser's shape) ⇄ the account's Appearance (GraphQL enum names).
import type { AppearanceInput } from '../../gql/graphql';
import type { CustomizerSettings } from '../settings/settings';

/** The page's language as the API names it (account mails are written in it). */
export function toUiLanguage(language: CustomizerSettings['language']): AppearanceInput['language'] {
  return language === 'ch' ? 'CH' : language === 'fr' ? 'FR' : language === 'ar' ? 'AR' : 'EN';
}

export function toAppearanceInput(s: CustomizerSettings): AppearanceInput {
  return {
    language: toUiLanguage(s.language),
    theme: s.activeTheme,
    mode: s.activeMode === 'dark' ? 'DARK' : 'LIGHT',
    direction: s.activeDir === 'rtl' ? 'RTL' : 'LTR',
    layout: s.activeLayout === 'full' ? 'FULL' : 'BOXED',
    cardShadow: s.isCardShadow,
    borderRadius: s.borderRadius,
  };
}

export function fromAppearance(a: AppearanceInput): CustomizerSettings {
  const language = ({ EN: 'en', FR: 'fr', AR: 'ar', CH: 'ch' } as const)[a.language];
  return {
    language,
    activeTheme: a.theme,
    activeMode: a.mode === 'DARK' ? 'dark' : 'light',
    activeDir: a.direction === 'RTL' ? 'rtl' : 'ltr',
    activeLayout: a.layout === 'FULL' ? 'full' : 'boxed',
    isCardShadow: a.cardShadow,
    borderRadius: a.borderRadius,
  };
}

/** A stable key to compare two looks (what was last saved or received vs what the page shows). */
export function appearanceKey(a: AppearanceInput): string {
  return JSON.stringify([a.language, a.theme, a.mode, a.direction, a.layout, a.cardShadow, a.borderRadius]);
}
