// The recent trend of one vital for its tile: bucket averages over the last hours. The window's end is
// the clock rounded up to one bucket, so the trend moves on (and refetches) once per bucket; the tile's
// value itself is live.
import { useQuery } from '@apollo/client/react';
import { OverviewSparklineDocument, type VitalKind } from '../../../gql/graphql';
import { HOUR, toIso } from '../../../shared/lib/time';
import { useNow } from '../../../shared/lib/use-now';

/** How far back each tile looks: a cuff measures every half hour, so its trend needs a longer look. */
const SPAN: Record<VitalKind, number> = {
  HEART_RATE: 6 * HOUR,
  SPO2: 6 * HOUR,
  GLUCOSE: 6 * HOUR,
  STRESS: 6 * HOUR,
  BLOOD_PRESSURE: 24 * HOUR,
};
const POINTS = 48;

export function useSparkline(kind: VitalKind) {
  const step = SPAN[kind] / POINTS;
  const now = useNow(step);
  const to = Math.ceil(now / step) * step;
  const { data, previousData } = useQuery(OverviewSparklineDocument, {
    variables: { kind, from: toIso(to - SPAN[kind]), to: toIso(to), points: POINTS },
  });
  return (data ?? previousData)?.vitalSeries.points ?? null;
}
