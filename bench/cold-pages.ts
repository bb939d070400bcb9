// `cold-pages`: how long a signed-in page takes to show its data on a cold load (issue 15 §3: "a cold /overview
// takes 1.57 s and /live/hbr 1.80 s to show data; goal under 800 ms"). The demo account exactly as `npm start`
// makes it (accounts, the FHIR records, a year of labs, 30 days of 1 Hz history, the simulator running), the
// production build of the client served by the app, and Debian's Chromium. Each run is a fresh browser context
// (empty HTTP cache, the token in localStorage, as after a sign-in on a new device); the clock is the page's
// own (performance.now() from navigation start) read by a MutationObserver the moment the data is on screen:
// - /overview: every tile (five vitals and sleep) shows its value, or says it has none once its answer is in
//   (before 2026-11-26 15:00 a tile said "no readings yet" while loading, so this measured less than it said);
// - /live/hbr: the current value, the live chart and the history chart all have readings.
// Judged on p90 of the runs after one warm-up per page. Knobs: BENCH_COLD_RUNS (15), BENCH_COLD_DAYS (30),
// BENCH_COLD_TRACE, BENCH_COLD_RTT (ms added to every request by Chromium's network emulation, as a real network
// between the phone and the server would: here the server is on the same machine, so a request costs no wait
// and nothing the client overlaps with its requests shows; not part of the goal's measure).
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.js';
import { startDemoApp } from './lib/demo-app.js';
import { fmt, percentile, printTable, verdict } from './lib/setup.js';

const RUNS = Number(process.env['BENCH_COLD_RUNS'] ?? 15);
const DAYS = Number(process.env['BENCH_COLD_DAYS'] ?? 30);
const GOAL_MS = 800;
/** BENCH_COLD_TRACE=1: print every request of each load (start → end, GraphQL operation), to see what waits. */
const TRACE = process.env['BENCH_COLD_TRACE'] === '1';
const RTT_MS = Number(process.env['BENCH_COLD_RTT'] ?? 0);

/**
 * Runs in the page before its scripts: notes performance.now() when the data is first on screen. A string, not a
 * function: tsx's transform would add helpers (`__name`) the page does not have.
 */
function watchForData(route: string): string {
  const ready =
    route === '/overview'
      ? `() => {
          const tiles = [...document.querySelectorAll('[data-testid^=overview-tile-]')];
          return tiles.length >= 5 && tiles.every((t) => t.querySelector('[data-testid=tile-value], [data-testid=tile-empty]'));
        }`
      : `() => {
          const points = (sel) => Number(document.querySelector(sel)?.getAttribute('data-points') ?? 0);
          const value = document.querySelector('[data-testid=live-current-value]')?.textContent ?? '';
          return /\\d/.test(value) && points('[data-testid=live-chart]') > 0 && points('[data-testid=history-chart]') > 0;
        }`;
  return `{
    const ready = ${ready};
    const observer = new MutationObserver(() => {
      if (window.__dataAt === undefined && ready()) {
        window.__dataAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  }`;
}

async function coldLoad(browser: Browser, url: string, route: string, token: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.addInitScript((t: string) => localStorage.setItem('accessToken', t), token);
    await context.addInitScript({ content: watchForData(route) });
    const page = await context.newPage();
    if (RTT_MS > 0) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: RTT_MS, downloadThroughput: -1, uploadThroughput: -1 });
    }
    const trace: string[] = [];
    if (TRACE) {
      const t0 = Date.now();
      page.on('requestfinished', (req) => {
        const timing = req.timing();
        const op = (req.postData() ?? '').match(/"operationName":"(\w+)"|(?:query|mutation|subscription) (\w+)/);
        const what = `${new URL(req.url()).pathname}${op ? ` ${op[1] ?? op[2]}` : ''}`;
        const start = timing.startTime - t0;
        trace.push(`${fmt(start, 0).padStart(6)} → ${fmt(start + timing.responseEnd, 0).padStart(6)} ms  ${what}`);
      });
    }
    await page.goto(`${url}${route}`);
    try {
      const handle = await page.waitForFunction(() => (window as unknown as { __dataAt?: number }).__dataAt, undefined, { timeout: 30_000 });
      const at = (await handle.jsonValue()) as number;
      // Playwright reports a finished request a little after the page saw it: let the last answers be counted.
      if (TRACE) await page.waitForTimeout(1_000);
      if (TRACE) console.log(`${route}: data at ${fmt(at, 0)} ms\n  ${trace.sort().join('\n  ')}`);
      return at;
    } catch (err) {
      await page.screenshot({ path: '/tmp/cold-pages-timeout.png' });
      throw new Error(`${route} showed no data within 30 s (page at ${page.url()}; screenshot /tmp/cold-pages-timeout.png)`, { cause: err });
    }
  } finally {
    await context.close();
  }
}

export default async function run() {
  const demo = await startDemoApp('coldpages', DAYS);
  const { url, token } = demo;
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    const rows: (string | number)[][] = [];
    let worst = 0;
    for (const route of ['/overview', '/live/hbr']) {
      await coldLoad(browser, url, route, token); // warm-up: the server's first queries, Chromium's code cache
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await coldLoad(browser, url, route, token));
      times.sort((a, b) => a - b);
      const p90 = percentile(times, 90);
      worst = Math.max(worst, p90);
      rows.push([route, fmt(times[0] ?? 0, 0), fmt(percentile(times, 50), 0), fmt(p90, 0), fmt(times.at(-1) ?? 0, 0)]);
    }
    const rtt = RTT_MS > 0 ? `, ${RTT_MS} ms added per request` : '';
    printTable(`cold load to data on screen, demo account (${DAYS} days of history${rtt}), ${RUNS} runs each`, ['page', 'min ms', 'p50 ms', 'p90 ms', 'max ms'], rows);
    verdict('cold pages', worst < GOAL_MS, `p90 ${fmt(worst, 0)} ms (goal < ${GOAL_MS} ms)`);
  } finally {
    await browser?.close();
    await demo.close();
  }
}
