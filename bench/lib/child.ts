// Child processes for the benches: the production bundle of each child (scripts/build-server.mjs --bench,
// built once per run; BENCH_TSX=1 runs the sources through tsx instead), IPC for control, bounded waits.
import { execFileSync, fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const TSX = process.env['BENCH_TSX'] === '1';
let bundled = false;

/** The child's entry point: its bundle in dist/bench (built on first use), or its source under tsx. */
function entryOf(file: string): { script: string; loader: string[] } {
  // An absolute path is another build's bundle, run as it is (bench/me.ts BENCH_ME_COMPARE).
  if (path.isAbsolute(file)) return { script: file, loader: [] };
  if (TSX) return { script: path.join(here, file), loader: ['--import', 'tsx'] };
  if (!bundled) {
    execFileSync(process.execPath, [path.join(root, 'scripts/build-server.mjs'), '--bench'], { stdio: 'inherit' });
    bundled = true;
  }
  return { script: path.join(root, 'dist/bench', file.replace(/\.ts$/, '.js')), loader: [] };
}

export interface Child {
  proc: ChildProcess;
  /** Resolves with the next message of this type (rejects after `timeoutMs` or if the child exits). */
  next<T = Record<string, unknown>>(type: string, timeoutMs?: number): Promise<T>;
  send(m: object): void;
  /** Asks politely ({ type: 'stop' }), then kills this one child if it has not gone after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export function startChild(
  file: string,
  opts: { env?: Record<string, string>; nodeArgs?: string[]; cpuProfDir?: string } = {},
): Child {
  const { script, loader } = entryOf(file);
  const execArgv = [...loader, ...(opts.nodeArgs ?? [])];
  // BENCH_SERVER_NODE_ARGS="--trace-gc …" adds node flags to the servers measured (the app and the raw ws
  // ceiling), not to the load generators (for digging).
  // BENCH_CLIENT_NODE_ARGS does the same for the WebSocket clients' process (the stopwatch).
  const extra = ['server-child.ts', 'raw-ws-child.ts'].includes(file)
    ? process.env['BENCH_SERVER_NODE_ARGS']
    : file === 'ws-clients-child.ts'
      ? process.env['BENCH_CLIENT_NODE_ARGS']
      : undefined;
  if (extra) execArgv.push(...extra.split(/\s+/).filter(Boolean));
  // BENCH_CPU_PROF_DIR=dir profiles the servers' processes (app and raw ws) (node --cpu-prof; open the .cpuprofile in DevTools).
  const profDir =
    opts.cpuProfDir ??
    (['server-child.ts', 'raw-ws-child.ts', 'raw-me-child.ts'].includes(file) ? process.env['BENCH_CPU_PROF_DIR'] : undefined);
  if (profDir) execArgv.push('--cpu-prof', `--cpu-prof-dir=${profDir}`);
  const proc = fork(script, [], {
    execArgv,
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<string, { resolve: (m: unknown) => void }[]>();
  const early = new Map<string, unknown[]>();
  proc.on('message', (m: { type?: string }) => {
    const type = m.type ?? '';
    const w = waiting.get(type)?.shift();
    if (w) w.resolve(m);
    else early.set(type, [...(early.get(type) ?? []), m]);
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    proc.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  return {
    proc,
    next<T>(type: string, timeoutMs = 120_000): Promise<T> {
      const queued = early.get(type);
      if (queued?.length) return Promise.resolve(queued.shift() as T);
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${file}: no '${type}' within ${timeoutMs} ms`)), timeoutMs);
        const entry = {
          resolve: (m: unknown) => {
            clearTimeout(timer);
            resolve(m as T);
          },
        };
        waiting.set(type, [...(waiting.get(type) ?? []), entry]);
        void exit.then(() => {
          clearTimeout(timer);
          reject(new Error(`${file} exited before '${type}'`));
        });
      });
    },
    send(m) {
      if (!exited && proc.connected) proc.send(m);
    },
    async stop(graceMs = 15_000) {
      if (exited) return;
      if (proc.connected) proc.send({ type: 'stop' });
      const t = setTimeout(() => proc.kill('SIGKILL'), graceMs);
      await exit;
      clearTimeout(t);
    },
  };
}
