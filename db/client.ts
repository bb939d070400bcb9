// Driver choice: node-postgres when a DATABASE_URL is given, otherwise embedded PGlite (a folder, or memory).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
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

function openPostgres(url: string, opts: OpenOptions): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolMax ?? 10,
    // The default waits forever for a connection; fail fast and let the caller answer 503.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // Without a listener an idle client's error (server restart) would crash the process.
  pool.on('error', (err) => (opts.onPoolError ?? ((e: Error) => console.error('pg pool error', e)))(err));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string, loadDataDir?: Blob | File): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
