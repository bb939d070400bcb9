import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { lineClasses } from '@mui/x-charts/LineChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { useTranslation } from 'react-i18next';
import { toMs } from '../../../shared/lib/time';
import { useFormat } from '../../../shared/lib/use-format';
import { ChartBoundary } from '../../../shared/ui/chart-boundary';
import { plainNumber } from '../../records/lib/range-text';
import type { TwinIndicator } from '../api/use-twin';

const HEIGHT = 48;

/** The indicator's values over time (oldest first, at most 30), scaled to their own range; RTL runs right to left. */
export function IndicatorTrend({ indicator, name }: { indicator: TwinIndicator; name: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const format = useFormat();
  const number = plainNumber(format.number);
  const points = indicator.trend.filter((p) => Number.isFinite(toMs(p.time)));
  if (points.length < 2) return <Box sx={{ height: HEIGHT }} aria-hidden />;
  const data = points.map((p) => p.value);
  const min = Math.min(...data);
  const max = Math.max(...data);
  const pad = Math.max((max - min) * 0.15, Math.abs(max) * 0.02, 0.5);
  const colour =
    indicator.status === 'NORMAL'
      ? theme.palette.success.main
      : indicator.status === 'UNKNOWN'
        ? theme.palette.primary.main
        : theme.palette.warning.main;
  return (
    <Box role="img" aria-label={t('twin.trend', { name })} data-testid={`twin-trend-${indicator.code}`}>
      <ChartBoundary>
        <SparkLineChart
          disableKeyboardNavigation
          data={data}
          height={HEIGHT}
          area
          baseline="min"
          curve="linear"
          color={colour}
          xAxis={{
            scaleType: 'time',
            data: points.map((p) => new Date(toMs(p.time))),
            reverse: theme.direction === 'rtl',
            valueFormatter: (value: Date) => format.dateTime(value.getTime()),
          }}
          yAxis={{ min: min - pad, max: max + pad }}
          valueFormatter={(value) => (value === null ? '' : number(value))}
          showTooltip
          showHighlight
          sx={{ [`& .${lineClasses.area}`]: { opacity: 0.15 }, [`& .${lineClasses.line}`]: { strokeWidth: 2 } }}
        />
      </ChartBoundary>
    </Box>
  );
}
