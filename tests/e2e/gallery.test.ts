// The profile gallery in a real browser on the built client: real PNG/JPEG bytes (made with sharp) go through
// the page's file input; the thumbnails appear; the viewer opens, moves to the next image (button and arrow
// key, in the reading direction), closes with Escape and gives focus back to the thumbnail; a renamed
// executable is refused with the server's message on the page; the composer attaches an image to a post.
// The viewer is checked with axe and photographed in light, dark and Arabic (RTL).
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
const SHOTS = path.join(SCREENSHOT_DIR, 'profile');

async function open(token: string, customizer?: Record<string, unknown>): Promise<Page> {
  const context = await newAppContext(browser, t, { token, customizer });
  contexts.push(context);
  return context.newPage();
}
async function shot(page: Page, name: string) {
  const file = await screenshot(page, name);
  mkdirSync(SHOTS, { recursive: true });
  copyFileSync(file, path.join(SHOTS, `${name}.png`));
}

/** A small picture with a diagonal band, so a thumbnail visibly differs from a blank box. */
async function picture(format: 'png' | 'jpeg', colour: string): Promise<Buffer> {
  const band = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420"><path d="M0 420 L640 0 L640 120 L120 420 Z" fill="#fff" fill-opacity="0.7"/></svg>',
  );
  const base = sharp({ create: { width: 640, height: 420, channels: 3, background: colour } }).composite([{ input: band }]);
  return format === 'png' ? base.png().toBuffer() : base.jpeg({ quality: 85 }).toBuffer();
}

/** An ELF header and some padding: an executable, whatever its name says. */
const EXECUTABLE = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(2048, 0x90)]);

const loaded = (img: Locator) => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0);

async function openGallery(page: Page) {
  await page.goto('/user-profile');
  await page.getByTestId('tab-gallery').click();
  await page.getByTestId('gallery-upload').waitFor();
}

describe('gallery', () => {
  it('uploads real images, views them (next, Escape, focus back), refuses a renamed executable, attaches one to a post', async () => {
    const ann = await verifiedUser(t, { firstName: 'Ann', lastName: 'Gallery' });
    const page = await open(ann.token);
    await openGallery(page);

    await page.getByTestId('gallery-file').setInputFiles([
      { name: 'sunrise.png', mimeType: 'image/png', buffer: await picture('png', '#1565c0') },
      { name: 'lake.jpg', mimeType: 'image/jpeg', buffer: await picture('jpeg', '#2e7d32') },
    ]);
    const thumbs = page.getByTestId('gallery-grid').locator('img');
    await expect.poll(() => thumbs.count(), { timeout: 15_000 }).toBe(2);
    for (const img of await thumbs.all()) await expect.poll(() => loaded(img)).toBe(true);
    // Newest first: lake.jpg was added second.
    const lake = page.getByRole('button', { name: 'Open lake.jpg' });
    await lake.click();
    const viewer = page.getByTestId('gallery-viewer').getByRole('dialog');
    await expect.poll(() => viewer.getByRole('heading').textContent()).toBe('lake.jpg');
    await expect.poll(() => loaded(page.getByTestId('gallery-viewer-image'))).toBe(true);
    expect(await page.getByTestId('gallery-position').textContent()).toBe('Image 1 of 2');
    expect(severe(await runAxe(page)).map(describeFinding)).toEqual([]);
    await shot(page, 'gallery-viewer-light');

    await page.getByTestId('gallery-next').click();
    await expect.poll(() => viewer.getByRole('heading').textContent()).toBe('sunrise.png');
    expect(await page.getByTestId('gallery-next').isDisabled()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => viewer.getByRole('heading').textContent()).toBe('lake.jpg');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => viewer.getByRole('heading').textContent()).toBe('sunrise.png');

    await page.keyboard.press('Escape');
    await page.getByTestId('gallery-viewer').waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open lake.jpg');

    // Named and typed as a JPEG; the server reads the bytes and refuses it; the grid is unchanged.
    await page.getByTestId('gallery-file').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: EXECUTABLE });
    const refusal = page.getByRole('alert');
    await expect.poll(() => refusal.textContent(), { timeout: 10_000 }).toBe('This file is not a JPEG, PNG or WebP image (checked from its content, not its name).');
    expect(await thumbs.count()).toBe(2);
    await shot(page, 'gallery-refused-light');

    // The composer: an image uploaded through its input, shown on the new post.
    await page.getByTestId('tab-posts').click();
    await page.getByTestId('composer-body').fill('A photo from this morning');
    await page.getByTestId('composer-file').setInputFiles({ name: 'walk.png', mimeType: 'image/png', buffer: await picture('png', '#ef6c00') });
    await page.getByRole('button', { name: 'Remove walk.png' }).waitFor();
    await page.getByTestId('composer-submit').click();
    const postImage = page.getByTestId('post').first().getByRole('img', { name: 'Image 1 of the post' });
    await expect.poll(() => loaded(postImage), { timeout: 10_000 }).toBe(true);

    for (const look of [
      { name: 'dark', customizer: { activeMode: 'dark' } },
      { name: 'ar-rtl', customizer: { language: 'ar', activeDir: 'rtl' } },
    ]) {
      const other = await open(ann.token, look.customizer);
      await openGallery(other);
      await other.getByTestId('gallery-grid').locator('button').first().click();
      await expect.poll(() => loaded(other.getByTestId('gallery-viewer-image'))).toBe(true);
      expect(severe(await runAxe(other)).map(describeFinding)).toEqual([]);
      await shot(other, `gallery-viewer-${look.name}`);
    }
  });

  it('opened by its link on a phone, the gallery tab is scrolled into view and marked, in French and Arabic', async () => {
    const ann = await verifiedUser(t, { firstName: 'Ann', lastName: 'Tabs' });
    for (const customizer of [{ language: 'fr' }, { language: 'ar', activeDir: 'rtl' }]) {
      const context = await newAppContext(browser, t, { token: ann.token, customizer, viewport: { width: 375, height: 800 } });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto('/apps/gallery');
      await page.getByTestId('gallery-upload').waitFor();
      // Where the selected tab lies against the tabs' visible strip. MUI scrolled it into view before the scroll
      // arrows appeared and its animated scroll then undid the correction: 'Galerie' stayed past the arrow.
      const seen = () =>
        page.getByTestId('tab-gallery').evaluate((tab) => {
          const strip = tab.closest('.MuiTabs-scroller')!.getBoundingClientRect();
          const box = tab.getBoundingClientRect();
          return box.left >= strip.left - 1 && box.right <= strip.right + 1;
        });
      await expect.poll(seen, { timeout: 3000 }).toBe(true);
      await shot(page, `gallery-tab-phone-${customizer.language}`);
    }
  });
});
