// Contact photos (issue 13) in a real browser on the built client: a real PNG (made with sharp) picked through
// the contact form's "Choose photo" becomes the avatar in the list and the detail pane — its pixels are the
// picture's colour, not the initials' — a renamed executable is refused with a message by the control, and
// "Remove photo" brings the initials back. The form with a photo is checked with axe in English and Arabic
// (RTL) and photographed.
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { browserSuite, newAppContext, screenshot, SCREENSHOT_DIR, verifiedUser } from '../support/browser.js';
import { describeFinding, runAxe, severe } from '../support/axe.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});
const SHOTS = path.join(SCREENSHOT_DIR, 'contacts');

async function open(
  token: string,
  customizer?: Record<string, unknown>,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const context = await newAppContext(browser, t, { token, customizer, viewport });
  contexts.push(context);
  return context.newPage();
}
async function shot(page: Page, name: string) {
  const file = await screenshot(page, name);
  mkdirSync(SHOTS, { recursive: true });
  copyFileSync(file, path.join(SHOTS, `${name}.png`));
}

/** A plain orange square: easy to recognise in the avatar's pixels, far from the theme's primary colour. */
const ORANGE = { r: 0xef, g: 0x6c, b: 0x00 };
const photo = () => sharp({ create: { width: 300, height: 300, channels: 3, background: ORANGE } }).png().toBuffer();
const EXECUTABLE = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(2048, 0x90)]);

/** The colour at the centre of an element as drawn on screen. */
async function centreColour(el: Locator) {
  const png = await el.screenshot({ animations: 'disabled' });
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}
const near = (a: { r: number; g: number; b: number }, b: typeof ORANGE) =>
  Math.abs(a.r - b.r) + Math.abs(a.g - b.g) + Math.abs(a.b - b.b) < 40;

/** The photo in an avatar: a loaded <img> served by our own file door (a signed thumbnail URL). */
async function expectPhoto(avatar: Locator) {
  const img = avatar.getByTestId('contact-avatar-img');
  await img.waitFor();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  expect(await img.getAttribute('src')).toMatch(/^\/api\/files\/[0-9a-f-]{36}\/thumb\?exp=\d+&sig=/);
  expect(near(await centreColour(avatar), ORANGE)).toBe(true);
}

describe('contact photo', () => {
  it('picks a real PNG as the avatar, refuses a renamed executable, and removes the photo again', async () => {
    const u = await verifiedUser(t, { firstName: 'Pia', lastName: 'Photo' });
    const page = await open(u.token);
    await page.goto('/apps/contacts');
    await page.getByTestId('contacts-empty').waitFor();
    await page.getByTestId('contact-add').click();
    await page.getByTestId('contact-firstname').fill('Amina');
    await page.getByTestId('contact-lastname').fill('Haddad');

    // A renamed executable: the server reads the bytes and says no; the message sits by the control.
    await page.getByTestId('contact-photo-file').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: EXECUTABLE });
    await page.getByTestId('contact-photo').getByText('This file is not a JPEG, PNG or WebP image.').waitFor();

    await page.getByTestId('contact-photo-file').setInputFiles({ name: 'amina.png', mimeType: 'image/png', buffer: await photo() });
    await page.getByTestId('contact-photo-remove').waitFor();
    const formAvatar = page.getByTestId('contact-photo').locator('.MuiAvatar-root');
    await expectPhoto(formAvatar);
    expect(severe(await runAxe(page)).map(describeFinding), 'form en').toEqual([]);
    await shot(page, 'contact-photo-form-light');

    await page.getByTestId('contact-save').click();
    const row = page.getByTestId('contact-row').filter({ hasText: 'Amina Haddad' });
    await row.waitFor();
    await expectPhoto(row.locator('.MuiAvatar-root'));
    await expectPhoto(page.getByTestId('contact-detail').locator('.MuiAvatar-root').first());
    await shot(page, 'contact-photo-list-light');

    // After a reload (fresh signed URLs from the server), still the photo.
    await page.reload();
    await row.click();
    await expectPhoto(row.locator('.MuiAvatar-root'));

    // Edit mode: "Remove photo", save: initials again, no <img>.
    await page.getByTestId('contact-edit-toggle').click();
    await page.getByTestId('contact-photo-remove').click();
    await expect.poll(() => page.getByTestId('contact-photo').getByTestId('contact-avatar-img').count()).toBe(0);
    await page.getByTestId('contact-save').click();
    await expect.poll(() => row.getByTestId('contact-avatar-img').count()).toBe(0);
    await expect.poll(() => row.locator('.MuiAvatar-root').innerText()).toBe('AH');
  });

  it('shows the form with a photo in Arabic (RTL), axe-clean', async () => {
    const u = await verifiedUser(t, { firstName: 'Rami', lastName: 'Photo' });
    const page = await open(u.token, { language: 'ar', activeDir: 'rtl' });
    await page.goto('/apps/contacts');
    await page.getByTestId('contact-add').click();
    await page.getByTestId('contact-firstname').fill('أمينة');
    await page.getByTestId('contact-photo-file').setInputFiles({ name: 'amina.png', mimeType: 'image/png', buffer: await photo() });
    await page.getByTestId('contact-photo-remove').waitFor();
    await expectPhoto(page.getByTestId('contact-photo').locator('.MuiAvatar-root'));
    expect(severe(await runAxe(page)).map(describeFinding), 'form ar').toEqual([]);
    await shot(page, 'contact-photo-form-ar-rtl');
    await page.getByTestId('contact-save').click();
    await expectPhoto(page.getByTestId('contact-row').first().locator('.MuiAvatar-root'));
    await shot(page, 'contact-photo-list-ar-rtl');
  });

  it('fits a dark phone (375 px): the form with its photo, then the saved contact with it, axe-clean', async () => {
    const u = await verifiedUser(t, { firstName: 'Pat', lastName: 'Phone' });
    const page = await open(u.token, { activeMode: 'dark' }, { width: 375, height: 812 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.goto('/apps/contacts');
    await page.getByTestId('contact-add').click();
    await page.getByTestId('contact-firstname').fill('Amina');
    await page.getByTestId('contact-lastname').fill('Haddad');
    await page.getByTestId('contact-photo-file').setInputFiles({ name: 'amina.png', mimeType: 'image/png', buffer: await photo() });
    await page.getByTestId('contact-photo-remove').waitFor();
    await expectPhoto(page.getByTestId('contact-photo').locator('.MuiAvatar-root'));
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(severe(await runAxe(page)).map(describeFinding), 'form dark 375').toEqual([]);
    await shot(page, 'contact-photo-form-dark-375');
    await page.getByTestId('contact-save').click();
    await expectPhoto(page.getByTestId('contact-detail').locator('.MuiAvatar-root').first());
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(severe(await runAxe(page)).map(describeFinding), 'detail dark 375').toEqual([]);
    await shot(page, 'contact-photo-detail-dark-375');
  });
});
