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
  // Each round walks a snapshot of the sockets: walking the live set, sockets that keep joining at its end
  // could hold the walk back from ever starting over, and those before them would go unpinged.
  // Each entry is dropped once passed, so a socket that closes is not kept alive until the round ends.
  let round: (WebSocket | undefined)[] = [];
  let at = 0;
  const nextOpen = (): WebSocket | null => {
    for (let fresh = false; ;) {
      while (at < round.length) {
        const socket = round[at];
        round[at++] = undefined;
        if (socket && socket.readyState === socket.OPEN) return socket;
      }
      if (fresh) return null; // every socket is closing: nothing to ping now
      round = [...wss.clients];
      at = 0;
      fresh = true;
    }
  };
  let owed = 0; // pings due and not yet sent, fractional
  let last = performance.now();
  let timer: NodeJS.Timeout | null = null;
  const tick = () => {
    const now = performance.now();
    const sockets = wss.clients.size;
    // Never more than one round's worth added at once, however long this process was held up. The cap is on
    // what is added, not on the total: capping the total dropped the carried fraction, so with one socket a
    // tick that libuv's millisecond clock ran a hair early (owed 0.999, nothing sent) cost the next tick's
    // ping as well (1.999 capped to 1): a lone socket lost pings on a busy machine.
    owed += Math.min(((now - last) * sockets) / intervalMs, sockets);
    last = now;
    while (owed >= 1) {
      const socket = nextOpen();
      if (!socket) {
        owed = 0;
        break;
      }
      owed--;
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
