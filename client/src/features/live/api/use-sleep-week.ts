// The last week of sleep sessions, kept current: a stored session arrives over `sleepUpdated` (the list is
// re-read, since a session may replace one already shown), and a new connection re-reads what a drop hid.
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { SleepSessionsDocument, SleepUpdatedDocument } from '../../../gql/graphql';
import { useConnectionState } from '../../../shared/api/connection-state';
import { DAY, startOfDay, toIso } from '../../../shared/lib/time';
import { useUnits } from '../../../shared/preferences/preferences-context';
import { useSubscriptionEvents } from '../../../shared/api/use-subscription-events';

const NIGHTS = 7;

export function useSleepWeek() {
  // From the evening before the first of the last seven mornings, so each of those nights is whole.
  const { timeZone } = useUnits();
  const [range] = useState(() => ({ from: startOfDay(Date.now(), timeZone) - NIGHTS * DAY, to: Date.now() + DAY }));
  const { data, error, refetch } = useQuery(SleepSessionsDocument, {
    variables: { from: toIso(range.from), to: toIso(range.to) },
    fetchPolicy: 'cache-and-network',
  });
  useSubscriptionEvents(SleepUpdatedDocument, {
    onData: () => {
      void refetch();
    },
  });
  const { epoch } = useConnectionState();
  const firstEpoch = useRef(epoch);
  useEffect(() => {
    if (epoch !== firstEpoch.current) void refetch();
  }, [epoch, refetch]);
  return { sessions: data?.sleepSessions ?? null, error };
}
