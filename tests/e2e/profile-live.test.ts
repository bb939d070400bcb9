// An open profile stays live in a real browser (two contexts, no reload): a member following or unfollowing
// another from the banner changes the follower count on that member's own open profile, and a post written in
// the composer appears, with the post count, on the author's profile open in the other context, and leaves it when
// the author deletes it; following the author from the banner shows their followers-only posts. Both pages
// are first confirmed subscribed on the server (live-subscriptions.ts), so no event can fall before it. Then the
// follower's own profile: the member's next post comes on top of his feed.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserSuite, newAppContext, screenshot, verifiedUser } from '../support/browser.js';
import { watchSubscription } from '../support/live-subscriptions.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

async function open(token: string): Promise<Page> {
  const context = await newAppContext(browser, t, { token });
  contexts.push(context);
  return context.newPage();
}
const CREATE = 'mutation C($i: CreatePostInput!) { createPost(input: $i) { id } }';
const count = (page: Page, key: 'posts' | 'followers' | 'following') => page.getByTestId(`count-${key}`).textContent();

describe('a profile, live', () => {
  it('follower count and new posts reach the open profiles of the other context without a reload', async () => {
    const ann = await verifiedUser(t, { firstName: 'Ann', lastName: 'Author' });
    const bob = await verifiedUser(t, { firstName: 'Bob', lastName: 'Reader' });
    const annPage = await open(ann.token);
    const bobPage = await open(bob.token);

    // Ann on her own profile, Bob on Ann's: both subscribed before anything happens.
    const annLive = watchSubscription(t, annPage, 'ProfileActivity', 'relationships:follows', ann.user.id);
    await annPage.goto('/user-profile');
    await annPage.getByTestId('composer-body').waitFor();
    await annLive.live();
    const bobLive = watchSubscription(t, bobPage, 'ProfileActivity', 'posts:created', ann.user.id);
    await bobPage.goto(`/user-profile/${ann.user.id}`);
    await bobPage.getByTestId('banner-follow').waitFor();
    await bobLive.live();
    expect(await count(annPage, 'followers')).toBe('0');

    // Bob follows Ann from the banner: Ann's open profile counts him, then not, as he unfollows.
    await bobPage.getByTestId('banner-follow').click();
    await expect.poll(() => count(annPage, 'followers')).toBe('1');
    // The label under a count agrees with it: "1 Follower", "0 Followers".
    expect(await annPage.getByTestId('count-followers-label').textContent()).toBe('Follower');
    await bobPage.getByTestId('banner-follow').click();
    await expect.poll(() => count(annPage, 'followers')).toBe('0');
    expect(await annPage.getByTestId('count-followers-label').textContent()).toBe('Followers');

    // Ann posts: Bob's open view of her profile shows the post on top, and the count.
    expect(await bobPage.getByTestId('post').count()).toBe(0);
    await annPage.getByTestId('composer-body').fill('Walked 8 km along the river today.');
    await annPage.getByTestId('composer-submit').click();
    await bobPage.getByTestId('post-body').filter({ hasText: 'Walked 8 km along the river today.' }).waitFor();
    await expect.poll(() => count(bobPage, 'posts')).toBe('1');
    expect(await bobPage.getByTestId('count-posts-label').textContent()).toBe('Post');
    await screenshot(bobPage, 'profile-live-new-post');

    // Ann deletes it from her page: it leaves Bob's open view, and his count goes back.
    await annPage.getByTestId('post-delete').click();
    await annPage.getByTestId('confirm-button').click();
    await expect.poll(() => bobPage.getByTestId('post').count()).toBe(0);
    await expect.poll(() => count(bobPage, 'posts')).toBe('0');

    // A followers-only post is not Bob's to see; once he follows Ann from the banner, it is, with the count.
    const secret = await t.gql(CREATE, { i: { body: 'Only for the people who follow me.', visibility: 'FOLLOWERS' } }, ann.token);
    expect(secret.errors).toBeUndefined();
    await bobPage.getByTestId('banner-follow').click();
    await bobPage.getByTestId('post-body').filter({ hasText: 'Only for the people who follow me.' }).waitFor();
    await expect.poll(() => count(bobPage, 'posts')).toBe('1');

    // Bob's own profile shows his feed: Ann, whom he follows now, posts, and her post comes on top of it.
    const feedLive = watchSubscription(t, bobPage, 'ProfileActivity', 'posts:created', ann.user.id);
    await bobPage.goto('/user-profile');
    await bobPage.getByTestId('composer-body').waitFor();
    await feedLive.live();
    await annPage.getByTestId('composer-body').fill('Swam 1 km before work.');
    await annPage.getByTestId('composer-submit').click();
    await expect.poll(() => bobPage.getByTestId('post-body').first().textContent()).toBe('Swam 1 km before work.');
  });
});
