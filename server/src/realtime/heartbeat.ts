// Liveness of WebSocket peers: the `ws` README's heartbeat (ping; terminate a peer that has not answered by
// its next turn), with one timer for the whole server that pings the sockets a few at a time, so each is
// pinged once per interval and the pings are spread evenly over it.
//
// Why spread: graphql-ws's own keepalive (disabled in ws-server.ts) gives every socket its own interval plus
// a timeout and a listener per ping, and sockets that connected together were pinged together; that showed
// in the fan-out p99 (bench/README.md). A slice every 250 ms still sent ~40 pings at once at 5,000 sockets
// (and drew ~40 pongs back at once). So the timer ticks as often as the load asks (every interval/sockets
// ms, kept between MIN_TICK_MS and MAX_TICK_MS) and sends the pings that have come due since the last tick,
// carrying the fraction over: a steady trickle, and an idle server wakes once a second.
import type { WebSocket, WebSocketServer } from 'ws';

const MIN_TICK_MS = 10;
const MAX_TICK_MS = 1_000;

export function startHeartbeat(wss: WebSocketServer, intervalMs: number): () => void {
  const answered = new WeakSet<WebSocket>();
  wss.on('connection', (socket) => {
    answered.add(socket);
    socket.on('pong', () => answered.add(socket));
  });
  let cursor: Iterator<WebSocket> | null = null;
  let owed = 0; // pings due and not yet sent, fractional
  let last = performance.now();
  let timer: NodeJS.Timeout | null = null;
  const tick = () => {
    const now = performance.now();
    const sockets = wss.clients.size;
    // Never more than one round at once, however long this process was held up.
    owed = Math.min(owed + ((now - last) * sockets) / intervalMs, sockets);
    last = now;
    while (owed >= 1) {
      owed--;
      // A Set's iterator is live: sockets that join during a round are reached in it, closed ones skipped.
      cursor ??= wss.clients[Symbol.iterator]();
      const next = cursor.next();
      if (next.done) {
        cursor = null;
        continue;
      }
      const socket = next.value;
      if (!answered.delete(socket)) socket.terminate();
      else socket.ping();
    }
    const every = Math.min(Math.max(intervalMs / Math.max(sockets, 1), MIN_TICK_MS), MAX_TICK_MS);
    timer = setTimeout(tick, every);
    timer.unref();
  };
  tick();
  return () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
}
