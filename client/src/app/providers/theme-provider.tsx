// MUI theme from the customizer settings. Right-to-left needs three things together: <html dir> (set by the
// settings provider), theme.direction, and an Emotion cache whose stylis pass flips left/right rules.
import { useMemo, type ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { muiLocale } from '../../i18n/mui-locale';
import { useSettings } from '../../shared/settings/settings-context';
import type { Direction } from '../../shared/settings/settings';
import { buildTheme } from '../theme/build-theme';

// stylis-plugin-rtl is CommonJS with an `exports.default`: the bundler unwraps it, Node (the build's first paints,
// app/first-paint/render.tsx) hands over the module object instead.
const rtl: typeof rtlPlugin = (rtlPlugin as unknown as { default?: typeof rtlPlugin }).default ?? rtlPlugin;

/** An Emotion cache for a direction: right to left flips left/right rules. */
export function createEmotionCache(direction: Direction): EmotionCache {
  return direction === 'rtl'
    ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtl] })
    : createCache({ key: 'mui' });
}

const ltrCache = createEmotionCache('ltr');
const rtlCache = createEmotionCache('rtl');

interface AppThemeProviderProps {
  children: ReactNode;
  /** Another Emotion cache than the page's own (the build's first paints: app/first-paint/render.tsx). */
  cache?: EmotionCache;
}

export function AppThemeProvider({ children, cache }: AppThemeProviderProps) {
  const { settings } = useSettings();
  // A new language's MUI texts arrive with its strings, after the settings change; i18next's language changes
  // then, which renders this again (useTranslation), and the theme is built again with them.
  useTranslation();
  const locale = muiLocale(settings.language);
  const theme = useMemo(() => buildTheme(settings, locale), [settings, locale]);
  return (
    <CacheProvider value={cache ?? (settings.activeDir === 'rtl' ? rtlCache : ltrCache)}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
