// A page's first queries, sent with the session check instead of after the page's first render (issue 15 §3, cold
// pages). On a cold load the signed-in shell and the page take a few hundred milliseconds to render before their
// queries go out; the answer then takes a round trip more. The first page may start its main queries at once
// (`sendEarly`, from app/routing/early-queries.ts), in parallel with loading and rendering its code; the answer is
// held here, out of Apollo's cache, until the page asks for the same operation with the same variables, and
// `earlyAnswerLink` (early-answer-link.ts) hands it over then.
//
// Held, not written to the cache on arrival: an answer written while React was still rendering the first frame
// made React drop that render and start it again (bench/README.md, fifth pass), so the data came later than
// without it. Through the link it arrives exactly where the page's own request would have, one round trip sooner.
import type { ApolloLink, TypedDocumentNode } from '@apollo/client';
import { addTypenameToDocument, canonicalStringify, print } from '@apollo/client/utilities';
import { Kind } from 'graphql';
import { getStoredToken, isTokenValid } from '../auth/token';

/** An answer is handed over only this long after it was asked for; an older one is dropped and asked again. */
const FRESH_MS = 10_000;

interface Held {
  at: number;
  answer: Promise<ApolloLink.Result | null>;
}

const held = new Map<string, Held>();
/** By session too: an answer asked for under one token is never handed to a page running under another. */
const keyOf = (token: string, operationName: string, variables: object) =>
  `${token} ${operationName} ${canonicalStringify(variables)}`;

/**
 * Sends `document` now, for the page that will ask for it with these variables; nothing without a usable stored
 * token (the guard sends the visitor to sign in). The document is sent as Apollo sends it (with `__typename`), so the
 * answer can be written to the cache as its own would be.
 */
export function sendEarly<TData, TVariables extends object>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): void {
  const token = getStoredToken();
  const definition = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operationName = definition?.name?.value;
  // A token certainly past its end is not sent (the session check does the same): the guard signs the visitor out.
  if (!token || !isTokenValid(token) || !operationName) return;
  const query = print(addTypenameToDocument(document));
  const answer = fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ operationName, query, variables }),
  })
    // Only a complete, successful answer is handed over; anything else is asked again by the page itself, which
    // then sees the failure (and its error handling) exactly as without this.
    .then(async (response) => (response.ok ? ((await response.json()) as ApolloLink.Result) : null))
    .then((result) => (result && 'data' in result && result.data && !result.errors ? result : null))
    .catch(() => null);
  held.set(keyOf(token, operationName, variables), { at: Date.now(), answer });
}

/** Takes the held answer for this operation, if one was sent early and is still fresh. */
export function takeEarly(operation: ApolloLink.Operation): Promise<ApolloLink.Result | null> | null {
  const token = getStoredToken();
  if (held.size === 0 || !operation.operationName || !token) return null;
  const key = keyOf(token, operation.operationName, operation.variables);
  const entry = held.get(key);
  held.delete(key);
  for (const [other, { at }] of held) if (Date.now() - at > FRESH_MS) held.delete(other);
  return entry && Date.now() - entry.at <= FRESH_MS ? entry.answer : null;
}
