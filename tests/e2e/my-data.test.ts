// "My data" on /user in a real browser on the built client: the download streams with a live byte count and
// saves a valid zip (Playwright download event, checked with Info-ZIP unzip); deleting the account through the
// dialog (a wrong password first, then the right one) signs out to the sign-in page with a notice, and the old
// token is refused. Screenshots of the card and the dialog in light, dark and Arabic (RTL).
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserSuite, newAppContext, SCREENSHOT_DIR, settle, verifiedUser, waitForPath } from '../support/browser.js';
import { ME, PASSWORD, codeOf } from '../support/account-helpers.js';
import type { RegisteredUser } from '../support/account-helpers.js';
import type { TestApp } from '../support/test-app.js';
import { addGadget, ingest, minutesAgo } from '../support/vitals-helpers.js';
import { CONFIRM_2FA, START_2FA, totpAt } from '../support/security-helpers.js';
import { unzip } from '../support/zip-helpers.js';
import { cutTexts } from '../support/cut-text.js';
import { buildFormatters } from '../../client/src/shared/lib/use-format.js';

const SHOTS = path.join(SCREENSHOT_DIR, 'my-data');
let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

async function open(token: string, customizer?: Record<string, unknown>): Promise<Page> {
  const context = await newAppContext(browser, t, { token, customizer });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/user');
  await page.getByTestId('my-data-card').waitFor();
  return page;
}

describe('download everything', () => {
  let ann: RegisteredUser;
  const READINGS = 15_000;
  beforeAll(async () => {
    ann = await verifiedUser(t);
    const g = await addGadget(t, ann.token, 'WEARABLE', 'Ann watch');
    for (let b = 0; b < READINGS / 5000; b++) {
      const readings = Array.from({ length: 5000 }, (_, i) => ({
        id: `r-${b}-${i}`,
        kind: 'heart_rate',
        time: minutesAgo(b * 5000 + i + 1).toISOString(),
        value: 55 + (i % 50),
      }));
      expect((await ingest(t, g.key, { readings })).status).toBe(200);
    }
  });

  it('shows the bytes received while it streams, then saves a valid zip with every reading', async () => {
    const page = await open(ann.token);
    // Record every byte count the page shows (the stream may be quicker than any polling).
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { __bytes: number[] }).__bytes = seen;
      new MutationObserver(() => {
        const el = document.querySelector('[data-testid=export-bytes]');
        const n = Number(el?.getAttribute('data-bytes') ?? 'NaN');
        if (n > 0 && seen[seen.length - 1] !== n) seen.push(n);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    const download = page.waitForEvent('download');
    await page.getByTestId('export-download').click();
    // A picture of the progress state when the stream is slow enough to catch it (not asserted: timing).
    await page
      .getByTestId('export-progress')
      .waitFor({ timeout: 2_000 })
      .then(() => page.getByTestId('my-data-card').screenshot({ path: path.join(SHOTS, 'card-progress.png') }))
      .catch(() => undefined);
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^my-health-data-\d{4}-\d{2}-\d{2}\.zip$/);
    // The run's Chromium may be shared (remote): save a local copy instead of reading its download path.
    const saved = path.join(mkdtempSync(path.join(tmpdir(), 'export-')), file.suggestedFilename());
    await file.saveAs(saved);
    const bytes = readFileSync(saved);
    await expect(page.getByTestId('export-saved').textContent()).resolves.toContain(file.suggestedFilename());
    const seen = await page.evaluate(() => (window as unknown as { __bytes: number[] }).__bytes);
    // Counts shown while it streamed: growing, never past the file (React may fold the last one into "saved").
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen[seen.length - 1]).toBeLessThanOrEqual(bytes.length);
    expect(await page.getByTestId('export-saved').getAttribute('data-bytes')).toBe(String(bytes.length));
    // The size in the shared formatters' units, as every other size in the UI ("1.2 MB", not "1234.5 kB").
    const sizeText = buildFormatters('en-u-nu-latn', { timeZone: undefined, hour12: false }).bytes(bytes.length);
    await expect(page.getByTestId('export-saved').textContent()).resolves.toContain(sizeText);
    const z = unzip(bytes);
    try {
      expect(z.integrity).toMatch(/No errors detected/);
      expect(z.names).toContain('vital-readings.csv');
      expect(z.text('vital-readings.csv').trimEnd().split('\r\n')).toHaveLength(READINGS + 1);
    } finally {
      z.dispose();
    }
  });
});

describe('delete the account', () => {
  it('refuses a wrong password in the dialog, then deletes, signs out and says so on the sign-in page', async () => {
    const bea = await verifiedUser(t);
    const page = await open(bea.token);
    await expect(page.getByTestId('my-data-kept').textContent()).resolves.toMatch(/administrators/);
    await page.getByTestId('delete-account-open').click();
    const dialog = page.getByRole('dialog');
    const submit = dialog.getByTestId('delete-account-submit');
    await dialog.getByLabel('Your password').fill('wrong password here');
    await dialog.getByLabel('Your e-mail address').fill('someone@else.test');
    expect(await submit.isDisabled()).toBe(true); // the typed address must match first
    await dialog.getByLabel('Your e-mail address').fill(bea.email);
    await submit.click();
    await expect(dialog.getByText('The password is not correct.').waitFor()).resolves.toBeUndefined();
    expect(codeOf(await t.gql(ME, {}, bea.token))).toBeUndefined(); // nothing deleted
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'dialog-wrong-password.png') });
    await dialog.getByLabel('Your password').fill(PASSWORD);
    await submit.click();
    await waitForPath(page, '/auth/login');
    await expect(page.getByTestId('session-ended').textContent()).resolves.toMatch(
      /account and all its data have been deleted/,
    );
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'login-after-deletion.png') });
    expect(codeOf(await t.gql(ME, {}, bea.token))).toBe('UNAUTHENTICATED');
  });

  it('with two-factor on, a code used already is said to be so (it read "not valid, enter a current one")', async () => {
    const cy = await verifiedUser(t);
    const start = await t.gql<{ startTwoFactorEnrollment: { secret: string } }>(START_2FA, {}, cy.token);
    const secret = start.data?.startTwoFactorEnrollment.secret ?? '';
    const used = await totpAt(secret, 0);
    expect((await t.gql(CONFIRM_2FA, { code: used }, cy.token)).errors).toBeUndefined();
    const page = await open(cy.token, { language: 'fr' });
    await page.getByTestId('delete-account-open').click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#delete-password').fill(PASSWORD);
    await dialog.locator('#delete-confirmation').fill(cy.email);
    await dialog.locator('#delete-code').fill(used);
    await dialog.getByTestId('delete-account-submit').click();
    await dialog.getByText('Ce code n’est pas correct ou a déjà servi.').waitFor();
    expect(codeOf(await t.gql(ME, {}, cy.token))).toBeUndefined(); // nothing deleted
  });
});

describe('how it looks', () => {
  it('renders the card and the dialog in light, dark and Arabic (screenshots looked at)', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const u = await verifiedUser(t);
    const looks = [
      { name: 'light', customizer: undefined },
      { name: 'dark', customizer: { activeMode: 'dark' } },
      { name: 'ar', customizer: { language: 'ar', activeDir: 'rtl' } },
    ];
    for (const look of looks) {
      const page = await open(u.token, look.customizer);
      if (look.name === 'ar') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      const card = page.getByTestId('my-data-card');
      await card.scrollIntoViewIfNeeded();
      await settle(page);
      await card.screenshot({ path: path.join(SHOTS, `card-${look.name}.png`), animations: 'disabled' });
      await page.getByTestId('delete-account-open').click();
      await page.getByRole('dialog').waitFor();
      await settle(page);
      await page.screenshot({ path: path.join(SHOTS, `dialog-${look.name}.png`), animations: 'disabled' });
    }
  });

  it('at 375 px, in each language, no label of the deletion dialog is cut ("Saisissez votre adresse e-mail pour c…")', async () => {
    const u = await verifiedUser(t);
    for (const language of ['en', 'fr', 'ar', 'ch']) {
      const context = await newAppContext(browser, t, {
        token: u.token,
        customizer: { language, activeDir: language === 'ar' ? 'rtl' : 'ltr' },
        viewport: { width: 375, height: 812 },
      });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto('/user');
      await page.getByTestId('delete-account-open').click();
      await page.getByRole('dialog').waitFor();
      await settle(page);
      expect(await cutTexts(page), language).toEqual([]);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, `dialog-375-${language}.png`), animations: 'disabled' });
    }
  });
});
