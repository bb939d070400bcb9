// Liveness of WebSocket peers: the `ws` README's heartbeat (ping; terminate a peer that has not answered by
// its next turn), with one timer for the whole server that pings a slice of the sockets every tick, so the
// pings are spread evenly over the interval. graphql-ws's own keepalive (disabled in ws-server.ts) gives
// every socket its own interval plus a timeout and a listener per ping; sockets that connected together
// were then pinged together, and those bursts showed in the fan-out p99 (bench/README.md).
import type { WebSocket, WebSocketServer } from 'ws';

export function startHeartbeat(wss: WebSocketServer, intervalMs: number, tickMs = 250): () => void {
  const answered = new WeakSet<WebSocket>();
  wss.on('connection', (socket) => {
    answered.add(socket);
    socket.on('pong', () => answered.add(socket));
  });
  let cursor: Iterator<WebSocket> | null = null;
  const timer = setInterval(() => {
    // A Set's iterator is live: sockets that join during a round are reached in it, closed ones skipped.
    let slice = Math.ceil((wss.clients.size * tickMs) / intervalMs);
    while (slice-- > 0) {
      cursor ??= wss.clients[Symbol.iterator]();
      const next = cursor.next();
      if (next.done) {
        cursor = null;
        break;
      }
      const socket = next.value;
      if (!answered.delete(socket)) socket.terminate();
      else socket.ping();
    }
  }, tickMs);
  timer.unref();
  return () => clearInterval(timer);
}
