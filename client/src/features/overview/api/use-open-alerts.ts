// Open (unacknowledged) alerts, live: a raised alert arrives over `vitalAlert` and is put at the top of
// the cached list; acknowledging one takes it off. A reconnect re-reads the list.
import { useEffect, useRef } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  AcknowledgeAlertDocument,
  OpenAlertsDocument,
  OverviewVitalAlertDocument,
  type OpenAlertsQuery,
} from '../../../gql/graphql';
import { useConnectionState } from '../../../shared/api/connection-state';
import { useSubscriptionEvents } from '../../../shared/api/use-subscription-events';

const LIMIT = 20;

export function useOpenAlerts() {
  const { data, error, refetch } = useQuery(OpenAlertsDocument, {
    variables: { limit: LIMIT },
    fetchPolicy: 'cache-and-network',
  });
  useSubscriptionEvents(OverviewVitalAlertDocument, {
    onData: ({ client, data: event }) => {
      const alert = event.data?.vitalAlert;
      if (!alert) return;
      client.cache.updateQuery({ query: OpenAlertsDocument, variables: { limit: LIMIT } }, (current) => {
        const list = current?.vitalAlerts ?? [];
        if (list.some((a) => a.id === alert.id)) return current;
        return { vitalAlerts: [alert, ...list].slice(0, LIMIT) } satisfies OpenAlertsQuery;
      });
    },
  });

  const { epoch } = useConnectionState();
  const firstEpoch = useRef(epoch);
  useEffect(() => {
    if (epoch !== firstEpoch.current) void refetch();
  }, [epoch, refetch]);

  const alerts = (data?.vitalAlerts ?? []).filter((a) => a.acknowledgedAt === null);
  return { alerts, loaded: data !== undefined, error };
}

export function useAcknowledgeAlert() {
  return useMutation(AcknowledgeAlertDocument);
}
