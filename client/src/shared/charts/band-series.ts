// Min/avg/max history as chart series: the average as a line over a shaded min–max band. The band is two
// stacked series (min, then max − min as an area) so it fills only between min and max; the tooltip of
// the upper one reports the real maximum. Gaps between buckets longer than `maxGapMs` break the lines.
import { lineClasses, type LineSeries } from '@mui/x-charts/LineChart';

export interface BandPoint {
  t: number;
  avg: number;
  min: number;
  max: number;
}

export interface BandData {
  xs: Date[];
  avg: (number | null)[];
  min: (number | null)[];
  max: (number | null)[];
}

/** Column arrays for the chart, with a null row wherever two buckets are further apart than `maxGapMs`. */
export function bandData(points: readonly BandPoint[], maxGapMs: number): BandData {
  const data: BandData = { xs: [], avg: [], min: [], max: [] };
  let previous: number | null = null;
  for (const p of points) {
    if (previous !== null && p.t - previous > maxGapMs) {
      data.xs.push(new Date(previous + 1));
      data.avg.push(null);
      data.min.push(null);
      data.max.push(null);
    }
    data.xs.push(new Date(p.t));
    data.avg.push(p.avg);
    data.min.push(p.min);
    data.max.push(p.max);
    previous = p.t;
  }
  return data;
}

export interface BandSeriesOptions {
  id: string;
  data: BandData;
  colour: string;
  labels: { avg: string; min: string; max: string };
  format: (value: number) => string;
}

export function bandSeries({ id, data, colour, labels, format }: BandSeriesOptions): LineSeries[] {
  const show = (value: number | null) => (value === null ? null : format(value));
  const range = data.max.map((max, i) => {
    const min = data.min[i];
    return max === null || min === null || min === undefined ? null : max - min;
  });
  return [
    {
      id: `${id}-min`,
      type: 'line',
      data: data.min,
      stack: `${id}-band`,
      label: labels.min,
      color: colour,
      showMark: false,
      disableHighlight: true,
      curve: 'linear',
      valueFormatter: show,
    },
    {
      id: `${id}-max`,
      type: 'line',
      data: range,
      stack: `${id}-band`,
      area: true,
      label: labels.max,
      color: colour,
      showMark: false,
      disableHighlight: true,
      curve: 'linear',
      valueFormatter: (_value, { dataIndex }) => show(data.max[dataIndex] ?? null),
    },
    {
      id: `${id}-avg`,
      type: 'line',
      data: data.avg,
      label: labels.avg,
      color: colour,
      shape: 'circle',
      // A bucket between two gaps has no line to sit on: mark it.
      showMark: ({ index }) => (data.avg[index - 1] ?? null) === null && (data.avg[index + 1] ?? null) === null,
      curve: 'monotoneX',
      valueFormatter: show,
    },
  ];
}

/** Chart `sx` for band series: a light fill between thin min/max lines, a bold average. */
export const bandSx = {
  [`& .${lineClasses.area}[data-series$="-max"]`]: { opacity: 0.2 },
  [`& .${lineClasses.line}[data-series$="-min"], & .${lineClasses.line}[data-series$="-max"]`]: {
    strokeWidth: 1,
    strokeOpacity: 0.5,
  },
  [`& .${lineClasses.line}[data-series$="-avg"]`]: { strokeWidth: 2.5 },
};
