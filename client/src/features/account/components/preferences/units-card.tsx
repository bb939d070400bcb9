// Units & time: each change is saved on the account at once (and reaches the other tabs); a refused value
// (e.g. a time zone the server does not know) is shown next to its field.
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnitPreferencesInput } from '../../../../gql/graphql';
import { readApiError } from '../../../../shared/api/errors';
import { useErrorText } from '../../../../shared/api/use-error-text';
import { useFormat } from '../../../../shared/lib/use-format';
import { useNow } from '../../../../shared/lib/use-now';
import { usePreferences } from '../../../../shared/preferences/preferences-context';
import { ChoiceField } from './choice-field';

const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
const DEVICE_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export function UnitsCard() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { units, save, loaded } = usePreferences();
  const format = useFormat();
  const now = useNow(30_000);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);

  const change = (patch: UnitPreferencesInput) => {
    setStatus('saving');
    setError(null);
    save({ units: patch }).then(
      () => setStatus('saved'),
      (e: unknown) => {
        const info = readApiError(e);
        setStatus('idle');
        setError({ field: info.field, message: errorText(e) });
      },
    );
  };
  const choices = <T extends string>(values: readonly T[]) =>
    values.map((v) => ({ value: v, label: t(`preferences.units.values.${v}` as 'preferences.units.values.KG') }));
  const zoneError = error?.field === 'units.timeZone' ? error.message : null;

  return (
    <Card component="section" aria-labelledby="prefs-units" data-testid="prefs-units">
      <CardHeader
        title={t('preferences.units.title')}
        subheader={t('preferences.units.hint')}
        slotProps={{ title: { id: 'prefs-units', component: 'h2', variant: 'h5' } }}
      />
      <CardContent>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ChoiceField
              id="prefs-glucose"
              label={t('preferences.units.glucose')}
              value={units.glucose}
              options={choices(['MG_DL', 'MMOL_L'] as const)}
              onChange={(glucose) => change({ glucose })}
              disabled={!loaded}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ChoiceField
              id="prefs-weight"
              label={t('preferences.units.weight')}
              value={units.weight}
              options={choices(['KG', 'LB'] as const)}
              onChange={(weight) => change({ weight })}
              disabled={!loaded}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ChoiceField
              id="prefs-height"
              label={t('preferences.units.height')}
              value={units.height}
              options={choices(['CM', 'FT_IN'] as const)}
              onChange={(height) => change({ height })}
              disabled={!loaded}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ChoiceField
              id="prefs-temperature"
              label={t('preferences.units.temperature')}
              value={units.temperature}
              options={choices(['CELSIUS', 'FAHRENHEIT'] as const)}
              onChange={(temperature) => change({ temperature })}
              disabled={!loaded}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ChoiceField
              id="prefs-clock"
              label={t('preferences.units.clock')}
              value={units.clock}
              options={choices(['H24', 'H12'] as const)}
              onChange={(clock) => change({ clock })}
              disabled={!loaded}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ChoiceField
              id="prefs-week"
              label={t('preferences.units.firstDayOfWeek')}
              value={units.firstDayOfWeek}
              options={WEEKDAYS.map((d) => ({ value: d, label: t(`preferences.units.weekdays.${d}`) }))}
              onChange={(firstDayOfWeek) => change({ firstDayOfWeek })}
              disabled={!loaded}
            />
          </Grid>
          <Grid size={12}>
            <Autocomplete
              options={zones}
              value={units.timeZone}
              disabled={!loaded}
              onChange={(_event, zone) => change({ timeZone: zone ?? '' })}
              renderInput={(params) => (
                <TextField
                  {...params}
                  size="small"
                  label={t('preferences.units.timeZone')}
                  placeholder={t('preferences.units.timeZoneDevice', { zone: DEVICE_ZONE })}
                  error={zoneError !== null}
                  helperText={
                    zoneError ??
                    [
                      units.timeZone ? null : t('preferences.units.timeZoneDevice', { zone: DEVICE_ZONE }),
                      t('preferences.units.example', { time: format.dateTime(now) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')
                  }
                  slotProps={{
                    ...params.slotProps,
                    htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'prefs-timezone' },
                  }}
                />
              )}
            />
          </Grid>
        </Grid>
        {error && !zoneError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error.message}
          </Alert>
        ) : null}
        <Typography
          variant="body2"
          color="text.secondary"
          role="status"
          aria-live="polite"
          sx={{ mt: 1, minHeight: 20 }}
          data-testid="prefs-units-status"
        >
          {status === 'saving' ? t('preferences.saving') : status === 'saved' ? t('preferences.saved') : ''}
        </Typography>
      </CardContent>
    </Card>
  );
}
