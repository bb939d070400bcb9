import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Check from '@mui/icons-material/Check';
import { useTranslation } from 'react-i18next';
import { THEME_NAMES, type ThemeName } from '../../../shared/settings/settings';
import { useSettings } from '../../../shared/settings/settings-context';
import { THEME_COLOURS } from '../../theme/palettes';

/** Six colour themes as round swatches, a radio group for assistive technology. */
export function ThemeSwatches() {
  const { t } = useTranslation();
  const { settings, updateSettings } = useSettings();
  const choose = (activeTheme: ThemeName) => {
    updateSettings({ activeTheme });
  };

  return (
    <Box
      role="radiogroup"
      aria-labelledby="customizer-theme"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5 }}
    >
      {THEME_NAMES.map((name) => {
        const selected = settings.activeTheme === name;
        const colour = THEME_COLOURS[name][settings.activeMode].primary;
        return (
          <ButtonBase
            key={name}
            role="radio"
            aria-checked={selected}
            aria-label={t(`customizer.themes.${name}`)}
            title={t(`customizer.themes.${name}`)}
            data-testid={`theme-option-${name}`}
            onClick={() => {
              choose(name);
            }}
            sx={{
              height: 56,
              borderRadius: 1,
              border: 1,
              borderColor: selected ? 'primary.main' : 'divider',
              borderWidth: selected ? 2 : 1,
            }}
          >
            <Box
              sx={{
                width: 28,
                height: 28,
                borderRadius: '50%',
                bgcolor: colour,
                display: 'grid',
                placeItems: 'center',
                color: settings.activeMode === 'light' ? '#fff' : '#111',
              }}
            >
              {selected ? <Check fontSize="small" /> : null}
            </Box>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
