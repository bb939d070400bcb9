// The checks and the test suites, arranged for CI's two cores.
//
// Two chains run side by side:
// - the foreground: the production build, then (with `--integration` or `--all`) the integration tests, then (with
//   `--all`, which is `npm test`) the browser tests;
// - the background: the generated-code check, the type check and the linter. They are pure CPU work with no time
//   bounds of their own, so with `--all` they run at the lowest CPU priority (`nice`): they take the time the
//   test suites leave idle (database and network round trips, a browser test waiting on the page; about 15 % of
//   the two cores) instead of competing with them, whose tests have time bounds. Run at equal priority before the
//   browser tests (until 2026-11-28), they held the browser suite back by the ~2 minutes they took.
// The first-load measurements (`e2e-measured`: bytes and Web Vitals) run last, alone, once both chains are done,
// so nothing else competes for the cores while they measure.
//
// The build comes before the integration tests: its server bundle is the one the integration test of the
// production server starts (dist/server/main.js), and the two must not write it at once. The generated-code check
// writes only its scratch folder (.generated-check/, which the linter skips), never a file the others read.
// Buffered output is printed whole when a step ends, so logs do not interleave; the browser suite streams.
// Any failure fails the run.
import { spawn } from 'node:child_process';

const all = process.argv.includes('--all');
const withIntegration = all || process.argv.includes('--integration');

function run(label, command, args, { background = false, stream = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    // `nice -n 19`: the lowest priority; the scheduler gives such a process the cores only when no one else wants them.
    const [file, argv] = background ? ['nice', ['-n', '19', command, ...args]] : [command, args];
    const child = spawn(file, argv, { stdio: ['ignore', stream ? 'inherit' : 'pipe', stream ? 'inherit' : 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const text = output.replace(/^npm warn Unknown (env|user) config.*\n/gm, '').trimEnd();
      process.stdout.write(`\n── ${label}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds} s\n${text ? `${text}\n` : ''}`);
      resolve(code === 0);
    });
  });
}

const npmRun = (script, options) => run(script, 'npm', ['run', '--silent', script], options);

const background = Promise.all(
  ['check:generated', 'typecheck', 'lint'].map((script) => npmRun(script, { background: all })),
);

let foreground = await npmRun('build');
if (foreground && withIntegration) foreground = await npmRun('test:integration');
if (foreground && all) foreground = await npmRun('test:e2e:functional', { stream: true });

const checked = !(await background).includes(false);
let measured = true;
if (foreground && checked && all) measured = await npmRun('test:e2e:measured', { stream: true });
if (!(foreground && checked && measured)) process.exit(1);
