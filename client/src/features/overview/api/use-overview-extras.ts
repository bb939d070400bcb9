// How many gadgets are online: a query of its own, because it is polled.
import { useQuery } from '@apollo/client/react';
import { OverviewGadgetsDocument } from '../../../gql/graphql';
import { MINUTE } from '../../../shared/lib/time';

/** "Online" means a batch in the last 5 minutes (server side); re-read at that pace. */
const GADGETS_REFRESH_MS = MINUTE;

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
