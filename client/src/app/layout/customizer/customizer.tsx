// Right-side settings drawer (spec §3, §9): theme colour, light/dark, direction, boxed/full layout,
// card shadow or border, border radius. Every change applies at once and is persisted.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import RestartAlt from '@mui/icons-material/RestartAlt';
import { useTranslation } from 'react-i18next';
import { BORDER_RADIUS_RANGE, type CustomizerSettings } from '../../../shared/settings/settings';
import { useSettings } from '../../../shared/settings/settings-context';
import { useLayoutState } from '../layout-state';
import { CustomizerSection } from './customizer-section';
import { ThemeSwatches } from './theme-swatches';

interface Choice<T extends string> {
  value: T;
  label: string;
}

function Choices<T extends string>(props: {
  id: string;
  value: T;
  options: Choice<T>[];
  onChange: (value: T) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size="small"
      color="primary"
      aria-labelledby={`customizer-${props.id}`}
      value={props.value}
      onChange={(_event, value: T | null) => {
        if (value !== null) props.onChange(value);
      }}
    >
      {props.options.map((option) => (
        <ToggleButton key={option.value} value={option.value} data-testid={`customizer-${props.id}-${option.value}`}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

export function Customizer() {
  const { t } = useTranslation();
  const { isCustomizerOpen, setCustomizerOpen } = useLayoutState();
  const { settings, updateSettings, resetSettings } = useSettings();
  const set = (patch: Partial<CustomizerSettings>) => {
    updateSettings(patch);
  };
  const close = () => {
    setCustomizerOpen(false);
  };

  return (
    <Drawer
      anchor="right"
      open={isCustomizerOpen}
      onClose={close}
      data-testid="customizer-drawer"
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 340 } } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 3, py: 2 }}>
        <Typography variant="h4" component="h2">
          {t('customizer.title')}
        </Typography>
        <IconButton aria-label={t('customizer.close')} title={t('customizer.close')} onClick={close}>
          <Close />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ p: 3, overflowY: 'auto' }}>
        <CustomizerSection id="theme" title={t('customizer.theme')}>
          <ThemeSwatches />
        </CustomizerSection>
        <CustomizerSection id="mode" title={t('customizer.mode')}>
          <Choices
            id="mode"
            value={settings.activeMode}
            options={[
              { value: 'light', label: t('customizer.light') },
              { value: 'dark', label: t('customizer.dark') },
            ]}
            onChange={(activeMode) => {
              set({ activeMode });
            }}
          />
        </CustomizerSection>
        <CustomizerSection id="direction" title={t('customizer.direction')}>
          <Choices
            id="direction"
            value={settings.activeDir}
            options={[
              { value: 'ltr', label: t('customizer.ltr') },
              { value: 'rtl', label: t('customizer.rtl') },
            ]}
            onChange={(activeDir) => {
              set({ activeDir });
            }}
          />
        </CustomizerSection>
        <CustomizerSection id="layout" title={t('customizer.layout')}>
          <Choices
            id="layout"
            value={settings.activeLayout}
            options={[
              { value: 'boxed', label: t('customizer.boxed') },
              { value: 'full', label: t('customizer.full') },
            ]}
            onChange={(activeLayout) => {
              set({ activeLayout });
            }}
          />
        </CustomizerSection>
        <CustomizerSection id="card" title={t('customizer.card')}>
          <Choices
            id="card"
            value={settings.isCardShadow ? 'shadow' : 'border'}
            options={[
              { value: 'shadow', label: t('customizer.cardShadow') },
              { value: 'border', label: t('customizer.cardBorder') },
            ]}
            onChange={(style) => {
              set({ isCardShadow: style === 'shadow' });
            }}
          />
        </CustomizerSection>
        <CustomizerSection id="radius" title={t('customizer.borderRadius')}>
          <Slider
            aria-labelledby="customizer-radius"
            data-testid="customizer-radius"
            value={settings.borderRadius}
            min={BORDER_RADIUS_RANGE.min}
            max={BORDER_RADIUS_RANGE.max}
            step={1}
            marks={[{ value: 7, label: '7' }]}
            valueLabelDisplay="auto"
            onChange={(_event, value) => {
              if (typeof value === 'number') set({ borderRadius: value });
            }}
          />
        </CustomizerSection>
        <Button variant="outlined" startIcon={<RestartAlt />} fullWidth onClick={resetSettings}>
          {t('customizer.reset')}
        </Button>
      </Box>
    </Drawer>
  );
}
