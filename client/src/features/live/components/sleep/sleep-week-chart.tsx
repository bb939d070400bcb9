// A week of nights as stacked bars (deep, light, REM, awake in hours), one bar per morning.
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import type { SleepSessionFieldsFragment, SleepStage } from '../../../../gql/graphql';
import { useChartLocaleText } from '../../../../shared/charts/use-chart-locale-text';
import { HOUR } from '../../../../shared/lib/time';
import { useFormat } from '../../../../shared/lib/use-format';
import { nightlyTotals, type NightTotals } from '../../../../shared/vitals/sleep-nights';
import { STAGES, useStageColours } from './stage-colours';

const FIELD: Record<SleepStage, keyof Omit<NightTotals, 'day'>> = {
  DEEP: 'deep',
  LIGHT: 'light',
  REM: 'rem',
  AWAKE: 'awake',
};

interface SleepWeekChartProps {
  sessions: readonly SleepSessionFieldsFragment[];
  /** The local midnight of the last morning shown. */
  today: number;
}

export function SleepWeekChart({ sessions, today }: SleepWeekChartProps) {
  const { t } = useTranslation();
  const rtl = useTheme().direction === 'rtl';
  const format = useFormat();
  const colours = useStageColours();
  const localeText = useChartLocaleText(t('sleep.weekEmpty'));

  const { days, hours } = useMemo(() => {
    const nights = nightlyTotals(sessions, today, 7, format.timeZone);
    const perStage = (stage: SleepStage) => nights.map((night) => night[FIELD[stage]] / (HOUR / 1000));
    return {
      days: nights.map((night) => night.day),
      hours: Object.fromEntries(STAGES.map((stage) => [stage, perStage(stage)])) as Record<SleepStage, number[]>,
    };
  }, [sessions, today, format.timeZone]);

  return (
    <Box data-testid="sleep-week-chart">
      <BarChart
        height={260}
        xAxis={[
          {
            scaleType: 'band',
            data: days,
            reverse: rtl,
            valueFormatter: (day: number) => format.weekday(day),
          },
        ]}
        yAxis={[
          {
            position: rtl ? 'right' : 'left',
            width: 48,
            valueFormatter: (h: number) => format.number(h),
            label: t('sleep.hours'),
          },
        ]}
        series={STAGES.map((stage) => ({
          id: stage,
          data: hours[stage],
          stack: 'night',
          label: t(`sleep.stages.${stage}`),
          color: colours[stage],
          valueFormatter: (h: number | null) => (h === null ? '' : format.duration(h * 3600)),
        }))}
        grid={{ horizontal: true }}
        localeText={localeText}
        slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
      />
    </Box>
  );
}
