// Shared bench plumbing: a fresh PostgreSQL database per run (created, migrated, dropped), the app's config,
// users and gadgets inserted straight through the repositories (one precomputed argon2 hash for everybody),
// access tokens signed with the server's own secret, and a time source shared by every process.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../db/client.js';
import type { Database } from '../../db/client.js';
import { gadgets, sessions, users } from '../../db/schema/index.js';
import { loadConfig } from '../../server/src/config.js';
import type { Config } from '../../server/src/config.js';
import { AccessTokens } from '../../server/src/features/account/access-tokens.js';
import { hashPassword } from '../../server/src/features/account/passwords.js';
import { newDeviceKey } from '../../server/src/features/gadgets/device-keys.js';

export const ADMIN_URL = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes on one machine. */
export const wallNow = () => performance.timeOrigin + performance.now();

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin(sqlText: string) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(sqlText);
  } finally {
    await c.end();
  }
}

export interface BenchDatabase extends Database {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** CREATE DATABASE hp_bench_…, migrated; drop() closes the pool and drops it. */
export async function freshDatabase(label: string, poolMax = 10): Promise<BenchDatabase> {
  const name = `hp_bench_${label}_${Date.now().toString(36)}_${randomBytes(2).toString('hex')}`;
  await admin(`CREATE DATABASE "${name}"`);
  const url = withDatabase(ADMIN_URL, name);
  const db = await openDatabase({ url, poolMax });
  try {
    await db.migrate();
  } catch (err) {
    await db.close();
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    throw err;
  }
  let dropped = false;
  return {
    ...db,
    name,
    url,
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await db.close().catch(() => undefined);
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** The environment the server is configured from (also handed to a server child process). */
export function benchEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    DATA_DIR: '/tmp/hp-bench-data',
    CLIENT_DIST: '/nonexistent',
    PUBLIC_URL: 'http://127.0.0.1:4000',
    DEMO_ACCOUNT: 'false',
  };
}

export const benchConfig = (env: Record<string, string>): Config => loadConfig(env);

/** Rate limits raised out of the way: the benches measure throughput, not the limiter. */
const HUGE = { points: 1e9, duration: 60 };
export const RAISED_LIMITS = {
  rateLimits: {
    loginFailIp: HUGE,
    loginFailAccount: HUGE,
    registerIp: HUGE,
    forgotIp: HUGE,
    forgotAccount: HUGE,
    resendIp: HUGE,
    resendAccount: HUGE,
  },
  globalRateLimit: 1e9,
};

export interface SeededUser {
  userId: string;
  gadgetId: string;
  deviceKey: string;
  /** A live session row for the tokens `signTokens` makes (tokens without one are refused). */
  sessionId: string;
}

/**
 * n verified users with one wearable each, inserted in bulk. argon2 once: every user shares the hash (nobody
 * signs in with a password here; subscribers use tokens signed by `signTokens`).
 */
export async function seedUsers(db: Database, n: number, label = 'u'): Promise<SeededUser[]> {
  const hash = await hashPassword('bench password not used');
  const out: SeededUser[] = [];
  const CHUNK = 1_000;
  const run = randomBytes(3).toString('hex');
  for (let i = 0; i < n; i += CHUNK) {
    const count = Math.min(CHUNK, n - i);
    const rows = Array.from({ length: count }, (_, j) => ({
      email: `${label}${i + j}.${run}@bench.test`,
      passwordHash: hash,
      firstName: 'Bench',
      lastName: `User ${i + j}`,
      emailVerifiedAt: new Date(),
      // A little in the past so tokens signed right now are valid.
      tokensValidAfter: new Date(Date.now() - 60_000),
    }));
    const inserted = await db.db.insert(users).values(rows).returning({ id: users.id });
    const keys = inserted.map(() => newDeviceKey());
    const gs = await db.db
      .insert(gadgets)
      .values(
        inserted.map((u, j) => ({
          userId: u.id,
          name: 'Bench watch',
          kind: 'wearable' as const,
          keyHash: keys[j]?.hash ?? '',
          keyPrefix: keys[j]?.prefix ?? '',
        })),
      )
      .returning({ id: gadgets.id, userId: gadgets.userId });
    const ss = await db.db
      .insert(sessions)
      .values(inserted.map((u) => ({ userId: u.id, device: 'Bench', expiresAt: new Date(Date.now() + 86_400_000) })))
      .returning({ id: sessions.id, userId: sessions.userId });
    const sessionOf = new Map(ss.map((x) => [x.userId, x.id]));
    gs.forEach((g, j) =>
      out.push({
        userId: g.userId,
        gadgetId: g.id,
        deviceKey: keys[j]?.key ?? '',
        sessionId: sessionOf.get(g.userId) ?? '',
      }),
    );
  }
  return out;
}

export function signTokens(config: Config, seeded: Pick<SeededUser, 'userId' | 'sessionId'>[]): string[] {
  const tokens = new AccessTokens(config.jwt);
  return seeded.map((u) => tokens.sign(u.userId, u.sessionId).token);
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? NaN;
}

export const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );

export const fmt = (n: number, digits = 1) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : String(n);

/** A plain-text table: header row, a rule, then rows; columns padded to their widest cell. */
export function printTable(title: string, header: string[], rows: (string | number)[][]) {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, c) => Math.max(...cells.map((r) => (r[c] ?? '').length)));
  const line = (r: string[]) => r.map((v, c) => v.padEnd(widths[c] ?? 0)).join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of cells.slice(1)) console.log(line(r));
}

/** Prints a one-line verdict and remembers failures so run.ts can exit non-zero. */
export function verdict(name: string, ok: boolean, detail: string) {
  console.log(`${ok ? 'PASS' : 'MISS'}  ${name}: ${detail}`);
  if (!ok) process.exitCode = 1;
}
