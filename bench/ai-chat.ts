// AI chat: time from `aiSend` to the first streamed chunk reaching a subscribed client, with 200 users chatting
// at once (each its own user and its own graphql-ws subscription), in two set-ups:
//   built-in  the offline engine (AI_BUILTIN_CHUNK_DELAY_MS=0: its own pacing is not what is measured);
//   peer      an OpenAI-compatible SSE test server on 127.0.0.1 (bench/lib/openai-sse-peer.ts): tool call, then
//             text. Also reported: the peer's own first byte (time from send until the peer writes its first
//             text byte) and the ratio client-first-chunk / peer-first-byte.
// The app runs in its own process (lib/server-child.ts); clients, the peer and the stopwatch run here.
// Goal (issue 11): built-in first chunk p99 < 100 ms with 200 users, nothing lost (every reply's MESSAGE event
// arrives, and its chunks add up to the stored text).
// Knobs: BENCH_AI_USERS (200), BENCH_AI_ROUNDS (3), BENCH_AI_SPREAD_MS (10000: every user sends once in each
// 10 s round; 0 = a burst of all sends at the same instant).
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import type { Client } from 'graphql-ws';
import WebSocket from 'ws';
import { startChild } from './lib/child.js';
import { startSsePeer } from './lib/openai-sse-peer.js';
import type { SsePeer } from './lib/openai-sse-peer.js';
import { benchConfig, benchEnv, fmt, freshDatabase, percentile, printTable, seedUsers, signTokens, verdict } from './lib/setup.js';

const USERS = Number(process.env['BENCH_AI_USERS'] ?? 200);
const ROUNDS = Number(process.env['BENCH_AI_ROUNDS'] ?? 3);
/** Sends of a round spread evenly over this long (0 = all at the same instant, a burst). */
const SPREAD_MS = Number(process.env['BENCH_AI_SPREAD_MS'] ?? 10_000);
const EVENTS = 'subscription { aiChatEvents { type replyTo delta message { id message } } }';

interface Ev { type: string; replyTo: string | null; delta: string | null; message: { id: string; message: string } | null }

function send(port: number, token: string, msg: string): Promise<string> {
  const body = JSON.stringify({ query: 'mutation ($m: String!) { aiSend(msg: $m) { id } }', variables: { m: msg } });
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${token}` } },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => {
          const r = JSON.parse(text) as { data?: { aiSend: { id: string } }; errors?: unknown };
          if (r.data) resolve(r.data.aiSend.id);
          else reject(new Error(JSON.stringify(r.errors)));
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

interface Result { label: string; firstChunk: number[]; firstData: number[]; lost: number; mismatched: number; peerFirstByte: number[] }

async function run(label: string, env: Record<string, string>, peer: SsePeer | null): Promise<Result> {
  const db = await freshDatabase('ai', 20);
  const config = benchConfig(env);
  const users = await seedUsers(db, USERS, 'ai');
  const tokens = signTokens(config, users);
  // Consent recorded for the engine the server will use (what aiRequestAccess stores).
  const identity = env['AI_BASE_URL'] ? `${env['AI_BASE_URL']}#${env['AI_MODEL']}` : 'builtin';
  for (const u of users) await db.db.execute(sql`INSERT INTO ai_states (user_id, consent_endpoint, consented_at) VALUES (${u.userId}, ${identity}, now())`);
  for (const u of users) {
    await db.db.execute(sql`INSERT INTO vital_readings (user_id, kind, time, value, unit, code, source) VALUES (${u.userId}, 'heart_rate', now() - interval '5 minutes', 70, '/min', '8867-4', 'manual')`).catch(() => undefined);
  }
  const server = startChild('server-child.ts', { env: { ...env, BENCH_DB_URL: db.url, BENCH_POOL_MAX: '20' } });
  const { port } = await server.next<{ port: number }>('ready');
  const clients: Client[] = [];
  const firstChunk: number[] = [];
  const firstData: number[] = [];
  const peerFirstByte: number[] = [];
  let lost = 0;
  let mismatched = 0;
  try {
    const waiters = new Map<string, (e: Ev, at: number) => void>();
    for (const [i, token] of tokens.entries()) {
      const c = createClient({ url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, lazy: false, retryAttempts: 0 });
      clients.push(c);
      c.subscribe<{ aiChatEvents: Ev }>({ query: EVENTS }, {
        next: (r) => {
          const e = r.data?.aiChatEvents;
          if (e) waiters.get(String(i))?.(e, performance.now());
        },
        error: () => undefined,
        complete: () => undefined,
      });
    }
    await new Promise((r) => setTimeout(r, 1_500));
    for (let round = 0; round < ROUNDS; round++) {
      const peerBase = peer?.requests.length ?? 0;
      const sentAt: number[] = [];
      const questions: string[] = [];
      const done = tokens.map(
        (_t, i) =>
          new Promise<void>((resolve) => {
            let first = -1;
            let data = -1;
            let afterTool = false;
            let text = '';
            const timer = setTimeout(() => {
              lost++;
              resolve();
            }, 30_000);
            waiters.set(String(i), (e, at) => {
              // Only this round's reply (a late event of an earlier, timed-out one is ignored); its question is
              // known from its USER_MESSAGE event, which may come before the send's own response.
              if (e.type === 'USER_MESSAGE' && e.message?.message.endsWith(`#${round}-${i}`)) questions[i] = e.replyTo ?? '';
              if (!questions[i] || e.replyTo !== questions[i]) return;
              if (e.type === 'TOOL') afterTool = true;
              if (e.type === 'CHUNK') {
                if (first < 0) first = at;
                if (afterTool && data < 0) data = at;
                text += e.delta ?? '';
              } else if (e.type === 'MESSAGE') {
                clearTimeout(timer);
                firstChunk.push(first - (sentAt[i] ?? first));
                if (data >= 0) firstData.push(data - (sentAt[i] ?? data));
                if (e.message?.message !== text) mismatched++;
                resolve();
              }
            });
          }),
      );
      await Promise.all(tokens.map(async (token, i) => {
        if (SPREAD_MS) await new Promise((r) => setTimeout(r, (i * SPREAD_MS) / USERS));
        sentAt[i] = performance.now();
        await send(port, token, `What is my heart rate now? #${round}-${i}`);
      }));
      await Promise.all(done);
      if (peer) {
        // The peer's own first text byte (the request that carries the tool result), from that user's send.
        peer.requests.slice(peerBase).forEach((req, k) => {
          if (!req.messages.some((m) => m.role === 'tool')) return;
          const marker = JSON.stringify(req.messages).match(/#(\d+)-(\d+)/);
          const at = peer.firstByteAt[peerBase + k];
          const sent = marker && Number(marker[1]) === round ? sentAt[Number(marker[2])] : undefined;
          if (at !== undefined && sent !== undefined) peerFirstByte.push(at - sent);
        });
      }
    }
  } finally {
    await Promise.allSettled(clients.map(async (c) => c.dispose()));
    await server.stop();
    await db.drop();
  }
  return { label, firstChunk, firstData, lost, mismatched, peerFirstByte };
}

export default async function aiChat() {
  const results: Result[] = [];
  results.push(await run('built-in', { ...benchEnv(), AI_BUILTIN_CHUNK_DELAY_MS: '0', AI_DAILY_QUOTA: '10000' }, null));
  const peer = await startSsePeer();
  try {
    results.push(await run('peer (OpenAI-compatible SSE)', { ...benchEnv(), AI_BASE_URL: peer.baseUrl, AI_MODEL: 'peer-model', AI_DAILY_QUOTA: '10000' }, peer));
  } finally {
    await peer.close();
  }
  const rows = results.map((r) => {
    const s = [...r.firstChunk].sort((a, b) => a - b);
    const p = [...r.peerFirstByte].sort((a, b) => a - b);
    const d = [...r.firstData].sort((a, b) => a - b);
    return [
      r.label,
      s.length,
      fmt(percentile(s, 50)),
      fmt(percentile(s, 99)),
      fmt(s.at(-1) ?? 0),
      d.length ? `${fmt(percentile(d, 50))} / ${fmt(percentile(d, 99))}` : '–',
      p.length ? fmt(percentile(p, 50)) : '–',
      p.length ? fmt(percentile(s, 50) / percentile(p, 50), 2) : '–',
      r.lost,
      r.mismatched,
    ];
  });
  printTable(`AI chat: send → first chunk at a subscribed client, ${USERS} users × ${ROUNDS} rounds, each round's sends spread over ${SPREAD_MS} ms (ms)`, ['engine', 'replies', 'p50', 'p99', 'max', '1st data chunk p50 / p99', 'peer 1st byte p50', 'ratio p50', 'lost', 'text ≠ chunks'], rows);
  const builtin = results[0];
  const sorted = [...(builtin?.firstChunk ?? [])].sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  const clean = results.every((r) => r.lost === 0 && r.mismatched === 0);
  verdict('ai-chat', p99 < 100 && clean, `built-in first chunk p99 ${fmt(p99)} ms (goal < 100), lost ${results.map((r) => r.lost).join('/')}`);
}
