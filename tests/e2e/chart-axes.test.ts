// Chart axes stay readable (issue 15 §5): on every chart of the live heart-rate page (the live window and each
// history range) and the sleep page (a night, a week), in English and in Arabic right to left, on a desktop and
// a phone, no two tick labels of one axis overlap and none is cut by the chart's edge. Boxes are measured in
// Chromium (getBoundingClientRect of each label), so what counts is what is drawn, not what the axis asked for.
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { backfillHistory } from '../../server/src/features/vitals/simulator/demo-history.js';
import { browserSuite, navigateToPage, newAppContext, screenshot, settle } from '../support/browser.js';
import type { TestApp } from '../support/test-app.js';
import { addGadget, verifiedUser } from '../support/vitals-helpers.js';
import type { VerifiedUser } from '../support/vitals-helpers.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

let user: VerifiedUser;
beforeAll(async () => {
  user = await verifiedUser(t);
  const gadget = await addGadget(t, user.token, 'SIMULATOR', 'Built-in simulator');
  // A week of history (the sleep page's nights, the history's week) and the last hour at full resolution.
  await backfillHistory({ ingest: t.app.services.ingest, gadget: { id: gadget.id, userId: user.userId }, days: 7 });
  await t.app.services.simulator.tick(Date.now());
});

interface Label {
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}
interface Axis {
  chart: string;
  direction: 'x' | 'y';
  svg: { left: number; right: number; top: number; bottom: number };
  labels: Label[];
}

/** Every chart axis on the page with the drawn box of each of its tick labels. */
function axesOf(page: Page): Promise<Axis[]> {
  return page.evaluate(() => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    return [...document.querySelectorAll('.MuiChartsAxis-root')].map((axis) => {
      const svg = axis.closest('svg');
      if (!svg) throw new Error('an axis outside an svg');
      return {
        chart: svg.closest('[data-testid]')?.getAttribute('data-testid') ?? '?',
        direction: axis.classList.contains('MuiChartsAxis-directionX') ? ('x' as const) : ('y' as const),
        svg: box(svg),
        labels: [...axis.querySelectorAll('.MuiChartsAxis-tickLabel')].map((label) => ({
          text: label.textContent ?? '',
          ...box(label),
        })),
      };
    });
  });
}

// Sub-pixel rounding of glyph boxes is not an overlap or a cut.
const SLACK = 0.5;
const overlap = (a: Label, b: Label) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > SLACK &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > SLACK;

/** What is wrong with the page's axes, in words (empty when all is well). */
function problems(axes: Axis[], where: string): string[] {
  const found: string[] = [];
  for (const axis of axes) {
    const name = `${where} ${axis.chart} ${axis.direction}-axis`;
    // A value axis has no ticks before there is a value (the chart says so); otherwise two at least.
    const none = axis.direction === 'y' && axis.labels.length === 0;
    if (axis.labels.length < 2 && !none) found.push(`${name}: ${axis.labels.length} tick label(s)`);
    axis.labels.forEach((a, i) => {
      const { svg } = axis;
      if (a.left < svg.left - SLACK || a.right > svg.right + SLACK || a.top < svg.top - SLACK || a.bottom > svg.bottom + SLACK) {
        found.push(`${name}: "${a.text}" cut [${a.left.toFixed(1)}, ${a.right.toFixed(1)}] of [${svg.left.toFixed(1)}, ${svg.right.toFixed(1)}]`);
      }
      for (const b of axis.labels.slice(i + 1)) {
        if (overlap(a, b)) found.push(`${name}: "${a.text}" overlaps "${b.text}"`);
      }
    });
  }
  return found;
}

// Arabic on a 12-hour clock has the widest time labels ("10:55 ص"): where they overlapped.
const LOOKS = [
  { name: 'en', clock: 'H24', customizer: {} },
  { name: 'ar', clock: 'H24', customizer: { language: 'ar', activeDir: 'rtl' } },
  { name: 'ar-12h', clock: 'H12', customizer: { language: 'ar', activeDir: 'rtl' } },
] as const;

async function useClock(clock: 'H12' | 'H24'): Promise<void> {
  const res = await t.gql(
    'mutation ($clock: ClockFormat) { updatePreferences(input: { units: { clock: $clock } }) { units { clock } } }',
    { clock },
    user.token,
  );
  if (res.errors) throw new Error(`updatePreferences failed: ${JSON.stringify(res.errors)}`);
}
const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
] as const;

const HOUR = 3600_000;

/**
 * A time zone whose next local midnight is one to two hours away, and that instant. At midnight the ends of the
 * live window (10 min) and of the day and week history are tick instants, so a label sits on each end of the
 * axis: the case where labels get cut. Fixed UTC offsets (Etc/GMT-N is UTC+N) cover every hour of the day.
 */
function zoneWithMidnightSoon(now = Date.now()): { zone: string; midnight: number } {
  const midnight = Math.ceil(now / HOUR) * HOUR + HOUR;
  let offset = (24 - new Date(midnight).getUTCHours()) % 24;
  if (offset > 12) offset -= 24;
  const zone = offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
  return { zone, midnight };
}

async function open(
  customizer: Record<string, unknown>,
  viewport: { width: number; height: number },
  timezoneId?: string,
): Promise<Page> {
  const context = await newAppContext(browser, t, { token: user.token, customizer, viewport, timezoneId });
  contexts.push(context);
  return context.newPage();
}

/** Waits until the chart under `testId` has drawn its axes' labels. */
async function drawn(page: Page, testId: string): Promise<void> {
  await page.getByTestId(testId).locator('.MuiChartsAxis-tickLabel').first().waitFor();
  await settle(page);
}

async function chooseRange(page: Page, range: string): Promise<void> {
  await page.getByTestId(`history-tab-${range}`).click();
  await page.locator(`[data-testid=history-tab-${range}][aria-selected=true]`).waitFor();
  // Until the new range's series has arrived the chart keeps drawing the previous range's points (and the value
  // axis they gave), while its tick labels are already there: wait for the query to settle. The chart's query
  // reports loading in the same render that selects the tab (a cached range never loads, and shows at once).
  await page.locator('[data-testid=history-chart][data-loading=false]').waitFor();
  await drawn(page, 'history-chart');
}

/** Each history range in turn (a tab's window ends when it was chosen), with its axes' problems. */
async function historyRanges(page: Page, where: string, ranges: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const range of ranges) {
    await chooseRange(page, range);
    const axes = (await axesOf(page)).filter((a) => a.chart === 'history-chart');
    found.push(...problems(axes, `${where} history ${range}`));
  }
  return found;
}

/**
 * Opens `path`: a full load on a new page, then through the app's own navigation (what the menu's links do; a full
 * load of each page again cost about a second of the two cores' time each, and the axes are the same either way).
 */
async function visit(page: Page, path: string): Promise<void> {
  if (page.url() === 'about:blank') await page.goto(path);
  else await navigateToPage(page, path);
}

/** A live vital page: the live window, then each history range. */
async function vitalPage(page: Page, where: string, vital = 'hbr'): Promise<string[]> {
  await visit(page, `/live/${vital}`);
  await page.locator('[data-testid=live-chart]:not([data-points="0"])').waitFor();
  await page.locator('[data-testid=history-chart]:not([data-points="0"])').waitFor();
  await drawn(page, 'live-chart');
  const found = problems(await axesOf(page), `${where} /live/${vital}`);
  found.push(...(await historyRanges(page, `${where} /live/${vital}`, ['week', 'month'])));
  await chooseRange(page, 'day');
  return found;
}

/** The heart-rate page at local midnight: labels on both ends of the live axis and of the day and week axes. */
async function heartRateAtMidnight(page: Page, where: string, midnight: number): Promise<string[]> {
  await page.clock.setSystemTime(midnight);
  // The live window follows the clock each second: wait for its labels to show the minutes before midnight.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid=live-chart] .MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')].some(
      (label) => /(23|11):5/.test(label.textContent ?? ''),
    ),
  );
  const live = (await axesOf(page)).filter((a) => a.chart === 'live-chart');
  return [
    ...problems(live, `${where} /live/hbr at midnight`),
    ...(await historyRanges(page, `${where} /live/hbr at midnight`, ['week', 'month', 'day'])),
  ];
}

async function sleepPage(page: Page, where: string): Promise<string[]> {
  await visit(page, '/live/sleep');
  await drawn(page, 'sleep-hypnogram');
  await drawn(page, 'sleep-week-chart');
  return problems(await axesOf(page), `${where} /live/sleep`);
}

describe('chart axes', () => {
  for (const look of LOOKS) {
    for (const size of SIZES) {
      it(`${look.name} at ${size.viewport.width} px: tick labels neither overlap nor leave their chart`, async () => {
        await useClock(look.clock);
        const { zone, midnight } = zoneWithMidnightSoon();
        const page = await open(look.customizer, size.viewport, zone);
        // A clock the test can move (it runs on like the real one meanwhile).
        await page.clock.install();
        const where = `${look.name} ${size.name}`;
        const found = await vitalPage(page, where, 'bp');
        found.push(...(await vitalPage(page, where)));
        await screenshot(page, `chart-axes-hbr-${look.name}-${size.name}`, true);
        found.push(...(await sleepPage(page, where)));
        await screenshot(page, `chart-axes-sleep-${look.name}-${size.name}`, true);
        await visit(page, '/live/hbr');
        await page.locator('[data-testid=history-chart]:not([data-points="0"])').waitFor();
        found.push(...(await heartRateAtMidnight(page, where, midnight)));
        await screenshot(page, `chart-axes-hbr-midnight-${look.name}-${size.name}`, true);
        expect(found).toEqual([]);
      });
    }
  }

  it('dark: the axes read on a dark page (screenshots)', async () => {
    await useClock('H24');
    const page = await open({ activeMode: 'dark' }, SIZES[0].viewport);
    const found = await vitalPage(page, 'dark desktop');
    await screenshot(page, 'chart-axes-hbr-dark-desktop', true);
    found.push(...(await sleepPage(page, 'dark desktop')));
    await screenshot(page, 'chart-axes-sleep-dark-desktop', true);
    expect(found).toEqual([]);
  });
});
