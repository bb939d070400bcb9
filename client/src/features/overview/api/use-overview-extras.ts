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
  const { data, error } = useQuery(OverviewGadgetsDocument, {
    fetchPolicy: 'cache-and-network',
    pollInterval: GADGETS_REFRESH_MS,
  });
  const gadgets = data?.gadgets;
  return {
    total: gadgets?.length ?? null,
    online: gadgets?.filter((g) => g.online).length ?? 0,
    error,
  };
}

/** Last night's session and the hours asleep on each of the last seven mornings. */
export function useSleepSummary() {
  const { timeZone } = useUnits();
  const [window] = useState(() => ({ today: startOfDay(Date.now(), timeZone), to: Date.now() + DAY }));
  const { data } = useQuery(OverviewSleepDocument, {
    variables: { from: toIso(window.today - NIGHTS * DAY), to: toIso(window.to) },
    fetchPolicy: 'cache-and-network',
  });
  if (!data) return undefined;
  const asleepHours = nightlyTotals(data.sleepSessions, window.today, NIGHTS, timeZone).map(
    (night) => (night.light + night.deep + night.rem) / 3600,
  );
  return { last: data.sleepSessions.at(-1) ?? null, asleepHours };
}
