// Chat delivery: 2,000 members connected over graphql-ws (each holding `chatEvents`), 1,000 conversations.
// Messages are sent through the real mutation (POST /graphql sendMessage: auth, membership and block checks,
// the locked insert transaction, publish after commit) from this process at a steady rate to random
// conversations; the clients' process notes when each reaches the *other* member's socket.
// Latency = request start (sender) → arrival at the recipient, on one wall clock.
// Goal: p99 < 50 ms at 2,000 connected members, nothing lost.
// Knobs: BENCH_CHAT_MEMBERS (2000), BENCH_CHAT_RATE (messages/s, 50), BENCH_CHAT_SECONDS (15).
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { startChild } from './lib/child.js';
import {
  benchConfig,
  benchEnv,
  fmt,
  freshDatabase,
  percentile,
  printTable,
  seedUsers,
  signTokens,
  sleep,
  verdict,
  wallNow,
} from './lib/setup.js';

const MEMBERS = Number(process.env['BENCH_CHAT_MEMBERS'] ?? 2000);
const RATE = Number(process.env['BENCH_CHAT_RATE'] ?? 50);
const SECONDS = Number(process.env['BENCH_CHAT_SECONDS'] ?? 15);
const WARMUP = 100;

export default async function chatBench(): Promise<void> {
  const db = await freshDatabase('chat');
  const env = benchEnv();
  const server = startChild('server-child.ts', { env: { ...env, BENCH_DB_URL: db.url, BENCH_POOL_MAX: '20' } });
  const clients = startChild('chat-clients-child.ts');
  try {
    const seeded = await seedUsers(db, MEMBERS, 'chat');
    const half = Math.floor(MEMBERS / 2);
    // Member i talks with member i + half: mutual follows and one conversation per pair.
    const pairs = Array.from(
      { length: half },
      (_, i) => [seeded[i]?.userId ?? '', seeded[i + half]?.userId ?? ''] as const,
    );
    const convIds: string[] = [];
    for (let i = 0; i < pairs.length; i += 500) {
      const chunk = pairs.slice(i, i + 500);
      await db.db.execute(
        sql`insert into follows (follower_id, followee_id) values ${sql.join(
          chunk.flatMap(([a, b]) => [sql`(${a}, ${b})`, sql`(${b}, ${a})`]),
          sql`, `,
        )}`,
      );
      const res: unknown = await db.db.execute(
        sql`insert into conversations (user_low_id, user_high_id) values ${sql.join(
          chunk.map(([a, b]) => (a < b ? sql`(${a}, ${b})` : sql`(${b}, ${a})`)),
          sql`, `,
        )} returning id, user_low_id, user_high_id`,
      );
      const rows = (res as { rows: { id: string; user_low_id: string; user_high_id: string }[] }).rows;
      await db.db.execute(
        sql`insert into conversation_members (conversation_id, user_id) values ${sql.join(
          rows.flatMap((r) => [sql`(${r.id}, ${r.user_low_id})`, sql`(${r.id}, ${r.user_high_id})`]),
          sql`, `,
        )}`,
      );
      const byPair = new Map(rows.map((r) => [`${r.user_low_id}|${r.user_high_id}`, r.id]));
      for (const [a, b] of chunk) convIds.push(byPair.get(a < b ? `${a}|${b}` : `${b}|${a}`) ?? '');
    }
    // The server child reads its own env (JWT secret); sign with the same one.
    const tokens = signTokens(benchConfig(env), seeded);
    const { port } = await server.next<{ port: number }>('ready');
    clients.send({
      type: 'connect',
      url: `ws://127.0.0.1:${port}/graphql`,
      inits: tokens.map((tk) => ({ authorization: `Bearer ${tk}` })),
      concurrency: 50,
    });
    const connected = await clients.next<{ ok: number; failed: number; ms: number }>('connected', 300_000);
    console.log(`connected ${connected.ok} members (${connected.failed} failed) in ${fmt(connected.ms / 1000)} s`);
    await sleep(1000);

    // Keep-alive connections, as a browser holds them: the measure is the message's path, not TCP set-up.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
    const sentAt = new Map<string, number>();
    let failures = 0;
    const sendOne = async (seq: number) => {
      const pair = seq % half;
      const fromLow = seq % 2 === 0;
      const sender = fromLow ? pair : pair + half;
      const recipient = fromLow ? pair + half : pair;
      const text = `bench:${seq}:${recipient}`;
      const t0 = wallNow();
      sentAt.set(text, t0);
      const body = JSON.stringify({
        query: 'mutation ($c: ID!, $m: String) { sendMessage(conversationId: $c, msg: $m) { id } }',
        variables: { c: convIds[pair], m: text },
      });
      try {
        const res = await postGraphql(agent, port, tokens[sender] ?? '', body);
        if (res.status !== 200 || res.text.includes('"errors"')) failures++;
      } catch {
        failures++;
      }
    };
    const total = WARMUP + RATE * SECONDS;
    const inFlight: Promise<void>[] = [];
    const start = performance.now();
    for (let seq = 0; seq < total; seq++) {
      // Evenly paced at RATE per second, whatever the answers' timing (open loop).
      const due = start + (seq * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      inFlight.push(sendOne(seq));
    }
    await Promise.all(inFlight);
    agent.destroy();
    await sleep(2000);
    clients.send({ type: 'report' });
    const { arrivals } = await clients.next<{ arrivals: [string, number][] }>('report');
    const latencies: number[] = [];
    for (const [text, at] of arrivals) {
      const seq = Number(text.split(':')[1]);
      const t0 = sentAt.get(text);
      if (seq >= WARMUP && t0 !== undefined) latencies.push(at - t0);
    }
    latencies.sort((a, b) => a - b);
    const expected = total - WARMUP;
    const lost = expected - latencies.length;
    const p99 = percentile(latencies, 99);
    printTable(
      `chat: send → other member's subscription, ${connected.ok} connected, ${RATE} msg/s for ${SECONDS} s`,
      ['messages', 'received', 'lost', 'failed sends', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms'],
      [
        [
          expected,
          latencies.length,
          lost,
          failures,
          fmt(percentile(latencies, 50)),
          fmt(percentile(latencies, 90)),
          fmt(p99),
          fmt(latencies.at(-1) ?? Number.NaN),
        ],
      ],
    );
    verdict(
      'chat p99 < 50 ms at 2,000 connected, nothing lost',
      p99 < 50 && lost === 0 && failures === 0 && connected.ok === MEMBERS,
      `p99 ${fmt(p99)} ms, lost ${lost}`,
    );
  } finally {
    await clients.stop();
    await server.stop();
    await db.drop();
  }
}

function postGraphql(
  agent: http.Agent,
  port: number,
  token: string,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/graphql',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}
