// Notes and blog in a real browser on the built client. Notes: a note created and edited in place, saved by
// the debounced autosave (checked on the server), followed live by a second tab; a save that meets a newer
// version shows the other text and lets the user keep theirs. Blog: an article opened from the list, its view
// counted, a comment posted (newest on top) and deleted; an administrator writes a draft in the editor.
// Screenshots of every screen in light, dark, Arabic (RTL) and at 375 px, each look checked with axe.
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_ARTICLES } from '../../db/seed/blog-articles.js';
import { coverPng } from '../../db/seed/blog-covers.js';
import { browserSuite, newAppContext, screenshot, SCREENSHOT_DIR, verifiedUser, waitForPath } from '../support/browser.js';
import type { ContextOptions } from '../support/browser.js';
import { describeFinding, runAxe, severe } from '../support/axe.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

const SHOTS = path.join(SCREENSHOT_DIR, 'notes-blog');
const NOTE = 'query N($id: ID!) { note(id: $id) { title body version color } }';
const NOTES = 'query { notes { id title body version } }';
const UPDATE = `mutation U($id: ID!, $v: Int!, $input: NoteInput!) { updateNote(id: $id, expectedVersion: $v, input: $input) { version } }`;

async function open(token: string, opts: Omit<ContextOptions, 'token'> = {}) {
  const context = await newAppContext(browser, t, { token, ...opts });
  contexts.push(context);
  return context;
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  copyFileSync(await screenshot(page, `notes-blog-${name}`, true), path.join(SHOTS, `${name}.png`));
}

const status = (page: Page) => page.getByTestId('note-status').getAttribute('data-status');

describe('notes', () => {
  it('creates a note, autosaves edits, follows another tab live and resolves a conflict', async () => {
    const u = await verifiedUser(t);
    const context = await open(u.token);
    const page = await context.newPage();
    await page.goto('/apps/notes');
    await page.getByTestId('notes-empty').waitFor();
    await page.getByTestId('note-add').click();
    await page.getByTestId('note-editor').waitFor();
    await page.getByTestId('note-title').fill('Dizzy after lunch');
    await page.getByTestId('note-body').fill('Felt light-headed around 2 pm. BP 102/64.');
    await page.getByTestId('note-color-WARNING').click();
    await expect.poll(() => status(page), { timeout: 8_000 }).toBe('saved');
    const listed = await t.gql<{ notes: { id: string; title: string; body: string; version: number }[] }>(
      NOTES,
      {},
      u.token,
    );
    const note = listed.data?.notes[0];
    expect(note).toMatchObject({ title: 'Dizzy after lunch', body: 'Felt light-headed around 2 pm. BP 102/64.' });
    const id = note?.id ?? '';
    expect((await t.gql<{ note: { color: string } }>(NOTE, { id }, u.token)).data?.note.color).toBe('WARNING');
    // The list shows the note's title in its colour.
    await expect.poll(() => page.getByTestId('note-item').first().textContent()).toContain('Dizzy after lunch');

    // A second tab follows a save live.
    const other = await context.newPage();
    await other.goto('/apps/notes');
    await other.getByTestId('note-editor').waitFor();
    await page.getByTestId('note-body').fill('Felt light-headed around 2 pm. BP 102/64. Drank water, better.');
    await expect.poll(() => status(page), { timeout: 8_000 }).toBe('saved');
    await expect.poll(() => other.getByTestId('note-body').inputValue(), { timeout: 8_000 }).toContain('Drank water');

    // A save from elsewhere lands while this tab has unsaved typing: the autosave meets CONFLICT and shows it.
    // This tab's autosave (700 ms after the typing) is held until the other save is in: on a busy machine the two
    // requests below can take longer than that, and an autosave landing first would leave nothing to conflict.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('"operationName":"UpdateNote"')) await held;
      await route.fallback();
    });
    await page.getByTestId('note-body').fill('My version of the text');
    const current = (await t.gql<{ note: { version: number } }>(NOTE, { id }, u.token)).data?.note.version ?? 0;
    const elsewhere = await t.gql(
      UPDATE,
      { id, v: current, input: { title: 'Dizzy after lunch', body: 'Saved on the phone', color: 'WARNING' } },
      u.token,
    );
    expect(elsewhere.errors).toBeUndefined();
    release();
    await page.getByTestId('note-conflict').waitFor({ timeout: 8_000 });
    await page.unroute('**/graphql');
    expect(await page.getByTestId('note-conflict-theirs').textContent()).toBe('Saved on the phone');
    // Nothing was overwritten: the server still holds the other text, this tab still shows its own.
    expect((await t.gql<{ note: { body: string } }>(NOTE, { id }, u.token)).data?.note.body).toBe('Saved on the phone');
    expect(await page.getByTestId('note-body').inputValue()).toBe('My version of the text');
    expect(severe(await runAxe(page)).map(describeFinding)).toEqual([]);
    await shot(page, 'notes-conflict-light');
    await page.getByTestId('note-keep-mine').click();
    await expect.poll(() => status(page), { timeout: 8_000 }).toBe('saved');
    expect((await t.gql<{ note: { body: string } }>(NOTE, { id }, u.token)).data?.note.body).toBe(
      'My version of the text',
    );

    // "Take theirs" drops all of mine, a day half-typed in the day field too (it was never the note's day, so
    // the note's day does not change: the field used to keep showing the text, marked wrong).
    let release2: () => void = () => undefined;
    const held2 = new Promise<void>((resolve) => {
      release2 = resolve;
    });
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('"operationName":"UpdateNote"')) await held2;
      await route.fallback();
    });
    await page.getByTestId('note-body').fill('Mine again');
    await page.getByTestId('note-day').fill('31/04');
    await page.getByTestId('note-day').blur();
    await expect.poll(() => page.getByTestId('note-day').getAttribute('aria-invalid')).toBe('true');
    const now = (await t.gql<{ note: { version: number } }>(NOTE, { id }, u.token)).data?.note.version ?? 0;
    const theirs = await t.gql(
      UPDATE,
      { id, v: now, input: { title: 'Dizzy after lunch', body: 'Theirs, from the phone', color: 'WARNING' } },
      u.token,
    );
    expect(theirs.errors).toBeUndefined();
    release2();
    await page.getByTestId('note-conflict').waitFor({ timeout: 8_000 });
    await page.unroute('**/graphql');
    await page.getByTestId('note-take-theirs').click();
    await expect.poll(() => page.getByTestId('note-body').inputValue()).toBe('Theirs, from the phone');
    expect(await page.getByTestId('note-day').inputValue()).toBe('');
    expect(await page.getByTestId('note-day').getAttribute('aria-invalid')).toBe('false');
    expect(await status(page)).toBe('saved');
  });
});

describe('notes in French', () => {
  it('the linked day is typed day first and saved as that day; an impossible day is said so and not saved', async () => {
    const u = await verifiedUser(t);
    const NOTE_DAY = 'query { notes { linkedDate version } }';
    const stored = async () =>
      (await t.gql<{ notes: { linkedDate: string | null }[] }>(NOTE_DAY, {}, u.token)).data?.notes[0]?.linkedDate;
    const page = await (await open(u.token, { customizer: { language: 'fr' } })).newPage();
    await page.goto('/apps/notes');
    await page.getByTestId('notes-empty').waitFor();
    await page.getByTestId('note-add').click();
    const day = page.getByTestId('note-day');
    await day.waitFor();
    // A text field, not the browser's date input (which would follow the browser's English, mm/dd/yyyy).
    expect(await day.getAttribute('type')).toBe('text');
    expect(await day.getAttribute('placeholder')).toBe(`ex. 31/12/${new Date().getFullYear()}`);
    await page.getByTestId('note-title').fill('Tension le soir');
    await day.fill('31/12/2025');
    await expect.poll(stored, { timeout: 8_000 }).toBe('2025-12-31');
    await expect.poll(() => status(page), { timeout: 8_000 }).toBe('saved');

    // 31 April: the French message under the field once it is left; the note keeps its day.
    await day.fill('31/04/2026');
    await day.blur();
    const hint = page.locator(`#${await day.getAttribute('aria-describedby')}`);
    await expect
      .poll(() => hint.textContent())
      .toBe(`Cette date n’existe pas. Écrivez-la comme 31/12/${new Date().getFullYear()}.`);
    expect(await day.getAttribute('aria-invalid')).toBe('true');
    await page.getByTestId('note-body').fill('Le reste de la note est enregistré.');
    // The rest is saved, and the status says the day is not (it said "Enregistrée" over a day it dropped).
    await expect.poll(() => status(page), { timeout: 8_000 }).toBe('dayNotSaved');
    expect(await page.getByTestId('note-status').textContent()).toBe('Enregistrée, sauf le jour\u202f: ce n’est pas une date valide');
    await expect
      .poll(async () => (await t.gql<{ notes: { body: string }[] }>('query { notes { body } }', {}, u.token)).data?.notes[0]?.body)
      .toBe('Le reste de la note est enregistré.');
    expect(await stored()).toBe('2025-12-31');
    expect(severe(await runAxe(page)).map(describeFinding)).toEqual([]);
    await shot(page, 'notes-day-error-fr');

    // Emptied: the note is no longer linked to a day, and the hint is back.
    await day.fill('');
    await expect.poll(stored, { timeout: 8_000 }).toBeNull();
    expect(await hint.textContent()).toBe('Affichée à côté des constantes de ce jour sur la vue d’ensemble.');
  });
});

interface Created {
  createBlogPost: { id: string; slug: string };
}
const CREATE = 'mutation C($input: BlogPostInput!) { createBlogPost(input: $input) { id slug } }';

/** The demo cover of this category, uploaded by the administrator through POST /api/uploads. */
async function uploadCover(adminToken: string, category: Parameters<typeof coverPng>[0]): Promise<string> {
  const res = await fetch(`${t.url}/api/uploads?kind=image&filename=cover.png`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'image/png' },
    body: new Uint8Array(await coverPng(category)),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function seedArticles(adminToken: string) {
  for (const a of DEMO_ARTICLES.slice(0, 3)) {
    const coverUploadId = await uploadCover(adminToken, a.category);
    const input = {
      slug: a.slug,
      title: a.title,
      body: a.body,
      category: a.category.toUpperCase(),
      tags: a.tags,
      status: 'PUBLISHED',
      coverUploadId,
    };
    const res = await t.gql<Created>(CREATE, { input }, adminToken);
    expect(res.errors).toBeUndefined();
  }
}

describe('notes load error', () => {
  it('says in French that the notes could not be loaded and loads them on "try again"', async () => {
    const u = await verifiedUser(t);
    await t.gql(
      'mutation ($i: NoteInput!) { createNote(input: $i) { id } }',
      { i: { title: 'Dizzy after lunch', body: '', color: 'WARNING' } },
      u.token,
    );
    const page = await (await open(u.token, { customizer: { language: 'fr' } })).newPage();
    // The list's request fails like a proxy's error page would, until the user tries again.
    let failing = true;
    await page.route('**/graphql', (route) =>
      failing && /"operationName":"Notes"/.test(route.request().postData() ?? '')
        ? route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad Gateway</body></html>' })
        : route.fallback(),
    );
    await page.goto('/apps/notes');
    const alert = page.getByTestId('notes-load-error');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Impossible de charger les notes.');
    expect(await alert.textContent()).not.toContain('Bad Gateway');
    failing = false;
    await alert.getByRole('button', { name: 'Réessayer' }).click();
    await page.getByTestId('note-item').filter({ hasText: 'Dizzy after lunch' }).waitFor();
  });
});

describe('blog', () => {
  it('opens an article from the list, counts the view, posts and deletes a comment; an admin writes a draft', async () => {
    const admin = await verifiedUser(t, { firstName: 'Ada', lastName: 'Admin' });
    await t.app.services.admin.setAdmin(null, admin.user.id, true);
    await seedArticles(admin.token);
    const reader = await verifiedUser(t, { firstName: 'Rita', lastName: 'Reader' });
    const page = await (await open(reader.token)).newPage();
    await page.goto('/apps/blog/posts');
    const featured = page.getByTestId('post-featured');
    await featured.waitFor();
    // Newest first: the last article created is the featured one.
    expect(await featured.textContent()).toContain(DEMO_ARTICLES[2]?.title);
    await featured.getByRole('link').click();
    await waitForPath(page, `/apps/blog/detail/${DEMO_ARTICLES[2]?.slug ?? ''}`);
    await page.getByTestId('post-body').waitFor();
    // Markdown became real elements (a list, a heading), not text.
    expect(await page.getByTestId('post-body').locator('h2').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('post-views').textContent()).toMatch(/^1 view$/);

    await page.getByTestId('comment-input').fill('<b>Very</b> clear, thank you!');
    await page.getByTestId('comment-submit').click();
    const first = page.getByTestId('comment').first();
    await expect.poll(() => first.textContent()).toContain('<b>Very</b> clear, thank you!');
    await page.getByTestId('comment-input').fill('One more question about CGM targets.');
    await page.getByTestId('comment-submit').click();
    await expect.poll(() => page.getByTestId('comment').first().textContent()).toContain('One more question');
    expect(await page.getByTestId('comment').count()).toBe(2);
    // Deleting asks first (the button sits beside Reply): Cancel keeps both, Delete removes one.
    await page.getByTestId('comment-delete').first().click();
    const ask = page.getByRole('dialog', { name: 'Delete this comment?' });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => ask.count()).toBe(0);
    expect(await page.getByTestId('comment').count()).toBe(2);
    await page.getByTestId('comment-delete').first().click();
    await page.getByTestId('comment-delete-confirm').click();
    await expect.poll(() => page.getByTestId('comment').count()).toBe(1);
    await expect.poll(() => ask.count()).toBe(0);
    expect(severe(await runAxe(page)).map(describeFinding)).toEqual([]);

    // An administrator writes a draft in the editor.
    const adminPage = await (await open(admin.token)).newPage();
    await adminPage.goto('/apps/blog/posts');
    await adminPage.getByTestId('post-new').click();
    // Saved empty: each required field says so at once (the server's answer named only the slug) and nothing is sent.
    await adminPage.getByTestId('post-save').click();
    for (const name of ['title', 'slug', 'body']) {
      const box = adminPage.getByTestId(`post-${name}`);
      await expect.poll(() => box.getAttribute('aria-invalid'), { message: name }).toBe('true');
      expect(await adminPage.locator(`#${await box.getAttribute('aria-describedby')}`).textContent()).toBe(
        'This field is required.',
      );
    }
    await adminPage.getByTestId('post-title').fill('Hydration and your kidneys');
    await adminPage.getByTestId('post-slug').fill('hydration-and-kidneys');
    await adminPage.getByTestId('post-body').fill('## Why it matters\n\nDrink water **regularly**.');
    // The cover goes through the uploads door (validated by content) and shows as a preview.
    await adminPage
      .locator('input[type=file]')
      .setInputFiles({ name: 'kidneys.png', mimeType: 'image/png', buffer: await coverPng('nutrition') });
    await adminPage.getByRole('img', { name: 'Cover image preview' }).waitFor();
    expect(severe(await runAxe(adminPage)).map(describeFinding)).toEqual([]);
    await shot(adminPage, 'blog-editor-light');
    await adminPage.getByTestId('post-save').click();
    await waitForPath(adminPage, '/apps/blog/detail/hydration-and-kidneys');
    await adminPage.getByTestId('post-body').waitFor();
    expect(await adminPage.getByTestId('post-cover').count()).toBe(1);
    // The draft is the admin's only: a member's link answers "not found".
    await page.goto('/apps/blog/detail/hydration-and-kidneys');
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toMatch(/does not exist or is not published/);
  });

  it('replies to a comment with the keyboard: the reply sits under it, Escape closes an open reply box', async () => {
    const admin = await verifiedUser(t, { firstName: 'Ada', lastName: 'Admin' });
    await t.app.services.admin.setAdmin(null, admin.user.id, true);
    const slug = `replies-${Date.now()}`;
    const input = {
      slug,
      title: 'Questions welcome',
      body: 'Ask below.',
      category: 'HEART',
      tags: [],
      status: 'PUBLISHED',
    };
    const created = await t.gql<Created>(CREATE, { input }, admin.token);
    expect(created.errors).toBeUndefined();
    const postId = created.data?.createBlogPost.id;
    const asker = await verifiedUser(t, { firstName: 'Quinn', lastName: 'Asker' });
    await t.gql(
      'mutation ($p: ID!, $b: String!) { addBlogComment(postId: $p, body: $b) { id } }',
      { p: postId, b: 'Is 135/85 high?' },
      asker.token,
    );

    const page = await (await open(admin.token)).newPage();
    await page.goto(`/apps/blog/detail/${slug}`);
    const question = page.getByTestId('comment').filter({ hasText: 'Is 135/85 high?' });
    await question.waitFor();
    const replyButton = question.getByRole('button', { name: 'Reply to Quinn Asker' });
    // Escape closes the box and leaves nothing behind.
    await replyButton.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('reply-input').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('reply-input');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('reply-input').count()).toBe(0);

    await replyButton.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('It is high-normal: measure again for a week.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const reply = question.getByTestId('reply');
    await expect.poll(() => reply.textContent()).toContain('It is high-normal: measure again for a week.');
    expect(await reply.textContent()).toContain('Ada Admin');
    await expect.poll(() => page.locator('#comments-title').textContent()).toBe('Comments (2)');
    // A reply is not a new top-level comment, and it stays after a reload.
    expect(await page.getByTestId('comment').count()).toBe(1);
    await page.reload();
    await page.getByTestId('comment').getByTestId('reply').waitFor();
    expect(severe(await runAxe(page)).map(describeFinding)).toEqual([]);
  });
});

describe('looks', () => {
  it('screenshots every screen in light, dark, Arabic RTL and at 375 px, checked with axe', async () => {
    const u = await verifiedUser(t, { firstName: 'Dana', lastName: 'Demo' });
    for (const [title, body, color, linkedDate] of [
      ['Questions for Dr. Martin', 'Ask about the morning readings (about 135/85).', 'PRIMARY', null],
      [
        '<i>Slept badly</i>',
        'Coffee at 4 pm. Heart rate higher this evening.',
        'WARNING',
        new Date().toISOString().slice(0, 10),
      ],
      ['30-minute walk', 'Glucose stayed in range all afternoon.', 'SUCCESS', null],
    ] as const) {
      await t.gql(
        'mutation C($input: NoteInput!) { createNote(input: $input) { id } }',
        { input: { title, body, color, linkedDate } },
        u.token,
      );
    }
    const [slug] = [DEMO_ARTICLES[0]?.slug ?? ''];
    await t.gql(
      'mutation A($p: ID!, $b: String!) { addBlogComment(postId: $p, body: $b) { id } }',
      {
        p: (
          await t.gql<{ blogPost: { id: string } }>(
            'query S($s: String!) { blogPost(slug: $s) { id } }',
            { s: slug },
            u.token,
          )
        ).data?.blogPost.id,
        b: 'I measure in the morning and evening, as suggested.',
      },
      u.token,
    );
    const looks: { name: string; opts: Omit<ContextOptions, 'token'> }[] = [
      { name: 'light', opts: {} },
      { name: 'dark', opts: { customizer: { activeMode: 'dark' } } },
      { name: 'ar-rtl', opts: { customizer: { language: 'ar', activeDir: 'rtl' } } },
      { name: '375', opts: { viewport: { width: 375, height: 812 } } },
    ];
    for (const look of looks) {
      const page = await (await open(u.token, look.opts)).newPage();
      const check = async () => {
        if (look.name !== '375') expect(severe(await runAxe(page)).map(describeFinding)).toEqual([]);
      };
      await page.goto('/apps/notes');
      await page.getByTestId('note-editor').waitFor();
      expect(await page.getByTestId('note-item').first().textContent()).toContain('30-minute walk');
      // The feature's own strings are in the page's language (its namespace loaded with the page).
      if (look.name === 'ar-rtl') expect(await page.getByTestId('page-title').textContent()).toBe('الملاحظات');
      await check();
      await shot(page, `notes-${look.name}`);
      await page.goto('/apps/blog/posts');
      await page.getByTestId('post-featured').waitFor();
      if (look.name === 'ar-rtl') expect(await page.getByTestId('page-title').textContent()).toBe('مدونة الصحة');
      await check();
      await shot(page, `blog-posts-${look.name}`);
      await page.goto(`/apps/blog/detail/${slug}`);
      await page.getByTestId('comments-list').waitFor();
      // The reply arrow points along the reading direction: mirrored on the right-to-left page.
      const arrow = await page
        .getByTestId('comment-reply-icon')
        .first()
        .evaluate((el) => getComputedStyle(el).transform);
      expect(arrow).toBe(look.name === 'ar-rtl' ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none');
      await check();
      await shot(page, `blog-detail-${look.name}`);
      if (look.name === 'light' || look.name === 'ar-rtl') {
        await page.goto('/overview');
        await page.getByTestId('day-notes-card').waitFor();
        await expect.poll(() => page.getByTestId('day-notes-card').textContent()).toContain('<i>Slept badly</i>');
        await shot(page, `overview-day-notes-${look.name}`);
      }
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (look.name === '375') expect(scrollWidth).toBeLessThanOrEqual(375);
    }
  });

  it('an Arabic admin writing an English article sees its Markdown in its own direction', async () => {
    const admin = await verifiedUser(t, { firstName: 'Ada', lastName: 'Writer' });
    await t.app.services.admin.setAdmin(null, admin.user.id, true);
    const page = await (await open(admin.token, { customizer: { language: 'ar', activeDir: 'rtl' } })).newPage();
    await page.goto('/apps/blog/posts');
    await page.getByTestId('post-new').click();
    // The articles are written in English (the list says so): in a right-to-left box '# Title' drew as
    // 'Title #' and '[link](url)' as '(url)[link]'. Each box takes the direction of what is typed in it.
    const fields = ['post-title', 'post-excerpt', 'post-body', 'post-tagsText'] as const;
    for (const id of fields) await page.getByTestId(id).fill('# Title with **bold** and [a link](https://example.org)');
    const directions = await Promise.all(fields.map((id) => page.getByTestId(id).evaluate((el) => getComputedStyle(el).direction)));
    expect(directions).toEqual(['ltr', 'ltr', 'ltr', 'ltr']);
    // An Arabic title still reads right to left.
    await page.getByTestId('post-title').fill('ضغط الدم: ما تعنيه الأرقام');
    expect(await page.getByTestId('post-title').evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await shot(page, 'blog-editor-ar-english');
  });
});
