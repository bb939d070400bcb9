// Chat subscribers for bench/chat.ts: one graphql-ws socket per member (raw protocol on `ws`, as in
// ws-clients-child.ts), each holding `chatEvents`. A message's text names its recipient's index; only the
// recipient's arrival is recorded (the sender's own echo is not what is measured).
// IPC: ← { type: 'connect', url, inits, concurrency } → { type: 'connected', ok, failed, ms }
//      ← { type: 'report' } → { type: 'report', arrivals: [text, wallMs][] }   ← { type: 'stop' }
import WebSocket from 'ws';
import { wallNow } from './setup.js';

const QUERY = 'subscription { chatEvents { kind message { msg } } }';
const sockets: WebSocket[] = [];
const arrivals: [string, number][] = [];
const send = (m: object) => process.send?.(m);

function open(url: string, init: Record<string, unknown>, index: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, 'graphql-transport-ws', { perMessageDeflate: false });
    const timer = setTimeout(() => reject(new Error('no ack within 30 s')), 30_000);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: init })));
    ws.on('error', reject);
    ws.on('message', (data: Buffer) => {
      const m = JSON.parse(data.toString()) as {
        type: string;
        payload?: { data?: { chatEvents?: { message?: { msg: string } | null } } };
      };
      if (m.type === 'connection_ack') {
        ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: QUERY } }));
        clearTimeout(timer);
        sockets.push(ws);
        resolve();
      } else if (m.type === 'next') {
        const msg = m.payload?.data?.chatEvents?.message?.msg;
        // "bench:<seq>:<recipient index>"
        if (msg && msg.endsWith(`:${index}`)) arrivals.push([msg, wallNow()]);
      }
    });
  });
}

process.on('message', (m: { type: string; url?: string; inits?: Record<string, unknown>[]; concurrency?: number }) => {
  if (m.type === 'connect' && m.url && m.inits) {
    const { url, inits } = m;
    const t0 = performance.now();
    let next = 0;
    let ok = 0;
    let failed = 0;
    const worker = async () => {
      while (next < inits.length) {
        const i = next++;
        try {
          await open(url, inits[i] ?? {}, i);
          ok++;
        } catch {
          failed++;
        }
      }
    };
    void Promise.all(Array.from({ length: m.concurrency ?? 50 }, worker)).then(() =>
      send({ type: 'connected', ok, failed, ms: performance.now() - t0 }),
    );
  } else if (m.type === 'report') {
    send({ type: 'report', arrivals });
  } else if (m.type === 'stop') {
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
