// The router's error page (spec §2, §8) for lazy route chunks that fail to load: a clear message, the
// ChunkLoadError text 'Loading chunk {id} failed', and a Reload button that recovers once the chunk loads.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RegisteredUser } from '../support/account-helpers.js';
import { browserSuite, newAppContext, screenshot, verifiedUser, waitForPath } from '../support/browser.js';
import type { TestApp } from '../support/test-app.js';

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
