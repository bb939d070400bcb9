// Builds the MUI theme from the customizer settings: colours, mode, direction, radius, card style and the
// MUI component locale of the active language (English uses MUI's built-in texts, no overrides).
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { Localization } from '@mui/material/locale';
import type { CustomizerSettings } from '../../shared/settings/settings';
import { STATUS_COLOURS, STATUS_HUES, SURFACES, THEME_COLOURS } from './palettes';

export const FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  '"Noto Sans Arabic"',
  '"PingFang SC"',
  '"Microsoft YaHei"',
  'sans-serif',
].join(', ');

/**
 * Where the theme draws its focus ring: any element focused from the keyboard, and MUI's own marker for it
 * (checkboxes, switches and slider thumbs focus a hidden input, so the marker sits on the visible part).
 * Text fields keep MUI's thicker primary border instead, and containers focused only from script
 * (tabindex="-1": the main landmark behind the skip link, dialogs) get none.
 */
const FOCUS_RING_SELECTOR = 'body :focus-visible:not(.MuiInputBase-input):not([tabindex="-1"]), body .Mui-focusVisible';

/** `locale`: MUI's texts for the UI language (i18n/mui-locale.ts), null for MUI's English. */
export function buildTheme(settings: CustomizerSettings, locale: Localization | null = null): Theme {
  const mode = settings.activeMode;
  const colours = THEME_COLOURS[settings.activeTheme][mode];
  const surface = SURFACES[mode];
  const options: ThemeOptions = {
    direction: settings.activeDir,
    palette: {
      mode,
      contrastThreshold: 4.5,
      primary: { main: colours.primary, hue: colours.hues[0] },
      secondary: { main: colours.secondary, hue: colours.hues[1] },
      warning: { main: STATUS_COLOURS[mode].warning, hue: STATUS_HUES.warning },
      error: { main: STATUS_COLOURS[mode].error, hue: STATUS_HUES.error },
      success: { main: STATUS_COLOURS[mode].success, hue: STATUS_HUES.success },
      info: { main: STATUS_COLOURS[mode].info },
      background: { default: surface.default, paper: surface.paper },
      text: { primary: surface.text, secondary: surface.textSecondary },
      divider: surface.divider,
    },
    shape: { borderRadius: settings.borderRadius },
    typography: {
      fontFamily: FONT_STACK,
      h1: { fontSize: '2rem', fontWeight: 600 },
      h2: { fontSize: '1.75rem', fontWeight: 600 },
      h3: { fontSize: '1.5rem', fontWeight: 600 },
      h4: { fontSize: '1.3125rem', fontWeight: 600 },
      h5: { fontSize: '1.125rem', fontWeight: 600 },
      h6: { fontSize: '1rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        // The primary colour keeps 3:1 or better on both surfaces of its mode (WCAG 1.4.11); the offset puts
        // the ring on the surface, so it also shows around filled (primary) buttons and the active menu item.
        styleOverrides: { [FOCUS_RING_SELECTOR]: { outline: `3px solid ${colours.primary}`, outlineOffset: 2 } },
      },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: {
            backgroundImage: 'none',
            boxShadow: settings.isCardShadow
              ? mode === 'dark'
                ? '0 2px 10px rgba(0, 0, 0, 0.45)'
                : 'rgba(145, 158, 171, 0.3) 0px 0px 2px 0px, rgba(145, 158, 171, 0.12) 0px 12px 24px -4px'
              : 'none',
            border: settings.isCardShadow ? 'none' : `1px solid ${surface.divider}`,
          },
        },
      },
      MuiCardContent: { styleOverrides: { root: { padding: 24, '&:last-child': { paddingBottom: 24 } } } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiButton: { defaultProps: { disableElevation: true } },
      // An avatar without a picture or colour of its own shows initials on MUI's grey: white on #bdbdbd (1.7:1)
      // in light, the page colour on #757575 (3.9:1) in dark, under WCAG's 4.5:1 for text (axe, serious).
      MuiAvatar: {
        styleOverrides: {
          colorDefault:
            mode === 'dark'
              ? { backgroundColor: '#bdbdbd', color: surface.default }
              : { backgroundColor: '#616161', color: '#fff' },
        },
      },
    },
  };
  // The locale merged in as MUI documents it, one theme built from both. Building a theme and then passing it
  // back in as options took TypeScript ~7 s of the whole project's type check (comparing Theme with ThemeOptions).
  return locale ? createTheme(options, locale) : createTheme(options);
}
