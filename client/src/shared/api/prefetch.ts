// Render-as-you-fetch (issue 15 §3): a route's loader starts its page's queries as the navigation starts, while
// the page's code is still being evaluated and its first screen rendered. The page's hooks read cache-first:
// they find the answer in Apollo's cache, or join the request still in flight (Apollo sends one request for
// identical operations at a time), so each query is sent once, and a cold page's first render has its data
// instead of a render per answer afterwards (each of those is a long task on a phone).
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { getStoredToken, isTokenValid } from '../auth/token';
import { apolloClient } from './apollo-client';

/**
 * Starts `query` with `variables` exactly as the page's hook will ask for it (same document and variables, or
 * the hook asks again). network-only: each visit reads fresh data, as the hooks' cache-and-network did. A
 * failure is left to the page: its hook asks again and shows the error.
 */
export function prefetchQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): void {
  // Signed out, or the stored token has expired: the guard sends the visitor to sign in; nothing to read.
  if (!isTokenValid(getStoredToken())) return;
  void apolloClient
    .query<TData, OperationVariables>({ query, variables, fetchPolicy: 'network-only' })
    .catch(() => undefined);
}
