// First load in Chromium (issue 15 §3): what a cold /auth/login costs on the wire, that the sign-in screens
// never fetch the charting or dashboard code, and the Web Vitals of /auth/login and /overview — unthrottled and
// under Lighthouse's mobile throttling. The figures are printed for the note.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, CLIENT_INDEX, newAppContext, verifiedUser } from '../support/browser.js';
import { kb, LIGHTHOUSE_MOBILE, prepareMeasurement, readVitals, recordTransfers } from '../support/page-metrics.js';
import type { Throttling, Transfer, Vitals } from '../support/page-metrics.js';
import type { TestApp } from '../support/test-app.js';
import { addGadget, hr, ingest } from '../support/vitals-helpers.js';

const LOGIN_BUDGET_BYTES = 250 * 1000;
const ASSETS = path.join(path.dirname(CLIENT_INDEX), 'assets');
/** The chunks that hold @mui/x-charts (found by a class name only the charts library contains). */
const CHART_CHUNKS = readdirSync(ASSETS).filter(
  (f) => f.endsWith('.js') && readFileSync(path.join(ASSETS, f), 'utf8').includes('MuiChartsSurface'),
);
/** The signed-in shell and the dashboard pages, by the chunk names Vite derives from their modules. */
const DASHBOARD_CHUNK = /\/assets\/(?:full-layout|overview-page|live-page|twin-page|records-pages)-[\w-]+\.js$/;

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

interface Load {
  transfers: Transfer[];
  vitals: Vitals;
}

/** A cold load of `route` in a fresh context; `ready` resolves when the page shows what it is for. */
async function coldLoad(route: string, ready: (page: Page) => Promise<unknown>, token?: string, throttling?: Throttling): Promise<Load> {
  const context = await newAppContext(browser, t, token === undefined ? {} : { token });
  contexts.push(context);
  context.setDefaultTimeout(30_000);
  await prepareMeasurement(context);
  const page = await context.newPage();
  const { transfers } = await recordTransfers(page, throttling);
  await page.goto(route, { waitUntil: 'load', timeout: 60_000 });
  await ready(page);
  // Let late chunks, queries and layout shifts land before reading the figures.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  return { transfers: [...transfers], vitals: await readVitals(page) };
}

const total = (transfers: Transfer[]) => transfers.reduce((sum, r) => sum + r.bytes, 0);

function report(label: string, load: Load): void {
  const v = load.vitals;
  const round = (n: number | null) => (n === null ? 'n/a' : `${Math.round(n)} ms`);
  console.log(
    `[first load] ${label}: ${kb(total(load.transfers))} KB transferred in ${load.transfers.length} responses; ` +
      `FCP ${round(v.fcpMs)}, LCP ${round(v.lcpMs)}, CLS ${v.cls.toFixed(3)}, TBT ${round(v.tbtMs)} (${v.longTasks} long tasks)`,
  );
}

const loginReady = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
const overviewReady = (page: Page) => page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();

async function userWithReadings(): Promise<string> {
  const u = await verifiedUser(t);
  const gadget = await addGadget(t, u.token);
  const now = Date.now();
  const readings = Array.from({ length: 30 }, (_, i) => hr(`fl${i}`, new Date(now - (30 - i) * 60_000), 62 + (i % 9)));
  expect((await ingest(t, gadget.key, { readings })).status).toBe(200);
  return u.token;
}

describe('first load', () => {
  it('the build has chart chunks to look for', () => {
    expect(CHART_CHUNKS.length).toBeGreaterThan(0);
  });

  it('a cold /auth/login comes compressed and without chart or dashboard code', async () => {
    const load = await coldLoad('/auth/login', loginReady);
    report('/auth/login', load);
    for (const r of [...load.transfers].sort((a, b) => b.bytes - a.bytes).slice(0, 8)) {
      console.log(`    ${kb(r.bytes).toString().padStart(6)} KB  ${r.encoding ?? 'identity'}  ${new URL(r.url).pathname}`);
    }
    const scripts = load.transfers.filter((r) => r.type === 'Script');
    expect(scripts.length).toBeGreaterThan(0);
    // Every script of any size comes compressed (the build's .br/.gz files).
    for (const s of scripts.filter((r) => r.bytes > 2_000)) expect(s.encoding, s.url).toMatch(/^(br|gzip)$/);
    const urls = load.transfers.map((r) => new URL(r.url).pathname);
    for (const chunk of CHART_CHUNKS) expect(urls).not.toContain(`/assets/${chunk}`);
    expect(urls.filter((u) => DASHBOARD_CHUNK.test(u))).toEqual([]);
    // Compressed, it was 284 KB before the layout and the other languages left the first load (274.5 KB then).
    // REGRESSION, not fixed: the account area (issue 10) brought it to ~298 KB — the English strings of six new
    // features are bundled with the first load, as are the preferences provider and its documents and the
    // ban/two-factor handling of the sign-in form. The fix is per-feature i18n namespaces loaded with their
    // pages; until then this bar guards against growing further.
    // Raised again to 310 KB (issue 15, still open): the new modules' menu titles and route table (paths, the
    // namespace loaders of eleven feature pages) added ~6 KB to the shell every route loads.
    expect(total(load.transfers)).toBeLessThan(310_000);
  });

  // KNOWN GAP (issue 15 §3): the goal is 250 KB; a cold /auth/login is ~305 KB. Attributed from the build's
  // source maps (raw bytes of the first-load chunks): react-dom 207 KB, Apollo Client 110 KB (+ rxjs 15, graphql
  // 16, graphql-ws 9.5), react-router 92 KB, i18next 50 KB, MUI + Emotion ~150 KB, the generated GraphQL documents
  // of every feature 295 KB (one module, so one chunk: ~10 KB compressed), the signed-in features' English
  // strings ~28 KB. The way to the budget: sign-in without Apollo (a plain fetch, Apollo loaded with the app),
  // per-feature documents (near-operation-file codegen), and the remaining English strings in lazy parts.
  // `it.fails` keeps the goal in the suite: it turns red the day the budget is met, then becomes a plain `it`.
  it.fails(`a cold /auth/login transfers at most ${LOGIN_BUDGET_BYTES / 1000} KB`, async () => {
    const load = await coldLoad('/auth/login', loginReady);
    expect(total(load.transfers)).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
  });

  it('a signed-in /overview loads the charts it draws', async () => {
    const load = await coldLoad('/overview', overviewReady, await userWithReadings());
    report('/overview', load);
    const urls = load.transfers.map((r) => new URL(r.url).pathname);
    expect(CHART_CHUNKS.some((chunk) => urls.includes(`/assets/${chunk}`))).toBe(true);
  });

  it('Web Vitals: /auth/login LCP < 2.5 s; /auth/login and /overview CLS < 0.1 (figures printed, also under mobile throttling)', async () => {
    const token = await userWithReadings();
    for (const [route, ready, auth] of [
      ['/auth/login', loginReady, undefined],
      ['/overview', overviewReady, token],
    ] as const) {
      const load = await coldLoad(route, ready, auth);
      report(`${route} (cold, unthrottled)`, load);
      expect(load.vitals.lcpMs, route).not.toBeNull();
      expect(load.vitals.cls, route).toBeLessThan(0.1);
      // KNOWN GAP: a cold /overview measured 2.8–3.7 s LCP here (the tiles' data and sparklines arrive after the
      // shell), so its LCP is reported, not asserted.
      if (route === '/auth/login') expect(load.vitals.lcpMs ?? Infinity, route).toBeLessThan(2_500);
      // Lighthouse's mobile conditions, reported for the note; not asserted.
      report(`${route} (slow 4G, 4× CPU)`, await coldLoad(route, ready, auth, LIGHTHOUSE_MOBILE));
    }
  });
});
