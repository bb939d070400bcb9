// Chooses the test database once per run — TEST_DATABASE_URL, else a testcontainers PostgreSQL when a
// Docker engine answers, else embedded PGlite — migrates a template once, and tells the workers how to
// clone it. Prints which one it used.
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../db/client.js';
import { argsFor, browserPathFor } from './chromium.js';
import { createTemplate, dropTemplate } from './postgres-admin.js';
import type { DbSource } from './db-source.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dbSource: DbSource;
    /** One Chromium for the whole run (browser projects only); each file connects with its own contexts. */
    browserWsEndpoint: string | null;
    /** Whether this project measures what a visitor sees (the full browser) rather than behaviour (the shell). */
    browserMeasured: boolean;
  }
}

/** A browser server shared by the projects that drive the same program, closed when the last one is done. */
interface SharedBrowser {
  server: Promise<BrowserServer | null>;
  users: number;
}

// Each project (integration, e2e) runs this setup; they share one choice and one template.
const g = globalThis as {
  __hpDbSource?: Promise<{ source: DbSource; teardown: () => Promise<void> }>;
  __hpDbUsers?: number;
  __hpBrowsers?: Map<string, SharedBrowser>;
};

export default async function setup(project: TestProject) {
  if (!g.__hpDbSource) {
    g.__hpDbSource = chooseSource();
    const { source } = await g.__hpDbSource;
    console.log(`[test database] ${source.label}`);
  }
  const { source, teardown } = await g.__hpDbSource;
  g.__hpDbUsers = (g.__hpDbUsers ?? 0) + 1;
  project.provide('dbSource', source);
  const browserProject = project.name.startsWith('e2e');
  const measured = project.name === 'e2e-measured';
  const executable = browserPathFor(measured);
  const browsers = (g.__hpBrowsers ??= new Map<string, SharedBrowser>());
  if (browserProject) {
    const shared = browsers.get(executable) ?? { server: launchSharedBrowser(executable, measured), users: 0 };
    shared.users += 1;
    browsers.set(executable, shared);
  }
  const server = browserProject ? await browsers.get(executable)?.server : null;
  project.provide('browserWsEndpoint', server?.wsEndpoint() ?? null);
  project.provide('browserMeasured', measured);
  return async () => {
    const shared = browserProject ? browsers.get(executable) : undefined;
    if (shared) {
      shared.users -= 1;
      if (shared.users === 0) await (await shared.server)?.close();
    }
    g.__hpDbUsers = (g.__hpDbUsers ?? 1) - 1;
    if (g.__hpDbUsers === 0) await teardown();
  };
}

/** One Chromium per run (per program: chromium.ts) instead of one per browser file (~0.5–3 s and ~150 MB each on 2
 * busy cores). Null when it is missing: files then fail with launchBrowser's clear message. */
async function launchSharedBrowser(executablePath: string, measured: boolean): Promise<BrowserServer | null> {
  try {
    return await chromium.launchServer({ executablePath, headless: true, args: argsFor(measured) });
  } catch (err) {
    console.log(`[browser] no shared Chromium (${err instanceof Error ? err.message.split('\n')[0] : String(err)})`);
    return null;
  }
}

async function chooseSource(): Promise<{ source: DbSource; teardown: () => Promise<void> }> {
  const url = process.env['TEST_DATABASE_URL'];
  if (url) return postgresSource(url, 'TEST_DATABASE_URL');
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:16-alpine').start();
    const pg = await postgresSource(container.getConnectionUri(), 'testcontainers PostgreSQL');
    return { source: pg.source, teardown: async () => { await pg.teardown(); await container.stop(); } };
  } catch (err) {
    const reason = err instanceof Error ? err.message.split('\n')[0] : String(err);
    console.log(`[test database] no Docker engine (${reason}); falling back to PGlite`);
  }
  return pgliteSource();
}

async function postgresSource(url: string, origin: string) {
  const template = await createTemplate(url);
  return {
    source: { kind: 'postgres', url, template, label: `PostgreSQL from ${origin} (${redact(url)}), template ${template}` } as DbSource,
    teardown: () => dropTemplate(url, template),
  };
}

async function pgliteSource() {
  const db = await openDatabase({ dataDir: 'memory://' });
  await db.migrate();
  if (!db.pglite) throw new Error('expected an embedded database');
  const dump = await db.pglite.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `hp-pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  return {
    source: { kind: 'pglite', dumpFile: file, label: 'embedded PGlite (in memory, cloned from a migrated dump)' } as DbSource,
    teardown: () => Promise.resolve(),
  };
}

const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
