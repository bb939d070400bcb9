// The raw ceiling for fan-out: a bare `ws` server that speaks just enough graphql-transport-ws (ack, then
// `next` messages for subscription id the client chose) and sends each subscriber the same message the app
// would — one vitalReadings list with one reading — paced exactly like the bench's ingest driver. No
// database, no GraphQL, no pub/sub: what the machine can do when the event is already in hand.
// IPC:  → { type: 'ready', port }
//       ← { type: 'run', seconds, gadgetIds }  → { type: 'ran', sent }
//       ← { type: 'commits' } → { type: 'commits', ids, times }   (send times, the raw "commit")
//       ← { type: 'reset-commits' } · ← { type: 'settle' } → { type: 'settled' } · ← { type: 'stop' }
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import { paced } from './pace.js';
import { wallNow } from './setup.js';

type ParentMessage =
  | { type: 'run'; seconds: number; gadgetIds: string[] }
  | { type: 'commits' }
  | { type: 'reset-commits' }
  | { type: 'settle' }
  | { type: 'stop' };

const send = (m: object) => process.send?.(m);
const subscribers: ({ ws: WebSocket; sub: string } | undefined)[] = [];
let ids: string[] = [];
let times: number[] = [];
let seq = 0;

const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/graphql', perMessageDeflate: false });
wss.on('connection', (ws) => {
  let user = -1;
  ws.on('message', (data: Buffer) => {
    const m = JSON.parse(data.toString()) as { type: string; id?: string; payload?: { user?: number } };
    if (m.type === 'connection_init') {
      user = Number(m.payload?.user ?? -1);
      ws.send(JSON.stringify({ type: 'connection_ack' }));
    } else if (m.type === 'subscribe' && user >= 0) {
      subscribers[user] = { ws, sub: m.id ?? '1' };
    } else if (m.type === 'ping') ws.send(JSON.stringify({ type: 'pong' }));
  });
  ws.on('close', () => {
    if (user >= 0 && subscribers[user]?.ws === ws) subscribers[user] = undefined;
  });
});

async function run(seconds: number, gadgetIds: string[]) {
  let sent = 0;
  await paced(gadgetIds.length, seconds, (i) => {
    const s = subscribers[i];
    if (!s) return;
    const t = wallNow();
    const id = String(++seq);
    const reading = {
      id,
      kind: 'HEART_RATE',
      time: new Date(t).toISOString(),
      value: 60 + (seq % 40),
      value2: null,
      unit: '/min',
      code: '8867-4',
      source: 'DEVICE',
      gadgetId: gadgetIds[i] ?? null,
    };
    s.ws.send(JSON.stringify({ id: s.sub, type: 'next', payload: { data: { vitalReadings: [reading] } } }));
    ids.push(id);
    times.push(t);
    sent++;
  });
  send({ type: 'ran', sent });
}

process.on('message', (m: ParentMessage) => {
  if (m.type === 'run') void run(m.seconds, m.gadgetIds);
  else if (m.type === 'commits') send({ type: 'commits', ids, times });
  else if (m.type === 'settle') {
    // A full collection after the warm-up (needs --expose-gc), as the app gets: see bench/fanout.ts.
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    gc?.();
    send({ type: 'settled', gc: !!gc });
  } else if (m.type === 'reset-commits') {
    ids = [];
    times = [];
  } else if (m.type === 'stop') {
    for (const c of wss.clients) c.terminate();
    wss.close(() => process.exit(0));
  }
});
process.on('disconnect', () => process.exit(0));
wss.on('listening', () => {
  const a = wss.address();
  send({ type: 'ready', port: typeof a === 'object' && a ? a.port : 0 });
});
