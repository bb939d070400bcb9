// The mailbox page's data: the current list, the folder counts, live arrivals, and the flag/move actions
// (each refreshes the list and the counts, since an entry may leave the current view).
import { useEffect, useRef } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  DeleteMailDocument,
  MailCountsDocument,
  MailReceivedDocument,
  MailboxDocument,
  MoveMailDocument,
  RestoreMailDocument,
  SetMailFlagsDocument,
  SetMailLabelsDocument,
  type MailEntryFieldsFragment,
  type MailLabel,
  type MailView,
} from '../../../gql/graphql';
import { useConnectionState } from '../../../shared/api/connection-state';
import { useSubscriptionEvents } from '../../../shared/api/use-subscription-events';
import { dropCachedPages } from '../../../shared/api/drop-cached-pages';

export type MailEntry = MailEntryFieldsFragment;

export interface MailboxQuery {
  view: MailView;
  label: MailLabel | null;
  search: string;
  page: number;
  rowsPerPage: number;
}

const REFRESH = ['Mailbox', 'MailCounts'];

export function useMailbox(q: MailboxQuery) {
  const list = useQuery(MailboxDocument, {
    variables: {
      view: q.view,
      label: q.label,
      search: q.search || null,
      offset: q.page * q.rowsPerPage,
      first: q.rowsPerPage,
    },
    fetchPolicy: 'cache-and-network',
  });
  const counts = useQuery(MailCountsDocument, { fetchPolicy: 'cache-and-network' });
  // After a reconnect, what arrived meanwhile is read again.
  const { epoch } = useConnectionState();
  const firstEpoch = useRef(epoch);
  const { refetch } = list;
  const refetchCounts = counts.refetch;
  useEffect(() => {
    if (epoch === firstEpoch.current) return;
    void refetch();
    void refetchCounts();
  }, [epoch, refetch, refetchCounts]);
  return { list, counts: counts.data?.mailCounts ?? null };
}

/** The viewer's unsent reply to `entryId` (a draft saved by a reply dialog closed before Send), if any. */
export function useFindReplyDraft() {
  const client = useApolloClient();
  return async (entryId: string): Promise<MailEntry | undefined> => {
    const drafts = await client
      .query({ query: MailboxDocument, variables: { view: 'DRAFTS', label: null, search: null, offset: 0, first: 100 }, fetchPolicy: 'network-only' })
      .catch(() => null);
    return drafts?.data?.mailbox.nodes.find((d) => d.inReplyToEntryId === entryId);
  };
}

/** Calls `onArrival` for each message delivered to the viewer while the page is open, after refreshing. */
export function useLiveMail(onArrival: (entry: MailEntry) => void) {
  useSubscriptionEvents(MailReceivedDocument, {
    onData: ({ client, data }) => {
      const entry = data.data?.mailReceived;
      if (!entry) return;
      dropCachedPages('mailbox')(client.cache);
      void client.refetchQueries({ include: REFRESH });
      onArrival(entry);
    },
  });
}

export function useMailActions() {
  const opts = { update: dropCachedPages('mailbox'), refetchQueries: REFRESH, awaitRefetchQueries: true };
  const [setFlags] = useMutation(SetMailFlagsDocument, opts);
  const [setLabels] = useMutation(SetMailLabelsDocument, opts);
  const [move] = useMutation(MoveMailDocument, opts);
  const [restore] = useMutation(RestoreMailDocument, opts);
  const [remove] = useMutation(DeleteMailDocument, opts);
  return { setFlags, setLabels, move, restore, remove };
}
