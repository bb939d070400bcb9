import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/lib/use-format';
import { plainNumber } from '../../../shared/lib/plain-number';
import { useMeasure } from '../../../shared/preferences/use-measure';
import { LevelChip } from '../../../shared/ui/level-chip';
import { RangeNote } from '../../../shared/vitals/range-note';
import { useUnitLabel } from '../../../shared/lib/use-unit-label';
import { useDates } from '../../records/lib/use-dates';
import type { TwinIndicator } from '../api/use-twin';
import { IndicatorTrend } from './indicator-trend';

/** One indicator with data: latest value and unit, status against its range, when and where from, and its trend. */
export function IndicatorCard({ indicator, name }: { indicator: TwinIndicator; name: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const unitLabel = useUnitLabel();
  const dates = useDates();
  const number = plainNumber(format.number);
  const measure = useMeasure();
  const latest = indicator.latest;
  const range = indicator.referenceRange;
  // In the user's units (glucose mmol/L, weight lb…), the range beside it converted the same way.
  const shown = latest ? measure(latest.value, latest.unit) : null;
  const rangeShown = range ? measure(range.low ?? range.high ?? 0, range.unit) : null;
  // The portal's own codes (hp-…, e.g. the device stress score) belong to no standard: showing one where the other
  // cards show LOINC codes would pass it off as one.
  const portalCode = indicator.code.startsWith('hp-');
  return (
    <Card data-testid={`twin-indicator-${indicator.code}`} data-status={indicator.status} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            <Typography variant="caption" color="text.secondary" dir={portalCode ? undefined : 'ltr'}>
              {portalCode ? t('twin.portalCode') : indicator.code}
            </Typography>
          </Box>
          <LevelChip level={indicator.status} testId="twin-indicator-status" />
        </Stack>
        {latest ? (
          <Typography variant="h4" component="p" sx={{ mt: 1 }} data-testid="twin-indicator-value">
            <bdi>{shown?.value ?? number(latest.value)}</bdi>{' '}
            <Typography component="bdi" color="text.secondary">
              {unitLabel(shown ? shown.unit : latest.unit, indicator.code)}
            </Typography>
          </Typography>
        ) : null}
        {range ? (
          <RangeNote
            range={range}
            unit={unitLabel(rangeShown && rangeShown.unit ? rangeShown.unit : range.unit, indicator.code)}
            {...(rangeShown && rangeShown.unit ? { convert: rangeShown.convert, write: rangeShown.write } : {})}
            testId="twin-indicator-range"
          />
        ) : (
          <Typography variant="body2">{'\u00a0'}</Typography>
        )}
        {latest ? (
          <Typography variant="caption" color="text.secondary" component="p">
            {t('twin.measuredAt', { date: dates.recordWhen(latest.time, latest.dateOnly) })} ·{' '}
            {latest.origin === 'VITALS' ? t('twin.fromVitals') : t('twin.fromRecord')}
          </Typography>
        ) : null}
        <Box sx={{ mt: 1 }}>
          <IndicatorTrend indicator={indicator} name={name} />
        </Box>
      </CardContent>
    </Card>
  );
}
