// The checks before the test run: the generated-code check, the type check, the linter and the production
// build side by side. They are independent and each mostly single-threaded (the type-aware lint alone takes
// about two minutes here), so on CI's two cores running them together saves about a minute. Each one's output
// is kept and printed whole when it ends, so logs do not interleave; any failure fails the run.
//
// With `--integration` (npm test) the integration tests run too, as soon as the build is done, beside the lint
// and the type check: they leave about half of the two cores idle (database round trips), which those two fill.
// Measured on CI's machine (2026-11-26): the checks and the integration tests took 154 s this way, against
// 188 s one phase after the other. Not before the build: its server bundle is the one the integration
// test of the production server builds and starts (dist/server/main.js), and the two must not write it at once.
import { spawn } from 'node:child_process';

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], shell: false });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const text = output.replace(/^npm warn Unknown (env|user) config.*\n/gm, '').trimEnd();
      process.stdout.write(`\n── ${script}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds} s\n${text ? `${text}\n` : ''}`);
      resolve(code === 0);
    });
  });
}

// The generated-code check regenerates into a scratch folder (.generated-check/, which the linter skips) and
// compares: it writes none of the committed files that the type check and the build read, so it runs beside them.
const withIntegration = process.argv.includes('--integration');
const results = await Promise.all([
  run('check:generated'),
  run('lint'),
  run('typecheck'),
  run('build').then((built) => (withIntegration && built ? run('test:integration') : built)),
]);
if (results.includes(false)) process.exit(1);
