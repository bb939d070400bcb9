// The router's error page (spec §2, §8) for lazy route chunks that fail to load: a clear message, the
// ChunkLoadError text 'Loading chunk {id} failed', and a Reload button that recovers once the chunk loads.
// And a chart chunk inside a page (the overview tiles' charts): the tile's notice, whose retry loads it again.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RegisteredUser } from '../support/account-helpers.js';
import { describeFinding, runAxe, severe } from '../support/axe.js';
import { browserSuite, newAppContext, screenshot, verifiedUser, waitForPath } from '../support/browser.js';
import type { TestApp } from '../support/test-app.js';
import { addGadget, hr, ingest } from '../support/vitals-helpers.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});
let u: RegisteredUser;

beforeAll(async () => {
  u = await verifiedUser(t);
});

async function signedIn(): Promise<Page> {
  const context = await newAppContext(browser, t, { token: u.token });
  contexts.push(context);
  return context.newPage();
}

/** The gadgets page's own chunk (Vite names it after the module: /assets/gadgets-page-<hash>.js). */
const GADGETS_CHUNK = /\/assets\/[^/]*gadgets[^/]*\.js(\?|$)/;

async function blockGadgetsChunk(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.route(GADGETS_CHUNK, async (route) => {
    blocked.push(route.request().url());
    await route.abort('failed');
  });
  return blocked;
}

async function expectChunkError(page: Page) {
  const error = page.getByTestId('route-error');
  await error.waitFor();
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Unexpected Application Error!');
  expect(await page.getByTestId('route-error-message').textContent()).toBe('Loading chunk gadgets failed');
  expect(await error.getByRole('alert').textContent()).toMatch(/could not be loaded.*reload/i);
  await error.getByRole('button', { name: 'Reload' }).waitFor();
  // The document title is set by an effect after the error page renders: waited for, not read once.
  await expect.poll(() => page.title()).toBe('Unexpected Application Error! | Health Portal');
}

describe('lazy route chunk fails to load', () => {
  it('on client-side navigation: the error page explains and Reload recovers once the chunk is reachable', async () => {
    const page = await signedIn();
    await page.goto('/overview');
    await page.getByTestId('page-title').waitFor();

    const blocked = await blockGadgetsChunk(page);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Gadgets', exact: true }).click();
    await waitForPath(page, '/gadgets');
    await expectChunkError(page);
    expect(blocked.length, 'the gadgets chunk was requested and blocked').toBeGreaterThan(0);
    await screenshot(page, 'route-error-chunk');

    await page.unroute(GADGETS_CHUNK);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByTestId('page-title').getByText('Gadgets').waitFor();
    expect(new URL(page.url()).pathname).toBe('/gadgets');
    expect(await page.getByTestId('route-error').count()).toBe(0);
  });

  it('on a deep link (first load): the same error page; its way home works, and Reload recovers', async () => {
    const page = await signedIn();
    await blockGadgetsChunk(page);
    await page.goto('/gadgets');
    await expectChunkError(page);

    await page.getByRole('link', { name: 'Go to the start page' }).click();
    await waitForPath(page, '/overview');
    await page.getByTestId('page-title').getByText('Overview').waitFor();

    await page.goto('/gadgets');
    await expectChunkError(page);
    await page.unroute(GADGETS_CHUNK);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByTestId('page-title').getByText('Gadgets').waitFor();
    expect(new URL(page.url()).pathname).toBe('/gadgets');
  });
});

/** The overview tiles' charts chunk (tile-charts.tsx), loaded after the page. */
const TILE_CHARTS_CHUNK = /\/assets\/tile-charts-[^/]*\.js(\?|$)/;

describe('a chart chunk that fails to load', () => {
  it('the tile says so and keeps its value; its Try again imports the chunk again and draws the trend', async () => {
    const gadget = await addGadget(t, u.token);
    const now = Date.now();
    const readings = Array.from({ length: 12 }, (_, i) => hr(`cc${i}`, new Date(now - (12 - i) * 60_000), 60 + i));
    expect((await ingest(t, gadget.key, { readings })).status).toBe(200);

    const page = await signedIn();
    const blocked: string[] = [];
    await page.route(TILE_CHARTS_CHUNK, async (route) => {
      blocked.push(route.request().url());
      await route.abort('failed');
    });
    await page.goto('/overview');
    const tile = page.getByTestId('overview-tile-HEART_RATE');
    const failed = tile.getByTestId('chart-failed');
    await failed.waitFor();
    expect(await failed.textContent()).toContain('This chart could not be shown.');
    expect(blocked.length, 'the charts chunk was requested and blocked').toBeGreaterThan(0);
    // The value is still there: only the trend is missing.
    expect(await tile.textContent()).toContain('71');
    expect(await tile.locator('.MuiChartsSurface-root').count()).toBe(0);
    await screenshot(page, 'overview-chart-chunk-failed');
    expect(severe(await runAxe(page)).map(describeFinding)).toEqual([]);

    await page.unroute(TILE_CHARTS_CHUNK);
    const again: string[] = [];
    page.on('request', (r) => {
      if (TILE_CHARTS_CHUNK.test(r.url())) again.push(r.url());
    });
    // The button is inside the tile's link: it retries the chart, and does not open the tile's page.
    await failed.getByRole('button', { name: 'Try again' }).click();
    await tile.locator('.MuiChartsSurface-root').waitFor();
    expect(again.length, 'the charts chunk was requested again').toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/overview');
    expect(await page.getByTestId('chart-failed').count()).toBe(0);
  });
});

describe('the latest values cannot be read', () => {
  it('the page says so above the tiles, and no tile claims there are no readings (English, Arabic, dark phone; axe-clean)', async () => {
    for (const look of [
      { name: 'en', message: 'Wrong Services', customizer: {} },
      { name: 'ar', message: 'خطأ في الخدمة', customizer: { language: 'ar', activeDir: 'rtl' } },
      { name: 'dark-375', message: 'Wrong Services', customizer: { activeMode: 'dark' }, viewport: { width: 375, height: 812 } },
    ]) {
      const context = await newAppContext(browser, t, { token: u.token, customizer: look.customizer, viewport: look.viewport });
      contexts.push(context);
      const page = await context.newPage();
      const refused: string[] = [];
      await page.route('**/graphql', async (route) => {
        const body = route.request().postDataJSON() as { operationName?: string } | null;
        if (body?.operationName !== 'OverviewVitals') return route.fallback();
        refused.push(body.operationName);
        await route.abort('failed');
      });
      await page.goto('/overview');
      const banner = page.getByTestId('overview-error');
      await banner.waitFor();
      expect(await banner.textContent()).toContain(look.message);
      expect(refused.length).toBeGreaterThan(0);
      // Every tile (the five vitals and last night) shows a dash for its value: neither "loading" for ever nor "no
      // readings"; so does the alerts card instead of "no open alerts".
      const tiles = page.locator('[data-testid^=overview-tile-]');
      await page.getByTestId('alerts-unavailable').waitFor();
      expect(await page.getByTestId('alerts-empty').count()).toBe(0);
      await expect.poll(() => tiles.getByTestId('tile-unavailable').count()).toBe(await tiles.count());
      expect(await tiles.getByTestId('tile-empty').count()).toBe(0);
      expect(await tiles.getByTestId('tile-loading').count()).toBe(0);
      await screenshot(page, `overview-values-failed-${look.name}`, true);
      expect(severe(await runAxe(page)).map(describeFinding), look.name).toEqual([]);
      // Nothing wider than the phone: the banner wraps.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), look.name).toBe(true);
    }
  });
});

describe('a page whose data could not be read', () => {
  it('says what failed with a Retry that asks again: once the server answers, the page fills in', async () => {
    const page = await signedIn();
    let refusing = true;
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (!refusing || body?.operationName !== 'OverviewVitals') return route.fallback();
      await route.abort('failed');
    });
    await page.goto('/overview');
    const banner = page.getByTestId('overview-error');
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(/^This could not be loaded\.Wrong Services/);
    refusing = false;
    await banner.getByRole('button', { name: 'Retry' }).click();
    await banner.waitFor({ state: 'detached' });
    // A new member has no readings: the tiles now say so, where they showed a dash while the answer failed.
    await page.locator('[data-testid^=overview-tile-] [data-testid=tile-empty]').first().waitFor();
    expect(await page.getByTestId('tile-unavailable').count()).toBe(0);
  });
});
