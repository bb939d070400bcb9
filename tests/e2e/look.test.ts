// The look of the app in a real browser: layout sizes (spec §9), the customizer and its persistence,
// languages and right-to-left, dark mode, the mobile drawer, and screenshots of every key screen, which a
// person looks at (tests/e2e/screenshots/). Colours are measured, not guessed: the active sidebar item
// must stay readable in every state.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RegisteredUser } from '../support/account-helpers.js';
import {
  browserSuite,
  contrastRatio,
  luminance,
  MOBILE,
  newAppContext,
  parseColor,
  screenshot,
  settle,
  textAndBackground,
  verifiedUser,
  waitForPath,
} from '../support/browser.js';
import type { ContextOptions } from '../support/browser.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});
let u: RegisteredUser;

beforeAll(async () => {
  u = await verifiedUser(t, { firstName: 'Lena', lastName: 'Look' });
});

async function open(opts: ContextOptions = {}): Promise<Page> {
  const context = await newAppContext(browser, t, opts);
  contexts.push(context);
  return context.newPage();
}

/**
 * Opens or reloads the overview (`navigate`) and waits for the page and for the account's saved look. That look (an
 * earlier test in this file saves one) is applied when its answer arrives, which may be after the page shows: a
 * change made before that would be undone by it, and never saved.
 */
async function loadOverview(page: Page, navigate: () => Promise<unknown>): Promise<void> {
  const accountRead = page.waitForResponse((r) =>
    (r.request().postData() ?? '').includes('"operationName":"MyPreferences"'),
  );
  await navigate();
  await page.getByTestId('page-title').waitFor();
  await (await accountRead).finished();
}

async function openOverview(opts: Omit<ContextOptions, 'token'> = {}): Promise<Page> {
  const page = await open({ ...opts, token: u.token });
  await loadOverview(page, () => page.goto('/overview'));
  await settle(page);
  return page;
}

type Appearance = Record<string, unknown>;

/**
 * Waits until the account holds `want` (the client saves a changed look debounced): a reload before that would
 * read the older look from the account and apply it over this browser's.
 */
async function accountHolds(want: Appearance): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await t.gql<{ myPreferences: { appearance: Appearance | null } }>(
      'query { myPreferences { appearance { language theme mode direction layout cardShadow } } }',
      {},
      u.token,
    );
    const seen = res.data?.myPreferences.appearance ?? null;
    if (seen && Object.entries(want).every(([key, value]) => seen[key] === value)) return;
    if (Date.now() > deadline)
      throw new Error(`the account never held ${JSON.stringify(want)}: ${JSON.stringify(res)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

type Box = { x: number; y: number; width: number; height: number };

/** The sidebar's drawer paper: its box is the sidebar's visible size. */
async function sidebarBox(page: Page): Promise<Box> {
  return page.getByTestId('sidebar').evaluate((el) => {
    const paper = el.closest('.MuiDrawer-paper') ?? el;
    const r = paper.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
}

async function waitForSidebarWidth(page: Page, width: number): Promise<Box> {
  await page
    .waitForFunction(
      (w) => {
        const paper = document.querySelector('[data-testid=sidebar]')?.closest('.MuiDrawer-paper');
        return paper ? Math.round(paper.getBoundingClientRect().width) === w : false;
      },
      width,
      { timeout: 3_000, polling: 50 },
    )
    .catch(() => undefined);
  await settle(page);
  return sidebarBox(page);
}

const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('customizer') ?? 'null') as Record<string, unknown> | null);

const bodyBackground = async (page: Page) =>
  parseColor(await page.evaluate(() => getComputedStyle(document.body).backgroundColor));

/** WCAG AA for normal text. */
const AA = 4.5;

async function activeItemContrast(page: Page): Promise<{ ratio: number; text: string; background: string }> {
  await settle(page);
  const { text, background } = await textAndBackground(page, '[data-testid=sidebar] .Mui-selected .hp-nav-label');
  const fmt = (c: { r: number; g: number; b: number }) => `rgb(${[c.r, c.g, c.b].map(Math.round).join(', ')})`;
  return { ratio: contrastRatio(text, background), text: fmt(text), background: fmt(background) };
}

describe('layout (spec §9)', () => {
  it('header 70 high, sidebar 270 wide, collapses to 87 and back, expands over the content while hovered', async () => {
    const page = await openOverview();
    const header = await page.getByTestId('header').evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      toolbar: el.querySelector('.MuiToolbar-root')?.getBoundingClientRect().height,
      borderBottom: getComputedStyle(el).borderBottomWidth,
    }));
    expect.soft(header, 'top bar height 70 (spec §9), border included').toMatchObject({ height: 70 });
    const sidebar = page.getByTestId('sidebar');
    expect(await sidebar.getAttribute('data-collapsed')).toBe('false');
    expect((await sidebarBox(page)).width).toBe(270);
    expect(await sidebar.locator('.hp-nav-label').count(), 'the menu shows its labels').toBeGreaterThan(20);
    expect((await page.getByTestId('page-content').boundingBox())?.x).toBeGreaterThanOrEqual(270);
    await screenshot(page, 'overview-light');

    await page.getByTestId('sidebar-collapse-toggle').click();
    expect((await waitForSidebarWidth(page, 87)).width).toBe(87);
    expect(await sidebar.getAttribute('data-collapsed')).toBe('true');
    // Mini sidebar: icons only, labels as accessible names.
    expect(await sidebar.locator('.hp-nav-label').count()).toBe(0);
    expect(await sidebar.getByRole('link', { name: 'Overview', exact: true }).count()).toBe(1);
    const content = await page.getByTestId('page-content').boundingBox();
    expect(content?.x).toBeLessThan(270);
    await screenshot(page, 'overview-collapsed');

    // Hovering the mini sidebar expands it over the content; the content does not move.
    await page.mouse.move(40, 400);
    expect((await waitForSidebarWidth(page, 270)).width).toBe(270);
    expect((await page.getByTestId('page-content').boundingBox())?.x).toBe(content?.x);
    await page.mouse.move(900, 400);
    expect((await waitForSidebarWidth(page, 87)).width).toBe(87);

    await page.getByTestId('sidebar-collapse-toggle').click();
    expect((await waitForSidebarWidth(page, 270)).width).toBe(270);
    expect(await sidebar.getAttribute('data-collapsed')).toBe('false');
  });

  it('the active sidebar item is clearly readable: at rest, hovered and focused from the keyboard', async () => {
    const page = await openOverview();
    const selected = page.getByTestId('sidebar').locator('.Mui-selected');
    expect(await selected.allTextContents()).toEqual(['Overview']);

    const rest = await activeItemContrast(page);
    expect(rest.ratio, `active item at rest: ${rest.text} on ${rest.background}`).toBeGreaterThanOrEqual(AA);

    await selected.hover();
    const hovered = await activeItemContrast(page);
    expect(hovered.ratio, `active item hovered: ${hovered.text} on ${hovered.background}`).toBeGreaterThanOrEqual(AA);
    await page.mouse.move(900, 600);

    // Keyboard users Tab through the sidebar; the focused active item must not wash out.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      if (await selected.evaluate((el) => el === document.activeElement)) break;
    }
    expect(await selected.evaluate((el) => el.matches(':focus-visible')), 'the active item has keyboard focus').toBe(
      true,
    );
    await screenshot(page, 'overview-active-item-focused');
    const focused = await activeItemContrast(page);
    expect(
      focused.ratio,
      `active item with keyboard focus: ${focused.text} on ${focused.background}`,
    ).toBeGreaterThanOrEqual(AA);
  });
});

describe('customizer', () => {
  it('theme, card style and layout width apply at once and persist in localStorage and across a reload', async () => {
    const page = await openOverview({ viewport: { width: 1920, height: 1080 } });
    const content = page.getByTestId('page-content');
    const primaryOfActiveItem = async () =>
      page
        .getByTestId('sidebar')
        .locator('.Mui-selected')
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    await settle(page);
    expect(await primaryOfActiveItem()).toBe('rgb(55, 96, 216)'); // BLUE_THEME light primary #3760D8
    expect(await stored(page)).toMatchObject({
      activeDir: 'ltr',
      activeMode: 'light',
      activeTheme: 'BLUE_THEME',
      activeLayout: 'boxed',
      isCardShadow: true,
      borderRadius: 7,
      language: 'en',
    });

    await page.getByTestId('customizer-button').click();
    const drawer = page.getByTestId('customizer-drawer');
    await drawer.waitFor();
    await page.getByTestId('theme-option-GREEN_THEME').click();
    expect(await page.getByTestId('theme-option-GREEN_THEME').getAttribute('aria-checked')).toBe('true');
    await page.getByTestId('customizer-card-border').click();
    // Boxed (default) keeps the content at most 1200 wide; full uses the width beside the sidebar.
    expect(await content.getAttribute('data-layout')).toBe('boxed');
    expect((await content.boundingBox())?.width).toBeLessThanOrEqual(1200);
    await page.getByTestId('customizer-layout-full').click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid=page-content]')?.getAttribute('data-layout') === 'full',
    );
    await settle(page);
    expect((await content.boundingBox())?.width).toBe(1920 - 270);
    await screenshot(page, 'customizer-open');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await settle(page);
    expect(await primaryOfActiveItem()).toBe('rgb(19, 121, 91)'); // GREEN_THEME light primary #13795B
    expect(await stored(page)).toMatchObject({ activeTheme: 'GREEN_THEME', isCardShadow: false, activeLayout: 'full' });

    await accountHolds({ theme: 'GREEN_THEME', cardShadow: false, layout: 'FULL' });
    await page.reload();
    await page.getByTestId('page-title').waitFor();
    await settle(page);
    expect(await primaryOfActiveItem()).toBe('rgb(19, 121, 91)');
    expect(await content.getAttribute('data-layout')).toBe('full');
    expect((await content.boundingBox())?.width).toBe(1920 - 270);
    const card = await page
      .locator('[data-testid="page-content"] .MuiCard-root')
      .first()
      .evaluate((el) => getComputedStyle(el).borderTopStyle);
    expect(card, 'card border style kept').toBe('solid');
    const ratio = await activeItemContrast(page);
    expect(ratio.ratio, `green active item: ${ratio.text} on ${ratio.background}`).toBeGreaterThanOrEqual(AA);
  });

  it('dark mode: the header toggle darkens the page, keeps the active item readable, and persists across reload', async () => {
    const page = await openOverview();
    expect(luminance(await bodyBackground(page))).toBeGreaterThan(0.8);

    await page.getByTestId('theme-mode-toggle').click();
    await page.waitForFunction(() => {
      const m = /\d+/.exec(getComputedStyle(document.body).backgroundColor);
      return m !== null && Number(m[0]) < 60;
    });
    expect(luminance(await bodyBackground(page))).toBeLessThan(0.05);
    expect((await stored(page))?.['activeMode']).toBe('dark');
    const text = parseColor(await page.getByTestId('page-title').evaluate((el) => getComputedStyle(el).color));
    expect(
      contrastRatio(text, await bodyBackground(page)),
      'page title readable on the dark page',
    ).toBeGreaterThanOrEqual(AA);
    const active = await activeItemContrast(page);
    expect(active.ratio, `dark active item: ${active.text} on ${active.background}`).toBeGreaterThanOrEqual(AA);
    await screenshot(page, 'overview-dark');

    await accountHolds({ mode: 'DARK' });
    await page.reload();
    await page.getByTestId('page-title').waitFor();
    expect(luminance(await bodyBackground(page)), 'still dark after reload').toBeLessThan(0.05);

    // Guest screens follow the same setting. (Dropping the token locally: a real sign-out would revoke the
    // shared user's tokens on the server.)
    await page.evaluate(() => localStorage.removeItem('accessToken'));
    await page.goto('/auth/login');
    await page.locator('input[name=email]').waitFor();
    expect(luminance(await bodyBackground(page))).toBeLessThan(0.05);
    await screenshot(page, 'login-dark');
  });
});

describe('languages', () => {
  it('English by default; French labels; Arabic turns the page right-to-left with the sidebar on the right; back to English', async () => {
    const page = await openOverview();
    const html = () =>
      page.evaluate(() => ({ dir: document.documentElement.dir, lang: document.documentElement.lang }));
    expect(await html()).toEqual({ dir: 'ltr', lang: 'en' });
    // The header's "collapse the menu" icon points towards the sidebar: mirrored in Arabic (shared flipInRtl).
    const menuIcon = () =>
      page
        .getByTestId('sidebar-collapse-toggle')
        .locator('svg')
        .evaluate((el) => getComputedStyle(el).transform);
    expect(await menuIcon()).toBe('none');
    expect((await page.getByTestId('language-switcher').textContent())?.trim()).toBe('EN');
    expect(await page.getByTestId('page-title').textContent()).toBe('Overview');

    const choose = async (lang: string) => {
      await page.getByTestId('language-switcher').click();
      await page.getByTestId(`language-option-${lang}`).click();
      await page.getByTestId(`language-option-${lang}`).waitFor({ state: 'hidden' });
    };

    await choose('fr');
    await page.getByTestId('page-title').getByText('Vue d’ensemble').waitFor();
    expect(await html()).toEqual({ dir: 'ltr', lang: 'fr' });
    expect(await page.getByTestId('sidebar').locator('.Mui-selected').allTextContents()).toEqual(['Vue d’ensemble']);
    expect(await page.getByTestId('sidebar').textContent()).toContain('Dossiers médicaux');

    await choose('ar');
    await page.getByTestId('page-title').getByText('نظرة عامة').waitFor();
    expect(await html()).toEqual({ dir: 'rtl', lang: 'ar' });
    await settle(page);
    const viewport = page.viewportSize()?.width ?? 0;
    const rtlSidebar = await sidebarBox(page);
    expect(rtlSidebar.x, 'sidebar on the right').toBeGreaterThan(viewport / 2);
    expect(Math.round(rtlSidebar.x + rtlSidebar.width)).toBe(viewport);
    const content = await page.getByTestId('page-content').boundingBox();
    expect((content?.x ?? 0) + (content?.width ?? 0), 'content left of the sidebar').toBeLessThanOrEqual(
      rtlSidebar.x + 1,
    );
    const title = await page.getByTestId('page-title').evaluate((el) => getComputedStyle(el).direction);
    expect(title).toBe('rtl');
    expect(await menuIcon()).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    expect((await stored(page))?.['activeDir']).toBe('rtl');
    const active = await activeItemContrast(page);
    expect(active.ratio, `rtl active item: ${active.text} on ${active.background}`).toBeGreaterThanOrEqual(AA);
    await screenshot(page, 'overview-rtl-arabic');

    // The direction switched to left-to-right in the customizer, Arabic kept: every translated string on screen is
    // isolated right to left at once (i18n/page-direction.ts), the menu's items too; switched back, none is.
    const menuTexts = () => page.getByTestId('sidebar').locator('.hp-nav-label').allTextContents();
    await page.getByTestId('customizer-button').click();
    await page.getByTestId('customizer-direction-ltr').click();
    await expect.poll(html).toEqual({ dir: 'ltr', lang: 'ar' });
    const isolated = await menuTexts();
    expect(isolated.length).toBeGreaterThan(3);
    for (const text of isolated) expect(text).toMatch(/^\u2067.+\u2069$/);
    await page.getByTestId('customizer-direction-rtl').click();
    await expect.poll(html).toEqual({ dir: 'rtl', lang: 'ar' });
    for (const text of await menuTexts()) expect(text).not.toMatch(/[\u2066-\u2069]/);
    await page.keyboard.press('Escape');
    await page.getByTestId('customizer-drawer').waitFor({ state: 'hidden' });

    // Still right-to-left after a reload.
    await accountHolds({ language: 'AR', direction: 'RTL' });
    await loadOverview(page, () => page.reload());
    expect(await html()).toEqual({ dir: 'rtl', lang: 'ar' });

    await choose('en');
    await page.getByTestId('page-title').getByText('Overview').waitFor();
    expect(await html()).toEqual({ dir: 'ltr', lang: 'en' });
    await settle(page);
    expect((await sidebarBox(page)).x, 'sidebar back on the left').toBe(0);
    expect(await menuIcon()).toBe('none');
  });
});

describe('mobile (390×844)', () => {
  it('hides the sidebar behind the menu button; the drawer opens, navigates and closes', async () => {
    // Its own account: the look is stored on the account, and the language test in this file saves Arabic and
    // right-to-left there (its switch back may land after this context opens: seen in CI as a drawer on the right).
    const fresh = await verifiedUser(t, { firstName: 'Mo', lastName: 'Bile' });
    const page = await open({ viewport: MOBILE, token: fresh.token });
    await page.goto('/overview');
    await page.getByTestId('page-title').waitFor();
    await settle(page);
    expect(await page.getByTestId('sidebar-collapse-toggle').count()).toBe(0);
    expect(await page.getByTestId('sidebar').count(), 'no sidebar until the menu is opened').toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
    await screenshot(page, 'overview-mobile');

    await page.getByTestId('mobile-menu-toggle').click();
    await page.getByTestId('sidebar').waitFor();
    await settle(page);
    // The drawer slides in: on 2 busy cores its transition can outlast settle() (seen in CI: x = 120 mid-slide).
    await expect.poll(async () => (await sidebarBox(page)).x).toBe(0);
    expect((await sidebarBox(page)).width).toBe(270);
    await screenshot(page, 'overview-mobile-menu');

    await page.getByTestId('sidebar').getByRole('link', { name: 'Glucose', exact: true }).click();
    await waitForPath(page, '/live/glc');
    await page.getByTestId('sidebar').waitFor({ state: 'detached' });
    // The route's code loads on demand: the URL changes at once and the previous page stays until its chunk has
    // arrived (seen in CI: 'Overview' still shown on 2 busy cores), so the title is awaited, not read once.
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Glucose');
  });
});

describe('guest screens', () => {
  const screens = [
    { path: '/auth/login', name: 'login', testid: 'auth-layout-card' },
    { path: '/auth/login2', name: 'login2', testid: 'auth-layout-split' },
    { path: '/auth/register', name: 'register', testid: 'auth-layout-card' },
    { path: '/auth/register2', name: 'register2', testid: 'auth-layout-split' },
    { path: '/auth/forgot-password', name: 'forgot-password', testid: 'auth-layout-card' },
    { path: '/auth/forgot-password2', name: 'forgot-password2', testid: 'auth-layout-split' },
    { path: '/auth/reset-password?token=abc', name: 'reset-password', testid: 'auth-layout-card' },
    { path: '/auth/verifyEmail', name: 'verify-email-visitor', testid: 'auth-layout-card' },
    { path: '/auth/404', name: '404', testid: 'not-found' },
  ];

  it('each renders its layout inside the viewport, with a heading; screenshots for review', async () => {
    const page = await open();
    for (const s of screens) {
      await page.goto(s.path);
      await page.getByTestId(s.testid).waitFor();
      const check = await page.evaluate(() => ({
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        h1: document.querySelector('h1')?.textContent ?? null,
      }));
      expect(check.overflow, `${s.path} has no horizontal scrolling`).toBeLessThanOrEqual(0);
      expect(check.h1, `${s.path} has a heading`).toBeTruthy();
      await screenshot(page, s.name);
    }

    // The sign-in screen in Arabic: the form mirrors.
    await page.evaluate(() => {
      localStorage.setItem('customizer', JSON.stringify({ language: 'ar', activeDir: 'rtl' }));
    });
    await page.goto('/auth/login');
    await page.getByTestId('auth-layout-card').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'login-arabic');
  });
});
