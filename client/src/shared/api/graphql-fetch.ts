// GraphQL over HTTP with a plain fetch, for what runs before Apollo is loaded: the session check and the sign-in
// screens (first-load budget, issue 15 §3). It fails with Apollo's own error classes (from the small
// `@apollo/client/errors` entry), so every error reader (readApiError, ban details, the two-factor challenge,
// the session check) treats both transports alike.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { FormattedExecutionResult } from 'graphql';
import type { TypedDocumentString } from '../../gql-session/graphql';
import { reportSessionEnd } from '../auth/session-end';
import { getStoredToken } from '../auth/token';

/** Sends one query or mutation (a typed document string from gql-session) and resolves with its data. */
export async function fetchGraphQL<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables?: TVariables,
): Promise<TResult> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    // GraphQL over HTTP: the newer media type first, so errors arrive with their status and a JSON body.
    accept: 'application/graphql-response+json, application/json',
  };
  const token = getStoredToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers,
    body: JSON.stringify({ query: String(document), variables: variables ?? {} }),
  });
  const bodyText = await response.text();
  let result: FormattedExecutionResult<TResult & Record<string, unknown>> | null = null;
  try {
    result = JSON.parse(bodyText) as FormattedExecutionResult<TResult & Record<string, unknown>>;
  } catch {
    // Not JSON (a proxy's error page, an empty body): reported below as a server error.
  }
  if (result?.errors?.length) {
    reportSessionEnd(result.errors);
    throw new CombinedGraphQLErrors(result);
  }
  if (!response.ok || !result?.data) {
    throw new ServerError(`Response not successful: received status code ${response.status}`, { response, bodyText });
  }
  return result.data;
}
