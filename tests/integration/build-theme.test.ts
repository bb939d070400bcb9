// The theme built for a translated language: MUI's texts for that language merged into the same theme the
// customizer's settings give, nothing of the settings lost on the way (build-theme.ts builds both in one go).
import { arEG } from '@mui/material/locale';
import { describe, expect, it } from 'vitest';
import { buildTheme } from '../../client/src/app/theme/build-theme.js';
import { DEFAULT_SETTINGS } from '../../client/src/shared/settings/settings.js';

describe('buildTheme with a language', () => {
  const settings = { ...DEFAULT_SETTINGS, activeTheme: 'AQUA_THEME', activeMode: 'dark', activeDir: 'rtl' } as const;
  const english = buildTheme(settings);
  const arabic = buildTheme(settings, arEG);

  it("carries MUI's texts for the language; English keeps MUI's own", () => {
    expect(arabic.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe(
      arEG.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage,
    );
    expect(english.components?.MuiTablePagination).toBeUndefined();
  });

  it("keeps the settings' colours, mode, direction, shape and component overrides", () => {
    expect(arabic.palette.mode).toBe('dark');
    expect(arabic.direction).toBe('rtl');
    expect(arabic.palette.primary).toEqual(english.palette.primary);
    expect(arabic.palette.background).toEqual(english.palette.background);
    expect(arabic.shape).toEqual(english.shape);
    expect(arabic.components?.MuiCard).toEqual(english.components?.MuiCard);
    expect(arabic.components?.MuiCssBaseline).toEqual(english.components?.MuiCssBaseline);
  });
});
