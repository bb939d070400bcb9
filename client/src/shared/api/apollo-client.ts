// One Apollo client for the signed-in app (loaded with its layout, not by the sign-in screens): queries and
// mutations go over HTTP POST /graphql, subscriptions over graphql-ws.
// Every request carries `Authorization: Bearer <token>` once a token is stored. One error link turns an
// UNAUTHENTICATED or ACCOUNT_BANNED answer into a session end (the auth provider signs out).
import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { getStoredToken } from '../auth/token';
import { reportSessionEnd } from '../auth/session-end';
import { registerApolloSession } from './apollo-session';
import { earlyAnswerLink } from './early-answer-link';
import { restartWebSocket, wsClient } from './ws-client';
// Registered before any subscription can open the socket (the account's preferencesUpdated opens it at
// sign-in): a page's connection indicator loaded later would otherwise miss 'connected' and stay "connecting".
import './connection-state';

const authLink = new SetContextLink((prevContext) => {
  const token = getStoredToken();
  if (!token) return {};
  const headers: Record<string, string> = { ...(prevContext.headers as Record<string, string> | undefined) };
  headers.authorization = `Bearer ${token}`;
  return { headers };
});

const errorLink = new ErrorLink(({ error }) => {
  if (CombinedGraphQLErrors.is(error)) reportSessionEnd(error.errors);
});

const httpLink = new HttpLink({ uri: '/graphql', credentials: 'same-origin' });
const wsLink = new GraphQLWsLink(wsClient);

const transportLink = ApolloLink.split(
  (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
  wsLink,
  ApolloLink.from([authLink, earlyAnswerLink, httpLink]),
);

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([errorLink, transportLink]),
  cache: new InMemoryCache(),
});

// The auth provider (outside Apollo) clears this cache and restarts the socket when the session changes.
registerApolloSession({ clearCache: () => apolloClient.clearStore(), restartSocket: restartWebSocket });
