// The colours every theme preset draws text and focus rings in, checked against WCAG for both modes without
// a browser (the axe walk only sees the colours that happen to be on screen). Text: 4.5:1 on the page
// background and on cards; the focus ring: 3:1 (WCAG 1.4.11).
import { getContrastRatio } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { buildTheme } from '../../client/src/app/theme/build-theme.js';
import { DEFAULT_SETTINGS, THEME_NAMES } from '../../client/src/shared/settings/settings.js';
import type { ThemeMode } from '../../client/src/shared/settings/settings.js';

const MODES: ThemeMode[] = ['light', 'dark'];
const CASES = THEME_NAMES.flatMap((activeTheme) => MODES.map((activeMode) => [activeTheme, activeMode] as const));

/** The colour of the theme's focus ring, read from the outline it declares. */
function focusRingColour(theme: Theme): string {
  const overrides = theme.components?.MuiCssBaseline?.styleOverrides;
  const rules = Object.values<unknown>(typeof overrides === 'object' && overrides !== null ? overrides : {});
  const outline = rules
    .map((rule) => (typeof rule === 'object' && rule !== null ? (rule as { outline?: unknown }).outline : undefined))
    .find((value): value is string => typeof value === 'string');
  const colour = outline?.split(' ').at(-1);
  if (!colour) throw new Error('the theme declares no focus outline');
  return colour;
}

describe('theme colours meet WCAG AA contrast', () => {
  it.each(CASES)('%s, %s mode: text colours 4.5:1, focus ring 3:1, on both surfaces', (activeTheme, activeMode) => {
    const theme = buildTheme({ ...DEFAULT_SETTINGS, activeTheme, activeMode });
    const p = theme.palette;
    const text = {
      'text.primary': p.text.primary,
      'text.secondary': p.text.secondary,
      'primary.main': p.primary.main,
      'secondary.main': p.secondary.main,
      'warning.main': p.warning.main,
      'error.main': p.error.main,
      'success.main': p.success.main,
      'info.main': p.info.main,
    };
    const surfaces = { default: p.background.default, paper: p.background.paper };
    const low: string[] = [];
    for (const [surfaceName, surface] of Object.entries(surfaces)) {
      for (const [name, colour] of Object.entries(text)) {
        const ratio = getContrastRatio(colour, surface);
        if (ratio < 4.5) low.push(`${name} ${colour} on ${surfaceName} ${surface}: ${ratio.toFixed(2)}:1`);
      }
      const ring = focusRingColour(theme);
      const ratio = getContrastRatio(ring, surface);
      if (ratio < 3) low.push(`focus ring ${ring} on ${surfaceName} ${surface}: ${ratio.toFixed(2)}:1`);
    }
    expect(low).toEqual([]);
  });

  it('filled status colours carry a readable label (MUI picks the contrast text at 4.5:1)', () => {
    const low = CASES.flatMap(([activeTheme, activeMode]) => {
      const p = buildTheme({ ...DEFAULT_SETTINGS, activeTheme, activeMode }).palette;
      return (['primary', 'secondary', 'warning', 'error', 'success', 'info'] as const)
        .map((k) => ({ k, ratio: getContrastRatio(p[k].main, p[k].contrastText) }))
        .filter(({ ratio }) => ratio < 4.5)
        .map(({ k, ratio }) => `${activeTheme} ${activeMode} ${k}: ${ratio.toFixed(2)}:1`);
    });
    expect(low).toEqual([]);
  });
});
