// The small facts around the tiles: how many gadgets are online, and last night's sleep.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { OverviewGadgetsDocument, OverviewSleepDocument } from '../../../gql/graphql';
import { DAY, MINUTE, startOfDay, toIso } from '../../../shared/lib/time';
import { useUnits } from '../../../shared/preferences/preferences-context';
import { nightlyTotals } from '../../../shared/vitals/sleep-nights';

/** "Online" means a batch in the last 5 minutes (server side); re-read at that pace. */
const GADGETS_REFRESH_MS = MINUTE;
const NIGHTS = 7;

export function useGadgetsOnline() {
  // The route's prefetch reads it fresh on each visit; polling always asks the server.
  const { data, error } = useQuery(OverviewGadgetsDocument, {
    fetchPolicy: 'cache-first',
    pollInterval: GADGETS_REFRESH_MS,
  });
  const gadgets = data?.gadgets;
  return {
    total: gadgets?.length ?? null,
    online: gadgets?.filter((g) => g.online).length ?? 0,
    error,
  };
}

/**
 * The nights the tile reads at `now`: the seven mornings up to today and whatever has started since (the route's
 * prefetch asks for the same, so both are whole days).
 */
export function sleepWindow(now: number, timeZone: string | null) {
  const today = startOfDay(now, timeZone);
  return { today, variables: { from: toIso(today - NIGHTS * DAY), to: toIso(today + 2 * DAY) } };
}

/** Last night's session and the hours asleep on each of the last seven mornings. */
export function useSleepSummary() {
  const { timeZone } = useUnits();
  const [window] = useState(() => sleepWindow(Date.now(), timeZone));
  // Read fresh on each visit by the route's prefetch (prefetch-overview.ts).
  const { data } = useQuery(OverviewSleepDocument, { variables: window.variables, fetchPolicy: 'cache-first' });
  if (!data) return undefined;
  const asleepHours = nightlyTotals(data.sleepSessions, window.today, NIGHTS, timeZone).map(
    (night) => (night.light + night.deep + night.rem) / 3600,
  );
  return { last: data.sleepSessions.at(-1) ?? null, asleepHours };
}
