// Thin hook over the twin query: fresh on every visit (each read is audited server-side, like any health data).
import { useQuery } from '@apollo/client/react';
import { TwinDocument, type TwinQuery, type TwinSystem } from '../../../gql/graphql';

export type TwinPageData = TwinQuery['twin'];
export type TwinIndicator = TwinPageData['indicators'][number];

export function useTwin(system: TwinSystem) {
  return useQuery(TwinDocument, { variables: { system }, fetchPolicy: 'cache-and-network' });
}
