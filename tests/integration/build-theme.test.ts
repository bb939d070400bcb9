// The theme built for a translated language: MUI's texts for that language merged into the same theme the
// customizer's settings give, nothing of the settings lost on the way (build-theme.ts builds both in one go).
import { arEG } from '@mui/material/locale';
import { describe, expect, it } from 'vitest';
import { buildTheme } from '../../client/src/app/theme/build-theme.js';
import { DEFAULT_SETTINGS, THEME_NAMES } from '../../client/src/shared/settings/settings.js';
import notesAr from '../../client/src/features/notes/i18n/ar.js';
import notesEn from '../../client/src/features/notes/i18n/en.js';
import notesFr from '../../client/src/features/notes/i18n/fr.js';
import notesZh from '../../client/src/features/notes/i18n/zh.js';

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

describe('palette hues (a note colour is offered by the name of the hue its swatch shows)', () => {
  const tones = ['primary', 'secondary', 'success', 'warning', 'error'] as const;
  const languages = { en: notesEn, fr: notesFr, ar: notesAr, zh: notesZh };

  it('every colour theme, in each mode, names its five note colours, each differently, in every language', () => {
    for (const activeTheme of THEME_NAMES) {
      for (const activeMode of ['light', 'dark'] as const) {
        const { palette } = buildTheme({ ...DEFAULT_SETTINGS, activeTheme, activeMode });
        const hues = tones.map((tone) => palette[tone].hue);
        expect(hues.every(Boolean), `${activeTheme} ${activeMode}`).toBe(true);
        for (const [lang, texts] of Object.entries(languages)) {
          const names = hues.map((h) => (h ? texts.color.hue[h] : undefined));
          expect(new Set(names).size, `${activeTheme} ${activeMode} ${lang}: ${names.join(', ')}`).toBe(5);
        }
      }
    }
  });
});
