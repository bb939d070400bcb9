// The build plugin that gives each CommonJS module one ES namespace (client/build/shared-cjs-namespaces.ts), checked
// through a real Vite build: a CommonJS module imported by two lazily loaded chunks, as React is by MUI's and the
// pages' chunks. Without the plugin the bundler's runtime builds a namespace per chunk (each defining a getter per
// export); with it both chunks get the same one, which still reads the module's exports live.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { memoizeToEsm, sharedCjsNamespaces } from '../../client/build/shared-cjs-namespaces.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

interface Namespace {
  counter: number;
  bump: () => number;
  default: { counter: number };
}

/** Builds the fixture (minified, as production is) and loads both chunks' namespaces. */
async function buildAndLoad(plugins: Plugin[]): Promise<[Namespace, Namespace]> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'hp-cjs-ns-'));
  dirs.push(root);
  writeFileSync(
    path.join(root, 'lib.cjs'),
    'exports.counter = 0;\nexports.bump = function () { return ++exports.counter; };\n',
  );
  writeFileSync(path.join(root, 'a.js'), "import * as lib from './lib.cjs';\nexport const ns = lib;\n");
  writeFileSync(path.join(root, 'b.js'), "import * as lib from './lib.cjs';\nexport const ns = lib;\n");
  writeFileSync(
    path.join(root, 'main.js'),
    "export const load = () => Promise.all([import('./a.js'), import('./b.js')]);\n",
  );
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: {
      outDir: path.join(root, 'dist'),
      // Vite's preload helper reads `document`; this runs in Node.
      modulePreload: false,
      rollupOptions: {
        input: path.join(root, 'main.js'),
        preserveEntrySignatures: 'exports-only',
        output: { format: 'es', entryFileNames: 'main.js' },
      },
    },
  });
  const main = (await import(pathToFileURL(path.join(root, 'dist/main.js')).href)) as {
    load: () => Promise<[{ ns: Namespace }, { ns: Namespace }]>;
  };
  const [a, b] = await main.load();
  return [a.ns, b.ns];
}

describe('shared-cjs-namespaces', () => {
  it('without it, each chunk that imports a CommonJS module builds its own namespace (what the plugin removes)', async () => {
    const [a, b] = await buildAndLoad([]);
    expect(a).not.toBe(b);
  });

  it('with it, both chunks share one namespace, which still reads the exports live', async () => {
    const [a, b] = await buildAndLoad([sharedCjsNamespaces()]);
    expect(a).toBe(b);
    expect(Object.keys(a).sort()).toEqual(['bump', 'counter', 'default']);
    expect(a.bump()).toBe(1);
    expect(b.counter).toBe(1);
    expect(b.default.counter).toBe(1);
  });

  it('leaves chunks without the runtime alone, and fails loudly if the runtime helper changes shape', () => {
    expect(memoizeToEsm('export const x = 1;\n')).toBeNull();
    expect(() => memoizeToEsm('var __toESM = (mod, isNodeMode, target) => mod')).toThrow(/end of __toESM/);
  });
});
