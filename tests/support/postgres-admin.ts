// Template databases on a real PostgreSQL: migrate once, then each test file gets CREATE DATABASE … TEMPLATE.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../db/client.js';

const name = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createTemplate(url: string): Promise<string> {
  const template = name('hp_template');
  await admin(url, (c) => c.query(`CREATE DATABASE "${template}"`));
  const db = await openDatabase({ url: withDatabase(url, template), poolMax: 1 });
  await db.migrate();
  await db.close();
  return template;
}

export async function cloneTemplate(url: string, template: string): Promise<string> {
  const db = name('hp_test');
  await admin(url, (c) => c.query(`CREATE DATABASE "${db}" TEMPLATE "${template}"`));
  return db;
}

export async function dropDatabase(url: string, db: string): Promise<void> {
  await admin(url, (c) => c.query(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`));
}

export const dropTemplate = dropDatabase;
