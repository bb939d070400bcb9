// The guest screens' first paint (issue 15 §3): the sign-in, registration and forgotten-password screens come as
// HTML and CSS in their page, so a slow phone shows the card before the scripts have run; the working screen then
// takes over without a frame in between and without anything moving. A visitor the picture would be wrong for
// (other settings, a session, a notice above the form) never sees it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, craftToken, newAppContext, screenshot, MOBILE } from '../support/browser.js';
import type { ContextOptions } from '../support/browser.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

const SCREENS = [
  { path: '/auth/login', heading: 'Sign in', button: 'Sign in' },
  { path: '/auth/register', heading: 'Create an account', button: 'Create account' },
  { path: '/auth/forgot-password', heading: 'Forgot your password?', button: 'Send reset link' },
];

/** A phone-sized context and page, with the page's console errors and uncaught exceptions collected. */
async function open(opts: ContextOptions = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newAppContext(browser, t, { viewport: MOBILE, ...opts });
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page, errors };
}

/**
 * Records, from before the page's own scripts: at every animation frame whether the picture (P) or the working
 * screen's form (A) is in the document, whether the picture was there when the HTML had been parsed, where the
 * picture's heading was, and every layout shift.
 */
async function recordHandOver(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    const frames: string[] = [];
    const shifts: { value: number; at: number; moved: string[] }[] = [];
    w['__frames'] = frames;
    w['__shifts'] = shifts;
    const frame = () => {
      const picture = document.getElementById('first-paint')?.checkVisibility() === true;
      const app = document.querySelector('#root form') !== null;
      frames.push(`${picture ? 'P' : ''}${app ? 'A' : ''}` || '-');
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    new PerformanceObserver((list) => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
      for (const e of list.getEntries() as Shift[]) {
        // What moved, for the failure message.
        const moved = e.sources.map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 120) : '?'));
        if (!e.hadRecentInput) shifts.push({ value: e.value, at: e.startTime, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      const h1 = document.querySelector('#first-paint h1');
      w['__pictureAtParse'] = document.getElementById('first-paint')?.checkVisibility() === true;
      w['__pictureHeading'] = h1 ? h1.getBoundingClientRect().toJSON() : null;
    });
  });
}

/** The frames' states in order, runs of the same state collapsed: "P,-,A" would be a blank frame in between. */
const frames = async (page: Page) =>
  (await page.evaluate(() => (window as unknown as { __frames: string[] }).__frames))
    .filter((state, i, all) => state !== all[i - 1])
    .join(',');

describe('first paint of the guest screens', () => {
  it('shows each screen before its scripts have run, as a picture that takes no input', async () => {
    const { page, errors } = await open();
    // Scripts held back, as on a slow connection: what is painted comes from the HTML alone.
    await page.route('**/assets/*.js', (route) => route.abort());
    for (const screen of SCREENS) {
      await page.goto(screen.path, { waitUntil: 'commit' });
      const picture = page.locator('#first-paint');
      await expect.poll(() => picture.locator('h1').textContent()).toBe(screen.heading);
      expect(await picture.locator('h1').isVisible(), screen.path).toBe(true);
      expect(
        await picture.locator('button', { hasText: new RegExp(`^${screen.button}$`) }).isVisible(),
        screen.path,
      ).toBe(true);
      // Nothing in it can be used or found as a field: disabled, inert, and nothing for assistive technology.
      const controls = picture.locator('input, button');
      expect(await controls.count(), screen.path).toBeGreaterThan(2);
      expect(await picture.locator('input:not([disabled]), button:not([disabled])').count(), screen.path).toBe(0);
      expect(await picture.locator('[name], [id], [data-testid]').count(), screen.path).toBe(0);
      expect([await picture.getAttribute('inert'), await picture.getAttribute('aria-hidden')]).toEqual(['', 'true']);
      expect(await picture.getAttribute('hidden'), screen.path).toBeNull();
      // #root (the portal's mark, later the client's "Loading…") is not displayed while it shows.
      expect(await page.locator('#root').isVisible(), screen.path).toBe(false);
      if (screen.path === '/auth/login') await screenshot(page, 'first-paint-login-before-scripts');
    }
    // The check ran (a Content-Security-Policy refusal would be reported here) and nothing else failed but the
    // scripts held back.
    expect(errors.filter((e) => !/Failed to load resource|Failed to fetch dynamically imported/.test(e))).toEqual([]);
  });

  it('hands over to the working screen with no frame in between and nothing moving', async () => {
    for (const screen of SCREENS) {
      const { context, page, errors } = await open();
      await recordHandOver(context);
      await page.goto(screen.path);
      const button = page.getByRole('button', { name: screen.button, exact: true });
      await expect.poll(() => button.isEnabled()).toBe(true);
      await expect.poll(() => page.locator('#first-paint').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __pictureAtParse: boolean }).__pictureAtParse)).toBe(
        true,
      );
      // Every frame shows the picture or the working screen: the picture until the screen, then the screen (a frame
      // before the body has been parsed may come first, blank as every page's).
      expect(await frames(page), screen.path).toMatch(/^(?:-,)?P,A$/);
      // The working screen's heading sits exactly where the picture's was.
      const before = await page.evaluate(() => (window as unknown as { __pictureHeading: DOMRect }).__pictureHeading);
      const after = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(after, screen.path).toMatchObject({
        x: before.x,
        y: before.y,
        width: before.width,
        height: before.height,
      });
      expect(await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts), screen.path).toEqual(
        [],
      );
      expect(errors, screen.path).toEqual([]);
      // And it works: the fields take input.
      await page.locator('input[name=email]').fill('someone@example.com');
      expect(await page.locator('input[name=email]').inputValue()).toBe('someone@example.com');
    }
  });

  it('is not shown to a visitor it would be wrong for, and is to one whose stored settings are the defaults', async () => {
    const cases: { label: string; opts: ContextOptions; notice?: boolean; shown: boolean }[] = [
      { label: 'dark mode', opts: { customizer: { activeMode: 'dark' } }, shown: false },
      { label: 'Arabic', opts: { customizer: { language: 'ar', activeDir: 'rtl' } }, shown: false },
      { label: 'another colour', opts: { customizer: { activeTheme: 'GREEN_THEME' } }, shown: false },
      { label: 'unreadable settings', opts: { customizer: { borderRadius: 'round' } }, shown: false },
      { label: 'a stored session', opts: { token: craftToken(-60) }, shown: false },
      { label: 'a notice to show', opts: {}, notice: true, shown: false },
      { label: 'the defaults, stored', opts: { customizer: { activeMode: 'light', language: 'en' } }, shown: true },
    ];
    const failures: string[] = [];
    for (const c of cases) {
      const { context, page, errors } = await open(c.opts);
      await recordHandOver(context);
      if (c.notice) await context.addInitScript(() => sessionStorage.setItem('hp.sessionEnded', 'EXPIRED'));
      await page.goto('/auth/login');
      await page.locator('input[name=email]').waitFor();
      const atParse = await page.evaluate(() => (window as unknown as { __pictureAtParse: boolean }).__pictureAtParse);
      const seen = (await frames(page)).includes('P');
      if (atParse !== c.shown || seen !== c.shown) failures.push(`${c.label}: at parse ${atParse}, painted ${seen}`);
      if (errors.length > 0) failures.push(`${c.label}: ${errors.join('; ')}`);
      if (c.notice && !(await page.getByTestId('session-ended').isVisible())) failures.push(`${c.label}: no notice`);
    }
    expect(failures).toEqual([]);
  });

  it('comes in a returning visitor’s language and mode, and hands over in them', async () => {
    const look = { language: 'ar', activeDir: 'rtl', activeMode: 'dark' };
    const { context, page, errors } = await open({ customizer: look });
    await recordHandOver(context);
    // The first visit: the server does not know the look yet, and the check keeps the default picture hidden.
    await page.goto('/auth/login');
    const appHeading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ar');
    const title = (await appHeading.textContent()) ?? '';
    expect(title).not.toBe('Sign in');
    expect(await page.evaluate(() => (window as unknown as { __pictureAtParse: boolean }).__pictureAtParse)).toBe(
      false,
    );
    expect((await context.cookies()).find((c) => c.name === 'hp-look')?.value).toBe('ar.dark');

    // Scripts held back: the picture is the Arabic, dark, right-to-left screen.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'commit' });
    const picture = page.locator('#first-paint');
    await expect.poll(() => picture.locator('h1').textContent()).toBe(title);
    expect(await picture.isVisible()).toBe(true);
    expect([await picture.getAttribute('lang'), await picture.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r = 255, g = 255, b = 255] = (background.match(/\d+/g) ?? []).map(Number);
    expect(r + g + b, background).toBeLessThan(150);
    await screenshot(page, 'first-paint-login-ar-dark-before-scripts');

    // And the working screen takes over with nothing moving.
    await page.unroute('**/assets/*.js');
    await page.reload();
    await expect.poll(() => page.locator('input[name=email]').isEnabled()).toBe(true);
    await expect.poll(() => picture.count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pictureAtParse: boolean }).__pictureAtParse)).toBe(true);
    expect(await frames(page)).toMatch(/^(?:-,)?P,A$/);
    const before = await page.evaluate(() => (window as unknown as { __pictureHeading: DOMRect }).__pictureHeading);
    expect(await appHeading.boundingBox()).toMatchObject({
      x: before.x,
      y: before.y,
      width: before.width,
      height: before.height,
    });
    expect(await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts)).toEqual([]);
    expect(errors.filter((e) => !/Failed to load resource|Failed to fetch dynamically imported/.test(e))).toEqual([]);
  });

  it('is not shown when the look cookie no longer matches the stored settings', async () => {
    const { context, page } = await open({ customizer: { language: 'fr' } });
    await recordHandOver(context);
    await context.addCookies([{ name: 'hp-look', value: 'ar.dark', url: t.url }]);
    await context.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/auth/login', { waitUntil: 'commit' });
    await page.locator('#first-paint').waitFor({ state: 'attached' });
    expect(await page.locator('#first-paint').getAttribute('lang')).toBe('ar');
    await page.waitForFunction(() => document.readyState !== 'loading');
    expect(await page.evaluate(() => (window as unknown as { __pictureAtParse: boolean }).__pictureAtParse)).toBe(
      false,
    );
    expect(await page.locator('#first-paint').isVisible()).toBe(false);
  });
});
