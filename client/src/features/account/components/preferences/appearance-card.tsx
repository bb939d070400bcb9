// The customizer's choices on the page. They go through the same settings as the customizer, so the
// preferences provider saves them on the account and other tabs follow.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BORDER_RADIUS_RANGE, LANGUAGES, THEME_NAMES } from '../../../../shared/settings/settings';
import { useSettings } from '../../../../shared/settings/settings-context';
import { ChoiceField } from './choice-field';

export function AppearanceCard() {
  const { t } = useTranslation();
  const { settings, updateSettings, setLanguage } = useSettings();
  return (
    <Card component="section" aria-labelledby="prefs-appearance" data-testid="prefs-appearance">
      <CardHeader
        title={t('preferences.appearance.title')}
        subheader={t('preferences.appearance.hint')}
        slotProps={{ title: { id: 'prefs-appearance', component: 'h2', variant: 'h5' } }}
      />
      <CardContent>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ChoiceField
              id="prefs-language"
              label={t('preferences.appearance.language')}
              value={settings.language}
              options={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
              onChange={setLanguage}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ChoiceField
              id="prefs-mode"
              label={t('preferences.appearance.mode')}
              value={settings.activeMode}
              options={[
                { value: 'light', label: t('customizer.light') },
                { value: 'dark', label: t('customizer.dark') },
              ]}
              onChange={(activeMode) => updateSettings({ activeMode })}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ChoiceField
              id="prefs-theme"
              label={t('preferences.appearance.theme')}
              value={settings.activeTheme}
              options={THEME_NAMES.map((name) => ({ value: name, label: t(`customizer.themes.${name}`) }))}
              onChange={(activeTheme) => updateSettings({ activeTheme })}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ChoiceField
              id="prefs-direction"
              label={t('preferences.appearance.direction')}
              value={settings.activeDir}
              options={[
                { value: 'ltr', label: t('customizer.ltr') },
                { value: 'rtl', label: t('customizer.rtl') },
              ]}
              onChange={(activeDir) => updateSettings({ activeDir })}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ChoiceField
              id="prefs-layout"
              label={t('preferences.appearance.layout')}
              value={settings.activeLayout}
              options={[
                { value: 'boxed', label: t('customizer.boxed') },
                { value: 'full', label: t('customizer.full') },
              ]}
              onChange={(activeLayout) => updateSettings({ activeLayout })}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
            <FormControlLabel
              control={
                <Switch
                  checked={settings.isCardShadow}
                  onChange={(event) => updateSettings({ isCardShadow: event.target.checked })}
                  slotProps={{ input: { 'aria-describedby': 'prefs-card-style' } }}
                />
              }
              // The colon is part of the string: French puts a (non-breaking) space before it, Chinese uses a full-width one.
              label={t('preferences.appearance.cardStyle', {
                style: t(settings.isCardShadow ? 'customizer.cardShadow' : 'customizer.cardBorder'),
              })}
            />
          </Grid>
          <Grid size={12}>
            <Typography id="prefs-radius-label" variant="body2" gutterBottom>
              {t('preferences.appearance.borderRadius', { value: settings.borderRadius })}
            </Typography>
            <Slider
              aria-labelledby="prefs-radius-label"
              min={BORDER_RADIUS_RANGE.min}
              max={BORDER_RADIUS_RANGE.max}
              value={settings.borderRadius}
              onChange={(_event, value) => {
                if (typeof value === 'number') updateSettings({ borderRadius: value });
              }}
              valueLabelDisplay="auto"
              sx={{ maxWidth: 360 }}
            />
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
