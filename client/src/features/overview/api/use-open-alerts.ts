// Open (unacknowledged) alerts, live: they are read with the overview's data (use-overview-vitals.ts); a raised
// alert arrives over `vitalAlert` and is put at the top of the cached list; acknowledging one takes it off.
import { useMutation } from '@apollo/client/react';
import {
  AcknowledgeAlertDocument,
  OpenAlertsDocument,
  OverviewVitalAlertDocument,
  type OpenAlertsQuery,
} from '../../../gql/graphql';
import { useSubscriptionEvents } from '../../../shared/api/use-subscription-events';
import { OPEN_ALERTS_LIMIT } from './overview-variables';


export function useOpenAlertEvents() {
  useSubscriptionEvents(OverviewVitalAlertDocument, {
    onData: ({ client, data: event }) => {
      const alert = event.data?.vitalAlert;
      if (!alert) return;
      // OpenAlerts is a view of the same cached field the overview's query reads: writing it updates the page.
      client.cache.updateQuery({ query: OpenAlertsDocument, variables: { limit: OPEN_ALERTS_LIMIT } }, (current) => {
        const list = current?.vitalAlerts ?? [];
        if (list.some((a) => a.id === alert.id)) return current;
        return { vitalAlerts: [alert, ...list].slice(0, OPEN_ALERTS_LIMIT) } satisfies OpenAlertsQuery;
      });
    },
  });
}

export function useAcknowledgeAlert() {
  return useMutation(AcknowledgeAlertDocument);
}
