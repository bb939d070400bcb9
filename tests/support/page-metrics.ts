// First-load measurements in Chromium: bytes on the wire per response (DevTools protocol, headers included, as
// the Network panel's "transferred"), and the Web Vitals a Lighthouse run reports — FCP, LCP, CLS and total
// blocking time from long tasks — read from the page's own performance timeline.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

export interface Transfer {
  url: string;
  /** Bytes received for this response: headers plus the (compressed) body. */
  bytes: number;
  encoding: string | null;
  type: string;
}

export interface Vitals {
  fcpMs: number | null;
  lcpMs: number | null;
  cls: number;
  /** Sum of (long task - 50 ms) after first contentful paint, as Lighthouse's TBT. */
  tbtMs: number;
  longTasks: number;
}

/** Lighthouse's mobile preset ("slow 4G", 4× CPU slowdown), for a run comparable to its performance score. */
export const LIGHTHOUSE_MOBILE = { latencyMs: 150, downloadKbps: 1_638.4, uploadKbps: 750, cpuSlowdown: 4 } as const;
export type Throttling = typeof LIGHTHOUSE_MOBILE;

/** Observers registered before any page script runs, so the buffered entries and the long tasks are all seen. */
function collectVitals(): void {
  const w = window as unknown as { __vitals: { lcp: number | null; cls: number; tasks: [number, number][] } };
  w.__vitals = { lcp: null, cls: 0, tasks: [] };
  const observe = (type: string, each: (e: PerformanceEntry & Record<string, unknown>) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach((e) => each(e as PerformanceEntry & Record<string, unknown>))).observe({
        type,
        buffered: true,
      });
    } catch {
      // An entry type this browser does not know.
    }
  };
  observe('largest-contentful-paint', (e) => (w.__vitals.lcp = e.startTime));
  observe('layout-shift', (e) => {
    if (e['hadRecentInput'] !== true) w.__vitals.cls += Number(e['value']);
  });
  observe('longtask', (e) => w.__vitals.tasks.push([e.startTime, e.duration]));
}

export async function prepareMeasurement(context: BrowserContext): Promise<void> {
  await context.addInitScript(collectVitals);
}

/** Starts recording every response's transferred bytes on `page` (call before navigating). */
export async function recordTransfers(page: Page, throttling?: Throttling): Promise<{ transfers: Transfer[]; cdp: CDPSession }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttling) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: throttling.latencyMs,
      downloadThroughput: (throttling.downloadKbps * 1024) / 8,
      uploadThroughput: (throttling.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown });
  }
  const pending = new Map<string, Omit<Transfer, 'bytes'>>();
  const transfers: Transfer[] = [];
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    pending.set(e.requestId, { url: e.response.url, encoding: headers['content-encoding'] ?? null, type: e.type });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const seen = pending.get(e.requestId);
    if (seen) transfers.push({ ...seen, bytes: e.encodedDataLength });
  });
  return { transfers, cdp };
}

export async function readVitals(page: Page): Promise<Vitals> {
  // The page can be ready (its button in the DOM) before that frame is presented, which is when the browser
  // reports the largest paint: on CI's busy cores the figures were once read before any LCP entry had come.
  // Given a few seconds; a page that reports none is still read (and a test asserting LCP then fails).
  await page
    .waitForFunction(() => (window as unknown as { __vitals: { lcp: number | null } }).__vitals.lcp !== null, undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  return page.evaluate(() => {
    const v = (window as unknown as { __vitals: { lcp: number | null; cls: number; tasks: [number, number][] } }).__vitals;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const blocking = v.tasks
      .filter(([start]) => fcp === null || start >= fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return { fcpMs: fcp, lcpMs: v.lcp, cls: v.cls, tbtMs: blocking, longTasks: v.tasks.length };
  });
}

/** Kilobytes (1,000 bytes), one decimal. */
export const kb = (bytes: number) => Math.round(bytes / 100) / 10;
