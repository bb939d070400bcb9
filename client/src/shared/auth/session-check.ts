// The session check's first `me`, sent the moment the app's code runs: before the router asks for the page's
// chunks. A browser opens six HTTP/1.1 connections per host and a signed-in page's cold load requests dozens of
// chunks; a `me` sent from the auth provider's first effect queued behind them for ~300 ms (measured with
// `npm run bench -- cold-pages`), and every page waits for it.
import { MeDocument, type MeQuery } from '../../gql-session/graphql';
import { fetchGraphQL } from '../api/graphql-fetch';
import { getStoredToken, isTokenValid } from './token';

let early: Promise<MeQuery> | null = isTokenValid(getStoredToken()) ? fetchGraphQL(MeDocument) : null;
// Read (and its failure handled) by the auth provider; until then a rejection is not "unhandled".
early?.catch(() => undefined);

/** `me` for the stored token: the early answer the first time, a new request after that (retries). */
export function checkSession(): Promise<MeQuery> {
  const pending = early;
  early = null;
  return pending ?? fetchGraphQL(MeDocument);
}
