// The overview's own data, in one request (OverviewVitals): the newest reading of each vital, each tile's trend,
// the week's nights and the open alerts. Live on top of it: readings from `vitalReadings` overtake the stored
// latest values, and a raised alert from `vitalAlert` goes to the top of the cached list (use-open-alerts.ts).
// After a reconnect the whole of it is read again, so a drop leaves nothing stale; at the socket's first connection
// only the alerts are (see below).
import { startTransition, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  OpenAlertsDocument,
  OverviewVitalReadingsDocument,
  OverviewVitalsDocument,
  type OverviewReadingFragment,
  type OverviewTrendFragment,
  type OverviewVitalsQuery,
  type VitalKind,
} from '../../../gql/graphql';
import { getConnectionState, useConnectionState } from '../../../shared/api/connection-state';
import { startOfDay, toMs } from '../../../shared/lib/time';
import { useNow } from '../../../shared/lib/use-now';
import { useUnits } from '../../../shared/preferences/preferences-context';
import { useSubscriptionEvents } from '../../../shared/api/use-subscription-events';
import { nightlyTotals } from '../../../shared/vitals/sleep-nights';
import { useOpenAlertEvents } from './use-open-alerts';
import { NIGHTS, OPEN_ALERTS_LIMIT, POINTS, SHORT_SPAN, overviewVitalsVariables } from './overview-variables';

export type LatestByKind = Partial<Record<VitalKind, OverviewReadingFragment>>;
export type TrendPoints = OverviewTrendFragment['points'];

function newer(a: OverviewReadingFragment | undefined, b: OverviewReadingFragment): OverviewReadingFragment {
  return a && toMs(a.time) >= toMs(b.time) ? a : b;
}

function trendsOf(data: OverviewVitalsQuery | undefined): Partial<Record<VitalKind, TrendPoints>> {
  if (!data) return {};
  return {
    HEART_RATE: data.heartRate.points,
    SPO2: data.spo2.points,
    GLUCOSE: data.glucose.points,
    STRESS: data.stress.points,
    BLOOD_PRESSURE: data.bloodPressure.points,
  };
}

export function useOverviewVitals() {
  const { timeZone } = useUnits();
  const now = useNow(SHORT_SPAN / POINTS);
  const [nights] = useState(() => ({ today: startOfDay(Date.now(), timeZone) }));
  const { data, previousData, error, refetch } = useQuery(OverviewVitalsDocument, {
    variables: overviewVitalsVariables(now, nights.today),
    fetchPolicy: 'cache-and-network',
  });
  // While a moved window is read again, the tiles keep the answer they have (values, trends, nights, alerts).
  // Deferred: Apollo hands an answer over through useSyncExternalStore, whose updates React renders in one
  // blocking piece, and the first answer fills the whole grid (on a phone, a 200+ ms task: bench/README,
  // twenty-second pass). The blocking render now only sees the old value (the memoised tiles skip it); the new one
  // renders as a transition, which React cuts into 5 ms slices around the page's other work.
  const shown = useDeferredValue(data ?? previousData);

  const [streamed, setStreamed] = useState<LatestByKind>({});
  useSubscriptionEvents(OverviewVitalReadingsDocument, {
    fetchPolicy: 'no-cache',
    onData: ({ data: event }) => {
      const readings = event.data?.vitalReadings ?? [];
      // A transition: React renders it in slices between the page's other work instead of blocking for it.
      startTransition(() =>
        setStreamed((current) => {
          const next = { ...current };
          for (const reading of readings) next[reading.kind] = newer(next[reading.kind], reading);
          return next;
        }),
      );
    },
  });
  useOpenAlertEvents();

  const client = useApolloClient();
  const { epoch } = useConnectionState();
  const firstEpoch = useRef(epoch);
  useEffect(() => {
    if (epoch === firstEpoch.current) return;
    // A reconnect: anything may have changed while the socket was down.
    if (getConnectionState().lostAt !== null) {
      void refetch();
      return;
    }
    // The socket's first connection, usually just after this page's answer: an alert raised in between would be
    // missed for good, so the open alerts are read again (into the same cached list). A reading missed in between
    // is overtaken by the next one, so the rest is not read twice.
    client
      .query({ query: OpenAlertsDocument, variables: { limit: OPEN_ALERTS_LIMIT }, fetchPolicy: 'network-only' })
      .catch(() => undefined);
  }, [epoch, refetch, client]);

  const latest = useMemo(() => {
    const merged: LatestByKind = { ...streamed };
    for (const reading of shown?.latestVitals ?? []) merged[reading.kind] = newer(merged[reading.kind], reading);
    return merged;
  }, [shown, streamed]);
  const trends = useMemo(() => trendsOf(shown), [shown]);
  const sleep = useMemo(() => {
    if (!shown) return undefined;
    const asleepHours = nightlyTotals(shown.sleepSessions, nights.today, NIGHTS, timeZone).map(
      (night) => (night.light + night.deep + night.rem) / 3600,
    );
    return { last: shown.sleepSessions.at(-1) ?? null, asleepHours };
  }, [shown, nights.today, timeZone]);
  const alerts = useMemo(() => (shown?.vitalAlerts ?? []).filter((a) => a.acknowledgedAt === null), [shown]);

  return { latest, trends, sleep, alerts, loaded: shown !== undefined, error };
}

export type SleepSummary = ReturnType<typeof useOverviewVitals>['sleep'];
