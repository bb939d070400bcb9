// The overview's query variables, apart from the page: the request sent early (send-early.ts) must be
// the one the page then asks for, and loading this must not wait for the page's code.
import type { OverviewVitalsQueryVariables } from '../../../gql/graphql';
import { DAY, HOUR, toIso } from '../../../shared/lib/time';

/** How far back each tile's trend looks: a cuff measures every half hour, so its trend needs a longer look. */
export const SHORT_SPAN = 6 * HOUR;
const LONG_SPAN = 24 * HOUR;
export const POINTS = 48;
export const NIGHTS = 7;
/** How many open alerts the overview lists (the cached list's arguments: OverviewVitals and OpenAlerts alike). */
export const OPEN_ALERTS_LIMIT = 20;

/**
 * A window ending at the clock rounded up to one bucket: it moves on (and is read again) once per bucket of the
 * short trends (7.5 minutes); the tiles' values themselves are live.
 */
function windowAt(now: number, span: number) {
  const step = span / POINTS;
  const to = Math.ceil(now / step) * step;
  return { from: toIso(to - span), to: toIso(to) };
}

/** The variables at `now`, for the nights up to `today` (its midnight): a function of the clock's bucket and the day. */
export function overviewVitalsVariables(now: number, today: number): OverviewVitalsQueryVariables {
  const short = windowAt(now, SHORT_SPAN);
  const long = windowAt(now, LONG_SPAN);
  return {
    shortFrom: short.from,
    shortTo: short.to,
    longFrom: long.from,
    longTo: long.to,
    points: POINTS,
    sleepFrom: toIso(today - NIGHTS * DAY),
    // Past the end of today: tonight's session, once it ends, is in the answer.
    sleepTo: toIso(today + 2 * DAY),
    alerts: OPEN_ALERTS_LIMIT,
  };
}
