import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { VitalKind } from '../../../gql/graphql';
import { useFormat } from '../../../shared/lib/use-format';
import { VITAL_CONFIG, type Range } from '../../../shared/vitals/vital-config';
import { useVitalDisplay } from '../../../shared/vitals/use-vital-display';

/** "Normal range: 50–100 bpm" (systolic and diastolic for blood pressure), in the user's units. */
export function NormalRange({ kind }: { kind: VitalKind }) {
  const { t } = useTranslation();
  const display = useVitalDisplay();
  const format = useFormat();
  const config = VITAL_CONFIG[kind];
  const bound = (value: number) => format.number(display.convert(kind, value), display.decimals(kind));
  const describe = (range: Range) => {
    if (range.low !== null && range.high !== null) {
      return t('vitals.between', { from: bound(range.low), to: bound(range.high) });
    }
    if (range.low !== null) return t('live.range.atLeast', { value: bound(range.low) });
    return t('live.range.atMost', { value: bound(range.high ?? 0) });
  };
  const text = config.normal2
    ? t('live.range.bloodPressure', { systolic: describe(config.normal), diastolic: describe(config.normal2) })
    : describe(config.normal);
  return (
    <Typography variant="body2" color="text.secondary" data-testid="live-normal-range">
      {t('live.range.label', { range: text, unit: display.unit(kind) })}
    </Typography>
  );
}
