// Server memory per idle subscriber: the app in its own process (node --expose-gc), rss and heapUsed after two
// full GCs, before and after N subscribers (each its own user) hold `vitalReadings` over graphql-ws.
// Per subscriber = (after − before) / N. Goal: ≤ 12 KB (rss) at 10,000 subscribers (issue 15 §8; was 20 KB).
// The raw ceiling: the bare `ws` server with the same N clients (sockets alone).
// Knobs: BENCH_MEMORY_SUBSCRIBERS (10000), BENCH_MEMORY_SNAPSHOT (file prefix for two heap snapshots of the app).
import { startChild } from './lib/child.js';
import type { Child } from './lib/child.js';
import { benchConfig, benchEnv, fmt, freshDatabase, printTable, seedUsers, signTokens, sleep, verdict } from './lib/setup.js';

const N = Number(process.env['BENCH_MEMORY_SUBSCRIBERS'] ?? 10_000);
/** Issue 15 §8 raised it from 20 KB: ≤ 12 KB rss per idle subscriber. */
const GOAL_BYTES = 12 * 1024;
const QUERY = 'subscription Live { vitalReadings { id kind time value value2 unit code source gadgetId } }';

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

async function memoryOf(server: Child): Promise<Memory> {
  server.send({ type: 'memory' });
  return server.next<Memory>('memory');
}

async function settle(server: Child): Promise<Memory> {
  // Let pending timers/handshakes finish, then take the lower of two samples (after GC each time).
  await sleep(1_500);
  const a = await memoryOf(server);
  await sleep(500);
  const b = await memoryOf(server);
  return a.rss <= b.rss ? a : b;
}

/** BENCH_MEMORY_SNAPSHOT=/tmp/mem: heap snapshots of the app before and after connecting (DevTools' comparison view). */
const SNAPSHOT = process.env['BENCH_MEMORY_SNAPSHOT'];

async function snapshot(server: Child, file: string) {
  server.send({ type: 'heap-snapshot', file });
  await server.next('heap-snapshot', 300_000);
}

async function measure(server: Child, url: string, inits: Record<string, unknown>[]) {
  const before = await settle(server);
  if (SNAPSHOT) await snapshot(server, `${SNAPSHOT}-before.heapsnapshot`);
  const clients = startChild('ws-clients-child.ts');
  try {
    await clients.next('ready');
    clients.send({ type: 'connect', url, inits, query: QUERY, concurrency: 100 });
    const c = await clients.next<{ ok: number; failed: number; firstError?: string }>('connected', 300_000);
    if (c.failed) throw new Error(`${c.failed} subscribers failed to connect: ${c.firstError}`);
    const after = await settle(server);
    if (SNAPSHOT) await snapshot(server, `${SNAPSHOT}-after.heapsnapshot`);
    return { before, after, n: c.ok };
  } finally {
    await clients.stop(5_000);
  }
}

export default async function memoryBench() {
  console.log(`memory: ${N} idle subscribers (app vs raw ws), after GC`);
  const db = await freshDatabase('memory');
  const env = benchEnv();
  try {
    const users = await seedUsers(db, N, 'mem');
    const tokens = signTokens(benchConfig(env), users);
    await db.close();

    const raw = startChild('raw-ws-child.ts', { nodeArgs: ['--expose-gc'] });
    let rawResult;
    try {
      const { port } = await raw.next<{ port: number }>('ready');
      // The raw server has no 'memory' message; measure its process from outside via /proc.
      rawResult = await measureRaw(raw, `ws://127.0.0.1:${port}/graphql`, users.map((_, i) => ({ user: i })));
    } finally {
      await raw.stop(5_000);
    }

    const server = startChild('server-child.ts', { env: { ...env, BENCH_DB_URL: db.url }, nodeArgs: ['--expose-gc'] });
    let app;
    try {
      const { port } = await server.next<{ port: number }>('ready');
      app = await measure(
        server,
        `ws://127.0.0.1:${port}/graphql`,
        tokens.map((t) => ({ authorization: `Bearer ${t}` })),
      );
    } finally {
      await server.stop();
    }

    const kb = (b: number) => fmt(b / 1024, 1);
    const per = (a: number, b: number, n: number) => (b - a) / n;
    const appRss = per(app.before.rss, app.after.rss, app.n);
    const appHeap = per(app.before.heapUsed, app.after.heapUsed, app.n);
    const rawRss = per(rawResult.before, rawResult.after, rawResult.n);
    printTable(
      `Memory per idle subscriber at ${N} subscribers (after GC)`,
      ['server', 'rss before MB', 'rss after MB', 'heapUsed before MB', 'heapUsed after MB', 'rss KB/sub', 'heapUsed KB/sub'],
      [
        ['raw ws', fmt(rawResult.before / 2 ** 20), fmt(rawResult.after / 2 ** 20), '', '', kb(rawRss), ''],
        [
          'app (graphql-ws)',
          fmt(app.before.rss / 2 ** 20),
          fmt(app.after.rss / 2 ** 20),
          fmt(app.before.heapUsed / 2 ** 20),
          fmt(app.after.heapUsed / 2 ** 20),
          kb(appRss),
          kb(appHeap),
        ],
      ],
    );
    verdict('memory', appRss <= GOAL_BYTES, `${kb(appRss)} KB rss per subscriber (heapUsed ${kb(appHeap)} KB; raw ws ${kb(rawRss)} KB; goal ≤ ${kb(GOAL_BYTES)} KB)`);
  } finally {
    await db.drop();
  }
}

/** rss of a child from /proc (the raw server is plain `ws`, no IPC memory endpoint needed). */
async function rssOf(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const m = /VmRSS:\s+(\d+) kB/.exec(status);
  return m ? Number(m[1]) * 1024 : NaN;
}

async function measureRaw(raw: Child, url: string, inits: Record<string, unknown>[]) {
  const pid = raw.proc.pid ?? 0;
  await sleep(1_500);
  const before = await rssOf(pid);
  const clients = startChild('ws-clients-child.ts');
  try {
    await clients.next('ready');
    clients.send({ type: 'connect', url, inits, query: QUERY, concurrency: 100 });
    const c = await clients.next<{ ok: number }>('connected', 300_000);
    await sleep(1_500);
    return { before, after: await rssOf(pid), n: c.ok };
  } finally {
    await clients.stop(5_000);
  }
}
