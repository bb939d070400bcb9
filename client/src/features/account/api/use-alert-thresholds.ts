// The viewer's alert thresholds: read, save (all or nothing), reset. Refetched when another tab changes them.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  AlertThresholdsDocument,
  PreferencesUpdatedDocument,
  ResetAlertThresholdsDocument,
  SetAlertThresholdsDocument,
  type AlertThresholdFieldsFragment,
  type AlertThresholdInput,
} from '../../../gql/graphql';
import { useSubscriptionEvents } from '../../../shared/api/use-subscription-events';

export type AlertThreshold = AlertThresholdFieldsFragment;

export function useAlertThresholds() {
  const query = useQuery(AlertThresholdsDocument, { fetchPolicy: 'cache-and-network' });
  const [setMutation, setState] = useMutation(SetAlertThresholdsDocument);
  const [resetMutation, resetState] = useMutation(ResetAlertThresholdsDocument);
  useSubscriptionEvents(PreferencesUpdatedDocument, {
    onData: () => {
      void query.refetch().catch(() => undefined);
    },
  });
  return {
    thresholds: query.data?.alertThresholds ?? null,
    loading: query.loading && !query.data,
    error: query.error ?? null,
    refetch: () => query.refetch(),
    saving: setState.loading || resetState.loading,
    save: async (input: AlertThresholdInput[]) => {
      const { data } = await setMutation({ variables: { input } });
      return data?.setAlertThresholds ?? [];
    },
    reset: async () => {
      await resetMutation({ variables: {} });
      await query.refetch();
    },
  };
}
