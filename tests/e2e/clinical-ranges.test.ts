// One source of truth for clinical ranges (issue 15 §1) in a real browser: one recorded reading of glucose
// (150 mg/dL), blood pressure (125/78) and heart rate (55 bpm) shows the same status — level, words and
// colour — and the same range on its live page, its overview tile and the twin page that shows it.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserSuite, newAppContext, screenshot, verifiedUser } from '../support/browser.js';
import { CREATE, lab } from '../support/records-helpers.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

const RECORD = 'mutation R($readings: [VitalReadingInput!]!) { recordVitals(readings: $readings) { id status } }';

interface Shown {
  level: string | null;
  label: string;
  background: string;
  range: string;
}

/** What a status chip and the range next to it show, inside `scope` (a test id), words joined plainly. */
async function shown(page: Page, scope: string | null, chip: string, range: string): Promise<Shown> {
  const root = scope ? page.getByTestId(scope) : page.locator('body');
  const chipEl = root.getByTestId(chip);
  await chipEl.waitFor();
  return {
    level: await chipEl.getAttribute('data-level'),
    label: (await chipEl.innerText()).trim(),
    background: await chipEl.evaluate((el) => getComputedStyle(el).backgroundColor),
    range: (await root.getByTestId(range).innerText()).replace(/\u2060/g, ''),
  };
}

const CASES = [
  // CGM time in range (70–180): normal. The twin used a fasting 70–99 and said high.
  { kind: 'GLUCOSE', live: '/live/glc', twin: '/twine/blood', code: '99504-3', level: 'NORMAL', range: '70–180' },
  // AHA 2017: 125 systolic is elevated, outside normal. The live page used ≤ 129 and said normal.
  { kind: 'BLOOD_PRESSURE', live: '/live/bp', twin: '/twine/vascular', code: '8480-6', level: 'HIGH', range: '90–119' },
  // Resting 50–100: normal. The twin used 60–100 and said low.
  { kind: 'HEART_RATE', live: '/live/hbr', twin: '/twine/vascular', code: '8867-4', level: 'NORMAL', range: '50–100' },
] as const;

/** One reading of each, recorded by hand (the CASES' order). */
const READINGS = [
  { kind: 'GLUCOSE', value: 150 },
  { kind: 'BLOOD_PRESSURE', value: 125, value2: 78 },
  { kind: 'HEART_RATE', value: 55 },
];

describe('one status for one reading on every page', () => {
  it('live page, overview tile and twin indicator agree on status, colour and range', async () => {
    const u = await verifiedUser(t, { firstName: 'Range', lastName: 'Checker' });
    const res = await t.gql<{ recordVitals: { status: string }[] }>(RECORD, { readings: READINGS }, u.token);
    expect(res.errors).toBeUndefined();
    expect(res.data?.recordVitals.map((r) => r.status)).toEqual(CASES.map((c) => c.level));

    const context = await newAppContext(browser, t, { token: u.token });
    contexts.push(context);
    const page = await context.newPage();

    await page.goto('/overview');
    const onOverview = new Map<string, Shown>();
    for (const c of CASES)
      onOverview.set(c.kind, await shown(page, `overview-tile-${c.kind}`, 'tile-status', 'tile-range'));
    await screenshot(page, 'ranges-overview');

    for (const c of CASES) {
      await page.goto(c.live);
      const live = await shown(page, null, 'live-status', 'live-normal-range');
      if (c.kind === 'BLOOD_PRESSURE') await screenshot(page, 'ranges-live-bp');

      await page.goto(c.twin);
      const twin = await shown(page, `twin-indicator-${c.code}`, 'twin-indicator-status', 'twin-indicator-range');
      if (c.kind === 'GLUCOSE') await screenshot(page, 'ranges-twin-blood');

      const tile = onOverview.get(c.kind);
      expect(live.level, `${c.kind} on the live page`).toBe(c.level);
      expect(tile?.level, `${c.kind} on the overview`).toBe(c.level);
      expect(twin.level, `${c.kind} on the twin page`).toBe(c.level);
      expect(new Set([live.label, tile?.label, twin.label]).size, `${c.kind} status words`).toBe(1);
      expect(new Set([live.background, tile?.background, twin.background]).size, `${c.kind} status colour`).toBe(1);
      for (const [where, text] of [
        ['live', live.range],
        ['overview', tile?.range],
        ['twin', twin.range],
      ] as const) {
        expect(text, `${c.kind} range on ${where}`).toContain(c.range);
      }
    }
  });
});

describe('a range converted to the unit shown', () => {
  it('glucose at 180 mg/dL read in mmol/L: "10.0 mmol/L", normal, beside a range that reaches 10.0 (it said 9.99)', async () => {
    const u = await verifiedUser(t, { firstName: 'Mmol', lastName: 'Reader' });
    const set = await t.gql(
      'mutation ($i: PreferencesInput!) { updatePreferences(input: $i) { units { glucose } } }',
      { i: { units: { glucose: 'MMOL_L' } } },
      u.token,
    );
    expect(set.errors).toBeUndefined();
    const res = await t.gql<{ recordVitals: { status: string }[] }>(
      RECORD,
      { readings: [{ kind: 'GLUCOSE', value: 180 }] },
      u.token,
    );
    expect(res.data?.recordVitals[0]?.status).toBe('NORMAL');
    const context = await newAppContext(browser, t, { token: u.token });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/live/glc');
    await expect.poll(() => page.getByTestId('live-current-value').textContent()).toBe('10.0');
    const live = await shown(page, null, 'live-status', 'live-normal-range');
    expect(live.level).toBe('NORMAL');
    expect(live.range).toContain('3.9–10.0');
    await page.goto('/overview');
    const tile = await shown(page, 'overview-tile-GLUCOSE', 'tile-status', 'tile-range');
    expect(tile.range).toContain('3.9–10.0');
  });
});

describe('blood pressure limits in Arabic', () => {
  it('the alert limits read as the range line does: systolic first (rightmost), the unit last (leftmost)', async () => {
    const u = await verifiedUser(t, { firstName: 'Rtl', lastName: 'Limits' });
    expect(
      (await t.gql(RECORD, { readings: [{ kind: 'BLOOD_PRESSURE', value: 125, value2: 78 }] }, u.token)).errors,
    ).toBeUndefined();
    const context = await newAppContext(browser, t, {
      token: u.token,
      customizer: { language: 'ar', activeDir: 'rtl' },
    });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/live/bp');
    const limits = page.getByTestId('live-alert-limits');
    await limits.locator('bdi').nth(1).waitFor();
    const boxes = await limits.locator('bdi').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right));
    expect(boxes[0]).toBeGreaterThan(boxes[1] ?? Infinity);
    // The unit is the text after the last limit: left of it on the line.
    const unitLeftOfLimits = await limits.evaluate((el) => {
      const last = el.querySelectorAll('bdi')[1];
      const range = document.createRange();
      const unitNode = [...el.childNodes].at(-1);
      if (!last || !unitNode) return false;
      range.selectNodeContents(unitNode);
      return range.getBoundingClientRect().right <= last.getBoundingClientRect().left + 1;
    });
    expect(unitLeftOfLimits).toBe(true);
    expect((await limits.locator('bdi').allTextContents()).map((s) => s.trim())).toEqual(['≥ 180', '≥ 120']);
  });
});

describe('one unit for one reading on every page', () => {
  it('in Arabic, the overview and the twin pages write glucose, blood pressure and heart rate units alike', async () => {
    const u = await verifiedUser(t, { firstName: 'Unit', lastName: 'Checker' });
    expect((await t.gql(RECORD, { readings: READINGS }, u.token)).errors).toBeUndefined();
    const context = await newAppContext(browser, t, {
      token: u.token,
      customizer: { language: 'ar', activeDir: 'rtl' },
    });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/overview');
    const tileRange = async (kind: string) => {
      const el = page.getByTestId(`overview-tile-${kind}`).getByTestId('tile-range');
      await el.waitFor();
      return el.innerText();
    };
    const onOverview = { glucose: await tileRange('GLUCOSE'), bp: await tileRange('BLOOD_PRESSURE') };
    expect(onOverview.glucose).toContain('ملغ/دل');
    expect(onOverview.bp).toContain('ملم زئبق');

    const twinCard = async (path: string, code: string) => {
      await page.goto(path);
      const card = page.getByTestId(`twin-indicator-${code}`);
      await card.getByTestId('twin-indicator-range').waitFor();
      return {
        value: await card.getByTestId('twin-indicator-value').innerText(),
        range: await card.getByTestId('twin-indicator-range').innerText(),
      };
    };
    const glucose = await twinCard('/twine/blood', '99504-3');
    expect(glucose.value).toContain('ملغ/دل');
    expect(glucose.range).toContain('ملغ/دل');
    const systolic = await twinCard('/twine/vascular', '8480-6');
    expect(systolic.value).toContain('ملم زئبق');
    expect(systolic.range).toContain('ملم زئبق');
    // The heart rate's "/min" reads as the live pages' word, on the twin page too.
    const card = page.getByTestId('twin-indicator-8867-4');
    expect(await card.getByTestId('twin-indicator-value').innerText()).toContain('نبضة/دقيقة');
    expect(await card.getByTestId('twin-indicator-range').innerText()).toContain('نبضة/دقيقة');
    await screenshot(page, 'ranges-twin-vascular-ar');
  });

  it("a unit without a word (platelets' 10³/µL) is drawn left to right inside an Arabic sentence", async () => {
    const u = await verifiedUser(t, { firstName: 'Rate', lastName: 'Checker' });
    const created = await t.gql(
      CREATE,
      {
        input: lab({
          title: 'Blood count',
          date: new Date(Date.now() - 86_400_000).toISOString(),
          observations: [
            { code: '777-3', display: 'Platelets', value: 250, unit: '10*3/uL', refLow: 150, refHigh: 400 },
          ],
        }),
      },
      u.token,
    );
    expect(created.errors).toBeUndefined();
    const context = await newAppContext(browser, t, {
      token: u.token,
      customizer: { language: 'ar', activeDir: 'rtl' },
    });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/twine/blood');
    const range = page.getByTestId('twin-indicator-777-3').getByTestId('twin-indicator-range');
    await range.waitFor();
    // Each character of the unit to the right of the one before it, as "10³/µL" is written (a right-to-left
    // sentence drew "µL/10³").
    const lefts = await range.evaluate((el) => {
      const unit = '10³/µL';
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const at = (n.textContent ?? '').indexOf(unit);
        if (at === -1) continue;
        return [...unit].map((ch, i) => {
          const r = document.createRange();
          r.setStart(n, at + i);
          r.setEnd(n, at + i + 1);
          return ch === ' ' ? null : (r.getClientRects()[0]?.left ?? NaN);
        });
      }
      return [];
    });
    const drawn = lefts.filter((x): x is number => x !== null);
    expect(drawn.length).toBe(6);
    expect(drawn).toEqual([...drawn].sort((x, y) => x - y));
  });
});
