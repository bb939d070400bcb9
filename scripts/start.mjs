// `npm start`: build the client and the server when missing or older than their sources, then run the built
// server (dist/server/main.js) with plain node, in this process — no TypeScript loader at run time.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, SERVER_OUT } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const at = (p) => path.join(root, p);

function newest(p) {
  if (!statSync(p).isDirectory()) return statSync(p).mtimeMs;
  let t = 0;
  for (const e of readdirSync(p)) t = Math.max(t, newest(path.join(p, e)));
  return t;
}

/** Whether `output` is missing or older than any of `sources`. */
const stale = (output, sources) => !existsSync(output) || Math.max(...sources.map(newest)) > statSync(output).mtimeMs;

if (stale(at('client/dist/index.html'), [at('client/src'), at('client/index.html'), at('client/vite.config.ts')])) {
  console.log('building the client…');
  const r = spawnSync(process.execPath, [at('node_modules/vite/bin/vite.js'), 'build', '--config', 'client/vite.config.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
if (stale(SERVER_OUT, [at('server/src'), at('db')])) {
  console.log('building the server…');
  await buildServer();
}
await import(pathToFileURL(SERVER_OUT).href);
