// The people pages as two members use them: Reply on a comment puts the cursor in the reply box (what they
// type goes there, Enter sends it); a contact saved, cancelled, deleted or restored leaves the focus on the
// contacts pane rather than the page's body; a contact's long name stays inside its row; a chat opened on a
// photo shows the newest message whole, and on a phone a long thread opens at its newest message with the
// message box on screen; the like and count labels of a post keep to one line on a French or Arabic phone; a
// control character pasted into the post composer is named in the page's language, the text kept; deleting a
// comment or a post leaves the focus near what was deleted.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserSuite, newAppContext, verifiedUser } from '../support/browser.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

async function open(
  token: string,
  viewport?: { width: number; height: number },
  customizer?: Record<string, unknown>,
): Promise<Page> {
  const context = await newAppContext(browser, t, { token, viewport, customizer });
  contexts.push(context);
  return context.newPage();
}

/** What has the keyboard focus: its test id, else its tag and text (BODY when the focus was dropped). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return 'none';
    return el.getAttribute('data-testid') ?? `${el.tagName} ${(el.textContent ?? '').trim().slice(0, 40)}`;
  });

describe('comments', () => {
  it('Reply puts the cursor in the reply box: typing and Enter send the reply', async () => {
    const ann = await verifiedUser(t, { firstName: 'Ann', lastName: 'Poster' });
    const bob = await verifiedUser(t, { firstName: 'Bob', lastName: 'Commenter' });
    const created = await t.gql<{ createPost: { id: string } }>(
      'mutation C($i: CreatePostInput!) { createPost(input: $i) { id } }',
      { i: { body: 'Walked 5 km today' } },
      ann.token,
    );
    const postId = created.data!.createPost.id;
    await t.gql('mutation A($p: ID!, $b: String!) { addPostComment(postId: $p, body: $b) { id } }', { p: postId, b: 'Well done!' }, bob.token);

    const page = await open(ann.token);
    await page.goto('/user-profile');
    await page.getByTestId('comment').filter({ hasText: 'Well done!' }).getByRole('button', { name: 'Reply' }).click();
    // The focus stayed on Reply: the typing went nowhere and Enter pressed Reply again, closing the box.
    await page.keyboard.type('Thanks Bob');
    await page.keyboard.press('Enter');
    await page.getByTestId('comment-body').filter({ hasText: 'Thanks Bob' }).waitFor();
    // The box is gone once sent; the focus is back on Reply, not on the page's body.
    await expect.poll(() => focused(page)).toBe('BUTTON Reply');
  });
});

describe('post composer', () => {
  it('a text with a control character pasted in says what is wrong, in French, and keeps the text', async () => {
    const jo = await verifiedUser(t, { firstName: 'Jo', lastName: 'Paste' });
    const page = await open(jo.token, undefined, { language: 'fr' });
    await page.goto('/user-profile');
    const box = page.getByTestId('composer-body');
    await box.fill('Tension 12/8\u0007 ce matin');
    await page.getByTestId('composer-submit').click();
    // It said "Cette valeur n’est pas valide." without saying what to change in a text that looks right.
    await page.getByText('Ce texte contient un caractère de contrôle invisible (copié avec le texte)\u202f: retirez-le et réessayez.').waitFor();
    expect(await box.inputValue()).toBe('Tension 12/8\u0007 ce matin');
  });
});

describe('post counts', () => {
  it('on a French or Arabic phone, "Like", the likes and the comments each stay on one line', async () => {
    const ida = await verifiedUser(t, { firstName: 'Ida', lastName: 'Counter' });
    const created = await t.gql<{ createPost: { id: string } }>('mutation C($i: CreatePostInput!) { createPost(input: $i) { id } }', { i: { body: 'Morning run' } }, ida.token);
    const postId = created.data!.createPost.id;
    await t.gql('mutation L($p: ID!) { togglePostLike(postId: $p) { id } }', { p: postId }, ida.token);
    await t.gql('mutation A($p: ID!, $b: String!) { addPostComment(postId: $p, body: $b) { id } }', { p: postId, b: 'Nice' }, ida.token);
    for (const language of ['fr', 'ar']) {
      const page = await open(ida.token, { width: 375, height: 800 }, { language, activeDir: language === 'ar' ? 'rtl' : 'ltr' });
      await page.goto('/user-profile');
      const post = page.getByTestId('post').filter({ hasText: 'Morning run' });
      await post.getByTestId('post-comment-count').waitFor();
      // "Commentaires :" on one line and "1" under it read as two things; so did "إلغاء" / "الإعجاب" on the button.
      const wrapped = await post
        .locator('[data-testid="post-like"], [data-testid="post-like-count"], [data-testid="post-comment-count"]')
        .evaluateAll((els) =>
          els
            .filter((el) => {
              // The lines its text is drawn on (text nodes only: the button's icon sits at its own height).
              const tops: number[] = [];
              const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                const range = document.createRange();
                range.selectNodeContents(node);
                for (const r of range.getClientRects()) if (!tops.some((top) => Math.abs(top - r.top) < 4)) tops.push(r.top);
              }
              return tops.length > 1;
            })
            .map((el) => el.textContent),
        );
      expect(wrapped, language).toEqual([]);
    }
  });
});

describe('deleting', () => {
  it('after deleting a comment the focus is in its post’s comment box; after deleting a post, on the post list', async () => {
    const kim = await verifiedUser(t, { firstName: 'Kim', lastName: 'Tidy' });
    const make = 'mutation C($i: CreatePostInput!) { createPost(input: $i) { id } }';
    await t.gql(make, { i: { body: 'Older post' } }, kim.token);
    const created = await t.gql<{ createPost: { id: string } }>(make, { i: { body: 'Typo post' } }, kim.token);
    await t.gql('mutation A($p: ID!, $b: String!) { addPostComment(postId: $p, body: $b) { id } }', { p: created.data!.createPost.id, b: 'Typo comment' }, kim.token);
    const page = await open(kim.token);
    await page.goto('/user-profile');
    const post = page.getByTestId('post').filter({ hasText: 'Typo post' });
    await post.getByRole('button', { name: 'Delete comment' }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete comment' }).click();
    await post.getByTestId('comment').waitFor({ state: 'detached' });
    // Both fell to the page's body: a keyboard user started again from the top of the page.
    await expect.poll(() => focused(page)).toBe('comment-input');
    await post.getByTestId('post-delete').click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete post' }).click();
    await post.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('post-list');
  });
});

describe('contacts', () => {
  it('saving, cancelling, deleting and restoring keep the focus in the contacts pane', async () => {
    const cleo = await verifiedUser(t, { firstName: 'Cléo', lastName: 'Clavier' });
    const page = await open(cleo.token);
    await page.goto('/apps/contacts');
    await page.getByTestId('contacts-empty').waitFor();
    await page.getByTestId('contact-add').click();
    await page.getByTestId('contact-firstname').fill('Amina');
    await page.getByTestId('contact-save').click();
    await page.getByTestId('contact-detail').waitFor();
    await expect.poll(() => focused(page)).toBe('contact-title');

    await page.getByTestId('contact-edit-toggle').check();
    await page.getByTestId('contact-lastname').fill('Haddad');
    await page.getByTestId('contact-save').click();
    await page.getByTestId('contact-detail').getByRole('heading', { name: 'Amina Haddad' }).waitFor();
    await expect.poll(() => focused(page)).toBe('contact-title');

    await page.getByTestId('contact-edit-toggle').check();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => focused(page)).toBe('contact-title');

    // The star is a toggle: one name, its state pressed (it read "Starred" before being starred).
    const starButton = page.getByTestId('contact-star');
    expect([await starButton.textContent(), await starButton.getAttribute('aria-pressed')]).toEqual(['Star', 'false']);
    await starButton.click();
    await expect.poll(() => starButton.getAttribute('aria-pressed')).toBe('true');
    expect(await starButton.textContent()).toBe('Star');

    // Switching edit mode off with a change not saved asks first: "Keep" goes on with the form and the text.
    await page.getByTestId('contact-edit-toggle').check();
    await page.getByTestId('contact-lastname').fill('Haddad-Saint-Louis');
    // A click, not uncheck(): the switch stays on while the question is asked.
    await page.getByTestId('contact-edit-toggle').click();
    const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => ask.count()).toBe(0);
    expect(await page.getByTestId('contact-lastname').inputValue()).toBe('Haddad-Saint-Louis');
    // "Discard changes" leaves them, as asked.
    await page.getByTestId('contact-edit-toggle').click();
    await page.getByTestId('contact-discard').click();
    await expect.poll(() => ask.count()).toBe(0);
    await page.getByTestId('contact-detail').getByRole('heading', { name: 'Amina Haddad' }).waitFor();
    expect(await page.getByTestId('contact-form').count()).toBe(0);

    await page.getByTestId('contact-delete').click();
    await page.getByTestId('contacts-empty').waitFor();
    await expect.poll(() => focused(page)).toBe('contacts-pick');

    await page.getByTestId('contacts-filter-trash').click();
    await page.getByTestId('contact-row').filter({ hasText: 'Amina Haddad' }).click();
    await page.getByTestId('contact-restore').click();
    await page.getByTestId('contacts-empty').waitFor();
    await expect.poll(() => focused(page)).toBe('contacts-pick');
  });

  it('a long name stays inside its row (cut with an ellipsis), not over the star and the detail pane', async () => {
    const dan = await verifiedUser(t, { firstName: 'Dan', lastName: 'Long' });
    const lastname = 'Dupont-' + 'Verylonglastname'.repeat(5);
    await t.gql('mutation A($i: ContactInput!) { addContact(input: $i) { id } }', { i: { firstname: 'Jeanne', lastname, department: 'Cardiology' } }, dan.token);
    const page = await open(dan.token);
    await page.goto('/apps/contacts');
    const row = page.getByTestId('contact-row').filter({ hasText: 'Jeanne' });
    await row.waitFor();
    // Text wider than its box that the box lets show spills over what is beside it.
    const spills = await row.locator('.MuiListItemText-root > *').evaluateAll((els) =>
      els
        .filter((el) => getComputedStyle(el).overflowX === 'visible' && el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.textContent),
    );
    expect(spills).toEqual([]);
    const name = row.locator('.MuiListItemText-primary');
    const [nameBox, starBox] = await Promise.all([name.boundingBox(), page.getByRole('button', { name: /^Star Jeanne/ }).boundingBox()]);
    expect(nameBox!.x + nameBox!.width).toBeLessThanOrEqual(starBox!.x + 1);
  });
});

describe('chat', () => {
  it('a thread ending with a photo opens at the newest message, whole, once the photo has loaded', async () => {
    const eve = await verifiedUser(t, { firstName: 'Eve', lastName: 'Sender' });
    const fay = await verifiedUser(t, { firstName: 'Fay', lastName: 'Reader' });
    const follow = 'mutation F($id: ID!) { toggleFollow(userId: $id) { id } }';
    await t.gql(follow, { id: fay.user.id }, eve.token);
    await t.gql(follow, { id: eve.user.id }, fay.token);
    const started = await t.gql<{ startConversation: { id: string } }>('mutation S($u: ID!) { startConversation(userId: $u) { id } }', { u: fay.user.id }, eve.token);
    const conversationId = started.data!.startConversation.id;
    const send = 'mutation M($c: ID!, $m: String, $a: [ID!]) { sendMessage(conversationId: $c, msg: $m, attachmentIds: $a) { id } }';
    for (let i = 1; i <= 6; i += 1) await t.gql(send, { c: conversationId, m: `Message ${i}` }, eve.token);
    const png = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#c36' } }).png().toBuffer();
    const up = await fetch(`${t.url}/api/uploads?kind=image&filename=scan.png`, {
      method: 'POST',
      headers: { authorization: `Bearer ${eve.token}`, 'content-type': 'image/png' },
      body: png,
    });
    expect(up.status).toBe(201);
    const { id: uploadId } = (await up.json()) as { id: string };
    await t.gql(send, { c: conversationId, m: 'My scan', a: [uploadId] }, eve.token);

    const page = await open(fay.token);
    // The photo arrives a moment after the thread is drawn, as it does over a real network.
    await page.route(/\/api\/files\//, async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.goto(`/apps/chats?c=${conversationId}`);
    const last = page.getByTestId('chat-message').filter({ hasText: 'My scan' });
    await last.waitFor();
    await expect.poll(() => last.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The view was kept at the bottom before the photo loaded; the photo then pushed its own time line out of view.
    const [pane, bubble] = await Promise.all([page.getByTestId('chat-scroller').boundingBox(), last.boundingBox()]);
    expect(bubble!.y + bubble!.height).toBeLessThanOrEqual(pane!.y + pane!.height + 1);
  });

  it('on a phone a long thread opens at the newest message, with the message box on screen', async () => {
    const gus = await verifiedUser(t, { firstName: 'Gus', lastName: 'Talker' });
    const hal = await verifiedUser(t, { firstName: 'Hal', lastName: 'Phone' });
    const follow = 'mutation F($id: ID!) { toggleFollow(userId: $id) { id } }';
    await t.gql(follow, { id: hal.user.id }, gus.token);
    await t.gql(follow, { id: gus.user.id }, hal.token);
    const started = await t.gql<{ startConversation: { id: string } }>('mutation S($u: ID!) { startConversation(userId: $u) { id } }', { u: hal.user.id }, gus.token);
    const c = started.data!.startConversation.id;
    const send = 'mutation M($c: ID!, $m: String) { sendMessage(conversationId: $c, msg: $m) { id } }';
    for (let i = 1; i <= 25; i += 1) await t.gql(send, { c, m: `Message number ${i}` }, gus.token);

    const page = await open(hal.token, { width: 375, height: 760 });
    await page.goto(`/apps/chats?c=${c}`);
    const newest = page.getByTestId('chat-message').filter({ hasText: 'Message number 25' });
    await newest.waitFor();
    // The card grew with the thread: the page stayed at the oldest message, the box 25 messages further down.
    await expect.poll(async () => {
      const box = await newest.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= 760;
    }).toBe(true);
    const input = await page.getByTestId('chat-input').boundingBox();
    expect(input!.y + input!.height).toBeLessThanOrEqual(760);
  });
});
