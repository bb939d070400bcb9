// Sharing a health snapshot into a post, in a real browser on the built client: the author picks kinds in the
// composer (a kind without data cannot be picked), sees what will be shared, posts; the post shows a clearly
// marked card with the values, units, statuses and ranges. A follower sees it in dark mode and in Arabic (RTL);
// each view is checked with axe and photographed.
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { sleepSessions } from '../../db/schema/index.js';
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
const HOUR = 3600_000;

async function open(token: string, customizer?: Record<string, unknown>): Promise<Page> {
  const context = await newAppContext(browser, t, { token, customizer });
  contexts.push(context);
  return context.newPage();
}
async function shot(page: Page, name: string, fullPage = false) {
  const file = await screenshot(page, name, fullPage);
  mkdirSync(SHOTS, { recursive: true });
  copyFileSync(file, path.join(SHOTS, `${name}.png`));
}
const axeClean = async (page: Page) => expect(severe(await runAxe(page)).map(describeFinding)).toEqual([]);

describe('health snapshot in a post', () => {
  it('the author shares chosen values; the post shows a marked card to a follower (light, dark, Arabic)', async () => {
    const ann = await verifiedUser(t, { firstName: 'Ann', lastName: 'Sharer' });
    const bob = await verifiedUser(t, { firstName: 'Bob', lastName: 'Friend' });
    const f = await t.gql('mutation F($id: ID!) { toggleFollow(userId: $id) { id } }', { id: ann.user.id }, bob.token);
    expect(f.errors).toBeUndefined();
    const rec = await t.gql(
      'mutation R($r: [VitalReadingInput!]!) { recordVitals(readings: $r) { id } }',
      { r: [{ kind: 'HEART_RATE', value: 118 }, { kind: 'BLOOD_PRESSURE', value: 118, value2: 76 }] },
      ann.token,
    );
    expect(rec.errors).toBeUndefined();
    const end = new Date(Date.now() - 2 * HOUR);
    await t.db.db.insert(sleepSessions).values({
      userId: ann.user.id, source: 'manual', start: new Date(end.getTime() - 8 * HOUR), end, stages: [],
      awakeSeconds: 1800, lightSeconds: 4 * 3600, deepSeconds: 1.5 * 3600, remSeconds: 1.5 * 3600,
    });

    const page = await open(ann.token);
    await page.goto('/user-profile');
    await page.getByTestId('snapshot-open').click();
    const picker = page.getByTestId('snapshot-picker');
    await picker.getByTestId('snapshot-kind-HEART_RATE').waitFor();
    // No blood oxygen readings: offered but not selectable.
    expect(await picker.getByTestId('snapshot-kind-SPO2').locator('input').isDisabled()).toBe(true);
    await picker.getByTestId('snapshot-kind-HEART_RATE').click();
    await picker.getByTestId('snapshot-kind-BLOOD_PRESSURE').click();
    await picker.getByTestId('snapshot-kind-SLEEP').click();
    await axeClean(page);
    await shot(page, 'snapshot-picker-light');
    await picker.getByTestId('snapshot-add').click();
    await picker.waitFor({ state: 'detached' });
    const pending = page.getByTestId('health-snapshot');
    await expect.poll(() => pending.getByTestId('health-snapshot-item').count()).toBe(3);
    await page.getByTestId('composer-body').fill('Back from my morning run');
    await page.getByTestId('composer-submit').click();

    const card = page.getByTestId('post').first().getByTestId('health-snapshot');
    await card.waitFor();
    await expect.poll(() => page.getByTestId('composer-body').inputValue()).toBe('');
    expect(await page.getByTestId('health-snapshot').count()).toBe(1); // the composer's preview is gone
    const title = await card.getByTestId('health-snapshot-title').textContent();
    expect(title).toMatch(/^Health snapshot shared by Ann Sharer on /);
    const values = await card.getByTestId('health-snapshot-value').allTextContents();
    expect(values).toEqual(['118 bpm', '118/76 mmHg', '7.0 h']);
    expect(await card.locator('[data-level]').evaluateAll((els) => els.map((e) => e.getAttribute('data-level')))).toEqual([
      'HIGH',
      'NORMAL',
      'NORMAL',
    ]);
    expect(await card.textContent()).toContain('normal 50\u2060–\u2060100 bpm');
    await axeClean(page);
    await page.getByTestId('post').first().scrollIntoViewIfNeeded();
    await shot(page, 'snapshot-post-light');

    for (const look of [
      { name: 'dark', customizer: { activeMode: 'dark' } },
      { name: 'ar-rtl', customizer: { language: 'ar', activeDir: 'rtl' } },
    ]) {
      const other = await open(bob.token, look.customizer);
      await other.goto(`/user-profile/${ann.user.id}`);
      const theirs = other.getByTestId('post').first().getByTestId('health-snapshot');
      await theirs.waitFor();
      await expect.poll(() => theirs.getByTestId('health-snapshot-item').count()).toBe(3);
      await axeClean(other);
      await theirs.scrollIntoViewIfNeeded();
      await shot(other, `snapshot-post-${look.name}`);
    }
  });
});
