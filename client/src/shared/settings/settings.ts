// Customizer settings (spec §3, §9) and their persistence under one localStorage key.
export const SETTINGS_STORAGE_KEY = 'customizer';

export const THEME_NAMES = [
  'BLUE_THEME',
  'AQUA_THEME',
  'PURPLE_THEME',
  'GREEN_THEME',
  'CYAN_THEME',
  'ORANGE_THEME',
] as const;
export const LANGUAGES = ['en', 'fr', 'ar', 'ch'] as const;

export type ThemeName = (typeof THEME_NAMES)[number];
export type Language = (typeof LANGUAGES)[number];
export type ThemeMode = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';
export type LayoutWidth = 'boxed' | 'full';

export interface CustomizerSettings {
  activeDir: Direction;
  activeMode: ThemeMode;
  activeTheme: ThemeName;
  activeLayout: LayoutWidth;
  isCardShadow: boolean;
  borderRadius: number;
  language: Language;
}

export const DEFAULT_SETTINGS: CustomizerSettings = {
  activeDir: 'ltr',
  activeMode: 'light',
  activeTheme: 'BLUE_THEME',
  activeLayout: 'boxed',
  isCardShadow: true,
  borderRadius: 7,
  language: 'en',
};

export const BORDER_RADIUS_RANGE = { min: 0, max: 24 } as const;

/** Languages written right to left; choosing one of them flips the page. */
export function directionForLanguage(language: Language): Direction {
  return language === 'ar' ? 'rtl' : 'ltr';
}

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

function clampRadius(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return DEFAULT_SETTINGS.borderRadius;
  return Math.min(BORDER_RADIUS_RANGE.max, Math.max(BORDER_RADIUS_RANGE.min, Math.round(value)));
}

/** Reads stored settings, keeping each valid field and falling back to the default for the rest. */
export function loadSettings(): CustomizerSettings {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}');
    if (typeof parsed === 'object' && parsed !== null) stored = parsed as Record<string, unknown>;
  } catch {
    // Unreadable settings are replaced by the defaults.
  }
  const d = DEFAULT_SETTINGS;
  return {
    activeDir: oneOf(['ltr', 'rtl'], stored.activeDir, d.activeDir),
    activeMode: oneOf(['light', 'dark'], stored.activeMode, d.activeMode),
    activeTheme: oneOf(THEME_NAMES, stored.activeTheme, d.activeTheme),
    activeLayout: oneOf(['boxed', 'full'], stored.activeLayout, d.activeLayout),
    isCardShadow: typeof stored.isCardShadow === 'boolean' ? stored.isCardShadow : d.isCardShadow,
    borderRadius: clampRadius(stored.borderRadius),
    language: oneOf(LANGUAGES, stored.language, d.language),
  };
}

export function saveSettings(settings: CustomizerSettings): void {
  try {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Private mode or a full quota: the settings still apply for this visit.
  }
}
