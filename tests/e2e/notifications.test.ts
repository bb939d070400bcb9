// The notification settings card in Chromium against the built client: toggle, quiet hours, a refused value
// shown next to its field, a save that the server really stored; screenshots in light, dark and Arabic.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR, browserSuite, newAppContext, settle, verifiedUser } from '../support/browser.js';
import { watchSubscription } from '../support/live-subscriptions.js';
import type { SubscriptionWatch } from '../support/live-subscriptions.js';
import type { TestApp } from '../support/test-app.js';

const SHOTS = process.env['SHOTS_DIR'] ?? path.join(SCREENSHOT_DIR, 'notifications');
const SETTINGS =
  'query { notificationSettings { criticalAlertEmail quietHoursStart quietHoursEnd weeklySummaryEmail language } }';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

async function openCard(
  token: string,
  customizer?: Record<string, unknown>,
  watch?: (page: Page) => SubscriptionWatch,
): Promise<Page> {
  const context = await newAppContext(browser, t, { token, ...(customizer ? { customizer } : {}) });
  contexts.push(context);
  const page = await context.newPage();
  const subscription = watch?.(page);
  await page.goto('/preferences');
  await page.locator('#notify-weekly').waitFor();
  await subscription?.live();
  return page;
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await settle(page);
  await page.getByTestId('notification-settings').screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled' });
}

describe('notification settings card', () => {
  it('shows a refused quiet-hours end next to the field, then saves toggles and quiet hours', async () => {
    const u = await verifiedUser(t);
    const page = await openCard(u.token);
    await shot(page, 'light-defaults');
    await page.locator('#notify-weekly').check();
    await page.locator('#notify-quiet').check();
    await page.locator('#notify-quiet-start').selectOption('08:00');
    await page.locator('#notify-quiet-end').selectOption('08:00');
    await page.getByTestId('notification-settings').getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Enter an end time different from the start.').count()).toBe(1);
    await shot(page, 'light-error');

    await page.locator('#notify-quiet-start').selectOption('22:30');
    await page.locator('#notify-quiet-end').selectOption('06:45');
    await page.getByTestId('notification-settings').getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('notification-settings-saved').waitFor();
    await shot(page, 'light-saved');
    const res = await t.gql<{ notificationSettings: Record<string, unknown> }>(SETTINGS, {}, u.token);
    expect(res.data?.notificationSettings).toEqual({
      criticalAlertEmail: true,
      quietHoursStart: '22:30',
      quietHoursEnd: '06:45',
      weeklySummaryEmail: true,
      language: 'en',
    });
  });

  it("shows the quiet hours in the user's clock, 24-hour or 12-hour, whatever the browser's own", async () => {
    const u = await verifiedUser(t);
    const label = (p: Page) => p.locator('#notify-quiet-start option:checked').textContent();
    await t.gql('mutation { updatePreferences(input: { units: { clock: H24 } }) { updatedAt } }', {}, u.token);
    const page = await openCard(u.token);
    await page.locator('#notify-quiet').check();
    await page.locator('#notify-quiet-start').selectOption('22:30');
    expect(await label(page)).toBe('22:30');
    await t.gql('mutation { updatePreferences(input: { units: { clock: H12 } }) { updatedAt } }', {}, u.token);
    await page.reload();
    await page.locator('#notify-quiet').check();
    await page.locator('#notify-quiet-start').selectOption('22:30');
    expect(await label(page)).toMatch(/^10:30\sPM$/);
  });

  it("with an account time zone, the quiet hours say they follow it instead of offering a zone of their own", async () => {
    const u = await verifiedUser(t);
    // The change below is pushed once: the page's preferencesUpdated subscriptions must be registered first.
    const page = await openCard(u.token, undefined, (p) =>
      watchSubscription(t, p, 'PreferencesUpdated', 'preferences:updated', u.user.id),
    );
    await page.locator('#notify-quiet').check();
    expect(await page.locator('#notify-time-zone').count(), 'no account zone yet: the card offers one').toBe(1);
    const set = await t.gql('mutation { updatePreferences(input: { units: { timeZone: "Asia/Tokyo" } }) { updatedAt } }', {}, u.token);
    expect(set.errors).toBeUndefined();
    // The preferences arrive live (preferencesUpdated); the card follows them.
    await expect.poll(() => page.getByTestId('notify-account-zone').textContent(), { timeout: 10_000 }).toContain('Asia/Tokyo');
    expect(await page.locator('#notify-time-zone').count()).toBe(0);
    await shot(page, 'light-account-zone');
  });

  it('reads right to left in Arabic, saves the mail language, and looks right in dark mode', async () => {
    const u = await verifiedUser(t);
    const ar = await openCard(u.token, { language: 'ar', activeDir: 'rtl' });
    expect(await ar.evaluate(() => document.dir || document.documentElement.getAttribute('dir'))).toBe('rtl');
    await ar.locator('#notify-critical').uncheck();
    await ar.getByTestId('notification-settings').getByRole('button', { name: 'حفظ' }).click();
    await ar.getByTestId('notification-settings-saved').waitFor();
    await shot(ar, 'ar-saved');
    const res = await t.gql<{ notificationSettings: Record<string, unknown> }>(SETTINGS, {}, u.token);
    expect(res.data?.notificationSettings).toMatchObject({ criticalAlertEmail: false, language: 'ar' });

    // Chinese is 'ch' in the UI and 'zh' for mails: saved from a Chinese page, mails come in Chinese.
    const zh = await openCard(u.token, { language: 'ch' });
    await zh.locator('#notify-critical').check();
    await zh.getByTestId('notification-settings').locator('button[type=submit]').click();
    await zh.getByTestId('notification-settings-saved').waitFor();
    const saved = await t.gql<{ notificationSettings: Record<string, unknown> }>(SETTINGS, {}, u.token);
    expect(saved.data?.notificationSettings).toMatchObject({ criticalAlertEmail: true, language: 'zh' });

    const dark = await openCard(u.token, { activeMode: 'dark' });
    await dark.locator('#notify-quiet').check();
    await shot(dark, 'dark');
  });
});
