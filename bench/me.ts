// `me`: GraphQL `{ me { … } }` over HTTP with a Bearer token (every signed-in request pays this: token check,
// user row, revocation check, GraphQL) vs the raw ceiling of Fastify + jsonwebtoken + one pg query
// (lib/raw-me-child.ts). Same load generator for both: C keep-alive connections, each sending the next request
// when the last is answered, for S seconds; warm-up, then raw/app/raw/app, best of each.
// Goal (issue 15 §8): app ≥ 0.9× raw requests/s.
// Knobs: BENCH_ME_CONNECTIONS (32), BENCH_ME_SECONDS (8), BENCH_ME_ROUNDS (3).
// BENCH_ME_COMPARE=/abs/path/to/other/dist/bench/server-child.js adds another build of the app to the same
// rounds (build it in a worktree of an earlier commit with `node scripts/build-server.mjs --bench`; it needs that
// worktree's schema/, db/ and node_modules beside it): on this machine two runs of one build differ more than
// most changes do, so a change is judged against its parent in one run, not across runs.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { startChild } from './lib/child.js';
import type { Child } from './lib/child.js';
import { benchConfig, benchEnv, fmt, freshDatabase, median, printTable, seedUsers, signTokens, verdict } from './lib/setup.js';

const CONNECTIONS = Number(process.env['BENCH_ME_CONNECTIONS'] ?? 32);
const SECONDS = Number(process.env['BENCH_ME_SECONDS'] ?? 8);
// Rounds of raw, app, minimal in turn. On 2 shared cores one round of either server varies by up to 30 %, so
// the verdict takes each server's best round, and the median of the per-round ratios is printed beside it.
const ROUNDS = Number(process.env['BENCH_ME_ROUNDS'] ?? 3);
const BODY = JSON.stringify({ query: '{ me { id firstName lastName email } }' });

function post(agent: http.Agent, port: number, token: string): Promise<number> {
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
          'content-length': Buffer.byteLength(BODY),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(BODY);
  });
}

/**
 * CPU time (user + system, µs) the process has used so far, read from /proc (Linux): what a server spends per
 * request is steadier than requests/s on 2 shared cores, where the load generator and PostgreSQL compete.
 */
function cpuMicros(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th of them.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100; // clock ticks (USER_HZ = 100)
  } catch {
    return NaN;
  }
}

interface Run {
  perSecond: number;
  /** The server's CPU µs per answered request over the run. */
  cpuPerRequest: number;
}

/** A load run against one server, with its CPU per request. */
async function measured(server: Child, port: number, tokens: string[], seconds: number): Promise<Run> {
  const before = cpuMicros(server.proc.pid);
  const perSecond = await load(port, tokens, seconds);
  return { perSecond, cpuPerRequest: (cpuMicros(server.proc.pid) - before) / (perSecond * seconds) };
}

/** Requests per second over `seconds`, with every answer checked to be 200. */
async function load(port: number, tokens: string[], seconds: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const until = performance.now() + seconds * 1000;
  let done = 0;
  let bad = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, c) => {
      const token = tokens[c % tokens.length] ?? '';
      while (performance.now() < until) {
        if ((await post(agent, port, token)) === 200) done++;
        else bad++;
      }
    }),
  );
  agent.destroy();
  if (bad) throw new Error(`${bad} answers were not 200`);
  return done / seconds;
}

export default async function meBench() {
  console.log(
    `me: GraphQL { me } with a Bearer token vs Fastify + jsonwebtoken + pg, ${CONNECTIONS} connections × ${SECONDS} s`,
  );
  const db = await freshDatabase('me');
  const env = benchEnv();
  const children: Child[] = [];
  try {
    const users = await seedUsers(db, CONNECTIONS, 'me');
    const tokens = signTokens(benchConfig(env), users);
    const childEnv = { env: { ...env, BENCH_DB_URL: db.url } };
    const app = startChild('server-child.ts', childEnv);
    const raw = startChild('raw-me-child.ts', childEnv);
    const minimal = startChild('min-gql-me-child.ts', childEnv);
    const compareWith = process.env['BENCH_ME_COMPARE'];
    const other = compareWith ? startChild(compareWith, childEnv) : null;
    children.push(app, raw, minimal, ...(other ? [other] : []));
    const appPort = (await app.next<{ port: number }>('ready')).port;
    const rawPort = (await raw.next<{ port: number }>('ready')).port;
    const minimalPort = (await minimal.next<{ port: number }>('ready')).port;
    const otherPort = other ? (await other.next<{ port: number }>('ready')).port : 0;
    await load(rawPort, tokens, 2);
    await load(appPort, tokens, 2);
    await load(minimalPort, tokens, 2);
    if (other) await load(otherPort, tokens, 2);
    const rawRuns: Run[] = [];
    const appRuns: Run[] = [];
    const minimalRuns: Run[] = [];
    const otherRuns: Run[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      rawRuns.push(await measured(raw, rawPort, tokens, SECONDS));
      appRuns.push(await measured(app, appPort, tokens, SECONDS));
      minimalRuns.push(await measured(minimal, minimalPort, tokens, SECONDS));
      if (other) otherRuns.push(await measured(other, otherPort, tokens, SECONDS));
    }
    const best = (runs: Run[]) => Math.max(...runs.map((r) => r.perSecond));
    const leastCpu = (runs: Run[]) => Math.min(...runs.map((r) => r.cpuPerRequest));
    const minimalBest = best(minimalRuns);
    const rawBest = best(rawRuns);
    const appBest = best(appRuns);
    const row = (path: string, runs: Run[]) => [
      path,
      runs.length,
      fmt(best(runs), 0),
      runs.map((r) => fmt(r.perSecond, 0)).join(' / '),
      fmt(leastCpu(runs), 0),
      runs.map((r) => fmt(r.cpuPerRequest, 0)).join(' / '),
    ];
    printTable(
      `me, requests/s (best of ${ROUNDS}) and the server process's CPU µs per request (least of ${ROUNDS})`,
      ['path', 'runs', 'best', 'all', 'cpu µs/req', 'all'],
      [
        row('raw: Fastify + jsonwebtoken + pg', rawRuns),
        row('app: GraphQL me', appRuns),
        row('minimal GraphQL: raw + graphql-js (info)', minimalRuns),
        ...(other ? [row('app, other build (BENCH_ME_COMPARE)', otherRuns)] : []),
      ],
    );
    const perRound = (runs: Run[], label: string) => {
      const ratios = runs.map((a, i) => a.perSecond / (rawRuns[i]?.perSecond ?? NaN)).sort((a, b) => a - b);
      console.log(`per-round ${label}/raw (info): ${ratios.map((r) => fmt(r, 2)).join(', ')}; median ${fmt(median(ratios), 2)}×`);
    };
    perRound(appRuns, 'app');
    if (other) perRound(otherRuns, 'other build');
    console.log(`CPU per request (info): the app spends ${fmt(leastCpu(appRuns) / leastCpu(rawRuns), 2)}× the raw server's`);
    console.log(
      `minimal GraphQL server (cached document, graphql-js execute, no hooks): ${fmt(minimalBest / rawBest, 2)}× raw; ` +
        `the app is ${fmt(appBest / minimalBest, 2)}× of it`,
    );
    const ratio = appBest / rawBest;
    verdict(
      'me',
      ratio >= 0.9,
      `${fmt(appBest, 0)} req/s = ${fmt(ratio, 2)}× the raw ${fmt(rawBest, 0)} req/s (goal ≥ 0.9×)`,
    );
  } finally {
    await Promise.all(children.map((c) => c.stop()));
    await db.drop();
  }
}
