// /personalInfo in a real browser on the built client: the overview prompts a fresh user; saving with bad
// values shows the server's message next to each field (and nothing is stored); fixing them saves, with a
// clear result, and a second tab shows the new values live; the overview prompt is gone. Values from an
// imported FHIR Patient are offered beside the current ones and go into the form only. Screenshots in light,
// dark and Arabic RTL, each checked with axe.
import { mkdirSync, copyFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  browserSuite,
  newAppContext,
  screenshot,
  SCREENSHOT_DIR,
  verifiedUser,
  waitForPath,
} from '../support/browser.js';
import { describeFinding, runAxe, severe } from '../support/axe.js';
import { SAMPLE_BUNDLE, importBundle } from '../support/records-helpers.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

const SHOTS = path.join(SCREENSHOT_DIR, 'personal-info');

async function open(token: string, customizer?: Record<string, unknown>) {
  const context = await newAppContext(browser, t, { token, customizer });
  contexts.push(context);
  return context;
}

const helper = (page: Page, id: string) => page.locator(`#pi-${id}-helper-text`);
const ME = 'query { me { personalInfo { filled birthDate phone heightCm } } }';

describe('personal information', () => {
  it('shows field errors from the server, then saves; another tab and the overview follow', async () => {
    const u = await verifiedUser(t, { firstName: 'Ada', lastName: 'Lovelace' });
    const context = await open(u.token);
    const page = await context.newPage();
    await page.goto('/ai');
    await page.getByTestId('personal-info-prompt').waitFor();
    await page.goto('/overview');
    const prompt = page.getByTestId('personal-info-prompt');
    await prompt.waitFor();
    await prompt.getByRole('link').click();
    await waitForPath(page, '/personalInfo');
    await page.locator('#pi-firstName').waitFor();
    expect(await page.locator('#pi-firstName').inputValue()).toBe('Ada');

    // A second tab on the same page, left untouched: it must follow the save live.
    const other = await context.newPage();
    await other.goto('/personalInfo');
    await other.locator('#pi-birthDate').waitFor();

    const next = new Date().getUTCFullYear() + 1;
    await page.fill('#pi-birthDate', `${next}-01-01`);
    await page.selectOption('#pi-sexAtBirth', 'FEMALE');
    await page.fill('#pi-phone', 'call me');
    await page.fill('#pi-heightCm', '5');
    await page.getByTestId('personal-info-save').click();
    await page.getByTestId('personal-info-error').waitFor();
    await expect.poll(() => helper(page, 'birthDate').textContent()).toBe('A date of birth cannot be in the future.');
    expect(await helper(page, 'phone').textContent()).toMatch(/valid phone number/);
    expect(await helper(page, 'heightCm').textContent()).toBe('Enter a value between 30 and 275 cm.');
    expect(await page.locator('#pi-birthDate').getAttribute('aria-invalid')).toBe('true');
    // The first field in error has the focus.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('pi-birthDate');
    // The error state stays accessible (axe, WCAG 2.2 AA: no serious or critical finding).
    expect(severe(await runAxe(page)).map(describeFinding)).toEqual([]);
    const before = await t.gql<{ me: { personalInfo: { birthDate: string | null } } }>(ME, {}, u.token);
    expect(before.data?.me.personalInfo.birthDate).toBeNull();
    mkdirSync(SHOTS, { recursive: true });
    // Back to the top so the full-page shot is not taken mid-scroll (sticky header and sidebar).
    await page.evaluate(() => window.scrollTo(0, 0));
    copyFileSync(await screenshot(page, 'personal-info-errors', true), path.join(SHOTS, 'personal-info-errors.png'));

    await page.fill('#pi-birthDate', '1985-12-10');
    await page.fill('#pi-phone', '+44 20 7946 0958');
    await page.fill('#pi-heightCm', '170');
    // Editing a field clears its message.
    expect(await helper(page, 'heightCm').count()).toBe(0);
    await page.getByTestId('personal-info-save').click();
    await page.getByTestId('personal-info-saved').waitFor();
    await expect.poll(() => page.locator('#pi-phone').inputValue()).toBe('+442079460958');
    expect(await page.getByTestId('personal-info-status').textContent()).toBe('Your required details are complete.');
    const after = await t.gql<{ me: { personalInfo: Record<string, unknown> } }>(ME, {}, u.token);
    expect(after.data?.me.personalInfo).toEqual({
      filled: true,
      birthDate: '1985-12-10',
      phone: '+442079460958',
      heightCm: 170,
    });

    // The other tab, over accountUpdated, without a reload.
    // (Shown the English way: the field writes days in the page's language, whatever was typed.)
    await expect.poll(() => other.locator('#pi-birthDate').inputValue(), { timeout: 5_000 }).toBe('12/10/1985');
    expect(await other.locator('#pi-phone').inputValue()).toBe('+442079460958');
    expect(await other.getByTestId('personal-info-status').textContent()).toBe('Your required details are complete.');

    await page.goto('/overview');
    await page.getByTestId('page-title').waitFor();
    expect(await page.getByTestId('personal-info-prompt').count()).toBe(0);
    await page.goto('/ai');
    await page.getByTestId('page-title').waitFor();
    expect(await page.getByTestId('personal-info-prompt').count()).toBe(0);
  });

  it('the date of birth is typed in the page language (French: day first); an impossible day is not saved', async () => {
    const u = await verifiedUser(t, { firstName: 'Jeanne', lastName: 'Datedenaissance' });
    const page = await (await open(u.token, { language: 'fr' })).newPage();
    await page.goto('/personalInfo');
    const birth = page.locator('#pi-birthDate');
    await birth.waitFor();
    // A text field, not the browser's date input (which would follow the browser's English, mm/dd/yyyy).
    expect(await birth.getAttribute('type')).toBe('text');
    expect(await birth.getAttribute('placeholder')).toBe(`ex. 31/12/${new Date().getFullYear()}`);
    const stored = async () =>
      (await t.gql<{ me: { personalInfo: { birthDate: string | null } } }>(ME, {}, u.token)).data?.me.personalInfo
        .birthDate;

    await birth.fill('31/12/1980');
    await page.getByTestId('personal-info-save').click();
    await page.getByTestId('personal-info-saved').waitFor();
    expect(await stored()).toBe('1980-12-31');
    expect(await birth.inputValue()).toBe('31/12/1980');

    // 31 February: said in French under the field, the save is held (nothing sent) and the field has the focus.
    await birth.fill('31/02/1981');
    await page.getByTestId('personal-info-save').click();
    await page.getByTestId('personal-info-error').waitFor();
    expect(await helper(page, 'birthDate').textContent()).toBe(
      `Cette date n’existe pas. Écrivez-la comme 31/12/${new Date().getFullYear()}.`,
    );
    expect(await birth.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('pi-birthDate');
    expect(await stored()).toBe('1980-12-31');
    expect(severe(await runAxe(page)).map(describeFinding)).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    copyFileSync(await screenshot(page, 'personal-info-birth-fr', true), path.join(SHOTS, 'birth-error-fr.png'));

    // Corrected, it saves (a day typed the ISO way is read too).
    await birth.fill('1981-02-28');
    await page.getByTestId('personal-info-save').click();
    await expect.poll(stored).toBe('1981-02-28');
    // Written back in the page's order when the page shows it again.
    await page.reload();
    await expect.poll(() => page.locator('#pi-birthDate').inputValue()).toBe('28/02/1981');
  });

  it('an impossible day or a word for a number does not hide the other fields’ problems: all show at the first save', async () => {
    const u = await verifiedUser(t, { firstName: 'Ida', lastName: 'Ensemble' });
    const page = await (await open(u.token)).newPage();
    await page.goto('/personalInfo');
    const birth = page.locator('#pi-birthDate');
    await birth.waitFor();
    // Two problems the page finds itself (no such day; not a number) and two only the server knows.
    await birth.fill('02/31/1981');
    await page.fill('#pi-weightKg', 'heavy');
    await page.fill('#pi-phone', 'call me');
    await page.fill('#pi-heightCm', '5');
    await page.getByTestId('personal-info-save').click();
    await page.getByTestId('personal-info-error').waitFor();
    await expect.poll(() => helper(page, 'phone').textContent()).toMatch(/valid phone number/);
    expect(await helper(page, 'heightCm').textContent()).toBe('Enter a value between 30 and 275 cm.');
    expect(await helper(page, 'weightKg').textContent()).toBe('Enter a number.');
    expect(await helper(page, 'birthDate').textContent()).toMatch(/^Not a real date\./);
    // The first field in the form's order has the focus; nothing was stored.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('pi-birthDate');
    const stored = await t.gql<{ me: { personalInfo: Record<string, unknown> } }>(ME, {}, u.token);
    expect(stored.data?.me.personalInfo).toEqual({ filled: false, birthDate: null, phone: null, heightCm: null });

    // Put right, all at once, it saves.
    await birth.fill('02/28/1981');
    await page.fill('#pi-weightKg', '61');
    await page.fill('#pi-phone', '+44 20 7946 0958');
    await page.fill('#pi-heightCm', '170');
    await page.getByTestId('personal-info-save').click();
    await page.getByTestId('personal-info-saved').waitFor();
    const saved = await t.gql<{ me: { personalInfo: Record<string, unknown> } }>(ME, {}, u.token);
    expect(saved.data?.me.personalInfo).toMatchObject({ birthDate: '1981-02-28', phone: '+442079460958', heightCm: 170 });
  });

  // The server refuses text over its limits (personal-info.validation.ts) with "This is too long.", which does not
  // say by how much: the fields take no more than the server keeps, as the other forms' fields do.
  it('a text field takes no more characters than the server accepts', async () => {
    const u = await verifiedUser(t, { firstName: 'Long', lastName: 'Names' });
    const page = await (await open(u.token)).newPage();
    await page.goto('/personalInfo');
    await page.locator('#pi-firstName').waitFor();
    const limits = {
      firstName: 100,
      lastName: 100,
      phone: 40,
      'address-line': 200,
      'address-city': 100,
      'address-postalCode': 20,
      'emergencyContact-name': 100,
      'emergencyContact-relation': 50,
      'emergencyContact-phone': 40,
    };
    const lengths: Record<string, number> = {};
    for (const id of Object.keys(limits)) {
      await page.fill(`#pi-${id}`, '7'.repeat(300));
      lengths[id] = (await page.locator(`#pi-${id}`).inputValue()).length;
    }
    expect(lengths).toEqual(limits);
  });

  it('offers what an imported Patient says beside the current value, into the form only', async () => {
    const u = await verifiedUser(t, { firstName: 'H', lastName: 'Simpson' });
    expect((await importBundle(t, u.token, SAMPLE_BUNDLE)).errors).toBeUndefined();
    const page = await (await open(u.token)).newPage();
    await page.goto('/personalInfo');
    const row = page.getByTestId('records-row-firstName');
    await row.waitFor();
    expect(await row.locator('td').allTextContents()).toEqual(['H', 'Homer', 'Use this']);
    expect(await page.getByTestId('records-row-lastName').locator('td').nth(2).textContent()).toBe('Same');
    await row.getByRole('button', { name: 'Use this: First name' }).click();
    expect(await page.locator('#pi-firstName').inputValue()).toBe('Homer');
    // Nothing stored until the user saves.
    const me = await t.gql<{ me: { firstName: string } }>('query { me { firstName } }', {}, u.token);
    expect(me.data?.me.firstName).toBe('H');

    // At 375 px the table scrolls inside its card: the page itself does not overflow and every "Use this"
    // button can be brought into view and used.
    const phone = await (
      await newAppContext(browser, t, { token: u.token, viewport: { width: 375, height: 812 } })
    ).newPage();
    await phone.goto('/personalInfo');
    const useBirthDate = phone.getByTestId('records-row-birthDate').getByRole('button');
    await useBirthDate.waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await useBirthDate.scrollIntoViewIfNeeded();
    const box = await useBirthDate.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await phone.context().close();
  });

  it('screenshots in light, dark and Arabic RTL', async () => {
    const u = await verifiedUser(t, { firstName: 'Homer', lastName: 'Simpson' });
    expect((await importBundle(t, u.token, SAMPLE_BUNDLE)).errors).toBeUndefined();
    mkdirSync(SHOTS, { recursive: true });
    const looks: { name: string; customizer?: Record<string, unknown> }[] = [
      { name: 'light' },
      { name: 'dark', customizer: { activeMode: 'dark' } },
      { name: 'ar-rtl', customizer: { language: 'ar', activeDir: 'rtl' } },
    ];
    for (const look of looks) {
      const page = await (await open(u.token, look.customizer)).newPage();
      await page.goto('/personalInfo');
      await page.getByTestId('personal-info-records').waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(look.name === 'ar-rtl' ? 'rtl' : 'ltr');
      expect(severe(await runAxe(page)).map(describeFinding)).toEqual([]);
      const file = await screenshot(page, `personal-info-${look.name}`, true);
      copyFileSync(file, path.join(SHOTS, path.basename(file)));
      await page.goto('/overview');
      await page.getByTestId('personal-info-prompt').waitFor();
      const prompt = await screenshot(page, `personal-info-prompt-${look.name}`);
      copyFileSync(prompt, path.join(SHOTS, path.basename(prompt)));
    }
  });
});
