// One module per GraphQL document in the bundle. Codegen's client preset writes every operation of every feature
// into one module (src/gql/graphql.ts, ~230 documents as ASTs), and a bundler keeps a module whole: the first
// signed-in page loaded and evaluated all of them, in one ~360 kB chunk with graphql-js (Lighthouse, mobile
// /overview: ~0.4 s of script evaluation at 4× CPU slowdown, and the documents were most of the chunk).
//
// This plugin gives each document a module of its own at build time: after TypeScript is stripped, an import of
// `SomeDocument` (or `SomeFragmentDoc`) from gql/graphql becomes an import from `virtual:gql-document/SomeDocument`,
// whose code is that document's literal, cut from the generated file (each document carries the fragments it
// spreads, so it stands alone). A page's chunk then holds the documents it uses. The generated file is not
// changed, and the types still come from it (type imports are gone by the time this runs).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:gql-document/';
const RESOLVED = `\0${PREFIX}`;
/** `import { A, B as C } from '…/gql/graphql'` as the TypeScript transform leaves it (either quote). */
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(["'])([^"']*\/gql\/graphql)\2;?/g;
const DOCUMENT_NAME = /^[A-Za-z0-9_]+(Document|FragmentDoc)$/;

/** The literal of `export const <name> = {…} as unknown as DocumentNode<…>;` in the generated source. */
export function documentLiteral(source: string, name: string): string {
  const head = `export const ${name} = `;
  const start = source.indexOf(head);
  if (start < 0) throw new Error(`${name} is not in the generated documents (run \`npm run codegen\`)`);
  const end = source.indexOf(' as unknown as DocumentNode<', start);
  if (end < 0) throw new Error(`${name}: unexpected shape in the generated documents`);
  return source.slice(start + head.length, end);
}

/** Rewrites the document imports of one module; null when it imports none. */
export function rewriteImports(code: string): string | null {
  let changed = false;
  const out = code.replace(IMPORT, (whole, list: string, quote: string, from: string) => {
    const specifiers = list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const documents = specifiers.filter((s) => DOCUMENT_NAME.test(s.split(/\s+as\s+/)[0] ?? ''));
    if (documents.length === 0) return whole;
    changed = true;
    const rest = specifiers.filter((s) => !documents.includes(s));
    const lines = documents.map((s) => {
      const [name, alias] = s.split(/\s+as\s+/);
      return `import { ${name}${alias ? ` as ${alias}` : ''} } from ${quote}${PREFIX}${name}${quote};`;
    });
    if (rest.length) lines.push(`import { ${rest.join(', ')} } from ${quote}${from}${quote};`);
    // As many lines as before, so the lines after it keep their places (source maps).
    return lines.join(' ') + '\n'.repeat(whole.split('\n').length - 1);
  });
  return changed ? out : null;
}

export function splitDocuments(generatedFile: string): Plugin {
  let source: string | null = null;
  return {
    name: 'health-portal:split-documents',
    // After Vite's TypeScript transform: only value imports are left to rewrite.
    enforce: 'post',
    buildStart() {
      source = null;
      this.addWatchFile(generatedFile);
    },
    watchChange(id) {
      if (id === generatedFile) source = null; // `npm run codegen` while the dev server runs
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      source ??= readFileSync(generatedFile, 'utf8');
      const name = id.slice(RESOLVED.length);
      return `export const ${name} = ${documentLiteral(source, name)};\n`;
    },
    transform(code, id) {
      if (id.startsWith('\0') || id.includes('/node_modules/') || id.endsWith('/gql/graphql.ts')) return null;
      const rewritten = rewriteImports(code);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
