// Six colour themes, each with a light and a dark variant (spec §9). Light-mode primaries keep white text at
// 4.5:1 or better; dark-mode primaries are lighter and carry dark text.
import type { ThemeName, ThemeMode } from '../../shared/settings/settings';
import type { PaletteHue } from '../../shared/ui/palette-hue';

interface ThemeColours {
  primary: string;
  secondary: string;
  /** What each looks like, by name (a note's colour is offered by it). */
  hues: [primary: PaletteHue, secondary: PaletteHue];
}

export const THEME_COLOURS: Record<ThemeName, Record<ThemeMode, ThemeColours>> = {
  BLUE_THEME: {
    light: { primary: '#3760D8', secondary: '#0E7490', hues: ['blue', 'teal'] },
    dark: { primary: '#7E9CFF', secondary: '#49BEFF', hues: ['blue', 'sky'] },
  },
  AQUA_THEME: {
    light: { primary: '#0069A8', secondary: '#0F766E', hues: ['blue', 'teal'] },
    dark: { primary: '#4CB3F0', secondary: '#47D7BC', hues: ['sky', 'teal'] },
  },
  PURPLE_THEME: {
    light: { primary: '#6D38B5', secondary: '#0E7490', hues: ['purple', 'teal'] },
    dark: { primary: '#B892F0', secondary: '#95CFD5', hues: ['purple', 'teal'] },
  },
  GREEN_THEME: {
    light: { primary: '#13795B', secondary: '#4D7C0F', hues: ['emerald', 'lime'] },
    dark: { primary: '#4CC99A', secondary: '#CCDA4E', hues: ['emerald', 'lime'] },
  },
  CYAN_THEME: {
    light: { primary: '#00798A', secondary: '#B4461F', hues: ['cyan', 'rust'] },
    dark: { primary: '#2FD0DC', secondary: '#FB9678', hues: ['cyan', 'coral'] },
  },
  ORANGE_THEME: {
    light: { primary: '#C2410C', secondary: '#0069A8', hues: ['orange', 'blue'] },
    dark: { primary: '#FF9E7A', secondary: '#4CB3F0', hues: ['orange', 'sky'] },
  },
};

export const SURFACES: Record<
  ThemeMode,
  { default: string; paper: string; text: string; textSecondary: string; divider: string }
> = {
  light: { default: '#F4F6FA', paper: '#FFFFFF', text: '#1F2A3D', textSecondary: '#5A6A85', divider: '#E3E8F0' },
  dark: { default: '#111827', paper: '#1B2433', text: '#E6EAF2', textSecondary: '#9AA6B8', divider: '#2E3A4E' },
};

type StatusName = 'warning' | 'error' | 'success' | 'info';

/**
 * Status colours, also drawn as text (an out-of-range count, an outlined chip): each keeps 4.5:1 or better on
 * both surfaces of its mode. MUI's defaults do not in light mode — its orange warning (#ED6C02) is 3.11:1 on
 * white, its info blue 3.86:1 — nor its dark-mode error red on the dark paper (4.25:1).
 */
export const STATUS_COLOURS: Record<ThemeMode, Record<StatusName, string>> = {
  light: { warning: '#B45309', error: '#C62828', success: '#2E7D32', info: '#0369A1' },
  dark: { warning: '#FFA726', error: '#F87171', success: '#66BB6A', info: '#29B6F6' },
};

/** The status colours' hues by name (the same in both modes). */
export const STATUS_HUES = { warning: 'amber', error: 'red', success: 'green' } as const satisfies Partial<
  Record<StatusName, PaletteHue>
>;
