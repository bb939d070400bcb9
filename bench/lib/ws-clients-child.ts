// Many WebSocket subscribers in one process, speaking the graphql-transport-ws protocol directly on `ws` (a
// graphql-ws client object per socket would cost this process more than the server it measures). The same
// clients connect to the app and to the raw `ws` server, so both are received at the same cost.
// IPC (parent ← → child):
//   ← { type: 'connect', url, inits: object[], query, concurrency }  one socket per init payload
//   → { type: 'connected', ok, failed, ms, firstError }
//   ← { type: 'reset' }   forget what was received so far, two full GCs (--expose-gc) → { type: 'reset' }
//   ← { type: 'report' }  → { type: 'report', ids, times, messages, closed, sockets }
//   ← { type: 'stop' }    close every socket and exit
import WebSocket from 'ws';
import { wallNow } from './setup.js';

type ParentMessage =
  | { type: 'connect'; url: string; inits: Record<string, unknown>[]; query: string; concurrency: number }
  | { type: 'reset' }
  | { type: 'report' }
  | { type: 'stop' };

const send = (m: object) => process.send?.(m);
const sockets: WebSocket[] = [];
let ids: string[] = [];
let times: number[] = [];
let messages = 0;
let closed = 0;

interface NextMessage {
  type: string;
  payload?: { data?: { vitalReadings?: { id: string }[] } | null; errors?: unknown };
}

function open(url: string, init: Record<string, unknown>, query: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, 'graphql-transport-ws', { perMessageDeflate: false });
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error('no connection_ack within 30 s'));
    }, 30_000);
    let acked = false;
    ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: init })));
    ws.on('message', (data: Buffer) => {
      const t = wallNow();
      const m = JSON.parse(data.toString()) as NextMessage;
      if (m.type === 'next') {
        messages++;
        for (const r of m.payload?.data?.vitalReadings ?? []) {
          ids.push(r.id);
          times.push(t);
        }
      } else if (m.type === 'connection_ack' && !acked) {
        acked = true;
        clearTimeout(timer);
        ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }));
        resolve(ws);
      } else if (m.type === 'ping') {
        ws.send(JSON.stringify({ type: 'pong' }));
      } else if (m.type === 'error') {
        console.error('subscription error', JSON.stringify(m.payload).slice(0, 300));
      }
    });
    ws.on('close', (code, reason) => {
      closed++;
      if (!acked) {
        clearTimeout(timer);
        reject(new Error(`closed ${code} ${reason.toString()} before connection_ack`));
      }
    });
    ws.on('error', (err) => {
      if (!acked) {
        clearTimeout(timer);
        reject(err);
      }
    });
  });
}

async function connectAll(m: Extract<ParentMessage, { type: 'connect' }>) {
  const t0 = performance.now();
  let next = 0;
  let ok = 0;
  let failed = 0;
  let firstError: string | undefined;
  await Promise.all(
    Array.from({ length: m.concurrency }, async () => {
      while (next < m.inits.length) {
        const init = m.inits[next++] ?? {};
        try {
          sockets.push(await open(m.url, init, m.query));
          ok++;
        } catch (err) {
          failed++;
          firstError ??= err instanceof Error ? err.message : String(err);
        }
      }
    }),
  );
  send({ type: 'connected', ok, failed, ms: performance.now() - t0, firstError });
}

process.on('message', (m: ParentMessage) => {
  if (m.type === 'connect') void connectAll(m);
  else if (m.type === 'reset') {
    ids = [];
    times = [];
    messages = 0;
    // This process is the stopwatch: a major GC of its own during the measured run (the garbage of thousands
    // of handshakes) would be charged to the server under test. Settled the same way for raw and app.
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    gc?.();
    send({ type: 'reset' });
  } else if (m.type === 'report') {
    send({ type: 'report', ids, times, messages, closed, sockets: sockets.length });
  } else if (m.type === 'stop') {
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
