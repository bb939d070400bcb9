// The newest reading of each vital, live: the stored latest values, overtaken by whatever the
// `vitalReadings` subscription brings; re-read after a reconnect so a drop leaves nothing stale.
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  OverviewLatestVitalsDocument,
  OverviewVitalReadingsDocument,
  type OverviewReadingFragment,
  type VitalKind,
} from '../../../gql/graphql';
import { useConnectionState } from '../../../shared/api/connection-state';
import { toMs } from '../../../shared/lib/time';
import { useSubscriptionEvents } from '../../../shared/api/use-subscription-events';

export type LatestByKind = Partial<Record<VitalKind, OverviewReadingFragment>>;

function newer(a: OverviewReadingFragment | undefined, b: OverviewReadingFragment): OverviewReadingFragment {
  return a && toMs(a.time) >= toMs(b.time) ? a : b;
}

export function useOverviewVitals() {
  const { data, error, refetch } = useQuery(OverviewLatestVitalsDocument, { fetchPolicy: 'cache-and-network' });
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

  const { epoch } = useConnectionState();
  const firstEpoch = useRef(epoch);
  useEffect(() => {
    if (epoch !== firstEpoch.current) void refetch();
  }, [epoch, refetch]);

  const latest = useMemo(() => {
    const merged: LatestByKind = { ...streamed };
    for (const reading of data?.latestVitals ?? []) merged[reading.kind] = newer(merged[reading.kind], reading);
    return merged;
  }, [data, streamed]);
  return { latest, loaded: data !== undefined, error };
}
