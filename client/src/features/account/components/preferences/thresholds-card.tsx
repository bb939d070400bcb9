// Alert thresholds, in the user's units (glucose mg/dL or mmol/L). The server enforces the bounds; the form
// shows them and checks first, and a refusal from the server lands next to the field it names.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readApiError } from '../../../../shared/api/errors';
import { useErrorText } from '../../../../shared/api/use-error-text';
import { useUnits } from '../../../../shared/preferences/preferences-context';
import { glucoseToCanonical } from '../../../../shared/preferences/units';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { useVitalDisplay } from '../../../../shared/vitals/use-vital-display';
import { useAlertThresholds, type AlertThreshold } from '../../api/use-alert-thresholds';
import { ThresholdField } from './threshold-field';

const keyOf = (r: AlertThreshold) => `${r.kind}.${r.name}`;

export function ThresholdsCard() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const display = useVitalDisplay();
  const units = useUnits();
  const { thresholds, loading, error, refetch, save, reset, saving } = useAlertThresholds();
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);

  const shown = (r: AlertThreshold, v: number) => display.convert(r.kind, v);
  const decimals = (r: AlertThreshold) => display.decimals(r.kind);
  const text = (r: AlertThreshold, v: number) => shown(r, v).toFixed(decimals(r));
  // Bounds rounded inwards, so a value typed at the shown bound is never refused after conversion.
  const step = (r: AlertThreshold) => 10 ** -decimals(r);
  const minShown = (r: AlertThreshold) => Math.ceil(shown(r, r.min) / step(r) - 1e-9) * step(r);
  const maxShown = (r: AlertThreshold) => Math.floor(shown(r, r.max) / step(r) + 1e-9) * step(r);

  // The form follows the server (first load, another tab's change) and the glucose unit: reset during render
  // when either changes (React's "state from the previous render" pattern, no effect needed).
  const [draftBase, setDraftBase] = useState<{ rows: AlertThreshold[] | null; unit: string }>({ rows: null, unit: '' });
  if (thresholds && (draftBase.rows !== thresholds || draftBase.unit !== units.glucose)) {
    setDraftBase({ rows: thresholds, unit: units.glucose });
    setDraft(Object.fromEntries(thresholds.map((r) => [keyOf(r), text(r, r.limit)])));
  }

  const submit = async () => {
    if (!thresholds) return;
    const found: Record<string, string> = {};
    const input = thresholds.map((r) => {
      const typed = Number((draft[keyOf(r)] ?? '').replace(',', '.'));
      const lo = minShown(r);
      const hi = maxShown(r);
      if (!Number.isFinite(typed) || typed < lo || typed > hi)
        found[keyOf(r)] = t('preferences.thresholds.outOfBounds', {
          min: lo.toFixed(decimals(r)),
          max: hi.toFixed(decimals(r)),
        });
      const limit = r.kind === 'GLUCOSE' ? glucoseToCanonical(typed, units) : typed;
      return { kind: r.kind, name: r.name, limit: Math.min(r.max, Math.max(r.min, limit)) };
    });
    setErrors(found);
    setResult(null);
    if (Object.keys(found).length) return;
    try {
      await save(input);
      setResult({ ok: true, text: t('preferences.thresholds.savedNote') });
    } catch (e) {
      const info = readApiError(e);
      if (info.field) setErrors({ [info.field]: errorText(e) });
      else setResult({ ok: false, text: errorText(e) });
    }
  };

  return (
    <Card component="section" aria-labelledby="prefs-thresholds" data-testid="prefs-thresholds">
      <CardHeader
        title={t('preferences.thresholds.title')}
        subheader={t('preferences.thresholds.hint')}
        slotProps={{ title: { id: 'prefs-thresholds', component: 'h2', variant: 'h5' } }}
      />
      <CardContent>
        {loading ? <CircularProgress size={28} aria-label={t('app.loading')} /> : null}
        {error ? (
          <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('preferences.retry')}</Button>}>
            {errorText(error)}
          </Alert>
        ) : null}
        {thresholds && !thresholds.length ? <Alert severity="info">{t('preferences.thresholds.empty')}</Alert> : null}
        {thresholds?.length ? (
          <Grid
            container
            spacing={2}
            component="form"
            noValidate
            id="thresholds-form"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            {thresholds.map((r) => (
              <Grid key={keyOf(r)} size={{ xs: 12, md: 6 }}>
                <ThresholdField
                  rule={r}
                  value={draft[keyOf(r)] ?? ''}
                  onChange={(v) => setDraft((d) => ({ ...d, [keyOf(r)]: v }))}
                  error={errors[keyOf(r)] ?? null}
                  unit={display.unit(r.kind)}
                  defaultText={text(r, r.defaultLimit)}
                  minText={minShown(r).toFixed(decimals(r))}
                  maxText={maxShown(r).toFixed(decimals(r))}
                />
              </Grid>
            ))}
          </Grid>
        ) : null}
        {result ? (
          <Alert severity={result.ok ? 'success' : 'error'} sx={{ mt: 2 }} data-testid="thresholds-result">
            {result.text}
          </Alert>
        ) : null}
      </CardContent>
      {thresholds?.length ? (
        <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button
            type="submit"
            form="thresholds-form"
            variant="contained"
            disabled={saving}
            data-testid="thresholds-save"
          >
            {t('preferences.thresholds.save')}
          </Button>
          <Button
            variant="outlined"
            disabled={saving}
            onClick={() => setConfirmReset(true)}
            data-testid="thresholds-reset"
          >
            {t('preferences.thresholds.reset')}
          </Button>
        </CardActions>
      ) : null}
      <ConfirmDialog
        open={confirmReset}
        title={t('preferences.thresholds.reset')}
        text={t('preferences.thresholds.resetConfirm')}
        confirmLabel={t('preferences.thresholds.reset')}
        onConfirm={async () => {
          await reset();
          setErrors({});
          setResult(null);
        }}
        onClose={() => setConfirmReset(false)}
      />
    </Card>
  );
}
