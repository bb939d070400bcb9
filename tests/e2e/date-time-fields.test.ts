// Instants typed as a day and a time (shared/ui/date-time-field.tsx) on the record form and in the ban dialog: in
// the page's language and the user's clock, read in the user's time zone (preferences) and not the browser's. Each
// browser here runs in New York while the user's preference says otherwise, so a time read in the device's zone
// (what <input type="datetime-local"> did) gives another instant than the one checked. Impossible or half-typed
// times are said in the page's language and nothing is sent. Screenshots and axe in light, dark, Arabic, 375 px.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RegisteredUser } from '../support/account-helpers.js';
import { describeFinding, runAxe, severe } from '../support/axe.js';
import { cutTexts } from '../support/cut-text.js';
import { browserSuite, newAppContext, pathOf, screenshot, verifiedUser } from '../support/browser.js';
import type { ContextOptions } from '../support/browser.js';
import { RECORD } from '../support/records-helpers.js';
import type { Rec } from '../support/records-helpers.js';
import type { TestApp } from '../support/test-app.js';
import { ar } from '../../client/src/i18n/locales/ar.js';
import { en } from '../../client/src/i18n/locales/en.js';
import { fr } from '../../client/src/i18n/locales/fr.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

const NEW_YORK = 'America/New_York';
const YEAR = new Date().getFullYear();
/** Intl's spaces differ between ICU versions (U+202F before PM in recent ones): compared as plain spaces. */
const plain = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

async function userWith(units: { clock: 'H12' | 'H24'; timeZone: string }, admin = false): Promise<RegisteredUser> {
  const user = await verifiedUser(t, { firstName: 'Zoe', lastName: 'Zoned' });
  await t.app.services.preferences.update(user.user.id, { units });
  if (admin) await t.app.services.admin.setAdmin(null, user.user.id, true);
  return user;
}

async function open(opts: ContextOptions): Promise<Page> {
  const context = await newAppContext(browser, t, { timezoneId: NEW_YORK, ...opts });
  contexts.push(context);
  return context.newPage();
}

/** GraphQL requests carrying `operation`, as the page sends them. */
function watchRequests(page: Page, operation: string): string[] {
  const bodies: string[] = [];
  page.on('request', (req) => {
    const body = req.postData() ?? '';
    if (req.url().endsWith('/graphql') && body.includes(operation)) bodies.push(body);
  });
  return bodies;
}

/**
 * Waits until the time part shows the current time in `timeZone` (the field starts at "now"): the account's
 * preferences have arrived, so what is typed next is read in that zone and not the browser's.
 */
async function waitForZone(page: Page, testId: string, timeZone: string, hour12: boolean): Promise<void> {
  const clock = new Intl.DateTimeFormat('en', {
    hour: hour12 ? 'numeric' : '2-digit',
    minute: '2-digit',
    hourCycle: hour12 ? 'h12' : 'h23',
    timeZone,
  });
  const time = page.getByTestId(testId);
  await expect
    .poll(async () => {
      const now = Date.now();
      // Hours and minutes only: the page writes AM/PM in its own language (م in Arabic).
      const digits = (s: string) => s.replace(/[^\d:]/g, '');
      return [clock.format(now - 60_000), clock.format(now)].map(digits).includes(digits(await time.inputValue()));
    })
    .toBe(true);
}

/** The text of the message(s) an input is described by. */
async function description(page: Page, testId: string): Promise<string> {
  const ids = (await page.getByTestId(testId).getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(ids.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' | ');
}

async function storedRecord(page: Page, token: string): Promise<Rec> {
  await page.waitForURL((url) => /^\/mrecord\/[^/]+$/.test(url.pathname));
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
  const record = (await t.gql<{ record: Rec | null }>(RECORD, { id }, token)).data?.record;
  if (!record) throw new Error(`record ${id} not found`);
  return record;
}

describe('date-and-time fields', () => {
  it('record: French page, Tokyo 24-hour clock, New York browser: 15/03/2025 09:00 is 09:00 in Tokyo; 25:61 is refused', async () => {
    const user = await userWith({ clock: 'H24', timeZone: 'Asia/Tokyo' });
    const page = await open({ token: user.token, customizer: { language: 'fr' } });
    const creates = watchRequests(page, 'createRecord');
    await page.goto('/mrecord');
    await waitForZone(page, 'record-date-time', 'Asia/Tokyo', false);
    const day = page.getByTestId('record-date-day');
    const time = page.getByTestId('record-date-time');
    // Text fields in the page's language, not the browser's date-and-time input (English, mm/dd/yyyy, AM/PM).
    expect(await day.getAttribute('type')).toBe('text');
    expect(await time.getAttribute('type')).toBe('text');
    expect(await day.getAttribute('placeholder')).toBe(`ex. 31/12/${YEAR}`);
    expect(await time.getAttribute('placeholder')).toBe('ex. 14:30');
    // The time is named after its field, so the two "Heure" of the form are told apart.
    expect(await page.getByRole('textbox', { name: 'Date Heure', exact: true }).getAttribute('data-testid')).toBe(
      'record-date-time',
    );

    await page.getByTestId('record-title').fill('Prise de sang');
    await day.fill('15/03/2025');
    await time.fill('25:61');
    await time.blur();
    await expect.poll(() => time.getAttribute('aria-invalid')).toBe('true');
    expect(await description(page, 'record-date-time')).toBe('Cette heure n’existe pas. Écrivez-la comme 14:30.');
    await page.getByTestId('record-save').click();
    await expect.poll(() => page.getByTestId('record-form-error').textContent()).toBe(fr.records.form.fixErrors);
    expect(creates, 'nothing sent while the time is impossible').toEqual([]);
    expect(pathOf(page)).toBe('/mrecord');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('record-date-time');

    await time.fill('9h00');
    await page.getByTestId('record-save').click();
    const stored = await storedRecord(page, user.token);
    // 09:00 in Tokyo (UTC+9) is midnight UTC; the browser's New York would have made it 14:00 UTC.
    expect(stored.date).toBe('2025-03-15T00:00:00.000Z');
    expect(creates).toHaveLength(1);

    // Edited, the stored instant shows in Tokyo again (in New York it would read 14/03/2025 20:00).
    await page.getByTestId('record-edit').click();
    await expect.poll(() => day.inputValue()).toBe('15/03/2025');
    expect(await time.inputValue()).toBe('09:00');
  });

  it('record: English page, 12-hour clock in Paris: "2:30" asks for AM or PM, "2:30 PM" and "3:45 pm" are stored', async () => {
    const user = await userWith({ clock: 'H12', timeZone: 'Europe/Paris' });
    const page = await open({ token: user.token });
    const creates = watchRequests(page, 'createRecord');
    await page.goto('/mrecord');
    await waitForZone(page, 'record-date-time', 'Europe/Paris', true);
    const time = page.getByTestId('record-date-time');
    expect(plain(await time.getAttribute('placeholder'))).toBe('e.g. 2:30 PM');
    expect(await page.getByTestId('record-endDate-day').getAttribute('placeholder')).toBe(`e.g. 12/31/${YEAR}`);

    await page.getByTestId('record-title').fill('Vaccination');
    await page.getByTestId('record-date-day').fill('07/01/2025');
    await time.fill('2:30');
    await time.blur();
    await expect.poll(() => time.getAttribute('aria-invalid')).toBe('true');
    expect(plain(await description(page, 'record-date-time'))).toBe('Add AM or PM, like 2:30 PM.');
    await time.fill('2:30 PM');
    // The end: a day without a time is not sent either.
    await page.getByTestId('record-endDate-day').fill('07/01/2025');
    await page.getByTestId('record-save').click();
    const endTime = page.getByTestId('record-endDate-time');
    await expect.poll(() => endTime.getAttribute('aria-invalid')).toBe('true');
    expect(plain(await description(page, 'record-endDate-time'))).toBe('Enter the time too, like 2:30 PM.');
    expect(creates).toEqual([]);
    await endTime.fill('3:45 pm');
    await page.getByTestId('record-save').click();
    const stored = await storedRecord(page, user.token);
    // Paris is on summer time (UTC+2) on 1 July.
    expect(stored.date).toBe('2025-07-01T12:30:00.000Z');
    expect(stored.endDate).toBe('2025-07-01T13:45:00.000Z');
  });

  it('ban: an end typed in French on a Tokyo 24-hour clock in a New York browser is that Tokyo instant', async () => {
    const admin = await userWith({ clock: 'H24', timeZone: 'Asia/Tokyo' }, true);
    const someone = await verifiedUser(t, { firstName: 'Timed', lastName: 'Ban' });
    const page = await open({ token: admin.token, customizer: { language: 'fr' } });
    const bans = watchRequests(page, 'adminBanUser');
    await page.goto('/admin/users');
    await page.getByLabel(fr.admin.search).fill(someone.email);
    await expect.poll(() => page.locator('.MuiDataGrid-row').count()).toBe(1);
    await page.getByTestId(`admin-actions-${someone.email.toLowerCase()}`).click();
    await page.getByTestId('admin-action-ban').click();
    const dialog = page.getByTestId('ban-dialog');
    await dialog.getByLabel(/Motif/).fill('Messages abusifs');
    const day = page.getByTestId('ban-until-day');
    const time = page.getByTestId('ban-until-time');
    expect(await day.getAttribute('placeholder')).toBe(`ex. 31/12/${YEAR}`);
    // The hint stays linked to both parts.
    expect(await description(page, 'ban-until-day')).toBe(fr.admin.dialogs.untilHelp);

    await day.fill(`15/01/${YEAR + 1}`);
    await time.fill('25:61');
    await dialog.getByTestId('ban-confirm').click();
    await expect.poll(() => time.getAttribute('aria-invalid')).toBe('true');
    // In place of the hint, on the line under both parts (always there, so the button did not move as it appeared).
    expect(await description(page, 'ban-until-time')).toBe('Cette heure n’existe pas. Écrivez-la comme 14:30.');
    expect(await description(page, 'ban-until-day')).toBe('Cette heure n’existe pas. Écrivez-la comme 14:30.');
    expect(await day.getAttribute('aria-invalid')).toBe('false');
    expect(bans, 'no ban sent with an impossible end').toEqual([]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('ban-until-time');

    await time.fill('09:00');
    await dialog.getByTestId('ban-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    expect(bans).toHaveLength(1);
    const users = await t.gql<{ adminUsers: { nodes: { email: string; bannedUntil: string | null }[] } }>(
      'query U($search: String) { adminUsers(search: $search) { nodes { email bannedUntil } } }',
      { search: someone.email },
      admin.token,
    );
    // 09:00 in Tokyo is midnight UTC the same day.
    expect(users.data?.adminUsers.nodes[0]?.bannedUntil).toBe(new Date(Date.UTC(YEAR + 1, 0, 15)).toISOString());
  });

  it('ban: an empty reason and an end in the past are both said at once, focus on the first, nothing sent', async () => {
    const admin = await userWith({ clock: 'H24', timeZone: 'Europe/Paris' }, true);
    const someone = await verifiedUser(t, { firstName: 'Both', lastName: 'Wrong' });
    const page = await open({ token: admin.token });
    const bans = watchRequests(page, 'adminBanUser');
    await page.goto('/admin/users');
    await page.getByLabel(en.admin.search).fill(someone.email);
    await expect.poll(() => page.locator('.MuiDataGrid-row').count()).toBe(1);
    await page.getByTestId(`admin-actions-${someone.email.toLowerCase()}`).click();
    await page.getByTestId('admin-action-ban').click();
    const dialog = page.getByTestId('ban-dialog');
    const reason = dialog.getByLabel(/Reason/);
    await reason.fill('   ');
    await page.getByTestId('ban-until-day').fill(`${YEAR - 1}-03-01`);
    await page.getByTestId('ban-until-time').fill('09:00');
    await dialog.getByTestId('ban-confirm').click();
    await expect.poll(() => reason.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('ban-until-day').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByText(en.admin.dialogs.reasonRequired).waitFor();
    await dialog.getByText(en.admin.dialogs.untilPast).waitFor();
    await expect.poll(() => reason.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(bans, 'nothing sent that the dialog knows is wrong').toEqual([]);

    // Each message goes with its own correction; the other stays until its field is right.
    await reason.fill('Spam');
    expect(await dialog.getByText(en.admin.dialogs.reasonRequired).count()).toBe(0);
    await dialog.getByTestId('ban-confirm').click();
    await expect
      .poll(() => page.getByTestId('ban-until-day').evaluate((el) => el === document.activeElement))
      .toBe(true);
    await dialog.getByText(en.admin.dialogs.untilPast).waitFor();
    await page.getByTestId('ban-until-day').fill(`${YEAR + 1}-03-01`);
    await page.getByTestId('ban-until-time').fill('09:00');
    await dialog.getByTestId('ban-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    expect(bans).toHaveLength(1);
  });

  it('the record form and the ban dialog in light, dark, Arabic and at 375 px: screenshots, no serious axe finding', async () => {
    const admin = await userWith({ clock: 'H12', timeZone: 'Asia/Tokyo' }, true);
    const someone = await verifiedUser(t, { firstName: 'Looked', lastName: 'At' });
    const looks: {
      name: string;
      customizer?: Record<string, unknown>;
      viewport?: { width: number; height: number };
    }[] = [
      { name: 'light' },
      { name: 'dark', customizer: { activeMode: 'dark' } },
      { name: 'ar-rtl', customizer: { language: 'ar', activeDir: 'rtl' } },
      { name: '375', viewport: { width: 375, height: 812 } },
    ];
    for (const look of looks) {
      const page = await open({ token: admin.token, customizer: look.customizer, viewport: look.viewport });
      await page.goto('/mrecord');
      await waitForZone(page, 'record-date-time', 'Asia/Tokyo', true);
      expect(await cutTexts(page), `record form ${look.name}`).toEqual([]);
      await page.getByTestId('record-date-time').fill('25:61');
      await page.getByTestId('record-endDate-day').fill('1/2');
      await page.getByTestId('record-save').click();
      await page.getByTestId('record-form-error').waitFor();
      expect(severe(await runAxe(page)).map(describeFinding), `record form ${look.name}`).toEqual([]);
      await screenshot(page, `date-time-record-form-${look.name}`, true);

      await page.goto('/admin/users');
      await page.getByLabel(look.name === 'ar-rtl' ? ar.admin.search : en.admin.search).fill(someone.email);
      // The search is debounced: once the grid holds the one row found, it is not redrawn under the open menu
      // (CI clicked the row of the unfiltered grid and the menu went with it).
      await expect.poll(() => page.locator('.MuiDataGrid-row').count()).toBe(1);
      await page.getByTestId(`admin-actions-${someone.email.toLowerCase()}`).click();
      await page.getByTestId('admin-action-ban').click();
      // An ISO day is read in every language's field.
      await page.getByTestId('ban-until-day').fill(`${YEAR + 1}-12-31`);
      await page.getByTestId('ban-until-time').fill('2:30');
      await page.getByTestId('ban-until-time').blur();
      await expect.poll(() => page.getByTestId('ban-until-time').getAttribute('aria-invalid')).toBe('true');
      expect(severe(await runAxe(page)).map(describeFinding), `ban dialog ${look.name}`).toEqual([]);
      await screenshot(page, `date-time-ban-dialog-${look.name}`);
    }
  });
});
