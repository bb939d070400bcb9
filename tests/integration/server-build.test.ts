// The production server: `npm run build:server` bundles it to dist/server/main.js, and plain node runs that file
// from any working directory — migrations, the GraphQL schema files and the demo fixtures are found next to the
// sources they came from.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/test-database.js';
import type { TestDatabase } from '../support/test-database.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUNDLE = path.join(ROOT, 'dist/server/main.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe('built server', () => {
  it('bundles to one ES module that imports packages from node_modules and no TypeScript loader', () => {
    const r = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const code = readFileSync(BUNDLE, 'utf8');
    expect(code).toMatch(/^import .* from "fastify";$/m);
    expect(code).not.toMatch(/from "tsx|\.\.\/\.\.\/server\/src\/app/);
  });

  it('runs with plain node from another directory: migrates, answers GraphQL and stops on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hp-built-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    let db: TestDatabase | undefined;
    if (process.env['TEST_DATABASE_URL']) {
      db = await createTestDatabase();
      cleanups.push(() => db?.dispose());
    }
    const port = await freePort();
    const child: ChildProcess = spawn(process.execPath, [BUNDLE], {
      cwd: dataDir,
      env: {
        PATH: process.env['PATH'],
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        CLIENT_DIST: '/nonexistent',
        DEMO_ACCOUNT: 'false',
        LOG_LEVEL: 'warn',
        ...(db?.url ? { DATABASE_URL: db.url } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    cleanups.push(() => void child.kill('SIGKILL'));

    const health = async () => {
      const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ health }' }),
      }).catch(() => null);
      return res ? ((await res.json()) as unknown) : null;
    };
    await expect.poll(health, { timeout: 60_000, interval: 250 }).toEqual({ data: { health: true } });

    child.kill('SIGTERM');
    expect(await exited, output).toBe(0);
  }, 90_000);
});
