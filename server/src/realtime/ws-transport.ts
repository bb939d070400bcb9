// graphql-ws's protocol server (makeServer) on `ws` sockets: what graphql-ws/use/ws does, without what an
// idle socket does not need. That adapter keeps each socket's upgrade request (an IncomingMessage with its
// headers, raw headers and stream state) for the socket's whole life, and gives every socket its own
// keepalive timer and three closures. Idle subscribers are what bounds how many sockets one instance holds
// (bench/memory.ts, issue 15 §8), so here a socket keeps only:
//   - `extra`: the socket and what was read from the request at upgrade (`describe`), nothing else of it;
//   - one `Peer` (methods on the prototype, no closures) and one message and one close listener.
// Keepalive is heartbeat.ts (one timer for all sockets). Errors are handled as graphql-ws's adapter does.
import type { IncomingMessage } from 'node:http';
import { CloseCode, handleProtocols, makeServer } from 'graphql-ws';
import type { ServerOptions } from 'graphql-ws';
import type { RawData, WebSocket, WebSocketServer } from 'ws';

interface Log {
  error(obj: object, msg: string): void;
}

/** The graphql-ws socket over one `ws` socket. */
class Peer {
  constructor(
    private readonly ws: WebSocket,
    private readonly log: Log,
  ) {}

  get protocol() {
    return this.ws.protocol;
  }

  send(data: string): Promise<void> {
    const ws = this.ws;
    return new Promise((resolve, reject) => {
      if (ws.readyState !== ws.OPEN) return resolve();
      ws.send(data, (err) => (err ? reject(err) : resolve()));
    });
  }

  close(code: number, reason: string) {
    this.ws.close(code, reason);
  }

  onMessage(cb: (data: string) => Promise<void>) {
    const ws = this.ws;
    // Not an async listener: a subscription's handler stays pending for the operation's life, and an async
    // wrapper would keep a second pending frame per operation.
    ws.on('message', (data: RawData) => {
      cb(rawText(data)).catch((err: unknown) => {
        if (isUnexpectedType(err)) ws.close(CloseCode.BadRequest, err.message);
        else internalError(ws, err, this.log);
      });
    });
  }
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}

/**
 * graphql-ws throws for a well-formed message the server does not take (`next`, `connection_ack`, `error`: the
 * server's own). The protocol closes a socket on a message it does not specify with 4400, not 4500: the client
 * is at fault, and nothing failed here to log.
 */
function isUnexpectedType(err: unknown): err is Error {
  return err instanceof Error && /^Unexpected message of type \S+ received$/.test(err.message);
}

function internalError(ws: WebSocket, err: unknown, log: Log) {
  log.error({ err }, 'graphql-ws: internal error');
  ws.close(CloseCode.InternalServerError, 'Internal server error');
}

/**
 * Serves graphql-transport-ws on `wss`. `describe` reads what operations need from the upgrade request;
 * the request is not kept. Returns dispose (1001 to every client, then the server closes).
 */
export function serveGraphQLWs<E extends { socket: WebSocket }>(
  wss: WebSocketServer,
  options: ServerOptions<Record<string, unknown>, E>,
  describe: (socket: WebSocket, request: IncomingMessage) => E,
  log: Log,
) {
  const server = makeServer<Record<string, unknown>, E>(options);
  wss.options.handleProtocols = handleProtocols;
  wss.on('error', (err) => {
    log.error({ err }, 'graphql-ws: WebSocket server error');
    for (const client of wss.clients) client.close(CloseCode.InternalServerError, 'Internal server error');
  });
  function onSocketError(this: WebSocket, err: Error) {
    internalError(this, err, log);
  }
  wss.on('connection', (socket, request) => {
    socket.once('error', onSocketError);
    const closed = server.opened(new Peer(socket, log), describe(socket, request));
    socket.once('close', (code, reason) => {
      closed(code, reason.toString()).catch((err: unknown) => log.error({ err }, 'graphql-ws: close failed'));
    });
  });
  return {
    async dispose() {
      for (const client of wss.clients) client.close(1001, 'Going away');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
