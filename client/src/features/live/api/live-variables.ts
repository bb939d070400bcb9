// The live page's first queries' variables, apart from its hooks: the requests sent early
// (send-early.ts) must be the ones the page then asks for, and loading this must not wait for the page's code.
import type { LiveReadingsSinceQueryVariables, LiveVitalSeriesQueryVariables, VitalKind } from '../../../gql/graphql';
import { DAY, SECOND, toIso } from '../../../shared/lib/time';

export type HistoryRange = 'day' | 'week' | 'month';
export const HISTORY_RANGES: readonly HistoryRange[] = ['day', 'week', 'month'];
export const HISTORY_SPAN: Record<HistoryRange, number> = { day: DAY, week: 7 * DAY, month: 30 * DAY };
export const HISTORY_POINTS = 200;
export const READINGS_PAGE_SIZE = 5000;
/**
 * The head start's beginning is rounded down to this: the chart's buffer keeps only its window anyway, and the
 * same variables a few hundred milliseconds apart (route, then page) then ask for the same thing.
 */
const HEAD_START_STEP = 10 * SECOND;

/** The live window as the page opens (useLiveReadings' head start, before the socket is live). */
export function headStartVariables(kind: VitalKind, windowMs: number, now: number): LiveReadingsSinceQueryVariables {
  const since = Math.floor((now - windowMs) / HEAD_START_STEP) * HEAD_START_STEP;
  return { since: toIso(since), kinds: [kind], limit: READINGS_PAGE_SIZE };
}

/** The history tab's window at `now`: it ends at the clock rounded up to one of its buckets. */
export function historyVariables(kind: VitalKind, range: HistoryRange, now: number): LiveVitalSeriesQueryVariables {
  const step = HISTORY_SPAN[range] / HISTORY_POINTS;
  const to = Math.ceil(now / step) * step;
  return { kind, from: toIso(to - HISTORY_SPAN[range]), to: toIso(to), points: HISTORY_POINTS };
}
