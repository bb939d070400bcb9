// /user-profile in a real browser on the built client, with two signed-in members: one comments on a post,
// the other (viewing the same post) sees the comment and the new count appear live. Then the followers and
// gallery tabs; screenshots in light, dark, Arabic RTL and at 375 px, each page checked with axe.
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
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

async function open(token: string, opts: { customizer?: Record<string, unknown>; viewport?: { width: number; height: number } } = {}) {
  const context = await newAppContext(browser, t, { token, ...opts });
  contexts.push(context);
  return context.newPage();
}
const keep = (file: string, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  copyFileSync(file, path.join(SHOTS, `${name}.png`));
};

describe('profile', () => {
  it('a comment by one member appears live for another viewing the post; tabs pass axe in light, dark and Arabic', async () => {
    const ann = await verifiedUser(t, { firstName: 'Ann', lastName: 'Writer' });
    const bob = await verifiedUser(t, { firstName: 'Bob', lastName: 'Reader' });
    await t.gql('mutation F($id: ID!) { toggleFollow(userId: $id) { id } }', { id: ann.user.id }, bob.token);
    await t.gql('mutation F($id: ID!) { toggleFollow(userId: $id) { id } }', { id: bob.user.id }, ann.token);

    const annPage = await open(ann.token);
    await annPage.goto('/user-profile');
    await annPage.getByTestId('profile-name').waitFor();
    await annPage.getByTestId('composer-body').fill('Walked 5 km today <b>not bold</b>');
    await annPage.getByTestId('composer-submit').click();
    const annPost = annPage.getByTestId('post').first();
    await annPost.waitFor().catch(async (err: unknown) => {
      keep(await screenshot(annPage, 'debug-after-post', true), 'debug-after-post');
      throw err;
    });
    await expect.poll(() => annPost.getByTestId('post-body').textContent()).toBe('Walked 5 km today <b>not bold</b>');

    const bobPage = await open(bob.token);
    await bobPage.goto(`/user-profile/${ann.user.id}`);
    const bobPost = bobPage.getByTestId('post').first();
    await bobPost.getByTestId('post-body').waitFor();

    // Bob comments; Ann's page (not reloaded) shows it and the count.
    await bobPost.getByTestId('comment-input').fill('Well done!');
    await bobPost.getByTestId('comment-input').press('Enter');
    await expect.poll(() => annPost.getByTestId('comment-body').first().textContent(), { timeout: 10_000 }).toBe('Well done!');
    await expect.poll(() => annPost.getByTestId('post-comment-count').textContent()).toContain('1');
    // Ann likes; Bob sees the count move live.
    await annPost.getByTestId('post-like').click();
    await expect.poll(() => bobPost.getByTestId('post-like-count').textContent(), { timeout: 10_000 }).toContain('1');

    expect(severe(await runAxe(annPage)).map(describeFinding)).toEqual([]);
    keep(await screenshot(annPage, 'profile-posts-light', true), 'profile-posts-light');
    await annPage.getByTestId('tab-followers').click();
    await annPage.getByTestId('person').first().waitFor();
    expect(severe(await runAxe(annPage)).map(describeFinding)).toEqual([]);
    keep(await screenshot(annPage, 'profile-followers-light'), 'profile-followers-light');
    await annPage.getByTestId('tab-gallery').click();
    await annPage.getByTestId('gallery-upload').waitFor();
    expect(severe(await runAxe(annPage)).map(describeFinding)).toEqual([]);
    keep(await screenshot(annPage, 'profile-gallery-light'), 'profile-gallery-light');

    for (const look of [
      { name: 'dark', customizer: { activeMode: 'dark' } },
      { name: 'ar-rtl', customizer: { language: 'ar', activeDir: 'rtl' } },
    ]) {
      const page = await open(bob.token, { customizer: look.customizer });
      await page.goto(`/user-profile/${ann.user.id}`);
      await page.getByTestId('post').first().getByTestId('comment-body').first().waitFor();
      expect(severe(await runAxe(page)).map(describeFinding)).toEqual([]);
      keep(await screenshot(page, `profile-posts-${look.name}`, true), `profile-posts-${look.name}`);
    }
    const phone = await open(ann.token, { viewport: { width: 375, height: 812 } });
    await phone.goto('/user-profile');
    await phone.getByTestId('post').first().waitFor();
    keep(await screenshot(phone, 'profile-posts-375', true), 'profile-posts-375');
  });

  it('the posts tab has an intro card and a photos card beside the posts (or a line saying there are none)', async () => {
    const ann = await verifiedUser(t, { firstName: 'Ann', lastName: 'Walker' });
    const bob = await verifiedUser(t, { firstName: 'Bob', lastName: 'Fresh' });
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#39c' } }).png().toBuffer();
    const up = await fetch(`${t.url}/api/uploads?kind=image&filename=lake.png`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ann.token}`, 'content-type': 'image/png' },
      body: png,
    });
    expect(up.status).toBe(201);
    const { id: uploadId } = (await up.json()) as { id: string };
    await t.gql('mutation A($u: ID!, $title: String) { addGalleryImage(uploadId: $u, title: $title) { id } }', { u: uploadId, title: 'Lake trail' }, ann.token);
    await t.gql('mutation F($id: ID!) { toggleFollow(userId: $id) { id } }', { id: ann.user.id }, bob.token);

    const page = await open(bob.token, { customizer: { language: 'fr' } });
    await page.goto(`/user-profile/${ann.user.id}`);
    const intro = page.getByTestId('profile-intro');
    await intro.waitFor();
    const month = new Intl.DateTimeFormat('fr', { month: 'long', year: 'numeric' }).format(new Date());
    expect(await intro.innerText()).toContain(`Membre depuis ${month}`);
    expect(await intro.innerText()).toContain('Vous suivez Ann Walker');
    const photos = page.getByTestId('profile-photos');
    await photos.getByRole('img', { name: 'Lake trail' }).waitFor();
    await photos.getByRole('link', { name: 'Tout voir' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=gallery');
    expect(severe(await runAxe(page)).map(describeFinding)).toEqual([]);

    // Bob has no photos: the card says so instead of staying empty.
    await page.goto('/user-profile');
    await expect.poll(() => page.getByTestId('profile-photos').innerText()).toContain('Pas encore de photos.');
  });

  it('shows the likers’ avatars beside the like count, newest first, and adds mine when I like', async () => {
    const ann = await verifiedUser(t, { firstName: 'Ann', lastName: 'Poster' });
    const [bob, cat] = await Promise.all([verifiedUser(t, { firstName: 'Bob', lastName: 'Liker' }), verifiedUser(t, { firstName: 'Cat', lastName: 'Liker' })]);
    const made = await t.gql<{ createPost: { id: string } }>('mutation C($i: CreatePostInput!) { createPost(input: $i) { id } }', { i: { body: 'First swim of the year' } }, ann.token);
    const postId = made.data?.createPost.id;
    for (const u of [bob, cat]) await t.gql('mutation L($id: ID!) { togglePostLike(postId: $id) { id } }', { id: postId }, u.token);
    const page = await open(ann.token);
    await page.goto('/user-profile');
    const card = page.getByTestId('post').filter({ hasText: 'First swim of the year' });
    await expect.poll(() => card.getByTestId('post-likers').getAttribute('aria-label')).toBe('Liked by Cat Liker and Bob Liker');
    await card.getByTestId('post-like').click();
    await expect.poll(() => card.getByTestId('post-likers').getAttribute('aria-label')).toBe('Liked by Ann Poster, Cat Liker, and Bob Liker');
    expect(await card.getByTestId('post-like-count').textContent()).toBe('Likes: 3');
  });
});
