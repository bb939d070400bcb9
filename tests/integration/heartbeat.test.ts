// WebSocket liveness with real sockets: a peer that answers pings stays; one that stops answering is dropped
// at its next turn, and pings are spread over the interval (one timer for the server, a slice per tick).
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { startHeartbeat } from '../../server/src/realtime/heartbeat.js';

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

async function server(intervalMs: number, tickMs: number) {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const stop = startHeartbeat(wss, intervalMs, tickMs);
  const address = wss.address();
  const url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  cleanup = async () => {
    stop();
    for (const c of wss.clients) c.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  };
  return { wss, url };
}

function connect(url: string, autoPong: boolean) {
  const ws = new WebSocket(url, { autoPong });
  let pings = 0;
  ws.on('ping', () => pings++);
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const opened = new Promise<void>((resolve) => ws.once('open', () => resolve()));
  return { ws, opened, closed, pings: () => pings };
}

describe('heartbeat', () => {
  it('keeps a peer that answers pings and drops one that does not', async () => {
    const { url } = await server(300, 50);
    const live = connect(url, true);
    const silent = connect(url, false);
    await Promise.all([live.opened, silent.opened]);
    // Abnormal closure: the server terminated the silent peer's connection without a close frame.
    expect(await Promise.race([silent.closed, new Promise((r) => setTimeout(() => r('still open'), 3_000))])).toBe(
      1006,
    );
    expect(silent.pings()).toBeGreaterThanOrEqual(1);
    expect(live.ws.readyState).toBe(WebSocket.OPEN);
    expect(live.pings()).toBeGreaterThanOrEqual(2);
    live.ws.close();
  });

  it('pings every socket about once per interval, a slice per tick', async () => {
    const { url } = await server(400, 50);
    const peers = Array.from({ length: 16 }, () => connect(url, true));
    await Promise.all(peers.map((p) => p.opened));
    await new Promise((r) => setTimeout(r, 1_300));
    const counts = peers.map((p) => p.pings());
    // ~3 rounds in 1.3 s: every socket pinged, none more than a round's worth too often.
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(2);
    expect(Math.max(...counts)).toBeLessThanOrEqual(4);
    for (const p of peers) p.ws.close();
  });
});
