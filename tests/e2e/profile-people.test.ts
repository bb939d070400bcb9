// The people side of /user-profile in a real browser on the built client: the template's /apps/followers and
// /apps/gallery open one's own profile on that tab (a shareable ?tab= address); a member blocked from their
// profile shows up under Followers → Blocked with Unblock, and unblocking brings their profile back; an
// administrator removes a comment and a post with a required reason, and the post disappears for a member
// watching it live. Each new screen is checked with axe (the blocked list in English and Arabic RTL). The
// friends tab lists a mutual follow but not a one-way one, on one's own profile and on another member's.
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserSuite, newAppContext, pathOf, reseedStorage, screenshot, SCREENSHOT_DIR, verifiedUser, waitForPath } from '../support/browser.js';
import { describeFinding, runAxe, severe } from '../support/axe.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});
const SHOTS = path.join(SCREENSHOT_DIR, 'profile');

async function open(token: string, customizer?: Record<string, unknown>, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await newAppContext(browser, t, { token, customizer, viewport });
  contexts.push(context);
  return context.newPage();
}
async function shot(page: Page, name: string) {
  const file = await screenshot(page, name);
  mkdirSync(SHOTS, { recursive: true });
  copyFileSync(file, path.join(SHOTS, `${name}.png`));
}
const axeClean = async (page: Page) => expect(severe(await runAxe(page)).map(describeFinding)).toEqual([]);
const FOLLOW = 'mutation F($id: ID!) { toggleFollow(userId: $id) { id } }';

describe('profile routes', () => {
  it('/apps/followers and /apps/gallery land on the own profile’s followers and gallery tabs', async () => {
    const ann = await verifiedUser(t, { firstName: 'Ann', lastName: 'Router' });
    const page = await open(ann.token);

    await page.goto('/apps/followers');
    await waitForPath(page, '/user-profile');
    expect(pathOf(page)).toBe('/user-profile?tab=followers');
    await expect.poll(() => page.getByTestId('tab-followers').getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('people-search').waitFor();

    await page.goto('/apps/gallery');
    await waitForPath(page, '/user-profile');
    expect(pathOf(page)).toBe('/user-profile?tab=gallery');
    await expect.poll(() => page.getByTestId('tab-gallery').getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('gallery-upload').waitFor();
    // The redirect replaces the entry: Back does not bounce through /apps/gallery again.
    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe('/user-profile?tab=followers');
  });

  it('a newcomer’s empty followers and following lists say how to fill them, in French; a member’s only say empty', async () => {
    const newcomer = await verifiedUser(t, { firstName: 'Nina', lastName: 'Nouvelle' });
    const other = await verifiedUser(t, { firstName: 'Otto', lastName: 'Other' });
    const page = await open(newcomer.token, { language: 'fr' });
    await page.goto('/apps/followers');
    const card = page.getByTestId('people-search').locator('xpath=ancestor::div[contains(@class,"MuiCard-root")]');
    // It said only 'Aucun abonné pour l’instant.': nothing about the search box right above it.
    await expect.poll(() => card.textContent()).toContain('Les membres qui vous suivent apparaissent ici');
    await page.getByTestId('people-tab-following').click();
    await expect.poll(() => card.textContent()).toContain('Cherchez des personnes par leur nom ci-dessus et suivez-les');
    await shot(page, 'followers-empty-fr');
    await page.goto(`/user-profile/${other.user.id}?tab=followers`);
    await expect.poll(() => card.textContent()).toContain('Aucun abonné pour l’instant.');
    expect(await card.textContent()).not.toContain('ci-dessus');
  });
});

describe('friends', () => {
  it('lists a mutual follow, not a one-way one, in every look; unfollowing empties it with a hint', async () => {
    const ann = await verifiedUser(t, { firstName: 'Ann', lastName: 'Friendly' });
    const bob = await verifiedUser(t, { firstName: 'Bob', lastName: 'Mutual' });
    const cid = await verifiedUser(t, { firstName: 'Cid', lastName: 'Fan' });
    const dee = await verifiedUser(t, { firstName: 'Dee', lastName: 'Idol' });
    await t.gql(FOLLOW, { id: bob.user.id }, ann.token);
    await t.gql(FOLLOW, { id: ann.user.id }, bob.token);
    await t.gql(FOLLOW, { id: ann.user.id }, cid.token); // follows Ann, not followed back
    await t.gql(FOLLOW, { id: dee.user.id }, ann.token); // Ann follows, no follow back
    // The name is the row's link (the avatar beside it shows initials).
    const names = (page: Page) => page.getByTestId('person').getByRole('link').allTextContents();

    // One context for every look: the customizer is reseeded and the page reloaded.
    const page = await open(ann.token);
    await page.goto('/user-profile');
    await page.getByTestId('tab-friends').click();
    await expect.poll(() => pathOf(page)).toBe('/user-profile?tab=friends');
    await page.getByTestId('friends-tab').waitFor();
    await expect.poll(() => names(page)).toEqual(['Bob Mutual']);
    expect(await page.getByTestId('friends-count').textContent()).toBe('Friends: 1');
    expect(await page.getByTestId('person-follow').getAttribute('aria-pressed')).toBe('true');
    // The search narrows by name and says when nobody matches.
    await page.getByTestId('friends-search').fill('cid');
    await expect.poll(() => page.getByTestId('friends-tab').textContent()).toContain('No friend matches “cid”.');
    await page.getByTestId('friends-search').fill('mut');
    await expect.poll(() => names(page)).toEqual(['Bob Mutual']);
    await page.getByTestId('friends-search').fill('');
    await axeClean(page);
    await shot(page, 'profile-friends-light');

    const looks = [
      { name: 'profile-friends-dark', customizer: { activeMode: 'dark' }, viewport: undefined, tab: 'Friends' },
      { name: 'profile-friends-ar-rtl', customizer: { language: 'ar', activeDir: 'rtl' }, viewport: undefined, tab: 'الأصدقاء' },
      { name: 'profile-friends-375', customizer: {}, viewport: { width: 375, height: 812 }, tab: 'Friends' },
    ];
    for (const look of looks) {
      await reseedStorage(page, { token: ann.token, customizer: look.customizer });
      if (look.viewport) await page.setViewportSize(look.viewport);
      await page.reload();
      await expect.poll(() => page.getByTestId('tab-friends').textContent()).toBe(look.tab);
      await expect.poll(() => names(page)).toEqual(['Bob Mutual']);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await axeClean(page);
      await shot(page, look.name);
    }

    // Another member's friends: Bob's list holds Ann (and nobody else).
    await reseedStorage(page, { token: ann.token, customizer: {} });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/user-profile/${bob.user.id}?tab=friends`);
    await expect.poll(() => names(page)).toEqual(['Ann Friendly']);

    // Unfollowing Bob ends the friendship: the empty state says what friends are and where to go.
    await page.goto('/user-profile?tab=friends');
    await page.getByTestId('person-follow').click();
    const empty = page.getByTestId('friends-empty');
    await expect.poll(() => empty.textContent()).toContain('No friends yet');
    expect(await empty.textContent()).toContain('Follow back someone in your followers');
    await axeClean(page);
    await shot(page, 'profile-friends-empty-light');
    await page.getByTestId('friends-to-followers').click();
    await expect.poll(() => pathOf(page)).toBe('/user-profile?tab=followers');
  });
});

describe('blocked people', () => {
  it('blocks a member from their profile, lists them under Blocked, and unblocks', async () => {
    const ann = await verifiedUser(t, { firstName: 'Ann', lastName: 'Blocker' });
    const bob = await verifiedUser(t, { firstName: 'Bob', lastName: 'Blocked' });
    await t.gql(FOLLOW, { id: bob.user.id }, ann.token);

    const page = await open(ann.token);
    await page.goto(`/user-profile/${bob.user.id}`);
    await expect.poll(() => page.getByTestId('profile-name').textContent()).toBe('Bob Blocked');
    await page.getByTestId('banner-block').click();
    await page.getByTestId('confirm-button').click();

    // The blocked profile is "not found" to the blocker too, so the page moves to the list where Unblock is.
    await waitForPath(page, '/user-profile');
    expect(pathOf(page)).toBe('/user-profile?tab=followers&list=blocked');
    const row = page.getByTestId('blocked-person');
    await expect.poll(() => row.textContent()).toContain('Bob Blocked');
    await page.getByTestId('blocked-notice').waitFor();
    await axeClean(page);
    await shot(page, 'profile-blocked-light');

    const rtl = await open(ann.token, { language: 'ar', activeDir: 'rtl' });
    await rtl.goto('/user-profile?tab=followers&list=blocked');
    await expect.poll(() => rtl.getByTestId('person-unblock').textContent()).toBe('إلغاء الحظر');
    await axeClean(rtl);
    await shot(rtl, 'profile-blocked-ar-rtl');
    // Dark, on a phone: the list and its Unblock button fit 375 px without sideways scrolling.
    const phone = await open(ann.token, { activeMode: 'dark' }, { width: 375, height: 812 });
    await phone.goto('/user-profile?tab=followers&list=blocked');
    await phone.getByTestId('person-unblock').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await axeClean(phone);
    await shot(phone, 'profile-blocked-dark-375');

    await row.getByTestId('person-unblock').click();
    await page.getByTestId('blocked-empty').waitFor();
    await axeClean(page);
    // Unblocked: Bob's profile is there again (the follow ended with the block and stays ended).
    await page.goto(`/user-profile/${bob.user.id}`);
    await expect.poll(() => page.getByTestId('profile-name').textContent()).toBe('Bob Blocked');
    await expect.poll(() => page.getByTestId('banner-follow').textContent()).toBe('Follow');
  });
});

describe('admin removal', () => {
  it('an administrator removes a comment and a post with a reason; the post disappears for a member watching it', async () => {
    const ann = await verifiedUser(t, { firstName: 'Ann', lastName: 'Author' });
    const bob = await verifiedUser(t, { firstName: 'Bob', lastName: 'Watcher' });
    const mod = await verifiedUser(t, { firstName: 'Mo', lastName: 'Derator' });
    await t.app.services.admin.setAdmin(null, mod.user.id, true);
    await t.gql(FOLLOW, { id: ann.user.id }, bob.token);
    const created = await t.gql<{ createPost: { id: string } }>(
      'mutation C($i: CreatePostInput!) { createPost(input: $i) { id } }',
      { i: { body: 'Buy miracle pills here' } },
      ann.token,
    );
    const postId = created.data!.createPost.id;
    await t.gql('mutation A($p: ID!, $b: String!) { addPostComment(postId: $p, body: $b) { id } }', { p: postId, b: 'Spam link' }, bob.token);

    // Bob watches his feed, where Ann's post is.
    const bobPage = await open(bob.token);
    await bobPage.goto('/user-profile');
    const bobPost = bobPage.locator(`[data-testid="post"][data-post-id="${postId}"]`);
    await bobPost.getByTestId('post-body').waitFor();
    // A member has no admin action.
    expect(await bobPage.getByTestId('post-admin-remove').count()).toBe(0);

    const modPage = await open(mod.token);
    await modPage.goto(`/user-profile/${ann.user.id}`);
    const modPost = modPage.locator(`[data-testid="post"][data-post-id="${postId}"]`);
    await expect.poll(() => modPost.getByTestId('comment-body').first().textContent()).toBe('Spam link');

    // The comment first: the reason is required.
    await modPost.getByTestId('comment-admin-remove').click();
    const dialog = modPage.getByTestId('admin-remove-dialog');
    await dialog.getByTestId('admin-remove-confirm').click();
    await expect.poll(() => dialog.textContent()).toContain('Give a reason.');
    await axeClean(modPage);
    await dialog.getByTestId('admin-remove-reason').fill('Advertising link');
    await dialog.getByTestId('admin-remove-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => modPost.getByTestId('comment').count()).toBe(0);

    await modPost.getByTestId('post-admin-remove').click();
    await dialog.getByTestId('admin-remove-reason').fill('Selling medicines');
    await shot(modPage, 'profile-admin-remove-light');
    await dialog.getByTestId('admin-remove-confirm').click();
    await modPost.waitFor({ state: 'detached' });
    // Bob's page was not reloaded: the removal reaches it live.
    await bobPost.waitFor({ state: 'detached', timeout: 10_000 });

    const audit = await t.gql<{ adminAudit: { nodes: { action: string; reason: string; targetId: string }[] } }>(
      'query { adminAudit(first: 5) { nodes { action reason targetId } } }',
      {},
      mod.token,
    );
    expect(audit.data?.adminAudit.nodes.slice(0, 2)).toEqual([
      { action: 'REMOVE_POST', reason: 'Selling medicines', targetId: ann.user.id },
      { action: 'REMOVE_COMMENT', reason: 'Advertising link', targetId: bob.user.id },
    ]);
  });

  it('the removal dialog reads right to left in Arabic and fits a dark phone (axe, screenshots)', async () => {
    const ann = await verifiedUser(t, { firstName: 'Ann', lastName: 'Author' });
    const mod = await verifiedUser(t, { firstName: 'Mo', lastName: 'Derator' });
    await t.app.services.admin.setAdmin(null, mod.user.id, true);
    const created = await t.gql<{ createPost: { id: string } }>(
      'mutation C($i: CreatePostInput!) { createPost(input: $i) { id } }',
      { i: { body: 'Miracle pills again' } },
      ann.token,
    );
    const postId = created.data!.createPost.id;
    const looks = [
      { name: 'profile-admin-remove-ar-rtl', customizer: { language: 'ar', activeDir: 'rtl' }, viewport: undefined },
      { name: 'profile-admin-remove-dark-375', customizer: { activeMode: 'dark' }, viewport: { width: 375, height: 812 } },
    ];
    for (const look of looks) {
      const page = await open(mod.token, look.customizer, look.viewport);
      await page.goto(`/user-profile/${ann.user.id}`);
      const post = page.locator(`[data-testid="post"][data-post-id="${postId}"]`);
      await post.getByTestId('post-admin-remove').click();
      const dialog = page.getByTestId('admin-remove-dialog');
      // Refused without a reason, in the page's language.
      await dialog.getByTestId('admin-remove-confirm').click();
      await expect.poll(() => dialog.getByTestId('admin-remove-reason').getAttribute('aria-invalid')).toBe('true');
      await dialog.getByTestId('admin-remove-reason').fill(look.viewport ? 'Selling medicines' : 'بيع أدوية');
      if (look.viewport) {
        const box = await dialog.locator('[role=dialog]').boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= look.viewport.width).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      } else {
        expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      }
      await axeClean(page);
      await shot(page, look.name);
    }
    // Nothing was removed: the dialogs were only looked at.
    const still = await t.gql<{ post: { id: string } | null }>('query P($id: ID!) { post(id: $id) { id } }', { id: postId }, ann.token);
    expect(still.data?.post?.id).toBe(postId);
  });
});
