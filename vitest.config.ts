import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import SlowestFirstSequencer from './tests/support/sequencer.js';

// graphql ships CJS (main) and ESM (module) builds. Node — and so production — loads the CJS one for
// everybody; Vite would hand code it compiles the ESM one while yoga/graphql-ws load CJS, so two copies
// of GraphQLError would exist under test only. Pin the one Node uses.
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] },
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    // Longest browser files first (a fresh clone has no timings from a previous run): see the sequencer.
    sequence: { sequencer: SlowestFirstSequencer },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // expect.poll's default is 1 s: a page that renders a list after its GraphQL answer can take longer than
    // that on 2 busy cores (seen in CI). Polls settle as soon as they pass; this only bounds the failures.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'integration',
          // Projects run one after the other (lowest first): the browser suite never competes with these for the 2 cores.
          sequence: { groupOrder: 0 },
          include: ['tests/integration/**/*.test.ts', 'server/**/*.test.ts'],
          // 2 cores: two files at a time, each on its own database cloned from the migrated template.
          maxWorkers: 2,
          // Files share their worker's module graph instead of importing the whole server again for each (about
          // 1.5 s a file). Each file still builds its own app on its own database; no test mocks modules or
          // changes the environment, which is what isolation would otherwise protect.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          sequence: { groupOrder: 1 },
          include: ['tests/e2e/**/*.test.ts'],
          // The first-load figures (bytes, Web Vitals) are measured alone, in the project after this one.
          exclude: ['tests/e2e/first-load.test.ts'],
          // Two browser files at a time: one at a time took 9 of CI's 12 minutes. Not more: with two the cores
          // are already busy (Chromium's renderers and browser process are most of it), and three measured no
          // faster (480 s against 461 s, 1.5 % idle; 2026-11-26). Each file has its own app, database and context.
          maxWorkers: 2,
          // As for the integration files: one module graph per worker, not one per file (each file still has its
          // own app, database and contexts; the browser is the run's shared one).
          isolate: false,
          // A bound for a hung test, not a speed goal (those are benches). The looks tests (every screen in light,
          // dark, Arabic and at 375 px, each checked with axe) took up to 93 s with two files at a time on a
          // 2.1 GHz machine (2026-11-26), where 90 s and the 60 s some tests set had failed; about twice that.
          testTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-measured',
          sequence: { groupOrder: 2 },
          include: ['tests/e2e/first-load.test.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
        },
      },
    ],
  },
});
