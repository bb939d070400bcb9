// Minimum, average and maximum over a whole history window, from the server's buckets (the average is
// weighted by each bucket's reading count, so sparse buckets do not count as much as full ones).
import type { SeriesPointFragment } from '../../../gql/graphql';

export interface Aggregate {
  min: number;
  avg: number;
  max: number;
}

export interface HistorySummary {
  value: Aggregate;
  /** Diastolic, for blood pressure. */
  value2: Aggregate | null;
}

function aggregate(points: readonly SeriesPointFragment[], pick: (p: SeriesPointFragment) => Aggregate | null) {
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let count = 0;
  for (const point of points) {
    const a = pick(point);
    if (!a) continue;
    min = Math.min(min, a.min);
    max = Math.max(max, a.max);
    sum += a.avg * point.count;
    count += point.count;
  }
  return count === 0 ? null : { min, max, avg: sum / count };
}

export function summarize(points: readonly SeriesPointFragment[]): HistorySummary | null {
  const value = aggregate(points, (p) => p);
  if (!value) return null;
  const value2 = aggregate(points, (p) =>
    p.avg2 === null || p.min2 === null || p.max2 === null ? null : { avg: p.avg2, min: p.min2, max: p.max2 },
  );
  return { value, value2 };
}
