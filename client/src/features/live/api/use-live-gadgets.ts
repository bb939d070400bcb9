// The user's gadgets by id, to name the one that reported a reading.
import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { LiveGadgetsDocument, type LiveGadgetsQuery } from '../../../gql/graphql';

export type LiveGadget = LiveGadgetsQuery['gadgets'][number];

export function useLiveGadgets(): Map<string, LiveGadget> {
  const { data } = useQuery(LiveGadgetsDocument, { fetchPolicy: 'cache-and-network' });
  return useMemo(() => new Map((data?.gadgets ?? []).map((g) => [g.id, g])), [data]);
}
