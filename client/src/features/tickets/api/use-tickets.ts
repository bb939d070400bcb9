// The tickets page's data: the server-side page (filter, search, sort, paging), one ticket, the admin list
// of assignees, live updates to the viewer's own tickets, and the changes.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  AssignTicketDocument,
  DeleteTicketDocument,
  OpenTicketDocument,
  ReplyToTicketDocument,
  SetTicketStatusDocument,
  TicketAssigneesDocument,
  TicketDocument,
  TicketUpdatedDocument,
  TicketsDocument,
  type TicketFullFieldsFragment,
  type TicketSortField,
  type TicketSortDirection,
  type TicketStatus,
} from '../../../gql/graphql';
import { useSubscriptionEvents } from '../../../shared/api/use-subscription-events';
import { dropCachedPages } from '../../../shared/api/drop-cached-pages';

export interface TicketsQuery {
  status: TicketStatus | null;
  search: string;
  sort: { field: TicketSortField; direction: TicketSortDirection };
  page: number;
  rowsPerPage: number;
}

export function useTickets(q: TicketsQuery) {
  return useQuery(TicketsDocument, {
    variables: {
      status: q.status,
      search: q.search || null,
      sort: q.sort,
      offset: q.page * q.rowsPerPage,
      first: q.rowsPerPage,
    },
    fetchPolicy: 'cache-and-network',
  });
}

export function useTicket(id: string) {
  return useQuery(TicketDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
}

export function useAssignees(enabled: boolean) {
  return useQuery(TicketAssigneesDocument, { skip: !enabled });
}

/** Calls `onUpdate` when the support side answers or changes one of the viewer's tickets. */
export function useLiveTickets(onUpdate: (t: TicketFullFieldsFragment) => void) {
  useSubscriptionEvents(TicketUpdatedDocument, {
    onData: ({ client, data }) => {
      const ticket = data.data?.ticketUpdated;
      if (!ticket) return;
      dropCachedPages('tickets')(client.cache);
      void client.refetchQueries({ include: ['Tickets'] });
      onUpdate(ticket);
    },
  });
}

export function useTicketActions() {
  const opts = { update: dropCachedPages('tickets'), refetchQueries: ['Tickets'] };
  const [open] = useMutation(OpenTicketDocument, opts);
  const [reply] = useMutation(ReplyToTicketDocument, opts);
  const [assign] = useMutation(AssignTicketDocument, opts);
  const [setStatus] = useMutation(SetTicketStatusDocument, opts);
  const [remove] = useMutation(DeleteTicketDocument, opts);
  return { open, reply, assign, setStatus, remove };
}
