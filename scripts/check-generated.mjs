// Fails when generated code is stale: GraphQL codegen output and drizzle migrations must match their sources.
// Both generators run into a scratch folder inside the repo (same prettier config) and are compared.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const scratch = path.join(root, '.generated-check');
rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });
const problems = [];

// 1. GraphQL codegen: same config, outputs redirected.
const { generate } = await import('@graphql-codegen/cli');
const { default: config } = await import(path.join(root, 'codegen.ts')).catch(async () => {
  // codegen.ts is TypeScript: load it through tsx.
  const { tsImport } = await import('tsx/esm/api');
  return tsImport(path.join(root, 'codegen.ts'), import.meta.url);
});
const redirected = { ...config, generates: {} };
for (const [out, target] of Object.entries(config.generates)) {
  redirected.generates[path.join(scratch, out)] = target;
}
process.chdir(root);
await generate({ ...redirected, silent: true, hooks: {} }, true);
// The programmatic API skips lifecycle hooks: format like codegen.ts's afterAllFileWrite does.
execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', '--ignore-path', '.prettierignore', scratch], { cwd: root, stdio: 'inherit' });
for (const out of Object.keys(config.generates)) {
  const fresh = path.join(scratch, out);
  const files = out.endsWith('/') ? readdirSync(fresh).map((f) => path.join(out, f)) : [out];
  for (const f of files) {
    const committed = path.join(root, f);
    const regenerated = path.join(scratch, f);
    const a = existsSync(committed) ? readFileSync(committed, 'utf8') : null;
    const b = readFileSync(regenerated, 'utf8').replaceAll(scratch + '/', '');
    if (a !== b) problems.push(`${f} is stale: run \`npm run codegen\` and commit the result`);
  }
}

// 2. drizzle-kit: generating against a copy of the committed migrations must add nothing.
const migCopy = path.join(scratch, 'migrations');
cpSync(path.join(root, 'db/migrations'), migCopy, { recursive: true });
const before = readdirSync(migCopy).length;
const cfg = path.join(scratch, 'drizzle.config.mjs');
const cfgBody = { dialect: 'postgresql', schema: './db/schema/index.ts', out: path.relative(root, migCopy), casing: 'snake_case' };
writeFileSync(cfg, `export default ${JSON.stringify(cfgBody)};\n`);
execFileSync('npx', ['drizzle-kit', 'generate', '--config', cfg], { cwd: root, stdio: 'pipe' });
if (readdirSync(migCopy).length !== before) problems.push('db/migrations is stale: run `npm run db:generate` and commit the result');

if (!process.env.KEEP_SCRATCH) rmSync(scratch, { recursive: true, force: true });
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('generated code is fresh (codegen, migrations)');
