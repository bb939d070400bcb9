// Chat and contacts (issue 13) in a real browser on the built client: two signed-in members chat both ways,
// each seeing the other's message arrive live and the unread badge rise and clear; a member adds, stars,
// deletes and restores a contact. Screenshots in light, dark, Arabic RTL and at 375 px, each checked with axe.
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chatMessages } from '../../db/schema/index.js';
import { browserSuite, newAppContext, screenshot, SCREENSHOT_DIR, verifiedUser } from '../support/browser.js';
import { describeFinding, runAxe, severe } from '../support/axe.js';
import { watchSubscription } from '../support/live-subscriptions.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

const SHOTS = path.join(SCREENSHOT_DIR, 'chat');
const TOGGLE = 'mutation ($u: ID!) { toggleFollow(userId: $u) { id isFollowed } }';

async function open(
  token: string,
  opts: { customizer?: Record<string, unknown>; viewport?: { width: number; height: number } } = {},
) {
  const context = await newAppContext(browser, t, { token, ...opts });
  contexts.push(context);
  return context.newPage();
}

const row = (page: Page, name: string) => page.getByTestId('conversation-row').filter({ hasText: name });

let ann: { token: string; id: string };

describe('the conversation list on a phone', () => {
  // "il y a 33 minutes" beside the name and message left the message a few words at 375 px: the time now sits
  // on the name's line in short units, and the message has the row's width to itself (beside the badge).
  it.each([
    // \s: Intl joins the number and the unit with a no-break space.
    ['fr', /^il y a 33\smin$/],
    ['ar', /^قبل 33\sدقيقة$/],
  ])('keeps the last message readable in %s at 375 px, the time beside the name', async (language, when) => {
    const a = await verifiedUser(t, { firstName: 'Léa', lastName: 'Téléphone' });
    const b = await verifiedUser(t, { firstName: 'Marc', lastName: 'Longtemps' });
    await t.gql(TOGGLE, { u: b.user.id }, a.token);
    await t.gql(TOGGLE, { u: a.user.id }, b.token);
    const started = await t.gql<{ startConversation: { id: string } }>('mutation ($u: ID!) { startConversation(userId: $u) { id } }', { u: a.user.id }, b.token);
    const id = started.data!.startConversation.id;
    const msg = 'Je serai là jeudi à dix heures pour le rendez-vous chez le cardiologue, comme prévu.';
    await t.gql('mutation ($c: ID!, $m: String) { sendMessage(conversationId: $c, msg: $m) { id } }', { c: id, m: msg }, b.token);
    await t.db.db.update(chatMessages).set({ createdAt: new Date(Date.now() - 33 * 60_000 - 10_000) }).where(eq(chatMessages.conversationId, id));

    const page = await open(a.token, { customizer: { language, activeDir: language === 'ar' ? 'rtl' : 'ltr' }, viewport: { width: 375, height: 812 } });
    await page.goto('/apps/chats');
    const r = row(page, 'Marc');
    await r.getByTestId('unread-badge').waitFor();
    // Found by their role in the row (the caption is the time; the second dir=auto text the message), as before.
    const time = r.locator('.MuiTypography-caption').first();
    const excerpt = r.locator('[dir="auto"]').nth(1);
    expect(await excerpt.textContent()).toBe(msg);
    const [rowBox, timeBox, excerptBox] = [(await r.boundingBox())!, (await time.boundingBox())!, (await excerpt.boundingBox())!];
    // The time is on the name's line, above the message, and the message has most of the row.
    expect(timeBox.y + timeBox.height).toBeLessThanOrEqual(excerptBox.y + 1);
    expect(excerptBox.width / rowBox.width).toBeGreaterThan(0.6);
    expect(await time.evaluate((el) => el.scrollWidth > el.clientWidth + 1)).toBe(false);
    expect(await r.getByTestId('conversation-time').textContent()).toMatch(when);
    mkdirSync(SHOTS, { recursive: true });
    copyFileSync(await screenshot(page, `chat-list-${language}-375`), path.join(SHOTS, `chat-list-${language}-375.png`));
  });
});
let conversationId = '';

describe('chat', () => {
  it('two members chat both ways, live, with unread counts rising and clearing', async () => {
    const a = await verifiedUser(t, { firstName: 'Ann', lastName: 'Amber' });
    const b = await verifiedUser(t, { firstName: 'Bob', lastName: 'Brown' });
    ann = { token: a.token, id: a.user.id };
    await t.gql(TOGGLE, { u: b.user.id }, a.token);
    await t.gql(TOGGLE, { u: a.user.id }, b.token);

    const annPage = await open(a.token);
    const bobPage = await open(b.token);
    // Each side's events are pushed once: every send below waits until the other side's page is subscribed.
    const bobLive = watchSubscription(t, bobPage, 'ChatEvents', 'chat:event', b.user.id);
    await bobPage.goto('/apps/chats');
    await bobPage.getByTestId('chat-empty').waitFor();
    await bobLive.live();

    // Ann starts the chat from "New chat" and writes.
    const annLive = watchSubscription(t, annPage, 'ChatEvents', 'chat:event', a.user.id);
    await annPage.goto('/apps/chats');
    await annLive.live();
    await annPage.getByTestId('chat-new').click();
    await annPage.getByTestId('chat-people').getByText('Bob Brown').click();
    await annPage.getByTestId('thread-name').filter({ hasText: 'Bob Brown' }).waitFor();
    conversationId = new URL(annPage.url()).searchParams.get('c') ?? '';
    expect(conversationId).not.toBe('');
    await annPage.getByTestId('chat-input').fill('Hello Bob, are you coming on Thursday?');
    await annPage.getByTestId('chat-input').press('Enter');
    await annPage.getByTestId('chat-message').filter({ hasText: 'Hello Bob' }).waitFor();

    // Bob's list shows the conversation live, with one unread message; opening it clears the badge.
    await row(bobPage, 'Ann Amber').getByTestId('unread-badge').filter({ hasText: '1' }).waitFor();
    // Ann is active right now: the online dot on her avatar, said in words for screen readers.
    expect(await row(bobPage, 'Ann Amber').getByTestId('online-dot').textContent()).toContain('Online');
    await row(bobPage, 'Ann Amber').click();
    await bobPage.getByTestId('chat-message').filter({ hasText: 'Hello Bob' }).waitFor();
    await expect.poll(() => row(bobPage, 'Ann Amber').getByTestId('unread-badge').count()).toBe(0);
    // Ann's last message now reads "Seen" (Bob's read mark arrived live).
    await annPage.getByTestId('chat-message').filter({ hasText: 'Seen' }).waitFor();

    // Ann leaves the thread; Bob types (Ann would see it in the thread) and answers twice.
    const annLiveAgain = watchSubscription(t, annPage, 'ChatEvents', 'chat:event', a.user.id);
    await annPage.goto('/apps/chats');
    await row(annPage, 'Bob Brown').waitFor();
    await annLiveAgain.live();
    await bobPage.getByTestId('chat-input').fill('Yes, I will drive you.');
    await bobPage.getByTestId('chat-send').click();
    await bobPage.getByTestId('chat-message').filter({ hasText: 'drive you' }).waitFor();
    await bobPage.getByTestId('chat-input').fill('See you at 9.');
    await bobPage.getByTestId('chat-input').press('Enter');
    await bobPage.getByTestId('chat-message').filter({ hasText: 'See you at 9.' }).waitFor();
    await row(annPage, 'Bob Brown').getByTestId('unread-badge').filter({ hasText: '2' }).waitFor();
    await row(annPage, 'Bob Brown').click();
    await annPage.getByTestId('chat-message').filter({ hasText: 'See you at 9.' }).waitFor();
    await expect.poll(() => row(annPage, 'Bob Brown').getByTestId('unread-badge').count()).toBe(0);
    // Order as sent, own messages on the end side.
    const texts = await annPage.getByTestId('chat-message').allTextContents();
    expect(texts.findIndex((s) => s.includes('Hello Bob'))).toBeLessThan(
      texts.findIndex((s) => s.includes('drive you')),
    );
    expect(texts.findIndex((s) => s.includes('drive you'))).toBeLessThan(
      texts.findIndex((s) => s.includes('See you at 9.')),
    );
    expect(await annPage.getByTestId('chat-message').first().getAttribute('data-own')).toBe('true');
    expect(await annPage.getByTestId('chat-message').last().getAttribute('data-own')).toBe('false');

    // The emoji button inserts at the caret, and the message goes out with it.
    await annPage.getByTestId('chat-input').fill('Thanks !');
    await annPage.getByTestId('chat-input').press('ArrowLeft');
    await annPage.getByTestId('chat-emoji').click();
    await annPage.getByTestId('emoji-list').getByRole('button', { name: '👍' }).click();
    expect(await annPage.getByTestId('chat-input').inputValue()).toBe('Thanks 👍!');
    await annPage.getByTestId('chat-input').press('Enter');
    await bobPage.getByTestId('chat-message').filter({ hasText: 'Thanks 👍!' }).waitFor();

    // A file goes out with its size; the looks below check the size reads in each page's language and units.
    await annPage
      .getByTestId('chat-file-input')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.alloc(1536, 'a') });
    await annPage.getByTestId('pending-attachment').waitFor();
    await annPage.getByTestId('chat-send').click();
    await bobPage.getByTestId('chat-message').filter({ hasText: 'notes.txt' }).waitFor();

    // Typing shows on the other side.
    await annPage.getByTestId('chat-input').fill('Thank');
    await bobPage.getByTestId('typing-line').filter({ hasText: 'Ann' }).waitFor();
    expect(severe(await runAxe(annPage)).map(describeFinding)).toEqual([]);
  });
});

describe('contacts', () => {
  it('on an Arabic page the contact form writes the e-mail address and the phone left to right', async () => {
    const { token } = await verifiedUser(t, { firstName: 'Rana', lastName: 'Yamin' });
    const page = await open(token, { customizer: { language: 'ar', activeDir: 'rtl' } });
    await page.goto('/apps/contacts');
    await page.getByTestId('contact-add').click();
    await page.getByTestId('contact-email').fill('amina@');
    // Inherited right-to-left, "amina@" would be drawn as "@amina".
    const direction = (id: string) => page.getByTestId(id).evaluate((el) => getComputedStyle(el).direction);
    expect([await direction('contact-email'), await direction('contact-phone')]).toEqual(['ltr', 'ltr']);
  });

  it('adds a contact (phone checked), stars it, deletes it to the trash and restores it', async () => {
    const page = await open(ann.token);
    await page.goto('/apps/contacts');
    await page.getByTestId('contacts-empty').waitFor();
    await page.getByTestId('contact-add').click();
    await page.getByTestId('contact-firstname').fill('Amina');
    await page.getByTestId('contact-lastname').fill('Haddad');
    await page.getByTestId('contact-department').fill('Cardiology');
    await page.getByTestId('contact-phone').fill('12');
    await page.getByTestId('contact-save').click();
    await page.getByText('Enter a valid phone number').waitFor();
    await page.getByTestId('contact-phone').fill('+33 6 12 34 56 78');
    await page.getByTestId('contact-email').fill('amina@clinic.example');
    await page.getByTestId('contact-save').click();
    // Stored as +33612345678 (E.164), shown as people write it.
    await page.getByTestId('contact-detail').getByText('+33 6 12 34 56 78', { exact: true }).waitFor();
    expect(await page.getByTestId('contact-detail').getByRole('link', { name: '+33 6 12 34 56 78' }).getAttribute('href')).toBe('tel:+33612345678');
    const amina = page.getByTestId('contact-row').filter({ hasText: 'Amina Haddad' });
    await amina.waitFor();

    // Star from the list; the Starred list shows it.
    await page.getByRole('button', { name: 'Star Amina Haddad' }).click();
    await page.getByRole('button', { name: 'Remove the star from Amina Haddad' }).waitFor();
    await page.getByTestId('contacts-filter-starred').click();
    await amina.waitFor();

    // Delete: gone from All, in the Trash; restore brings it back.
    await page.getByTestId('contacts-filter-all').click();
    await amina.click();
    await page.getByTestId('contact-delete').click();
    await page.getByTestId('contacts-empty').waitFor();
    await page.getByTestId('contacts-filter-trash').click();
    await amina.click();
    await page.getByTestId('contact-restore').click();
    await page.getByTestId('contacts-empty').waitFor();
    await page.getByTestId('contacts-filter-all').click();
    await amina.waitFor();
    // The department list offers it too.
    await page
      .getByRole('navigation', { name: 'Contact lists' })
      .getByRole('button', { name: /Cardiology/ })
      .click();
    await amina.click();
    await page.getByTestId('contact-detail').getByText('amina@clinic.example').waitFor();
    expect(severe(await runAxe(page)).map(describeFinding)).toEqual([]);
  });

  it('a text over its limit says the limit and the length typed, in French, under the field', async () => {
    const cleo = await verifiedUser(t, { firstName: 'Cléo', lastName: 'Limite' });
    const page = await open(cleo.token, { customizer: { language: 'fr' } });
    await page.goto('/apps/contacts');
    await page.getByTestId('contact-add').click();
    await page.getByTestId('contact-firstname').fill('Amina');
    await page.getByTestId('contact-department').fill('Cardiologie '.repeat(10));
    await page.getByTestId('contact-save').click();
    // It said 'Ce texte est trop long.' without the limit, so the person had to guess how much to cut.
    const helper = page.locator('#' + (await page.getByTestId('contact-department').getAttribute('aria-describedby')));
    await expect.poll(() => helper.textContent()).toBe('100 caractères au maximum (ici 119).');
  });
});

describe('looks', () => {
  it('screenshots chat and contacts in light, dark, Arabic RTL and at 375 px, with no serious axe finding', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const looks: {
      name: string;
      customizer?: Record<string, unknown>;
      viewport?: { width: number; height: number };
    }[] = [
      { name: 'light' },
      { name: 'dark', customizer: { activeMode: 'dark', language: 'fr' } },
      { name: 'ar-rtl', customizer: { language: 'ar', activeDir: 'rtl' } },
      { name: '375', viewport: { width: 375, height: 812 } },
    ];
    // 1536 bytes in each language's own unit (it read "2 KiB" in every language).
    const fileSize: Record<string, RegExp> = {
      light: /^notes\.txt \(1\.5 kB\)$/,
      dark: /^notes\.txt \(1,5\sko\)$/,
      'ar-rtl': /^notes\.txt \(1\.5\sكيلوبايت\)$/,
      '375': /^notes\.txt \(1\.5 kB\)$/,
    };
    for (const look of looks) {
      const page = await open(ann.token, look);
      await page.goto(`/apps/chats?c=${conversationId}`);
      await page.getByTestId('chat-message').first().waitFor();
      const file = page.getByTestId('chat-message').filter({ hasText: 'notes.txt' }).getByRole('link');
      expect((await file.textContent())?.trim()).toMatch(fileSize[look.name]!);
      if (look.name === 'ar-rtl') {
        // The English name sits beside the avatar (the page's start side), not at the header's far end.
        const gap = await page.getByTestId('thread-name').evaluate((el) => {
          const text = document.createRange();
          text.selectNodeContents(el);
          return el.getBoundingClientRect().right - text.getBoundingClientRect().right;
        });
        expect(gap).toBeLessThan(2);
      }
      expect(severe(await runAxe(page)).map(describeFinding), `chat ${look.name}`).toEqual([]);
      copyFileSync(await screenshot(page, `chat-${look.name}`), path.join(SHOTS, `chat-${look.name}.png`));
      await page.goto('/apps/contacts');
      await page.getByTestId('contact-row').first().click();
      await page.getByTestId('contact-detail').waitFor();
      expect(severe(await runAxe(page)).map(describeFinding), `contacts ${look.name}`).toEqual([]);
      copyFileSync(await screenshot(page, `contacts-${look.name}`), path.join(SHOTS, `contacts-${look.name}.png`));
      if (look.name === 'light') {
        await page.getByTestId('contact-edit-toggle').click();
        await page.getByTestId('contact-form').waitFor();
        copyFileSync(await screenshot(page, 'contacts-edit', true), path.join(SHOTS, 'contacts-edit-light.png'));
      }
    }
  });
});
