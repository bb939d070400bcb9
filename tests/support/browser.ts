// Browser-test support: one headless Chromium per run (shared by the files, global-setup.ts) (playwright-core + the system chromium), contexts
// that start signed in (token seeded into localStorage once), verified users made through GraphQL and the
// real SMTP peer, screenshots under tests/e2e/screenshots/, and small page measurements (colours, boxes).
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { registerUser, VERIFY_EMAIL } from './account-helpers.js';
import type { RegisteredUser } from './account-helpers.js';
import { tokenFromMail } from './smtp-peer.js';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { argsFor, browserPathFor } from './chromium.js';
import { trackSubscriptions } from './live-subscriptions.js';

import { startTestApp } from './test-app.js';
import type { TestApp } from './test-app.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CLIENT_INDEX = path.join(ROOT, 'client/dist/index.html');
export const SCREENSHOT_DIR = path.join(ROOT, 'tests/e2e/screenshots');

/**
 * The hooks every browser file needs: a test app serving the built client, one Chromium, and the contexts a
 * test opened (push them on the returned array) closed after it. `ready` gets the app and the browser before
 * the file's own beforeAll hooks run.
 */
export function browserSuite(ready: (t: TestApp, browser: Browser) => void): BrowserContext[] {
  const contexts: BrowserContext[] = [];
  let t: TestApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    assertClientBuilt();
    [t, browser] = await Promise.all([startTestApp({ withClient: true }), launchBrowser()]);
    ready(t, browser);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });
  return contexts;
}

/** Fails loudly when the built client is missing: the server would answer every page with a JSON 404. */
export function assertClientBuilt(): void {
  if (!existsSync(CLIENT_INDEX)) {
    throw new Error(
      `The browser tests need the built client, but ${path.relative(ROOT, CLIENT_INDEX)} is missing. ` +
        'Run `npm run build` first (npm test does it for you).',
    );
  }
}

/** Connects to the run's shared Chromium (global-setup.ts); when there is none, says which program is missing. */
export async function launchBrowser(): Promise<Browser> {
  const shared = inject('browserWsEndpoint');
  if (shared) return chromium.connect(shared);
  const measured = inject('browserMeasured');
  const executablePath = browserPathFor(measured);
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath} (install Debian's "chromium" and "chromium-headless-shell", or set ` +
        'CHROMIUM_PATH and HEADLESS_SHELL_PATH).',
    );
  }
  return chromium.launch({ executablePath, headless: true, args: argsFor(measured) });
}

export const DESKTOP = { width: 1440, height: 900 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

export interface ContextOptions {
  /** Seeded into localStorage under 'accessToken' before the app's first script runs (once per context). */
  token?: string;
  /** Seeded into localStorage under 'customizer' (JSON), also once. */
  customizer?: Record<string, unknown>;
  viewport?: { width: number; height: number };
  /** The browser's time zone (IANA), when the test needs local midnight somewhere in particular. */
  timezoneId?: string;
}

/**
 * A fresh context on the test app. Seeding runs from an init script but only the first time the app's
 * origin is opened in this context, so a later sign-out, or the app removing a bad token, is not undone by
 * the next navigation.
 */
export async function newAppContext(browser: Browser, t: TestApp, opts: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: t.url,
    viewport: opts.viewport ?? DESKTOP,
    // The visitor asks for reduced motion: the app then stops its one endless animation (the live indicator's
    // pulse), which otherwise kept the software compositor drawing ~60 frames a second on every live page
    // (~7 % of a core each, measured). MUI's transitions do not follow this setting, so they still run.
    reducedMotion: 'reduce',
    ...(opts.timezoneId ? { timezoneId: opts.timezoneId } : {}),
  });
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(15_000);
  // Subscriptions the pages send, from their first socket on (live-subscriptions.ts, watchSubscription).
  context.on('page', trackSubscriptions);
  if (opts.token !== undefined || opts.customizer !== undefined) {
    const seed: Record<string, string> = {};
    if (opts.token !== undefined) seed['accessToken'] = opts.token;
    if (opts.customizer !== undefined) seed['customizer'] = JSON.stringify(opts.customizer);
    await context.addInitScript(
      ({ origin, entries }: { origin: string; entries: Record<string, string> }) => {
        if (window.location.origin !== origin) return;
        try {
          if (localStorage.getItem('__e2e_seeded') !== null) return;
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
          localStorage.setItem('__e2e_seeded', '1');
        } catch {
          // No storage on this document (e.g. about:blank).
        }
      },
      { origin: t.url, entries: seed },
    );
  }
  return context;
}

/** Registers through GraphQL and confirms the address with the mailed token, like a user would. */
export async function verifiedUser(t: TestApp, over: Parameters<typeof registerUser>[1] = {}): Promise<RegisteredUser> {
  const u = await registerUser(t, over);
  const mail = await t.smtp.waitFor(u.email, /confirm|verif/i);
  const res = await t.gql<{ verifyEmail: { stpEmailVerified: boolean } }>(VERIFY_EMAIL, { token: tokenFromMail(mail) });
  if (res.data?.verifyEmail.stpEmailVerified !== true) throw new Error(`verifyEmail failed: ${JSON.stringify(res)}`);
  return { ...u, user: { ...u.user, stpEmailVerified: true } };
}

/** A token the client must treat as unusable: three segments, an `exp` in the past (or as given). */
export function craftToken(expSecondsFromNow: number): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'nobody', iat: now - 7200, exp: now + expSecondsFromNow })}.c2lnbmF0dXJl`;
}

export async function screenshot(page: Page, name: string, fullPage = false): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await settle(page);
  await page.screenshot({ path: file, fullPage, animations: 'disabled' });
  return file;
}

/** Waits until every CSS transition and animation in the document has finished (MUI ripples, drawers...). */
export async function settle(page: Page, timeoutMs = 3_000): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || (a.effect?.getComputedTiming().iterations ?? 1) === Infinity),
      undefined,
      { timeout: timeoutMs, polling: 50 },
    )
    .catch(() => undefined);
}

/** The path (and search) the page shows, without the origin. */
export function pathOf(page: Page): string {
  const u = new URL(page.url());
  return u.pathname + u.search;
}

/** Waits until the page's location pathname equals `pathname` (client-side redirects included). */
export async function waitForPath(page: Page, pathname: string, timeoutMs = 10_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: timeoutMs, waitUntil: 'commit' });
}

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export function parseColor(css: string): Rgba {
  const m = /rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)/.exec(css);
  if (!m) throw new Error(`cannot parse colour ${css}`);
  const alpha = m[4] === undefined ? 1 : m[4].endsWith('%') ? Number(m[4].slice(0, -1)) / 100 : Number(m[4]);
  return { r: Number(m[1]), g: Number(m[2]), b: Number(m[3]), a: alpha };
}

/** WCAG relative luminance, 0 (black) .. 1 (white). */
export function luminance({ r, g, b }: Rgba): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio between two opaque colours, 1 .. 21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `top` drawn over `bottom` (alpha compositing); the result is opaque when `bottom` is. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a + bottom.a * (1 - top.a);
  if (a === 0) return { r: 0, g: 0, b: 0, a: 0 };
  const mix = (t: number, b: number) => (t * top.a + b * bottom.a * (1 - top.a)) / a;
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a };
}

/**
 * The colour an element's text is drawn in and the opaque background behind it: the element's own
 * background composited over its ancestors' (down to white).
 */
export async function textAndBackground(page: Page, selector: string): Promise<{ text: Rgba; background: Rgba }> {
  const raw = await page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const layers: string[] = [];
      for (let n: Element | null = el; n; n = n.parentElement) layers.push(getComputedStyle(n).backgroundColor);
      return { color: getComputedStyle(el).color, layers };
    });
  let background: Rgba = { r: 255, g: 255, b: 255, a: 1 };
  for (const layer of [...raw.layers].reverse()) background = over(parseColor(layer), background);
  return { text: over(parseColor(raw.color), background), background };
}

/**
 * Client-side navigation, the way the router's own links do it: a new history entry, then the router is told
 * the location changed. Much cheaper than a full page load, so long route lists can be walked quickly.
 */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, to);
}

/**
 * Client-side navigation to `to`, then waits until the page shows the new route's heading. The page before had
 * a heading too, so "a heading is there" says nothing: the new page is there once the first `heading` is
 * another element than before, or (a route that reuses the same component, e.g. /live/hbr → /live/box) the
 * same element with another text. Going to the path already shown changes nothing, so nothing is waited then.
 */
export async function navigateToPage(page: Page, to: string, heading = 'h1'): Promise<void> {
  const same = await page.evaluate(
    ({ target, selector }) => {
      const h = document.querySelector(selector);
      Object.assign(window, { __e2ePreviousHeading: { node: h, text: h?.textContent ?? null } });
      return window.location.pathname === new URL(target, window.location.href).pathname;
    },
    { target: to, selector: heading },
  );
  await navigateInApp(page, to);
  if (same) return;
  await page.waitForFunction((selector) => {
    const previous = (window as unknown as { __e2ePreviousHeading: { node: Element | null; text: string | null } })
      .__e2ePreviousHeading;
    const h = document.querySelector(selector);
    return h !== null && (h !== previous.node || h.textContent !== previous.text);
  }, heading);
}

/**
 * Replaces the origin's storage as a new context seeded by `newAppContext` would have it (the seed mark kept, so
 * that context's init script does not seed it again); the next full load starts from it.
 */
export async function reseedStorage(page: Page, entries: { token?: string; customizer?: Record<string, unknown> }) {
  await page.evaluate(
    ({ token, customizer }) => {
      localStorage.clear();
      sessionStorage.clear();
      if (token !== undefined) localStorage.setItem('accessToken', token);
      if (customizer !== undefined) localStorage.setItem('customizer', JSON.stringify(customizer));
      localStorage.setItem('__e2e_seeded', '1');
    },
    { token: entries.token, customizer: entries.customizer },
  );
}

/** The page's history length (grows by one per new entry; a replaced entry does not grow it). */
export function historyLength(page: Page): Promise<number> {
  return page.evaluate(() => window.history.length);
}
