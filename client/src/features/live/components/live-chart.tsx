// The live chart: the readings of the last minutes on a time axis that slides with the clock, so the line
// moves left (right, in RTL) as time passes and grows as readings arrive. Blood pressure draws both values.
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LineChart, type LineSeries } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import type { VitalKind } from '../../../gql/graphql';
import { useTimeAxis, useValueAxis } from '../../../shared/charts/chart-axes';
import { useChartLocaleText } from '../../../shared/charts/use-chart-locale-text';
import { useChartWidth } from '../../../shared/charts/use-chart-width';
import { useNow } from '../../../shared/lib/use-now';
import { useVitalDisplay } from '../../../shared/vitals/use-vital-display';
import type { LivePoint } from '../api/live-buffer';
import { chartFocusSx } from '../../../shared/charts/chart-focus';

interface LiveChartProps {
  kind: VitalKind;
  points: LivePoint[];
  windowMs: number;
  /** The chart's name when the keyboard enters it (the card's title). */
  label: string;
}

export function LiveChart({ kind, points, windowMs, label }: LiveChartProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const display = useVitalDisplay();
  const now = useNow(1000);
  const [box, width] = useChartWidth();
  const xAxis = useTimeAxis({ from: now - windowMs, to: now, width });
  const yAxis = useValueAxis(display.decimals(kind));
  const localeText = useChartLocaleText(t('live.chart.empty'));

  const series = useMemo<LineSeries[]>(() => {
    const format = (value: number | null) => (value === null ? '' : display.format(kind, value));
    const first: LineSeries = {
      id: 'value',
      data: points.map((p) => display.convert(kind, p.value)),
      label: kind === 'BLOOD_PRESSURE' ? t('vitals.bp.systolic') : display.label(kind),
      color: theme.palette.primary.main,
      showMark: points.length < 40,
      curve: 'monotoneX',
      shape: 'circle',
      valueFormatter: format,
    };
    if (kind !== 'BLOOD_PRESSURE') return [first];
    return [
      first,
      {
        id: 'value2',
        data: points.map((p) => p.value2),
        label: t('vitals.bp.diastolic'),
        color: theme.palette.secondary.main,
        showMark: points.length < 40,
        curve: 'monotoneX',
        shape: 'circle',
        valueFormatter: format,
      },
    ];
  }, [points, kind, display, t, theme]);

  const last = points.at(-1);
  return (
    <Box ref={box} role="group" aria-label={label} sx={chartFocusSx} data-testid="live-chart" data-points={points.length} data-last-id={last?.id ?? ''}>
      <LineChart
        height={280}
        skipAnimation
        hideLegend={kind !== 'BLOOD_PRESSURE'}
        xAxis={[{ ...xAxis, data: points.map((p) => new Date(p.t)) }]}
        yAxis={[yAxis]}
        series={series}
        grid={{ horizontal: true }}
        localeText={localeText}
      />
    </Box>
  );
}
