// `me`: GraphQL `{ me { … } }` over HTTP with a Bearer token (every signed-in request pays this: token check,
// user row, revocation check, GraphQL) vs the raw ceiling of Fastify + jsonwebtoken + one pg query
// (lib/raw-me-child.ts). Same load generator for both: C keep-alive connections, each sending the next request
// when the last is answered, for S seconds; warm-up, then raw/app/raw/app, best of each.
// Goal (issue 15 §8): app ≥ 0.9× raw requests/s.
// Knobs: BENCH_ME_CONNECTIONS (32), BENCH_ME_SECONDS (8).
import http from 'node:http';
import { startChild } from './lib/child.js';
import type { Child } from './lib/child.js';
import { benchConfig, benchEnv, fmt, freshDatabase, printTable, seedUsers, signTokens, verdict } from './lib/setup.js';

const CONNECTIONS = Number(process.env['BENCH_ME_CONNECTIONS'] ?? 32);
const SECONDS = Number(process.env['BENCH_ME_SECONDS'] ?? 8);
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
    const app = startChild('server-child.ts', { env: { ...env, BENCH_DB_URL: db.url } });
    const raw = startChild('raw-me-child.ts', { env: { ...env, BENCH_DB_URL: db.url } });
    const minimal = startChild('min-gql-me-child.ts', { env: { ...env, BENCH_DB_URL: db.url } });
    children.push(app, raw, minimal);
    const appPort = (await app.next<{ port: number }>('ready')).port;
    const rawPort = (await raw.next<{ port: number }>('ready')).port;
    const minimalPort = (await minimal.next<{ port: number }>('ready')).port;
    await load(rawPort, tokens, 2);
    await load(appPort, tokens, 2);
    await load(minimalPort, tokens, 2);
    const rawRuns: number[] = [];
    const appRuns: number[] = [];
    const minimalRuns: number[] = [];
    for (let i = 0; i < 2; i++) {
      rawRuns.push(await load(rawPort, tokens, SECONDS));
      appRuns.push(await load(appPort, tokens, SECONDS));
      minimalRuns.push(await load(minimalPort, tokens, SECONDS));
    }
    const minimalBest = Math.max(...minimalRuns);
    const rawBest = Math.max(...rawRuns);
    const appBest = Math.max(...appRuns);
    printTable(
      'me, requests/s (best of 2)',
      ['path', 'runs', 'best', 'all'],
      [
        [
          'raw: Fastify + jsonwebtoken + pg',
          rawRuns.length,
          fmt(rawBest, 0),
          rawRuns.map((r) => fmt(r, 0)).join(' / '),
        ],
        ['app: GraphQL me', appRuns.length, fmt(appBest, 0), appRuns.map((r) => fmt(r, 0)).join(' / ')],
        [
          'minimal GraphQL: raw + graphql-js (info)',
          minimalRuns.length,
          fmt(minimalBest, 0),
          minimalRuns.map((r) => fmt(r, 0)).join(' / '),
        ],
      ],
    );
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
