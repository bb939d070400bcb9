// A week of nights as stacked bars (deep, light, REM, awake in hours), one bar per morning.
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import type { SleepSessionFieldsFragment, SleepStage } from '../../../../gql/graphql';
import { CHART_MARGIN, LABEL_GAP, VALUE_AXIS_WIDTH } from '../../../../shared/charts/chart-axes';
import { tickLabelWidth } from '../../../../shared/charts/tick-label-width';
import { useChartLocaleText } from '../../../../shared/charts/use-chart-locale-text';
import { useChartWidth } from '../../../../shared/charts/use-chart-width';
import { HOUR } from '../../../../shared/lib/time';
import { useFormat } from '../../../../shared/lib/use-format';
import { nightlyTotals, type NightTotals } from '../../../../shared/vitals/sleep-nights';
import { STAGES, useStageColours } from './stage-colours';
import { chartFocusSx } from '../../../../shared/charts/chart-focus';

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
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const [box, width] = useChartWidth();
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

  // Every k-th night's label (counting back from the last), k as small as lets the labels stand apart: MUI's
  // own thinning lets neighbours overlap on a reversed (right-to-left) axis.
  const every = useMemo(() => {
    const band = (width - VALUE_AXIS_WIDTH - 2 * CHART_MARGIN) / Math.max(days.length, 1);
    const label = tickLabelWidth(theme, days.map((day) => format.weekday(day)));
    return band > 0 ? Math.max(1, Math.ceil((label + LABEL_GAP) / band)) : 1;
  }, [width, days, theme, format]);

  return (
    <Box ref={box} role="group" aria-label={t('sleep.week')} sx={chartFocusSx} data-testid="sleep-week-chart">
      <BarChart
        height={260}
        xAxis={[
          {
            scaleType: 'band',
            data: days,
            reverse: rtl,
            tickLabelInterval: (_day: number, index: number) => (days.length - 1 - index) % every === 0,
            valueFormatter: (day: number) => format.weekday(day),
          },
        ]}
        yAxis={[
          {
            position: rtl ? 'right' : 'left',
            width: VALUE_AXIS_WIDTH,
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
