// /ai in a real browser on the built client: the consent step, then a question whose answer streams in
// (text grows before the stored reply lands), with sources that are links into the portal (one is followed)
// and the disclaimer; the overview shows the summary card. axe on light, dark and Arabic; screenshots light,
// dark, Arabic RTL and 375 px wide to tests/e2e/screenshots/ai/.
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserSuite, newAppContext, screenshot, SCREENSHOT_DIR, verifiedUser, waitForPath } from '../support/browser.js';
import { describeFinding, runAxe, severe } from '../support/axe.js';
import type { TestApp } from '../support/test-app.js';
import { RECORD_VITALS, minutesAgo } from '../support/vitals-helpers.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

const SHOTS = path.join(SCREENSHOT_DIR, 'ai');

async function open(token: string, customizer?: Record<string, unknown>, viewport?: { width: number; height: number }) {
  const context = await newAppContext(browser, t, { token, customizer, viewport });
  contexts.push(context);
  return context.newPage();
}

async function shot(page: Awaited<ReturnType<typeof open>>, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  copyFileSync(await screenshot(page, `ai-${name}`, true), path.join(SHOTS, `ai-${name}.png`));
}

describe('AI assistant', () => {
  it('asks, watches the answer stream in, sees its sources and follows one', async () => {
    const u = await verifiedUser(t, { firstName: 'Ada', lastName: 'Lovelace' });
    const readings = [68, 71, 75, 73].map((v, i) => ({ kind: 'HEART_RATE', value: v, time: minutesAgo(10 + i * 60).toISOString() }));
    expect((await t.gql(RECORD_VITALS, { readings }, u.token)).errors).toBeUndefined();
    const page = await open(u.token);
    await page.goto('/ai');
    await page.getByTestId('ai-consent').waitFor();
    expect(await page.getByTestId('ai-consent').textContent()).toMatch(/not sent anywhere else/);
    await page.getByTestId('ai-allow').click();
    await page.getByTestId('ai-suggestion').first().waitFor();
    expect(await page.getByTestId('ai-reply').first().textContent()).toMatch(/Whats on your mind\?/);
    expect(await page.getByTestId('ai-quota').textContent()).toBe('50 of 50 messages left today');

    await page.getByTestId('ai-input').fill('What was my average heart rate this week?');
    // The stream is watched from inside the page (a MutationObserver sees every partial render), so a fast
    // stream on a busy machine cannot slip between two polls.
    await page.evaluate(() => {
      const seen = { partial: '', stopWhileStreaming: false, leadInWithAnswer: false };
      (window as unknown as { __stream: typeof seen }).__stream = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid=ai-streaming-text]')?.textContent ?? '';
        if (text && !seen.partial) seen.partial = text;
        if (text && document.querySelector('[data-testid=ai-stop]')) seen.stopWhileStreaming = true;
        if (text.includes('Looking at your data') && text.includes('Heart rate')) seen.leadInWithAnswer = true;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByTestId('ai-send').click();
    // Once the chat has messages the opener gives way to them: the question, then the stored reply.
    await expect.poll(() => page.getByTestId('ai-streaming').count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => page.getByTestId('ai-reply').textContent(), { timeout: 10_000 }).toMatch(/Heart rate/);
    const reply = page.getByTestId('ai-reply');
    const full = (await reply.textContent()) ?? '';
    expect(full).toMatch(/Heart rate/);
    // "Looking at your data…" is progress while the data is read: the answer replaces it, live and once stored.
    expect(full).not.toMatch(/Looking at your data/);
    // The reply streamed: text showed in the live region (with Stop offered) before the stored reply replaced it.
    const stream = await page.evaluate(
      () => (window as unknown as { __stream: { partial: string; stopWhileStreaming: boolean; leadInWithAnswer: boolean } }).__stream,
    );
    expect(stream.partial.length).toBeGreaterThan(0);
    expect(stream.leadInWithAnswer).toBe(false);
    expect(stream.stopWhileStreaming).toBe(true);
    expect(full.length).toBeGreaterThan(stream.partial.length);
    expect(await reply.getByTestId('ai-disclaimer').textContent()).toMatch(/not medical advice/);
    const source = reply.getByTestId('ai-source').first();
    expect(await source.textContent()).toMatch(/^Heart rate \(/);
    // The quota comes from a refetch of the user's state (HTTP), the reply over the socket: either may land first.
    await expect.poll(() => page.getByTestId('ai-quota').textContent()).toBe('49 of 50 messages left today');
    expect(severe(await runAxe(page)).map(describeFinding)).toEqual([]);
    await shot(page, 'light');

    await source.click();
    await waitForPath(page, '/live/hbr');

    // The overview shows the summary card; refreshing fills it.
    await page.goto('/overview');
    await page.getByTestId('ai-overall').waitFor();
    await page.getByTestId('ai-overall-refresh').click();
    await expect.poll(() => page.getByTestId('ai-overall-text').textContent(), { timeout: 10_000 }).toMatch(/alert/);
    await page.getByTestId('ai-overall').screenshot({ path: path.join(SHOTS, 'ai-overview-card.png') });
  });

  // The consent card, and its button with the focus, is replaced by the chat: focus fell to <body>.
  it('allowing by keyboard puts the focus in the question field', async () => {
    const u = await verifiedUser(t);
    const page = await open(u.token);
    await page.goto('/ai');
    await page.getByTestId('ai-allow').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('ai-input').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('ai-input');
  });

  // A pasted question over the limit was cut at 2,000 characters and sent without its end, saying nothing.
  it('keeps a question over 2,000 characters whole, says it is too long and sends it only once shortened', async () => {
    const u = await verifiedUser(t);
    await t.gql('mutation { aiRequestAccess { requestValid } }', {}, u.token);
    const page = await open(u.token);
    await page.goto('/ai');
    const input = page.getByTestId('ai-input');
    await input.fill('a'.repeat(1_900));
    await expect.poll(() => page.getByText('1,900 of 2,000 characters').count()).toBe(1);
    await input.fill(`${'b'.repeat(2_499)}!`);
    expect((await input.inputValue()).length).toBe(2_500);
    await page.getByText('Too long: at most 2,000 characters (2,500 now). Shorten it to send.').waitFor();
    expect(await page.getByTestId('ai-send').isDisabled()).toBe(true);
    await input.press('Enter');
    await input.fill('How did I sleep?');
    expect(await page.getByTestId('ai-send').isDisabled()).toBe(false);
    const sent = await t.gql<{ aiChat: { message: string }[] }>('query { aiChat { message } }', {}, u.token);
    expect(sent.data?.aiChat.map((m) => m.message).some((m) => m.startsWith('bbb'))).toBe(false);
  });

  it('looks right in dark, Arabic RTL and at 375 px', async () => {
    const u = await verifiedUser(t, { firstName: 'Ada', lastName: 'Lovelace' });
    await t.gql('mutation { aiRequestAccess { requestValid } }', {}, u.token);
    const readings = [118, 124, 121].map((v, i) => ({ kind: 'BLOOD_PRESSURE', value: v, value2: 78 + i, time: minutesAgo(20 + i * 90).toISOString() }));
    expect((await t.gql(RECORD_VITALS, { readings }, u.token)).errors).toBeUndefined();
    for (const msg of ['Is my blood pressure normal?', 'هل ضغط الدم طبيعي؟']) {
      await t.gql('mutation ($msg: String!) { aiSend(msg: $msg) { id } }', { msg }, u.token);
      await t.app.services.ai.idle();
    }
    const looks: { name: string; customizer?: Record<string, unknown>; viewport?: { width: number; height: number } }[] = [
      { name: 'dark', customizer: { activeMode: 'dark' } },
      { name: 'ar-rtl', customizer: { language: 'ar', activeDir: 'rtl' } },
      { name: '375', viewport: { width: 375, height: 800 } },
    ];
    for (const look of looks) {
      const page = await open(u.token, look.customizer, look.viewport);
      await page.goto('/ai');
      await page.getByTestId('ai-user-message').first().waitFor();
      if (look.name === 'ar-rtl') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      if (look.name !== '375') expect(severe(await runAxe(page)).map(describeFinding)).toEqual([]);
      if (look.name === '375') expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await shot(page, look.name);
    }
    // The consent step, as a new user sees it.
    const fresh = await verifiedUser(t, { firstName: 'Bo', lastName: 'Ng' });
    const page = await open(fresh.token);
    await page.goto('/ai');
    await page.getByTestId('ai-consent').waitFor();
    await shot(page, 'consent');
  });
});
