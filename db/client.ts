// Driver choice: node-postgres when a DATABASE_URL is given, otherwise embedded PGlite (a folder, or memory).
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { fillPlaceholders, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** One query-builder type for both drivers. `db.execute()` results need a cast to `{ rows }`. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** The embedded engine, when kind is 'pglite' (tests dump it to clone a migrated template). */
  pglite?: PGlite;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  /** postgres://… → node-postgres pool. */
  url?: string;
  /** PGlite data folder, or 'memory://' for an in-memory database. */
  dataDir?: string;
  /** PGlite only: start from a dumped data directory (tests clone a migrated template this way). */
  loadDataDir?: Blob | File;
  onPoolError?: (err: Error) => void;
  poolMax?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts);
  return openPglite(opts.dataDir ?? 'memory://', opts.loadDataDir);
}

/**
 * drizzle's transaction() (0.45.4) sends BEGIN before its try/finally: when the connection dies during BEGIN
 * the client is never released, and a few such leaks exhaust the pool for good (every request then waits the
 * connect timeout). A checked-out client whose connection ends is therefore handed back (and so dropped) at
 * once; its holder's own release later is a no-op. Only the promise form is guarded: pool.query() uses the
 * callback form and releases correctly.
 */
class GuardedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): void;
  override connect(...args: unknown[]): Promise<pg.PoolClient> | void {
    if (args.length) return (super.connect as (...a: unknown[]) => void)(...args);
    return super.connect().then(releaseOnEnd);
  }
}

function releaseOnEnd(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const onEnd = () => giveBack(new Error('Connection terminated while checked out'));
  const giveBack = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('end', onEnd);
    release(err);
  };
  client.once('end', onEnd);
  client.release = giveBack;
  return client;
}

/** The node-postgres pool behind each Db that has one (PGlite has none). */
const pools = new WeakMap<object, pg.Pool>();
const dialect = new PgDialect({ casing: 'snake_case' });

/** A statement built once, with sql.placeholder() for its values (see compileStatement). */
export interface CompiledStatement {
  text: string;
  /** Placeholders (and constants) in $n order, for fillPlaceholders. */
  params: unknown[];
  /** The text around the $n, for rebuilding it as drizzle SQL where it cannot run as named. */
  pieces: string[];
  /** Derived from the text, so different texts never share a name on a connection. */
  name: string;
}

/**
 * A hot statement whose shape is fixed: drizzle turns it into text once (walking the SQL tree cost a one-
 * reading ingest request about a sixth of its CPU), and on node-postgres it runs as a named prepared statement,
 * parsed and planned once per connection (for the ingest statement that was over half of PostgreSQL's time per
 * one-reading request; bench/README.md). Every value must be a placeholder or a constant.
 */
export function compileStatement(query: SQL): CompiledStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const pieces = text.split(/\$\d+\b/);
  const numbers = [...text.matchAll(/\$(\d+)\b/g)].map((m) => Number(m[1]));
  if (numbers.some((n, i) => n !== i + 1) || numbers.length !== params.length)
    throw new Error('compileStatement: parameters must appear once each, in order');
  const name = `hp_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
  return { text, params, pieces, name };
}

/** Runs a compiled statement with its placeholders' values: named on a node-postgres pool, else through drizzle. */
export async function runCompiled(
  db: DbOrTx,
  st: CompiledStatement,
  values: Record<string, unknown>,
): Promise<{ rows: Record<string, unknown>[] }> {
  const filled = fillPlaceholders(st.params, values);
  const pool = pools.get(db);
  if (pool) return pool.query({ name: st.name, text: st.text, values: filled });
  // PGlite, or inside a transaction: the same text, its values as parameters again.
  const chunks: SQL[] = [];
  st.pieces.forEach((piece, i) => {
    chunks.push(sql.raw(piece));
    if (i < filled.length) chunks.push(sql`${sql.param(filled[i])}`);
  });
  const res: unknown = await db.execute(sql.join(chunks));
  return res as { rows: Record<string, unknown>[] };
}

function openPostgres(url: string, opts: OpenOptions): Database {
  const pool = new GuardedPool({
    connectionString: url,
    max: opts.poolMax ?? 10,
    // The default waits forever for a connection; fail fast and let the caller answer 503.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  const onError = opts.onPoolError ?? ((e: Error) => console.error('pg connection error', e.message));
  // Without a listener an idle client's error (server restart) would crash the process.
  pool.on('error', onError);
  // pg-pool removes its listener while a client is checked out (e.g. inside a transaction between two
  // statements): a connection reset then is an unhandled 'error' event that ends the process. Keep one on
  // every client for its whole life; the interrupted query still rejects and answers 503.
  pool.on('connect', (client) => client.on('error', onError));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  pools.set(db, pool);
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string, loadDataDir?: Blob | File): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the admin list's substring search (migration 0004); PGlite ships it in its contrib.
  const extensions = { pg_trgm };
  const client = await PGlite.create(dataDir, loadDataDir ? { loadDataDir, extensions } : { extensions });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
