// The overview's records and twin highlights (issue 15 §5) in Chromium: the newest records, each a link to its
// page, and every body system with its out-of-range count, each a link to the system's page. axe on the page;
// screenshots in light, dark and Arabic (RTL).
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { userWithData } from '../support/a11y-helpers.js';
import type { RegisteredUser } from '../support/account-helpers.js';
import { describeFinding, runAxe, severe } from '../support/axe.js';
import { browserSuite, newAppContext, screenshot, settle, waitForPath } from '../support/browser.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

let user: RegisteredUser;
beforeAll(async () => {
  user = (await userWithData(t)).user;
});

async function overview(customizer?: Record<string, unknown>): Promise<Page> {
  const context = await newAppContext(browser, t, { token: user.token, ...(customizer ? { customizer } : {}) });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/overview');
  await page.getByTestId('overview-body-systems').getByTestId('body-system-blood').waitFor();
  await page.getByTestId('overview-latest-records').getByRole('listitem').first().waitFor();
  return page;
}

describe('overview highlights', () => {
  it('lists the newest records and every body system, and each leads to its page', async () => {
    const page = await overview();
    const systems = page.getByTestId('overview-body-systems');
    expect(await systems.getByRole('listitem').count()).toBe(7);
    // The counts are the twin pages' own: compare one system with the API.
    const api = await t.gql<{ twin: { summary: { indicatorsOutOfRange: number; indicatorsWithData: number } } }>(
      'query { twin(system: BLOOD) { summary { indicatorsOutOfRange indicatorsWithData } } }',
      {},
      user.token,
    );
    const blood = api.data?.twin.summary;
    const chip = (await systems.getByTestId('body-system-blood').textContent()) ?? '';
    if (!blood?.indicatorsWithData) expect(chip).toContain('No data yet');
    else if (blood.indicatorsOutOfRange) expect(chip).toContain(`${blood.indicatorsOutOfRange} out of range`);
    else expect(chip).toContain('In range');

    const records = page.getByTestId('overview-latest-records');
    const first = records.getByRole('listitem').first().getByRole('link');
    const title = (await first.textContent()) ?? '';
    expect(title.length).toBeGreaterThan(0);
    await settle(page);
    expect(severe(await runAxe(page)).map(describeFinding)).toEqual([]);
    await screenshot(page, 'overview-highlights-light', true);

    await first.click();
    await page.waitForURL((url) => url.pathname.startsWith('/mrecord/'));
    await page.getByTestId('page-title').getByText(title).waitFor();
    await page.goBack();
    await page.getByTestId('overview-body-systems').getByRole('link', { name: 'Kidneys' }).click();
    await waitForPath(page, '/twine/kidney');
  });

  it('looks right in dark and in Arabic', async () => {
    for (const [name, customizer] of [
      ['dark', { activeMode: 'dark' }],
      ['ar-rtl', { language: 'ar', activeDir: 'rtl' }],
    ] as const) {
      const page = await overview(customizer);
      await settle(page);
      expect(severe(await runAxe(page)).map(describeFinding)).toEqual([]);
      await screenshot(page, `overview-highlights-${name}`, true);
    }
  });
});
