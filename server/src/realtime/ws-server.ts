// graphql-ws over `ws` on the HTTP server's /graphql path. Every operation runs through yoga's envelop
// pipeline (limits, validation, context, masking). A session whose token is revoked is closed with 4403.
import type { Server } from 'node:http';
import { GraphQLError } from 'graphql';
import type { ExecutionArgs } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import type { GraphQLServer } from '../graphql/yoga.js';
import type { Services } from '../services.js';
import type { Viewer } from '../features/account/account.service.js';
import { presentedToken } from '../graphql/auth-context.js';
import { envelop } from '../graphql/enveloped.js';
import type { Enveloped } from '../graphql/enveloped.js';

interface EnvelopedArgs extends ExecutionArgs {
  rootValue: Pick<Enveloped, 'execute' | 'subscribe'>;
}

export const WS_MAX_PAYLOAD = 256 * 1024;
export const WS_INIT_TIMEOUT_MS = 3_000;

export function attachGraphQLWs(server: Server, yoga: GraphQLServer, services: Services) {
  const wss = new WebSocketServer({ server, path: yoga.graphqlEndpoint, maxPayload: WS_MAX_PAYLOAD });
  const sessions = new Map<WebSocket, Viewer>();

  const disposable = useServer<Record<string, unknown>>(
    {
      connectionInitWaitTimeout: WS_INIT_TIMEOUT_MS,
      // No token, or a token we refuse → false → graphql-ws closes with 4403 Forbidden.
      onConnect: async (ctx) => {
        const token = presentedToken({ req: ctx.extra.request, connectionParams: ctx.connectionParams ?? {} });
        if (!token) return false;
        try {
          const viewer = await services.account.authenticate(services.tokens.verify(token));
          sessions.set(ctx.extra.socket, viewer);
          // A socket may not outlive its token: close it when the token expires.
          const ms = viewer.claims.exp * 1000 - Date.now();
          setTimeout(() => ctx.extra.socket.close(CloseCode.Forbidden, 'Token expired'), Math.max(ms, 0)).unref();
          return true;
        } catch {
          return false;
        }
      },
      onDisconnect: (ctx) => void sessions.delete(ctx.extra.socket),
      onClose: (ctx) => void sessions.delete(ctx.extra.socket),
      onSubscribe: async (ctx, _id, payload) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = envelop(yoga, {
          req: ctx.extra.request,
          connectionParams: ctx.connectionParams ?? {},
          viewer: sessions.get(ctx.extra.socket),
          params: payload,
        });
        // A refused or unparsable document fails this one operation (an error message), not the socket.
        let document;
        try {
          document = parse(payload.query);
        } catch (err) {
          return [asGraphQLError(err)];
        }
        const errors = validate(schema, document);
        if (errors.length) return errors;
        const args: EnvelopedArgs = {
          schema,
          operationName: payload.operationName ?? null,
          document,
          variableValues: payload.variables ?? null,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        return args;
      },
      execute: (args) => (args as EnvelopedArgs).rootValue.execute(args) as never,
      subscribe: (args) => (args as EnvelopedArgs).rootValue.subscribe(args) as never,
    },
    wss,
  );

  // Revocation may happen on another instance: it arrives through the event bus.
  const revocations = services.pubsub.subscribe('account:revoked');
  void (async () => {
    for await (const ev of revocations) {
      for (const [socket, viewer] of sessions) {
        if (viewer.user.id === ev.userId && Math.round(viewer.claims.iat * 1000) < ev.before) {
          socket.close(CloseCode.Forbidden, 'Session revoked');
        }
      }
    }
  })();

  return {
    wss,
    /** Graceful shutdown: 1001 Going Away to every client, then stop. */
    async close() {
      await revocations.return?.();
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}


function asGraphQLError(err: unknown): GraphQLError {
  if (err instanceof Error && err.name === 'GraphQLError') return err as GraphQLError;
  return new GraphQLError('The operation could not be parsed.', { extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
}
