// yoga.getEnveloped() is typed loosely (any); this gives the in-process doors (WebSocket, REST) real types.
import type { DocumentNode, ExecutionArgs, ExecutionResult, GraphQLError, GraphQLSchema } from 'graphql';
import type { ServerContext } from './auth-context.js';
import type { GraphQLContext } from './context.js';
import type { GraphQLServer } from './yoga.js';

export interface Enveloped {
  schema: GraphQLSchema;
  parse: (source: string) => DocumentNode;
  validate: (schema: GraphQLSchema, document: DocumentNode) => readonly GraphQLError[];
  contextFactory: () => Promise<GraphQLContext> | GraphQLContext;
  execute: (args: ExecutionArgs) => Promise<ExecutionResult> | ExecutionResult;
  /** An async iterable of results, or a single result when the subscription fails to start. */
  subscribe: (args: ExecutionArgs) => Promise<object> | object;
}

export function envelop(yoga: GraphQLServer, initial: ServerContext & { params?: unknown }): Enveloped {
  return yoga.getEnveloped(initial);
}
