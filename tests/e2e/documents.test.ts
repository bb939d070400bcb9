// "Share with my doctor" in a real browser on the built client: from /mrecords the dialog downloads the PDF
// with only the chosen sections (the saved file read back with pdftotext), and the card on /user opens the
// same dialog; axe finds nothing serious in light, dark and Arabic; screenshots (also at 375 px) for a human.
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { runAxe, severe, describeFinding } from '../support/axe.js';
import { browserSuite, newAppContext, SCREENSHOT_DIR, settle, verifiedUser } from '../support/browser.js';
import type { RegisteredUser } from '../support/account-helpers.js';
import { pdfText } from '../support/pdf-text.js';
import type { TestApp } from '../support/test-app.js';

const SHOTS = path.join(SCREENSHOT_DIR, 'documents');
let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

async function open(token: string, url: string, customizer?: Record<string, unknown>, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await newAppContext(browser, t, { token, customizer, ...(viewport ? { viewport } : {}) });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

let ann: RegisteredUser;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  ann = await verifiedUser(t);
  const res = await t.gql('mutation ($i: PersonalInfoInput!) { updatePersonalInfo(input: $i) { id } }', { i: { firstName: 'Ada', lastName: 'Lovelace' } }, ann.token);
  expect(res.errors).toBeUndefined();
});

describe('share with my doctor', () => {
  it('downloads the PDF with the chosen sections from /mrecords', async () => {
    const page = await open(ann.token, '/mrecords');
    await page.getByTestId('share-doctor-open').click();
    const dialog = page.getByTestId('share-doctor-dialog');
    await dialog.waitFor();
    await page.getByRole('checkbox', { name: /Medications/ }).uncheck();
    await page.getByRole('checkbox', { name: /Allergies/ }).uncheck();
    await settle(page);
    await page.screenshot({ path: path.join(SHOTS, 'dialog-light.png'), animations: 'disabled' });
    const download = page.waitForEvent('download');
    await page.getByTestId('share-doctor-download').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^health-summary-\d{4}-\d{2}-\d{2}\.pdf$/);
    // The run's Chromium may be remote (shared): save a local copy rather than reading its download path.
    const saved = path.join(mkdtempSync(path.join(tmpdir(), 'summary-')), file.suggestedFilename());
    await file.saveAs(saved);
    const text = pdfText(readFileSync(saved));
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('Active conditions');
    expect(text).not.toContain('Medications');
    expect(text).not.toContain('Allergies');
    await expect(page.getByTestId('share-doctor-saved').textContent()).resolves.toContain(file.suggestedFilename());
  });

  it('refuses to download with no section chosen', async () => {
    const page = await open(ann.token, '/mrecords');
    await page.getByTestId('share-doctor-open').click();
    for (const box of await page.getByTestId('share-doctor-dialog').getByRole('checkbox').all()) await box.uncheck();
    expect(await page.getByTestId('share-doctor-download').isDisabled()).toBe(true);
  });

  it('is on /user, accessible in light, dark and Arabic, usable at 375 px', async () => {
    const looks = [
      { name: 'light', customizer: undefined, viewport: undefined },
      { name: 'dark', customizer: { activeMode: 'dark' }, viewport: undefined },
      { name: 'ar', customizer: { language: 'ar', activeDir: 'rtl' }, viewport: undefined },
      { name: 'phone', customizer: undefined, viewport: { width: 375, height: 800 } },
    ];
    for (const look of looks) {
      const page = await open(ann.token, '/user', look.customizer, look.viewport);
      const card = page.getByTestId('share-doctor-card');
      await card.waitFor();
      await card.scrollIntoViewIfNeeded();
      await settle(page);
      await card.screenshot({ path: path.join(SHOTS, `card-${look.name}.png`), animations: 'disabled' });
      await page.getByTestId('share-doctor-open').click();
      await page.getByTestId('share-doctor-dialog').waitFor();
      await settle(page);
      await page.screenshot({ path: path.join(SHOTS, `dialog-${look.name}.png`), animations: 'disabled' });
      if (look.name !== 'phone') {
        const findings = severe(await runAxe(page));
        expect(findings.map(describeFinding), look.name).toEqual([]);
      }
    }
  });
});
