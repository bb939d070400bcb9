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
import { buildTheme } from '../theme/build-theme';

const ltrCache = createCache({ key: 'mui' });
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

interface AppThemeProviderProps {
  children: ReactNode;
  /**
   * Another Emotion cache than the page's own. Emotion writes each rule once per cache, so the build's first paints
   * (app/first-paint/render.tsx) render each screen with a new one, and each carries every style it uses.
   */
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
