// History of one vital for the day / week / month tabs, downsampled by the server to about 200 buckets.
// The window's end is the clock rounded up to one bucket, so it moves on (and refetches) once per bucket
// rather than on every render; meanwhile the window is re-read every minute so new readings show up.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { LiveVitalSeriesDocument, type VitalKind } from '../../../gql/graphql';
import { useNow } from '../../../shared/lib/use-now';
import { HISTORY_POINTS, HISTORY_SPAN, historyVariables, type HistoryRange } from './live-variables';

const REFRESH_MS = 60_000;

export type VitalHistory = ReturnType<typeof useVitalHistory>;

export function useVitalHistory(kind: VitalKind) {
  // `at` is when the tab was chosen: the ticking clock may lag behind it by up to one (longer) old step.
  const [{ range, at }, setSelection] = useState<{ range: HistoryRange; at: number }>(() => ({
    range: 'day',
    at: Date.now(),
  }));
  const tick = useNow(HISTORY_SPAN[range] / HISTORY_POINTS);
  const now = Math.max(at, tick);
  const { data, previousData, loading, error } = useQuery(LiveVitalSeriesDocument, {
    variables: historyVariables(kind, range, now),
    pollInterval: REFRESH_MS,
  });
  return {
    range,
    /** The span to draw: the last day / week / month up to the clock. */
    from: now - HISTORY_SPAN[range],
    to: now,
    series: data?.vitalSeries ?? previousData?.vitalSeries ?? null,
    loading,
    error,
    select: (next: HistoryRange) => {
      setSelection({ range: next, at: Date.now() });
    },
  };
}
