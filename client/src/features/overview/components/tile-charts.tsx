// The overview tiles' small charts (a vital's trend, the week's nights), in a chunk of their own: the charting
// library is the largest part of the overview's code, and the tiles' values need none of it. The page shows its
// values first and the charts as soon as this chunk is there (tile-sparkline.tsx, sleep-tile.tsx load it).
import { useTheme } from '@mui/material/styles';
import { lineClasses } from '@mui/x-charts/LineChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

interface TrendProps {
  data: number[];
  height: number;
  min: number;
  max: number;
  format: (value: number) => string;
}

/** A vital's trend: line and area, scaled to [min, max], with a tooltip for each point. */
export function TrendChart({ data, height, min, max, format }: TrendProps) {
  const theme = useTheme();
  return (
    <SparkLineChart
      disableKeyboardNavigation
      data={data}
      height={height}
      area
      baseline="min"
      curve="natural"
      color={theme.palette.primary.main}
      xAxis={{ reverse: theme.direction === 'rtl' }}
      yAxis={{ min, max }}
      valueFormatter={(value) => (value === null ? '' : format(value))}
      showTooltip
      showHighlight
      sx={{ [`& .${lineClasses.area}`]: { opacity: 0.18 }, [`& .${lineClasses.line}`]: { strokeWidth: 2 } }}
    />
  );
}

interface NightsProps {
  hours: number[];
  height: number;
  format: (hours: number) => string;
}

/** The hours asleep of each night as bars, oldest first (mirrored in a right-to-left page). */
export function NightsChart({ hours, height, format }: NightsProps) {
  const theme = useTheme();
  return (
    <SparkLineChart
      disableKeyboardNavigation
      plotType="bar"
      data={hours}
      height={height}
      color={theme.palette.secondary.main}
      xAxis={{ scaleType: 'band', data: hours.map((_, i) => i), reverse: theme.direction === 'rtl' }}
      valueFormatter={(value) => (value === null ? '' : format(value))}
      showTooltip
    />
  );
}
