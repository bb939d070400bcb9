// The newest stored reading of a vital: the current value when the live window holds none (a cuff that
// measured hours ago), and the way to tell "no readings at all" (empty state) from "nothing recent".
import { useQuery } from '@apollo/client/react';
import { LiveLatestVitalsDocument, type LiveReadingFragment, type VitalKind } from '../../../gql/graphql';

export function useLiveLatest(kind: VitalKind) {
  const { data, error } = useQuery(LiveLatestVitalsDocument, { fetchPolicy: 'cache-and-network' });
  const latest: LiveReadingFragment | null = data?.latestVitals.find((r) => r.kind === kind) ?? null;
  return { latest, loaded: data !== undefined, error };
}
