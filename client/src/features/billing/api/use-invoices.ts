// The list of the user's invoices for the current filters, kept live: an invoiceUpdated event (an admin
// recorded a payment, issued or cancelled an invoice) refetches the list and the open detail.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { InvoiceDetailDocument, InvoiceUpdatedDocument, InvoicesDocument } from '../../../gql/graphql';
import type { InvoiceFilter, InvoiceSort } from '../../../gql/graphql';
import { useNotice } from '../../../shared/lib/use-notice';
import { useSubscriptionEvents } from '../../../shared/api/use-subscription-events';

export interface ListArgs {
  filter: InvoiceFilter;
  sort: InvoiceSort;
  offset: number;
  limit: number;
}

export function useInvoices(args: ListArgs) {
  const client = useApolloClient();
  // The number of the invoice that changed last, for the page's notice.
  const lastUpdate = useNotice();
  const list = useQuery(InvoicesDocument, { variables: args, fetchPolicy: 'cache-and-network' });
  useSubscriptionEvents(InvoiceUpdatedDocument, {
    onData: ({ data }) => {
      const inv = data.data?.invoiceUpdated;
      if (!inv) return;
      lastUpdate.show(inv.number);
      void client.refetchQueries({ include: [InvoicesDocument, InvoiceDetailDocument] });
    },
  });
  return { ...list, lastUpdate };
}
