// A profile, live, over a real graphql-ws client (Subscription.profileActivity): follower and following counts
// when a follow to or from the member begins or ends, and the member's new posts, each read for the viewer as
// `profile`/`post` answer them. Blocks: a member blocked either way cannot subscribe (NOT_FOUND), hears nothing
// about someone on the other side of a block (not even an empty event), and a block made meanwhile silences
// the stream. Each stream is synchronised by the member posting until the first event arrives, then drained up
// to a marker post, so "nothing arrived before the marker" is an ordered fact, not a timing guess.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, codeOf, pullUntil, timedOut, untilFirstEvent, within } from '../support/account-helpers.js';
import { adminUser } from '../support/messages-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { verifiedUser } from '../support/vitals-helpers.js';
import type { VerifiedUser } from '../support/vitals-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SUB = `subscription S($id: ID) { profileActivity(userId: $id) {
  kind profile { id isMe postCount followerCount followingCount isFollowed } post { id body visibility author { id } } deletedPostId } }`;
const CREATE = `mutation C($i: CreatePostInput!) { createPost(input: $i) { id } }`;
const FOLLOW = 'mutation F($id: ID!) { toggleFollow(userId: $id) { id isFollowed } }';
const BLOCK = 'mutation B($id: ID!) { blockPerson(userId: $id) { id } }';
const DELETE = 'mutation D($id: ID!) { deletePost(id: $id) }';
const REMOVE = 'mutation R($id: ID!) { adminRemovePost(id: $id, reason: "spam") }';
const BAN = 'mutation B($id: ID!) { adminBanUser(userId: $id, reason: "spam") { id } }';
const UNBAN = 'mutation U($id: ID!) { adminUnbanUser(userId: $id) { id } }';
const TIMED_BAN = 'mutation B($id: ID!, $until: DateTime) { adminBanUser(userId: $id, reason: "spam", until: $until) { id } }';
const DELETE_ACCOUNT = 'mutation D($password: String!, $confirmation: String!) { deleteAccount(password: $password, confirmation: $confirmation) }';

interface Activity {
  kind: 'FOLLOWS' | 'POSTED' | 'POST_DELETED' | 'FEED_POSTED';
  profile: { id: string; isMe: boolean; postCount: number; followerCount: number; followingCount: number; isFollowed: boolean };
  post: { id: string; body: string; visibility: string; author: { id: string } } | null;
  deletedPostId: string | null;
}
type Ev = { data?: { profileActivity: Activity } | null };

async function write(u: VerifiedUser, body: string, visibility = 'MEMBERS') {
  const res = await t.gql<{ createPost: { id: string } }>(CREATE, { i: { body, visibility } }, u.token);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.createPost.id;
}
async function toggleFollow(a: VerifiedUser, b: VerifiedUser, want: boolean) {
  const res = await t.gql<{ toggleFollow: { isFollowed: boolean } }>(FOLLOW, { id: b.userId }, a.token);
  expect(res.data?.toggleFollow.isFollowed).toBe(want);
}

let markers = 0;
/**
 * `viewer`'s stream of `member`'s profile (member's own when `own`), live and drained: `member` posts until
 * the first event arrives, then once more as a marker; everything up to the marker is pulled.
 */
async function watch(viewer: VerifiedUser, member: VerifiedUser, own = false) {
  const it: AsyncIterator<Ev> = t.wsClient({ token: viewer.token }).iterate<NonNullable<Ev['data']>>({
    query: SUB,
    variables: own ? {} : { id: member.userId },
  });
  await untilFirstEvent(it.next(), () => write(member, 'sync'));
  await drain(it, member);
  return it;
}
/** Pulls every event up to a new marker post by `member` (which the viewer may see); returns those before it. */
async function drain(it: AsyncIterator<Ev>, member: VerifiedUser): Promise<Activity[]> {
  return (await drainWithMarker(it, member)).before;
}
async function drainWithMarker(it: AsyncIterator<Ev>, member: VerifiedUser) {
  const marker = `marker ${++markers}`;
  await write(member, marker);
  const seen = (await pullUntil(it, (e) => e.data?.profileActivity.post?.body === marker)).map((e) => e.data!.profileActivity);
  return { before: seen.slice(0, -1), marker: seen.at(-1)! };
}
const follows = (events: Activity[]) => events.filter((e) => e.kind === 'FOLLOWS');
/** The test's own posts, without the synchronising ones (another stream's may fall in between). */
const posted = (events: Activity[]) => events.filter((e) => e.kind === 'POSTED' && !/^(sync|marker)/.test(e.post?.body ?? ''));

describe('profileActivity', () => {
  it('delivers the follower count live to a viewer of the profile and to the member on their own', async () => {
    const [ann, bob, cat, dan] = await Promise.all([verifiedUser(t), verifiedUser(t), verifiedUser(t), verifiedUser(t)]);
    const [byBob, byAnn] = await Promise.all([watch(bob, ann), watch(ann, ann, true)]);

    await toggleFollow(cat, ann, true);
    const [seenByBob, seenByAnn] = await Promise.all([drain(byBob, ann), pullUntil(byAnn, (e) => e.data?.profileActivity.kind === 'FOLLOWS')]);
    expect(follows(seenByBob).map((e) => e.profile)).toEqual([expect.objectContaining({ id: ann.userId, isMe: false, followerCount: 1, followingCount: 0 })]);
    expect(seenByAnn.at(-1)?.data?.profileActivity.profile).toMatchObject({ id: ann.userId, isMe: true, followerCount: 1 });

    // Unfollowing counts down; the member following someone changes their following count.
    await toggleFollow(cat, ann, false);
    await toggleFollow(ann, dan, true);
    expect(follows(await drain(byBob, ann)).map((e) => [e.profile.followerCount, e.profile.followingCount])).toEqual([
      [0, 0],
      [0, 1],
    ]);
    // The viewer's own follow comes back with isFollowed for them.
    await toggleFollow(bob, ann, true);
    expect(follows(await drain(byBob, ann)).map((e) => e.profile)).toEqual([expect.objectContaining({ followerCount: 1, isFollowed: true })]);
    await Promise.all([byBob.return?.(), byAnn.return?.()]);
  });

  it('delivers the member’s new posts, followers-only ones only to followers, with the post count', async () => {
    const [ann, bob, cat] = await Promise.all([verifiedUser(t), verifiedUser(t), verifiedUser(t)]);
    await toggleFollow(cat, ann, true);
    const [byBob, byCat] = await Promise.all([watch(bob, ann), watch(cat, ann)]);
    const secret = await write(ann, 'for my followers', 'FOLLOWERS');
    const open = await write(ann, 'for every member');

    // With nothing after a marker, its event carries the count `profile` answers that viewer then (bob does not
    // see the followers-only post).
    const count = async (u: VerifiedUser) =>
      (await t.gql<{ profile: { postCount: number } }>(`query P($id: ID) { profile(userId: $id) { postCount } }`, { id: ann.userId }, u.token)).data!.profile.postCount;
    const bobs = await drainWithMarker(byBob, ann);
    expect(posted(bobs.before).map((e) => e.post?.id)).toEqual([open]);
    expect(posted(bobs.before)[0]).toMatchObject({ post: { body: 'for every member', author: { id: ann.userId } }, profile: { id: ann.userId } });
    expect(bobs.marker.profile.postCount).toBe(await count(bob));
    const cats = await drainWithMarker(byCat, ann);
    expect(posted(cats.before).map((e) => e.post?.id)).toEqual([secret, open]);
    expect(cats.marker.profile.postCount).toBe(await count(cat));
    expect(cats.marker.profile.postCount).toBe(bobs.marker.profile.postCount + 2); // the followers-only post, one more marker
    await Promise.all([byBob.return?.(), byCat.return?.()]);
  });

  it('delivers a deleted or removed post with the count, a followers-only one only to whom it counted for', async () => {
    const [ann, bob, cat] = await Promise.all([verifiedUser(t), verifiedUser(t), verifiedUser(t)]);
    const admin = await adminUser(t, 'Ada', 'Moderator');
    await toggleFollow(cat, ann, true);
    const secret = await write(ann, 'for my followers', 'FOLLOWERS');
    const open = await write(ann, 'for every member');
    const spam = await write(ann, 'spam');
    const [byBob, byCat, byAnn] = await Promise.all([watch(bob, ann), watch(cat, ann), watch(ann, ann, true)]);
    const count = async (u: VerifiedUser) =>
      (await t.gql<{ profile: { postCount: number } }>(`query P($id: ID) { profile(userId: $id) { postCount } }`, { id: ann.userId }, u.token)).data!.profile.postCount;

    // Each deletion's events are pulled before the next deletion, so every event's count is exact: one less each
    // time for whom the post counted. Bob never saw the followers-only post, so he hears of the other two only.
    const before = await Promise.all([bob, cat, ann].map(count));
    const streams = [byBob, byCat, byAnn];
    const heard: Activity[][] = [[], [], []];
    const hear = (id: string, who: number[]) =>
      Promise.all(
        who.map(async (i) => {
          const events = await pullUntil(streams[i]!, (e) => e.data?.profileActivity.deletedPostId === id);
          // POSTED events of the synchronising posts may still be queued ahead of the deletions.
          heard[i]!.push(...events.map((e) => e.data!.profileActivity).filter((e) => e.kind === 'POST_DELETED'));
        }),
      );
    expect((await t.gql(DELETE, { id: secret }, ann.token)).errors).toBeUndefined();
    await hear(secret, [1, 2]);
    expect((await t.gql(DELETE, { id: open }, ann.token)).errors).toBeUndefined();
    await hear(open, [0, 1, 2]);
    expect((await t.gql(REMOVE, { id: spam }, admin.token)).errors).toBeUndefined();
    await hear(spam, [0, 1, 2]);

    const seen = (i: number) => heard[i]!.map((e) => [e.deletedPostId, e.post, e.profile.postCount]);
    expect(seen(0)).toEqual([
      [open, null, before[0]! - 1],
      [spam, null, before[0]! - 2],
    ]);
    for (const i of [1, 2]) {
      expect(seen(i)).toEqual([
        [secret, null, before[i]! - 1],
        [open, null, before[i]! - 2],
        [spam, null, before[i]! - 3],
      ]);
    }
    expect(await Promise.all([bob, cat, ann].map(count))).toEqual([before[0]! - 2, before[1]! - 3, before[2]! - 3]);
    // Nothing else was pending for bob: the next event after these is a marker.
    expect(await drain(byBob, ann)).toEqual([]);
    await Promise.all([byBob.return?.(), byCat.return?.(), byAnn.return?.()]);
  });

  it('delivers, on the viewer’s own profile, the new posts of whom they follow from the moment they follow until they stop', async () => {
    const [ann, bob, cat] = await Promise.all([verifiedUser(t), verifiedUser(t), verifiedUser(t)]);
    await toggleFollow(ann, cat, true); // followed before the stream starts
    const byAnn = await watch(ann, ann, true);
    const feed = (events: Activity[]) =>
      events.filter((e) => e.kind === 'FEED_POSTED').map((e) => [e.post?.body, e.post?.author.id, e.profile.id]);

    await write(bob, 'before the follow');
    await write(cat, 'from someone followed all along');
    expect(feed(await drain(byAnn, ann))).toEqual([['from someone followed all along', cat.userId, ann.userId]]);

    // Following bob: his following count event comes first, and from then on his posts, followers-only ones too.
    await toggleFollow(ann, bob, true);
    await pullUntil(byAnn, (e) => e.data?.profileActivity.kind === 'FOLLOWS');
    await write(bob, 'for everyone');
    await write(bob, 'for my followers', 'FOLLOWERS');
    expect(feed(await drain(byAnn, ann))).toEqual([
      ['for everyone', bob.userId, ann.userId],
      ['for my followers', bob.userId, ann.userId],
    ]);

    // Unfollowed, then blocked by cat: neither reaches ann's feed any more.
    await toggleFollow(ann, bob, false);
    await pullUntil(byAnn, (e) => e.data?.profileActivity.kind === 'FOLLOWS');
    // (A block sends ann no event at all: its other end is across a block from her now.)
    expect((await t.gql(BLOCK, { id: ann.userId }, cat.token)).errors).toBeUndefined();
    await write(bob, 'after the unfollow');
    await write(cat, 'after the block');
    expect(feed(await drain(byAnn, ann))).toEqual([]);
    // Someone else's own-profile stream is not a feed: bob, who follows nobody, hears of no one's posts.
    const byBob = await watch(bob, bob, true);
    await write(ann, 'ann posts');
    expect(feed(await drain(byBob, bob))).toEqual([]);
    await Promise.all([byAnn.return?.(), byBob.return?.()]);
  });

  it('delivers the counts a ban, its end and an account deletion change, to the open profiles on the other end', async () => {
    const [ann, bob, cat] = await Promise.all([verifiedUser(t), verifiedUser(t), verifiedUser(t)]);
    const admin = await adminUser(t, 'Ada', 'Moderator');
    await Promise.all([toggleFollow(bob, ann, true), toggleFollow(cat, ann, true), toggleFollow(ann, cat, true)]);
    const byAnn = await watch(ann, ann, true);
    const counts = async () => {
      const events = await pullUntil(byAnn, (e) => e.data?.profileActivity.kind === 'FOLLOWS');
      const last = events.at(-1)!.data!.profileActivity.profile;
      return [last.followerCount, last.followingCount];
    };
    expect((await t.gql(BAN, { id: bob.userId }, admin.token)).errors).toBeUndefined();
    expect(await counts()).toEqual([1, 1]); // bob no longer counts among ann's followers
    expect((await t.gql(UNBAN, { id: bob.userId }, admin.token)).errors).toBeUndefined();
    expect(await counts()).toEqual([2, 1]);
    // Cat, who followed ann and whom ann followed, deletes her account: both of ann's counts go down by one.
    const deleted = await t.gql(DELETE_ACCOUNT, { password: PASSWORD, confirmation: cat.email }, cat.token);
    expect(deleted.errors).toBeUndefined();
    expect(await counts()).toEqual([1, 0]);
    // Exactly one event for the deletion (not one per follow): the next is a marker.
    expect(follows(await drain(byAnn, ann))).toEqual([]);
    await byAnn.return?.();
  });

  it("delivers the counts a timed ban's end changes as it ends, not at the next minute's sweep", async () => {
    const [ann, bob] = await Promise.all([verifiedUser(t), verifiedUser(t)]);
    const admin = await adminUser(t, 'Ada', 'Moderator');
    await toggleFollow(bob, ann, true);
    const byAnn = await watch(ann, ann, true);
    const followers = async (timeoutMs?: number) => {
      const events = await pullUntil(byAnn, (e) => e.data?.profileActivity.kind === 'FOLLOWS', timeoutMs);
      return events.at(-1)!.data!.profileActivity.profile.followerCount;
    };
    const until = new Date(Date.now() + 1_500).toISOString();
    expect((await t.gql(TIMED_BAN, { id: bob.userId, until }, admin.token)).errors).toBeUndefined();
    expect(await followers()).toBe(0);
    // The sweep runs at the ban's end (plus its margin), well inside the minute it used to wait.
    expect(await followers(10_000)).toBe(1);
    const audit = await t.gql<{ adminAudit: { nodes: { action: string; targetId: string }[] } }>(
      '{ adminAudit(first: 10) { nodes { action targetId } } }', {}, admin.token);
    expect(audit.data?.adminAudit.nodes.filter((n) => n.targetId === bob.userId).map((n) => n.action)).toContain('BAN_EXPIRED');
    await byAnn.return?.();
  });

  it('tells a member nothing across a block: no subscription, no event about the other side, silence after a block', async () => {
    const [ann, bob, cat, eve] = await Promise.all([verifiedUser(t), verifiedUser(t), verifiedUser(t), verifiedUser(t)]);
    await t.gql(BLOCK, { id: eve.userId }, bob.token);

    // Bob's profile does not exist for eve, live or not.
    const refused = (await t.wsClient({ token: eve.token }).iterate({ query: SUB, variables: { id: bob.userId } }).next()) as { value?: Ev };
    expect(codeOf(refused.value as never)).toBe('NOT_FOUND');

    // Eve watches ann: bob (who blocked eve) following ann reaches eve as nothing at all, cat's follow does.
    const byEve = await watch(eve, ann);
    await toggleFollow(bob, ann, true);
    await toggleFollow(cat, ann, true);
    const seen = follows(await drain(byEve, ann));
    expect(seen.map((e) => e.profile.followerCount)).toEqual([1]); // cat's event, counted without bob
    // Bob, seen from elsewhere, is counted: the event above was really dropped for eve, not merely unchanged.
    const forCat = await t.gql<{ profile: { followerCount: number } }>(`query P($id: ID) { profile(userId: $id) { followerCount } }`, { id: ann.userId }, cat.token);
    expect(forCat.data?.profile.followerCount).toBe(2);

    // Ann blocks eve: the stream goes silent (no event for the block, nor for ann's later posts and follows).
    await t.gql(BLOCK, { id: eve.userId }, ann.token);
    await write(ann, 'after the block');
    await toggleFollow(cat, ann, false);
    expect(await within(byEve.next(), 1_000)).toBe(timedOut);
    await byEve.return?.();
  });
});
