// History as min/avg/max: the average line over a min–max band per value (two for blood pressure).
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import type { SeriesPointFragment, VitalKind } from '../../../gql/graphql';
import { bandData, bandSeries, bandSx, type BandPoint } from '../../../shared/charts/band-series';
import { useTimeAxis, useValueAxis } from '../../../shared/charts/chart-axes';
import { ChartLegend, type LegendItem } from '../../../shared/charts/chart-legend';
import { useChartLocaleText } from '../../../shared/charts/use-chart-locale-text';
import { useChartWidth } from '../../../shared/charts/use-chart-width';
import { HOUR, toMs } from '../../../shared/lib/time';
import { useVitalDisplay } from '../../../shared/vitals/use-vital-display';
import { chartFocusSx } from '../../../shared/charts/chart-focus';

interface HistoryChartProps {
  kind: VitalKind;
  points: readonly SeriesPointFragment[];
  bucketSeconds: number;
  from: number;
  to: number;
  loading: boolean;
  /** The chart's name when the keyboard enters it (the card's title). */
  label: string;
}

export function HistoryChart({ kind, points, bucketSeconds, from, to, loading, label }: HistoryChartProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const display = useVitalDisplay();
  const [box, width] = useChartWidth();
  const xAxis = useTimeAxis({ from, to, width });
  const yAxis = useValueAxis(display.decimals(kind));
  const localeText = useChartLocaleText(t('live.history.empty'));
  const bp = kind === 'BLOOD_PRESSURE';

  const { xs, series, legend } = useMemo(() => {
    const maxGap = Math.max(3 * bucketSeconds * 1000, HOUR);
    const convert = (v: number) => display.convert(kind, v);
    const format = (v: number) => display.format(kind, v);
    const labels = (prefix: string) => ({
      avg: `${prefix}${t('live.history.avg')}`,
      min: `${prefix}${t('live.history.min')}`,
      max: `${prefix}${t('live.history.max')}`,
    });
    const first: BandPoint[] = points.map((p) => ({
      t: toMs(p.time),
      avg: convert(p.avg),
      min: convert(p.min),
      max: convert(p.max),
    }));
    const data = bandData(first, maxGap);
    const colour = theme.palette.primary.main;
    const colour2 = theme.palette.secondary.main;
    const prefix = bp ? `${t('vitals.bp.systolic')} · ` : '';
    const all = bandSeries({ id: 'value', data, colour, labels: labels(prefix), format });
    const items: LegendItem[] = bp
      ? [
          { label: t('vitals.bp.systolic'), colour, shape: 'line' },
          { label: t('vitals.bp.diastolic'), colour: colour2, shape: 'line' },
          { label: t('live.history.band'), colour: theme.palette.text.secondary, shape: 'band' },
        ]
      : [
          { label: t('live.history.avg'), colour, shape: 'line' },
          { label: t('live.history.band'), colour, shape: 'band' },
        ];
    if (bp) {
      const second: BandPoint[] = points.map((p) => ({
        t: toMs(p.time),
        avg: p.avg2 ?? p.avg,
        min: p.min2 ?? p.min,
        max: p.max2 ?? p.max,
      }));
      const labels2 = labels(`${t('vitals.bp.diastolic')} · `);
      all.push(
        ...bandSeries({ id: 'value2', data: bandData(second, maxGap), colour: colour2, labels: labels2, format }),
      );
    }
    return { xs: data.xs, series: all, legend: items };
  }, [points, bucketSeconds, kind, bp, display, t, theme]);

  return (
    <Box ref={box} role="group" aria-label={label} sx={chartFocusSx} data-testid="history-chart" data-points={points.length} data-loading={loading}>
      <LineChart
        height={300}
        loading={loading && points.length === 0}
        hideLegend
        xAxis={[{ ...xAxis, data: xs }]}
        yAxis={[yAxis]}
        series={series}
        grid={{ horizontal: true }}
        localeText={localeText}
        sx={bandSx}
      />
      <ChartLegend items={legend} />
    </Box>
  );
}
