// A throw-away PostgreSQL cluster of the test's own (initdb + pg_ctl on a free port), so a test can stop and
// restart the database under load without touching the shared server other test files use.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The newest installed server's bin folder (Debian layout), or PG_BIN; undefined when none is installed. */
export function findPgBin(): string | undefined {
  if (process.env['PG_BIN']) return process.env['PG_BIN'];
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

export interface PrivatePostgres {
  url: string;
  readonly running: boolean;
  /** `pg_ctl stop -m immediate`: the crash-like stop a failover or OOM kill looks like to clients. */
  stopImmediate(): void;
  /** Starts again and returns once it accepts connections (pg_ctl -w). */
  start(): void;
  destroy(): void;
}

export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'hp-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const port = await freePort();
  // initdb refuses to run as root: as root, run the cluster as the postgres system user.
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(bin, cmd),
      asRoot ? ['-u', 'postgres', '--', path.join(bin, cmd), ...args] : args,
      {
        stdio: 'pipe',
        timeout: 60_000,
      },
    );
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    void run('pg_ctl', ['-D', data, '-o', opts, '-l', path.join(dir, 'log'), '-w', '-t', '30', 'start']);
  start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    get running() {
      return running;
    },
    stopImmediate: () => {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      running = false;
    },
    start: () => {
      start();
      running = true;
    },
    destroy: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        /* already stopped */
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
