import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/lib/use-format';
import { useMeasure } from '../../../shared/preferences/use-measure';
import { LevelChip } from '../../../shared/ui/level-chip';
import type { RecordSummary } from '../api/use-records';
import { plainNumber } from '../lib/range-text';
import { useUnitLabel } from '../../../shared/lib/use-unit-label';

type Obs = RecordSummary['observations'][number];
type Level = NonNullable<Obs['interpretation']>;
const SEVERITY: Record<Level, number> = { NORMAL: 0, LOW: 1, HIGH: 2, CRITICAL: 3 };
/** Systolic before diastolic, as blood pressure is written (112/93). */
const ORDER = ['8480-6', '8462-4'];

function rank(code: string | null | undefined): number {
  const i = ORDER.indexOf(code ?? '');
  return i === -1 ? ORDER.length : i;
}

function worst(levels: (Level | null | undefined)[]): Level | null {
  return levels.reduce<Level | null>((a, b) => (b && (!a || SEVERITY[b] > SEVERITY[a]) ? b : a), null);
}

/**
 * A record's result in the list: "112/93 mmHg" for a panel of numbers in one unit, "5.4 mmol/L" for one
 * value, "3 results" for a report, with the worst flag among them.
 */
export function ValueSummary({ record }: { record: RecordSummary }) {
  const { t } = useTranslation();
  const number = plainNumber(useFormat().number);
  const measure = useMeasure();
  const unitLabel = useUnitLabel();
  const obs = record.observations;
  if (!obs.length) return <>{t('app.dash')}</>;
  let text: string;
  let flag: Level | null;
  const only = obs.length === 1 ? obs[0] : undefined;
  if (only && only.components.length) {
    const parts = [...only.components].sort((a, b) => rank(a.code) - rank(b.code));
    const units = new Set(parts.map((c) => c.unit));
    const numeric = parts.every((c) => c.valueNumber !== null && c.valueNumber !== undefined);
    text =
      numeric && units.size === 1
        ? `${parts.map((c) => number(c.valueNumber ?? 0)).join('/')} ${unitLabel(parts[0]?.unit ?? null, parts[0]?.code)}`
        : t('records.list.results', { count: parts.length });
    flag = worst([only.interpretation, ...parts.map((c) => c.interpretation)]);
  } else if (only) {
    // A number in a unit the preferences cover (weight, glucose, height, temperature) reads in the user's unit,
    // as on the record's own page.
    const inUnits =
      only.valueNumber !== null && only.valueNumber !== undefined ? measure(only.valueNumber, only.unit) : null;
    const value =
      only.valueNumber !== null && only.valueNumber !== undefined
        ? number(only.valueNumber)
        : (only.valueText ?? only.valueCode ?? '');
    text = inUnits ? `${inUnits.value} ${unitLabel(inUnits.unit, only.code)}`.trim() : `${value} ${unitLabel(only.unit ?? null, only.code)}`.trim();
    flag = only.interpretation ?? null;
  } else {
    text = t('records.list.results', { count: obs.length });
    flag = worst(obs.flatMap((o) => [o.interpretation, ...o.components.map((c) => c.interpretation)]));
  }
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }} data-testid="record-value">
      <bdi>{text}</bdi>
      {flag && flag !== 'NORMAL' ? <LevelChip level={flag} label={t(`records.interpretation.${flag}`)} /> : null}
    </Box>
  );
}
