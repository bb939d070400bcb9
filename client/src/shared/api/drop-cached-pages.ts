// A change that moves entries between the pages of a server-paged list (trash, delete, a new entry) leaves the
// other pages kept in Apollo's cache out of date: paging back to one drew it from memory first, with entries that
// had left it and the old total ("1–10 of 11"), before the network answer replaced it. The mutation drops every
// cached page of the list; the page on screen is not told (no broadcast), since the mutation's refetch redraws
// it in place, so it does not flash a loading state. The next page visited is read from the server.
import type { ApolloCache } from '@apollo/client';

/** A mutation `update` that forgets every cached page of the root field `fieldName` (e.g. 'mailbox'). */
export function dropCachedPages(fieldName: string) {
  return (cache: ApolloCache) => {
    cache.evict({ id: 'ROOT_QUERY', fieldName, broadcast: false });
  };
}
