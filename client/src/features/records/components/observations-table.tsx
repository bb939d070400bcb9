import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/lib/use-format';
import { useMeasure } from '../../../shared/preferences/use-measure';
import type { Measure } from '../../../shared/preferences/use-measure';
import { PhoneDetails, wideColumn } from '../../../shared/ui/phone-table';
import { TableScrollRegion } from '../../../shared/ui/table-scroll-region';
import type { MedicalRecord, Observation } from '../api/use-records';
import { plainNumber, rangeText } from '../lib/range-text';
import { useUnitLabel } from '../../../shared/lib/use-unit-label';
import { LevelChip } from '../../../shared/ui/level-chip';
import { Labelled } from '../../../shared/ui/labelled';

/**
 * The range the server judged the value by: the laboratory's own as given, or the portal's for the code (its
 * source on hover). Always with its unit, and in the unit the value is shown in when the user's preferences
 * convert it (glucose in mmol/L): a bare "70–99" beside "5.8 mmol/L" read as the wrong scale.
 */
function RangeCell({ o, number, measured }: { o: Observation; number: (value: number) => string; measured: Measure | null }) {
  const { t } = useTranslation();
  const unitLabel = useUnitLabel();
  const range = o.referenceRange;
  if (!range) return <>{o.refText ?? ''}</>;
  // A range in the value's stored unit follows the value into the shown unit (not into feet and inches).
  const follows = (range.context === 'LAB_REPORTED' || range.unit === o.unit) && measured !== null && measured.unit !== '';
  const convert = (v: number | null | undefined) => (v === null || v === undefined ? v : follows ? measured.convert(v) : v);
  const text = rangeText({ refLow: convert(range.low), refHigh: convert(range.high), refText: o.refText }, t, follows ? measured.write : number);
  const rangeUnit = follows ? measured.unit : range.context === 'LAB_REPORTED' ? o.unit : range.unit;
  // The space outside the isolate: inside it, a right-to-left line put it on the far side and glued "17.5g/dL".
  const unit =
    rangeUnit && (range.low !== null || range.high !== null) ? (
      <>
        {' '}
        <bdi>{unitLabel(rangeUnit, o.code)}</bdi>
      </>
    ) : null;
  if (range.context === 'LAB_REPORTED')
    return (
      <>
        <bdi>{text}</bdi>
        {unit}
      </>
    );
  return (
    // describeChild: the range stays what is read out; where it comes from is its description (as an aria-label
    // the source replaced the numbers).
    <Tooltip title={t('records.observations.portalRange', { source: range.source })} describeChild>
      <span data-testid="portal-range" tabIndex={0}>
        <bdi>{text}</bdi>
        {unit}
      </span>
    </Tooltip>
  );
}

function ObservationRow({ o, component }: { o: Observation; component?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const measure = useMeasure();
  const unitLabel = useUnitLabel();
  const number = plainNumber(format.number);
  // Glucose, weight, height and temperature in the user's units; the rest as the record states it.
  const inUnits = o.valueNumber !== null && o.valueNumber !== undefined ? measure(o.valueNumber, o.unit) : null;
  const value =
    inUnits?.value ??
    (o.valueNumber !== null && o.valueNumber !== undefined
      ? number(o.valueNumber)
      : (o.valueText ?? o.valueCode ?? ''));
  const interpretation = o.interpretation ? (
    <LevelChip level={o.interpretation} label={t(`records.interpretation.${o.interpretation}`)} />
  ) : null;
  return (
    <TableRow data-testid={`observation-row-${o.code ?? o.id}`} data-component={component ? 'true' : undefined}>
      <TableCell sx={component ? { pl: 5 } : undefined}>
        <Typography variant="body2" sx={{ fontWeight: component ? 400 : 600 }}>
          {o.display ?? o.code}
        </Typography>
        {o.code ? (
          <Typography variant="caption" color="text.secondary" dir="ltr">
            {o.code}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <bdi>{value}</bdi> <bdi>{unitLabel(inUnits ? inUnits.unit : o.unit, o.code)}</bdi>
        {o.referenceRange || o.refText || o.interpretation ? (
          <PhoneDetails>
            {o.referenceRange || o.refText ? (
              <span>
                <Labelled label={t('records.observations.range')}>
                  <RangeCell o={o} number={number} measured={inUnits} />
                </Labelled>
              </span>
            ) : null}
            {interpretation}
          </PhoneDetails>
        ) : null}
      </TableCell>
      <TableCell sx={[wideColumn, { whiteSpace: 'nowrap' }]}>
        <RangeCell o={o} number={number} measured={inUnits} />
      </TableCell>
      <TableCell sx={wideColumn}>{interpretation}</TableCell>
    </TableRow>
  );
}

/**
 * A record's observations; a panel (e.g. blood pressure) shows its components beneath it. On a phone the range
 * and the result go under the value, so the result is never a column scrolled out of sight.
 */
export function ObservationsTable({ observations }: { observations: MedicalRecord['observations'] }) {
  const { t } = useTranslation();
  if (!observations.length) return <Typography color="text.secondary">{t('records.observations.none')}</Typography>;
  return (
    <TableScrollRegion label={t('records.observations.title')}>
      <Table size="small" aria-label={t('records.observations.title')} data-testid="observations-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('records.observations.display')}</TableCell>
            <TableCell>{t('records.observations.value')}</TableCell>
            <TableCell sx={wideColumn}>{t('records.observations.range')}</TableCell>
            <TableCell sx={wideColumn}>{t('records.observations.interpretation')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {observations.flatMap((o) => [
            <ObservationRow key={o.id} o={o} />,
            ...o.components.map((c) => <ObservationRow key={c.id} o={c} component />),
          ])}
        </TableBody>
      </Table>
    </TableScrollRegion>
  );
}
