// graphql-ws over `ws` on the HTTP server's /graphql path. Every operation runs through yoga's envelop
// pipeline (limits, validation, context, masking). A session whose token is revoked is closed with 4403.
import type { Server } from 'node:http';
import { GraphQLError, getOperationAST } from 'graphql';
import type { ExecutionArgs } from 'graphql';
import { CloseCode, MessageType } from 'graphql-ws';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import type { GraphQLServer } from '../graphql/yoga.js';
import type { Services } from '../services.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { Viewer } from '../features/account/account.service.js';
import { clientInfo, presentedToken } from '../graphql/auth-context.js';
import type { ClientInfo } from '../graphql/auth-context.js';
import { envelop } from '../graphql/enveloped.js';
import type { Enveloped } from '../graphql/enveloped.js';
import type { Ending, LivePushTarget } from './live-push.js';
import { appended } from './compact.js';
import { startHeartbeat } from './heartbeat.js';
import { serveGraphQLWs } from './ws-transport.js';
import { markSocketWatched, watchRevocation, watchedToken } from './revocation.js';

interface EnvelopedArgs extends ExecutionArgs {
  rootValue: Pick<Enveloped, 'execute' | 'subscribe'>;
}

export const WS_MAX_PAYLOAD = 256 * 1024;
export const WS_INIT_TIMEOUT_MS = 3_000;
/**
 * Each socket is pinged every 30 s (graphql-ws's default is 12 s) and dropped when it has not answered by
 * its next ping. 30 s stays under the 60 s idle timeout of common proxies and load balancers.
 */
export const WS_KEEPALIVE_MS = 30_000;
/**
 * Pushed results are not awaited per message, so a client that stops reading would make the server buffer
 * for it without end: past this much unsent data the socket is closed with 1013 (try again later); the
 * client reconnects and catches up through vitalReadingsSince.
 */
export const WS_MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** What graphql-ws keeps per socket besides the protocol state (ws-transport.ts). */
interface SocketExtra {
  socket: WebSocket;
  client: ClientInfo;
}

export function attachGraphQLWs(
  server: Server,
  yoga: GraphQLServer,
  services: Services,
  log: { error(obj: object, msg: string): void },
) {
  const wss = new WebSocketServer({ server, path: yoga.graphqlEndpoint, maxPayload: WS_MAX_PAYLOAD });
  const sessions = new Map<WebSocket, Session>();
  const endSession = (socket: WebSocket) => {
    const session = sessions.get(socket);
    if (!session) return;
    sessions.delete(socket);
    session.off();
    // Normally graphql-ws has ended these already; this also ends any it lost track of (see LivePushTarget.own).
    for (const { source } of session.live) void source.return();
  };

  const disposable = serveGraphQLWs<SocketExtra>(
    wss,
    {
      connectionInitWaitTimeout: WS_INIT_TIMEOUT_MS,
      // No token, or a token we refuse → false → graphql-ws closes with 4403 Forbidden.
      onConnect: async (ctx) => {
        const token = presentedToken({ connectionParams: ctx.connectionParams ?? {} });
        // The token is not needed once checked (the viewer is kept): it stays out of memory and heap dumps.
        (ctx as { connectionParams?: unknown }).connectionParams = undefined;
        if (!token) return false;
        try {
          const viewer = await services.account.authenticate(services.tokens.verify(token));
          const socket = ctx.extra.socket;
          // Closed while we authenticated: onClose has run already, so nothing may be registered now.
          if (socket.readyState !== socket.OPEN) return false;
          // Revocation may happen on another instance: it arrives through the event bus. The socket's streams
          // end at once (they do not watch on their own: markSocketWatched), then the socket closes.
          const unwatch = watchRevocation(services.pubsub, viewer.user.id, watchedToken(viewer.claims), () => {
            endSession(socket);
            socket.close(CloseCode.Forbidden, 'Session revoked');
          });
          markSocketWatched(viewer);
          // A socket may not outlive its token: close it when the token expires.
          const ms = viewer.claims.exp * 1000 - Date.now();
          const expiry = setTimeout(() => socket.close(CloseCode.Forbidden, 'Token expired'), Math.max(ms, 0));
          expiry.unref();
          const off = () => {
            unwatch();
            clearTimeout(expiry);
          };
          sessions.set(socket, { viewer, live: [], ops: [], off });
          return true;
        } catch {
          return false;
        }
      },
      onDisconnect: (ctx) => endSession(ctx.extra.socket),
      onClose: (ctx) => endSession(ctx.extra.socket),
      onSubscribe: async (ctx, id, payload) => {
        const socket = ctx.extra.socket;
        noteOperation(sessions.get(socket), id, payload);
        const { schema, execute, subscribe, contextFactory, parse, validate } = envelop(yoga, {
          client: ctx.extra.client,
          viewer: sessions.get(socket)?.viewer,
          params: payload,
        });
        // A refused or unparsable document fails this one operation (an error message), not the socket.
        let document;
        try {
          document = parse(payload.query);
        } catch (err) {
          return [withoutHttp(asGraphQLError(err))];
        }
        const errors = validate(schema, document);
        if (errors.length) return errors.map(withoutHttp);
        // Two operations and no name (or a name that is none of them): said as over HTTP, with its code. graphql-ws
        // itself would answer a bare "Unable to identify operation".
        if (!getOperationAST(document, payload.operationName ?? null))
          return [new GraphQLError('Could not determine what operation to execute.', { extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } })];
        const args: EnvelopedArgs = {
          schema,
          operationName: payload.operationName ?? null,
          document,
          variableValues: payload.variables ?? null,
          contextValue: {
            ...(await contextFactory()),
            livePush: pushTo(socket, id, sessions.get(socket)),
          } satisfies GraphQLContext,
          rootValue: { execute, subscribe },
        };
        return args;
      },
      // graphql-ws ends an operation after the client's `complete` asynchronously; a `subscribe` reusing the id in
      // the meantime is then lost track of (the ending use deletes the new use's record, so its stream runs on
      // and the client cannot complete it). When a use ends while a newer one holds its id, the client reused
      // an id the server was not done with: the protocol's 4409, which ends every stream of the socket.
      onComplete: (ctx, id, payload) => {
        const socket = ctx.extra.socket;
        const session = sessions.get(socket);
        if (!session) return;
        const current = session.ops.find((o) => o.id === id);
        if (current && current.payload !== payload)
          return void socket.close(4409, `Subscriber for ${id} already exists`);
        session.ops = session.ops.filter((o) => o.id !== id);
      },
      // Results with errors (refused variables, a control character) lose the HTTP layer's status hint too. Only
      // those: a result without errors goes as it is, at no cost per event.
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors?.length ? { ...result, errors: result.errors.map(withoutHttp) } : undefined,
      execute: (args) => (args as EnvelopedArgs).rootValue.execute(args) as never,
      subscribe: async (args) => {
        const result = await (args as EnvelopedArgs).rootValue.subscribe(args);
        // A pushed stream (live-push.ts) yields nothing through envelop's result wrappers (error masking per
        // yielded result, which never comes): graphql-ws waits on the stream itself, and the wrappers' dozen
        // closures and arrays per idle subscriber are not kept (bench/memory.ts).
        return ((args.contextValue as GraphQLContext).livePush?.stream ?? result) as never;
      },
    },
    (socket, request) => ({ socket, client: clientInfo(services, request) }),
    log,
  );

  const stopHeartbeat = startHeartbeat(wss, WS_KEEPALIVE_MS);

  return {
    wss,
    /** Graceful shutdown: 1001 Going Away to every client, then stop. */
    async close() {
      stopHeartbeat();
      for (const socket of [...sessions.keys()]) endSession(socket);
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

interface Session {
  viewer: Viewer;
  /** The live stream of each subscription id on this socket (a few at most: a list, not a Map's table). */
  live: { id: string; source: Ending }[];
  /** Each id's latest operation (its subscribe payload, by identity), from its subscribe until it completes. */
  ops: { id: string; payload: object }[];
  off: () => void;
}

function noteOperation(session: Session | undefined, id: string, payload: object) {
  if (!session) return;
  const others = session.ops.filter((o) => o.id !== id);
  session.ops = appended(others, { id, payload });
}

/** graphql-transport-ws `next` messages for one operation, written directly (see realtime/live-push.ts). */
function pushTo(socket: WebSocket, id: string, session: Session | undefined): LivePushTarget {
  return {
    stream: null,
    // graphql-ws can lose track of an operation when a client reuses an id before the server has set up the
    // first use (subscribe, complete, subscribe in one read): both streams would then run under one id. A
    // duplicate id is the protocol's 4409, so that is the answer; closing ends every stream of the socket.
    own(source) {
      if (!session) return void source.return();
      const previous = session.live.find((e) => e.id === id)?.source;
      if (previous && previous !== source) {
        void source.return();
        socket.close(4409, `Subscriber for ${id} already exists`);
        return;
      }
      if (!previous) session.live = appended(session.live, { id, source });
      this.stream = source;
      source.onEnd(() => {
        session.live = session.live.filter((e) => e.source !== source);
      });
    },
    next(result) {
      if (socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > WS_MAX_BUFFERED_BYTES) {
        socket.close(1013, 'Client too slow; reconnect to catch up');
        return;
      }
      socket.send(JSON.stringify({ id, type: MessageType.Next, payload: result }));
    },
  };
}

function asGraphQLError(err: unknown): GraphQLError {
  if (err instanceof Error && err.name === 'GraphQLError') return err as GraphQLError;
  return new GraphQLError('The operation could not be parsed.', { extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
}

/**
 * yoga marks request errors with `extensions.http` (the status for GraphQL over HTTP) and strips it from HTTP
 * answers; over the socket it would be sent as it is. A client there gets the message and the code only.
 */
function withoutHttp(error: GraphQLError): GraphQLError {
  if (!error.extensions['http']) return error;
  const { http: _http, ...extensions } = error.extensions;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions,
  });
}
