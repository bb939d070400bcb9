// A cold /overview or /live/* page sends its first queries with the session check (issue 15 §3, cold pages), and the
// page takes the answers when it asks for them (client/src/shared/api/early-answers.ts): sent while `me` is still
// unanswered, each once, and asked again by the page when an early answer failed. Each case is a fresh context, as
// a cold load is.
import type { Browser, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../support/account-helpers.js';
import { browserSuite, craftToken, newAppContext, settle, verifiedUser, waitForPath } from '../support/browser.js';
import type { TestApp } from '../support/test-app.js';
import { addGadget, hr, ingest } from '../support/vitals-helpers.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

/** A member whose newest heart rate is `last`. */
async function memberWithHeartRate(last: number) {
  const u = await verifiedUser(t);
  const gadget = await addGadget(t, u.token);
  const now = Date.now();
  const readings = Array.from({ length: 10 }, (_, i) => hr(`eq${last}-${i}`, new Date(now - (10 - i) * 60_000), last - 9 + i));
  expect((await ingest(t, gadget.key, { readings })).status).toBe(200);
  return u;
}

let token: string;
beforeAll(async () => {
  token = (await memberWithHeartRate(73)).token;
});

/** The operation a POST /graphql asks for: its operationName, or the name in its document (the session check sends none). */
function operationOf(request: Request): string | null {
  const body = request.postData() ?? '';
  return /"operationName":"(\w+)"/.exec(body)?.[1] ?? /"query":"(?:\\n|\s)*(?:query|mutation)\s+(\w+)/.exec(body)?.[1] ?? null;
}

/** A fresh context, signed in (or with `session`'s token, or none), recording the GraphQL operations it sends. */
async function coldPage(session: string | null = token): Promise<{ page: Page; operations: string[] }> {
  const context = await newAppContext(browser, t, session === null ? {} : { token: session });
  contexts.push(context);
  const page = await context.newPage();
  const operations: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql' && request.method() === 'POST') operations.push(operationOf(request) ?? '?');
  });
  return { page, operations };
}

const heartRateShown = (page: Page) => page.getByTestId('overview-tile-HEART_RATE').getByTestId('tile-value').waitFor();

const livePageReady = async (page: Page) => {
  await page.getByTestId('live-current-value').waitFor();
  await expect.poll(() => page.getByTestId('history-chart').getAttribute('data-points')).not.toBe('0');
};

describe('a cold page’s first queries, sent early', () => {
  it.each([
    { route: '/overview', early: ['OverviewVitals'], ready: heartRateShown },
    { route: '/live/hbr', early: ['LiveLatestVitals', 'LiveReadingsSince', 'LiveVitalSeries'], ready: livePageReady },
  ])('$route: they go out while the session check is still unanswered, once each, and fill the page', async ({ route, early, ready }) => {
    const { page, operations } = await coldPage();
    // Hold `me`: until it answers, no signed-in page renders, so nothing the page renders can send its queries.
    let releaseMe: () => void = () => undefined;
    const meHeld = new Promise<void>((resolve) => {
      releaseMe = resolve;
    });
    await page.route('**/graphql', async (route) => {
      if (operationOf(route.request()) === 'Me') await meHeld;
      await route.fallback();
    });
    const sent = early.map((name) => page.waitForRequest((r) => operationOf(r) === name, { timeout: 10_000 }));
    await page.goto(route);
    await Promise.all(sent);
    expect([...operations].sort()).toEqual(['Me', ...early].sort());
    releaseMe();
    await ready(page);
    const count = (name: string) => operations.filter((op) => op === name).length;
    // The live window's catch-up, once the socket is live, is a read of its own (from the newest reading shown).
    if (early.includes('LiveReadingsSince')) await expect.poll(() => count('LiveReadingsSince')).toBe(2);
    await settle(page);
    // The page took the early answers: it asked for none of them again.
    for (const name of early) expect(count(name), name).toBe(name === 'LiveReadingsSince' ? 2 : 1);
    if (route === '/overview') {
      expect(await page.getByTestId('overview-tile-HEART_RATE').getByTestId('tile-value').textContent()).toMatch(/73/);
    }
  });

  it('is asked again by the page when the early answer failed, and the page shows no error', async () => {
    const { page, operations } = await coldPage();
    let failed = 0;
    await page.route('**/graphql', async (route) => {
      if (operationOf(route.request()) === 'OverviewVitals' && failed++ === 0) {
        await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"busy","code":"UNAVAILABLE"}' });
        return;
      }
      await route.fallback();
    });
    await page.goto('/overview');
    await heartRateShown(page);
    expect(operations.filter((name) => name === 'OverviewVitals')).toHaveLength(2);
    expect(await page.getByTestId('overview-error').count()).toBe(0);
  });

  it('is never handed to another session: signed out before the page asked, the next member gets their own', async () => {
    const other = await memberWithHeartRate(101);
    const { page, operations } = await coldPage();
    // The session check says the stored session is over, after the overview's query went out under its token.
    await page.route('**/graphql', async (route) => {
      if (operationOf(route.request()) === 'Me' && !operations.includes('OverviewVitals')) {
        await page.waitForRequest((r) => operationOf(r) === 'OverviewVitals');
      }
      if (operationOf(route.request()) === 'Me' && operations.filter((op) => op === 'Me').length === 1) {
        const body = { errors: [{ message: 'Your session has ended.', extensions: { code: 'UNAUTHENTICATED' } }] };
        await route.fulfill({ status: 401, contentType: 'application/graphql-response+json', body: JSON.stringify(body) });
        return;
      }
      await route.fallback();
    });
    await page.goto('/overview');
    await page.locator('input[name=email]').fill(other.email);
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await waitForPath(page, '/overview');
    await heartRateShown(page);
    // Within the held answer's freshness, with the same variables: the page still asked, and shows its own member's.
    expect(operations.filter((op) => op === 'OverviewVitals')).toHaveLength(2);
    expect(await page.getByTestId('overview-tile-HEART_RATE').getByTestId('tile-value').textContent()).toMatch(/101/);
  });

  it('is not sent without a session or with an expired one, nor for another first page', async () => {
    for (const session of [null, craftToken(-60)]) {
      const guest = await coldPage(session);
      await guest.page.goto('/overview');
      await guest.page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      await settle(guest.page);
      expect(guest.operations).not.toContain('OverviewVitals');
    }

    const records = await coldPage();
    await records.page.goto('/records');
    await records.page.locator('main h1').waitFor();
    await settle(records.page);
    expect(records.operations).not.toContain('OverviewVitals');
  });
});
