// Keyboard and small-screen use (issue 15 §4): the skip link is the first Tab stop in every language and
// moves focus into the page; every Tab stop of the shell shows a focus ring of 3:1 or better against what
// surrounds it (text fields: their focused border); the access log ("who accessed my data") is reached with Tab and scrolled with the keys; at
// 375 px no page scrolls sideways and every table that does not fit scrolls inside its own reachable box.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Language, ThemeMode, ThemeName } from '../../client/src/shared/settings/settings.js';
import { openRoute, userWithData } from '../support/a11y-helpers.js';
import type { FullUser } from '../support/a11y-helpers.js';
import {
  browserSuite,
  contrastRatio,
  newAppContext,
  over,
  parseColor,
  screenshot,
  verifiedUser,
} from '../support/browser.js';
import type { ContextOptions, Rgba } from '../support/browser.js';
import { RECORD } from '../support/records-helpers.js';
import { FIREFOX_WINDOWS, SAFARI_IPHONE, signIn, totpAt } from '../support/security-helpers.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

let full: FullUser;

beforeAll(async () => {
  full = await userWithData(t);
  // Enough audited reads that the access log is taller than its 480 px box. Reads of one record by one client
  // within a minute are one access (issue 15 §6), so these come from 30 different clients.
  for (let i = 0; i < 30; i += 1) {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${full.user.token}`,
        'user-agent': `client-${i}`,
      },
      body: JSON.stringify({ query: RECORD, variables: { id: full.recordId } }),
    });
    if (!res.ok) throw new Error(`record read failed: ${res.status}`);
  }
});

const PHONE = { width: 375, height: 812 } as const;

async function open(opts: Omit<ContextOptions, 'token'> = {}): Promise<Page> {
  const context = await newAppContext(browser, t, { ...opts, token: full.user.token });
  contexts.push(context);
  return context.newPage();
}

/** What has focus: its test id or tag, whether it lies inside <main>, and its box. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const r = el.getBoundingClientRect();
    return {
      testId: el.getAttribute('data-testid'),
      id: el.id,
      text: (el.textContent ?? '').trim(),
      inMain: el.closest('main') !== null,
      inViewport: r.width > 0 && r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight,
    };
  });

/** Presses Tab until `match` holds for the focused element (or `max` presses); returns the presses used. */
async function tabUntil(page: Page, match: (f: Awaited<ReturnType<typeof focused>>) => boolean, max = 80) {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press('Tab');
    if (match(await focused(page))) return presses;
  }
  throw new Error(
    `Tab never reached the element in ${max} presses; focus is on ${JSON.stringify(await focused(page))}`,
  );
}

describe('skip link', () => {
  const LABELS: Record<Language, string> = {
    en: 'Skip to main content',
    fr: 'Aller au contenu principal',
    ar: 'الانتقال إلى المحتوى الرئيسي',
    ch: '跳到主要内容',
  };

  it.each(Object.entries(LABELS) as [Language, string][])(
    '%s: the first Tab shows "%s"; Enter moves focus to the main landmark',
    async (language, label) => {
      // In the language's own direction, as choosing the language sets it (Arabic left to right isolates each label:
      // page-direction.ts).
      const page = await open({ customizer: { language, activeDir: language === 'ar' ? 'rtl' : 'ltr' } });
      await openRoute(page, '/live/hbr');
      await page.keyboard.press('Tab');
      const first = await focused(page);
      expect(first).toMatchObject({ testId: 'skip-link', text: label, inViewport: true });
      await screenshot(page, `a11y-skip-link-${language}`);

      await page.keyboard.press('Enter');
      expect(await focused(page)).toMatchObject({ id: 'main-content', testId: 'page-content' });
      expect(new URL(page.url()).hash, 'the router location keeps no fragment').toBe('');
      // The next Tab continues inside the page, past the sidebar and the header.
      await page.keyboard.press('Tab');
      expect((await focused(page))?.inMain).toBe(true);
    },
  );
});

interface Ring {
  what: string;
  style: string;
  width: number;
  colour: string;
  layers: string[];
}

/** The focus ring of the focused element (or of MUI's focus marker around a hidden input) and what lies under it. */
const ringOf = (page: Page) =>
  page.evaluate((): Ring | null => {
    let el = document.activeElement;
    if (!el || el === document.body) return null;
    const layersFrom = (start: Element | null) => {
      const layers: string[] = [];
      for (let n = start; n; n = n.parentElement) layers.push(getComputedStyle(n).backgroundColor);
      return layers;
    };
    const what = `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${(el.getAttribute('aria-label') ?? el.getAttribute('name') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
    // A text field shows focus with MUI's own border (2 px, primary), not the ring.
    const field = el.closest('.MuiInputBase-root');
    const border = field?.querySelector('.MuiOutlinedInput-notchedOutline');
    if (el.matches('.MuiInputBase-input') && border) {
      const css = getComputedStyle(border);
      const style = css.borderTopStyle;
      return {
        what,
        style,
        width: parseFloat(css.borderTopWidth),
        colour: css.borderTopColor,
        layers: layersFrom(field),
      };
    }
    if (getComputedStyle(el).opacity === '0') el = el.closest('.Mui-focusVisible') ?? el;
    const css = getComputedStyle(el);
    // The ring is drawn outside the element (outline-offset), over its parents' backgrounds.
    return {
      what,
      style: css.outlineStyle,
      width: parseFloat(css.outlineWidth),
      colour: css.outlineColor,
      layers: layersFrom(el.parentElement),
    };
  });

function ringContrast(ring: Ring): number {
  let under: Rgba = { r: 255, g: 255, b: 255, a: 1 };
  for (const layer of [...ring.layers].reverse()) under = over(parseColor(layer), under);
  return contrastRatio(over(parseColor(ring.colour), under), under);
}

describe('focus is visible', () => {
  const CASES: [ThemeName, ThemeMode][] = [
    ['BLUE_THEME', 'light'],
    ['BLUE_THEME', 'dark'],
    ['ORANGE_THEME', 'light'],
    ['ORANGE_THEME', 'dark'],
  ];

  it.each(CASES)(
    '%s %s: every Tab stop of the shell and of /user shows a ring of 2 px or more at 3:1',
    async (activeTheme, activeMode) => {
      const page = await open({ customizer: { activeTheme, activeMode } });
      await openRoute(page, '/user');
      const problems: string[] = [];
      let stops = 0;
      for (let i = 0; i < 60; i += 1) {
        await page.keyboard.press('Tab');
        const ring = await ringOf(page);
        if (!ring) break;
        stops += 1;
        // A header button, a sidebar link and the access log, as a person sees the ring.
        if ([3, 8].includes(stops) || ring.what.includes('table-scroll-region')) {
          await screenshot(page, `a11y-focus-${activeTheme}-${activeMode}-${stops}`);
        }
        const ratio = ringContrast(ring);
        if (ring.style === 'none' || ring.width < 2 || ratio < 3) {
          problems.push(`${ring.what}: outline ${ring.style} ${ring.width}px ${ring.colour}, ${ratio.toFixed(2)}:1`);
        }
      }
      expect(stops, 'Tab stops walked').toBeGreaterThan(20);
      expect(problems).toEqual([]);
    },
  );
});

/** The access log's scroll box: its scroll extent, and whether it has keyboard focus. */
const accessLogBox = (page: Page) =>
  page
    .getByTestId('access-log')
    .locator('[data-testid=table-scroll-region]')
    .evaluate((el) => ({
      focused: document.activeElement === el,
      name: el.getAttribute('aria-label'),
      role: el.getAttribute('role'),
      scrollTop: el.scrollTop,
      scrollLeft: el.scrollLeft,
      tall: el.scrollHeight > el.clientHeight,
      wide: el.scrollWidth > el.clientWidth,
    }));

describe('the access log by keyboard', () => {
  it('Tab reaches the table as a named region; the arrow keys scroll it', async () => {
    const page = await open();
    await openRoute(page, '/user');
    await page.getByTestId('access-log').locator('tbody tr').first().waitFor();
    await tabUntil(page, (f) => f?.testId === 'table-scroll-region');
    const box = await accessLogBox(page);
    expect(box).toMatchObject({ focused: true, role: 'region', name: 'Who accessed my data', tall: true });
    await page.keyboard.press('PageDown');
    await expect.poll(async () => (await accessLogBox(page)).scrollTop).toBeGreaterThan(0);
  });
});

// A dialog gives focus back to what opened it; when that control is gone (the empty state's "Add gadget" once
// there is a gadget, a removed gadget's row) or disabled (a revoked key's "Revoke"), focus fell to <body> and the
// next Tab started again at the top of the page.
describe('gadget dialogs by keyboard', () => {
  it('after adding the first gadget, revoking a key or removing a gadget, focus stays on a control of the page', async () => {
    const fresh = await verifiedUser(t);
    const context = await newAppContext(browser, t, { token: fresh.token });
    contexts.push(context);
    const page = await context.newPage();
    await openRoute(page, '/gadgets');
    await page.getByTestId('gadgets-empty').getByRole('button', { name: 'Add gadget' }).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('add-gadget-name').waitFor();
    await page.keyboard.type('Chest strap');
    await page.keyboard.press('Enter');
    await page.getByTestId('device-key-done').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('add-gadget-dialog').waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused(page))?.testId).toBe('add-gadget-button');

    await page.getByTestId('gadget-revoke').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('confirm-button').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('confirm-dialog').waitFor({ state: 'detached' });
    // The key is revoked, so "Revoke" is disabled: the row's next action is a new key.
    await expect.poll(async () => (await focused(page))?.testId).toBe('gadget-rotate');

    await page.getByTestId('gadget-remove').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('confirm-button').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('gadgets-empty').waitFor();
    await expect.poll(async () => (await focused(page))?.testId).toBe('add-gadget-button');
  });
});

// An action that removes or disables the focused control (a note added from the empty state, a note deleted, a
// toggle disabled while it runs) used to leave focus on <body>, so the next Tab started again at the skip link.
describe('focus after an action removes its control', () => {
  it('stays in the page: the new note\'s title, a control of the notes list, the toggle itself', async () => {
    const fresh = await verifiedUser(t);
    const context = await newAppContext(browser, t, { token: fresh.token });
    contexts.push(context);
    const page = await context.newPage();
    await openRoute(page, '/apps/notes');
    // "Add note" in the empty state goes with it: the new note's title takes focus.
    await page.getByTestId('notes-empty').getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page))?.testId).toBe('note-title');
    await page.keyboard.type('Headache');
    await expect.poll(() => page.getByTestId('note-status').getAttribute('data-status')).toBe('saved');
    // Deleting it through the confirmation: the dialog gives focus back to a delete button that is gone.
    await page.getByTestId('note-delete').first().focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('note-delete-confirm').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('notes-empty').waitFor();
    await expect.poll(async () => (await focused(page))?.inMain).toBe(true);
    // A button disabled while its action runs, then enabled again: focus comes back to it.
    await page.getByTestId('note-add').focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page))?.testId).toBe('note-title');
    await page.getByTestId('note-add').focus();
    await page.evaluate(() => {
      const button = document.querySelector<HTMLButtonElement>('[data-testid="note-add"]');
      button?.setAttribute('disabled', '');
      setTimeout(() => button?.removeAttribute('disabled'), 50);
    });
    await expect.poll(async () => (await focused(page))?.testId).toBe('note-add');
    // A click on the page's background is the person's own choice: focus stays where the click left it.
    await page.mouse.click(5, 400);
    await page.waitForTimeout(300);
    expect(await focused(page)).toBeNull();
  });
});

// /user "Sessions": a signed-out row's "Sign out" is removed and "Sign out everywhere else" is disabled once it has
// run, so focus fell to <body>; the outcome's message now takes it.
describe('sessions card by keyboard', () => {
  it('after signing one session out, then every other, focus is on the outcome message, not <body>', async () => {
    const fresh = await verifiedUser(t);
    await signIn(t, fresh.email, fresh.password, SAFARI_IPHONE);
    await signIn(t, fresh.email, fresh.password, FIREFOX_WINDOWS);
    const context = await newAppContext(browser, t, { token: fresh.token });
    contexts.push(context);
    const page = await context.newPage();
    await openRoute(page, '/user');
    const card = page.getByTestId('sessions-card');
    await card.getByRole('button', { name: /Sign out .*Safari/ }).focus();
    await page.keyboard.press('Enter');
    await card.getByText(/Safari .* has been signed out/).waitFor();
    await expect.poll(async () => (await focused(page))?.testId).toBe('sessions-message');

    await card.getByRole('button', { name: 'Sign out everywhere else' }).focus();
    await page.keyboard.press('Enter');
    await card.getByText('Other sessions signed out: 1.').waitFor();
    await expect
      .poll(async () => {
        const f = await focused(page);
        return f && `${f.testId ?? ''}: ${f.text}`;
      })
      .toBe('sessions-message: Other sessions signed out: 1.');
  });
});

// /user "Two-factor sign-in": each step replaces the one before with the control that was focused (Cancel,
// "Confirm and turn on", "I have saved them"), so focus fell to <body> four times on the way.
describe('two-factor card by keyboard', () => {
  it('cancelling, confirming, saving the codes and cancelling the turn-off each leave focus in the card', async () => {
    const fresh = await verifiedUser(t);
    const context = await newAppContext(browser, t, { token: fresh.token });
    contexts.push(context);
    const page = await context.newPage();
    await openRoute(page, '/user');
    const card = page.getByTestId('two-factor-card');
    const press = async (name: string) => {
      await card.getByRole('button', { name, exact: true }).focus();
      await page.keyboard.press('Enter');
    };
    const focusText = async () => {
      const f = await focused(page);
      return f ? f.text.slice(0, 40) : '<body>';
    };
    await press('Turn on');
    await press('Cancel');
    await expect.poll(focusText).toBe('Turn on');
    await press('Turn on');
    const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
    await page.getByLabel('Code from the app').fill(await totpAt(secret, 0));
    await press('Confirm and turn on');
    await card.getByTestId('recovery-codes').waitFor();
    await expect.poll(focusText).toMatch(/^Save your recovery codes/);
    await press('I have saved them');
    await expect.poll(async () => (await focused(page))?.text ?? '<body>').toBe('Two-factor sign-in is on.');
    await press('Turn off');
    await press('Cancel');
    await expect.poll(focusText).toBe('Turn off');
  });
});

// /user "My data": "Download" gives way to the progress and its "Cancel", then comes back; focus went with it.
describe('data download by keyboard', () => {
  it('after a download started with Enter, focus is back on "Download", not <body>', async () => {
    const fresh = await verifiedUser(t);
    const context = await newAppContext(browser, t, { token: fresh.token });
    contexts.push(context);
    const page = await context.newPage();
    await openRoute(page, '/user');
    const download = page.waitForEvent('download');
    await page.getByTestId('export-download').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('export-saved').waitFor();
    await download;
    await expect.poll(async () => (await focused(page))?.testId ?? '<body>').toBe('export-download');
  });
});

describe('375 px wide', () => {
  /** Page-level overflow, and each table's fit: clipped tables must sit in a scrollable, reachable box. */
  const layout = (page: Page) =>
    page.evaluate(() => ({
      pageWidth: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      tables: [...document.querySelectorAll('main table')].map((table) => {
        let box = table.parentElement;
        while (box && box !== document.body && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) {
          box = box.parentElement;
        }
        const scroller = box && box !== document.body ? box : null;
        return {
          label: table.getAttribute('aria-label'),
          fits: table.getBoundingClientRect().width <= (table.parentElement?.clientWidth ?? 0) + 1,
          scrolls: scroller !== null && scroller.scrollWidth > scroller.clientWidth,
          reachable:
            scroller !== null &&
            (scroller.tabIndex >= 0 || scroller.querySelector('a[href], button, [tabindex="0"]') !== null),
        };
      }),
    }));

  it('no page scrolls sideways; a table wider than the screen scrolls in its own reachable box', async () => {
    const page = await open({ viewport: PHONE });
    const problems: string[] = [];
    let tables = 0;
    for (const route of [
      '/overview',
      '/user',
      '/mrecords',
      `/mrecord/${full.recordId}`,
      '/gadgets',
      '/live/hbr',
      '/twine/vascular',
    ]) {
      await openRoute(page, route);
      const l = await layout(page);
      if (l.pageWidth > l.viewport)
        problems.push(`${route}: page is ${l.pageWidth}px wide in a ${l.viewport}px window`);
      for (const table of l.tables) {
        tables += 1;
        if (!table.fits && !(table.scrolls && table.reachable))
          problems.push(`${route}: table ${table.label} ${JSON.stringify(table)}`);
      }
    }
    expect(tables, 'tables seen').toBeGreaterThanOrEqual(3);
    expect(problems).toEqual([]);
  });

  // Since the phone layout of tables (shared/ui/phone-table.tsx), the access log shows when and what at 375 px
  // with the rest under each row: nothing left to scroll sideways to. Its box is still reached by Tab and
  // scrolled by the keys, as on a desktop.
  it('the access log fits a phone: no sideways scroll, and its box is reached by Tab and scrolled by the keys', async () => {
    const page = await open({ viewport: PHONE });
    await openRoute(page, '/user');
    await page.getByTestId('access-log').locator('tbody tr').first().waitFor();
    expect(await accessLogBox(page)).toMatchObject({ wide: false, scrollLeft: 0 });
    await tabUntil(page, (f) => f?.testId === 'table-scroll-region');
    expect(await accessLogBox(page)).toMatchObject({ focused: true, role: 'region', tall: true });
    await page.keyboard.press('PageDown');
    await expect.poll(async () => (await accessLogBox(page)).scrollTop).toBeGreaterThan(0);
    await screenshot(page, 'a11y-access-log-375');
  });
});

/** Which chart, if any, holds keyboard focus, its frame's name, and the ring of what has the focus. */
const chartFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    const frame = el?.closest('[data-testid=live-chart], [data-testid=history-chart], [data-testid^=overview-tile-], [data-testid^=twin-trend-]');
    if (!el || !frame) return null;
    // The ring is on the focused element (the charts' own focus target), drawn over its inline outline: none.
    const style = getComputedStyle(el);
    return {
      chart: frame.getAttribute('data-testid'),
      name: frame.getAttribute('aria-label'),
      role: frame.getAttribute('role'),
      outline: `${style.outlineStyle} ${parseFloat(style.outlineWidth)}`,
      /** The charts' own focus target (MUI X Charts' keyboard proxy), not a link or button of the card. */
      inChart: el.closest('[class*="MuiChartsLayerContainer"], [class*="MuiChartsWrapper"], .MuiChartsSurface-root') !== null,
    };
  });

/** The pixel 1 px inside the focused element's left edge, half-way down: the ring's colour (the theme's blue), or not. */
async function ringPixel(page: Page): Promise<string> {
  const box = await page.evaluate(() => {
    const r = document.activeElement?.getBoundingClientRect();
    return r ? { x: Math.round(r.left + 1), y: Math.round(r.top + r.height / 2) } : null;
  });
  if (!box) return 'no focus';
  const png = await page.screenshot({ clip: { x: box.x, y: box.y, width: 1, height: 1 }, animations: 'disabled' });
  const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const [r = 0, g = 0, b = 0] = data;
  // The blue theme's primary (#3760D8-like): blue well above red and green; the chart's white card is not.
  return b > 150 && b - r > 60 && b - g > 40 ? 'ring' : `rgb(${r}, ${g}, ${b})`;
}

describe('charts by keyboard', () => {
  it('a live chart is one named Tab stop with a visible ring, also while the arrow keys move through its points', async () => {
    const page = await open();
    await openRoute(page, '/live/hbr');
    await page.locator('[data-testid=live-chart][data-points]:not([data-points="0"])').waitFor();
    let ring = null;
    for (let i = 0; i < 60 && !ring; i += 1) {
      await page.keyboard.press('Tab');
      ring = await chartFocus(page);
    }
    expect(ring).toMatchObject({ chart: 'live-chart', role: 'group', name: 'Last 10 min', outline: 'solid 3' });
    expect(await ringPixel(page)).toBe('ring');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await chartFocus(page)).toMatchObject({ chart: 'live-chart', outline: 'solid 3' });
    // As drawn, not only as styled: a ring outside the focused element was cut off by the charts' own box.
    expect(await ringPixel(page)).toBe('ring');
    await screenshot(page, 'a11y-live-chart-focus');
  });

  it("the overview tiles' small trend charts are no Tab stops (their values are in the tile's text)", async () => {
    const page = await open();
    await openRoute(page, '/overview');
    await page.locator('[data-testid^=overview-tile-] .MuiChartsSurface-root').first().waitFor();
    const stops: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press('Tab');
      const at = await chartFocus(page);
      if (at?.inChart) stops.push(JSON.stringify(at));
    }
    expect(stops).toEqual([]);
  });
});
