// Follows and blocks between members: the toggle flips isFollowed, lists page newest first, search finds names
// but never e-mail addresses, canMessage needs a mutual follow, and a block ends follows both ways and makes
// each invisible to the other ("not found"), while the blocker can still undo it. Friends are the mutual follows,
// listed under the followers' rules.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, users } from '../../db/schema/index.js';
import { codeOf, registerUser } from '../support/account-helpers.js';
import { befriend, block, follow, member } from '../support/people-helpers.js';
import type { Member } from '../support/people-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import type { RelationshipsService } from '../../server/src/features/relationships/relationships.service.js';

let t: TestApp;
let rel: RelationshipsService;
let ada: Member;
let grace: Member;
let linus: Member;

const PAGE = `query ($u: ID, $first: Int, $after: String) {
  followers(userId: $u, first: $first, after: $after) { totalCount nextCursor items { id firstName isFollowed followsMe blocked } }
}`;
const FOLLOWING = 'query ($u: ID) { following(userId: $u) { totalCount items { id } } }';
const SEARCH = 'query ($q: String!) { searchPeople(query: $q) { id firstName lastName isFollowed } }';
const TOGGLE = 'mutation ($u: ID!) { toggleFollow(userId: $u) { id isFollowed followsMe } }';

beforeAll(async () => {
  t = await startTestApp();
  rel = (t.app as unknown as { services: { relationships: RelationshipsService } }).services.relationships;
  [ada, grace, linus] = await Promise.all([member(t, 'Ada', 'Lovelace'), member(t, 'Grace', 'Hopper'), member(t, 'Linus', 'Pauling')]);
});
afterAll(() => t.close());

describe('follows', () => {
  it('toggleFollow flips isFollowed, and the other side sees followsMe', async () => {
    const on = await t.gql<{ toggleFollow: { isFollowed: boolean } }>(TOGGLE, { u: grace.userId }, ada.token);
    expect(on.data?.toggleFollow).toMatchObject({ id: grace.userId, isFollowed: true, followsMe: false });
    const seen = await t.gql<{ followers: { items: { id: string; followsMe: boolean }[] } }>(PAGE, {}, grace.token);
    expect(seen.data?.followers.items).toEqual([expect.objectContaining({ id: ada.userId, followsMe: true, isFollowed: false })]);
    const off = await t.gql<{ toggleFollow: { isFollowed: boolean } }>(TOGGLE, { u: grace.userId }, ada.token);
    expect(off.data?.toggleFollow.isFollowed).toBe(false);
    expect((await t.gql<{ followers: { totalCount: number } }>(PAGE, {}, grace.token)).data?.followers.totalCount).toBe(0);
  });

  it('refuses yourself, unknown ids and unverified accounts', async () => {
    expect(codeOf(await t.gql(TOGGLE, { u: ada.userId }, ada.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(TOGGLE, { u: '00000000-0000-4000-8000-000000000000' }, ada.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(TOGGLE, { u: 'nope' }, ada.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(TOGGLE, { u: grace.userId }))).toBe('UNAUTHENTICATED');
  });

  it('pages followers newest first with a cursor and a total', async () => {
    const star = await member(t, 'Star', 'Patient');
    const fans = await Promise.all([1, 2, 3].map((i) => member(t, `Fan${i}`, 'Member')));
    for (const f of fans) await follow(t, f, star);
    const first = await t.gql<{ followers: { totalCount: number; nextCursor: string; items: { firstName: string }[] } }>(PAGE, { first: 2 }, star.token);
    expect(first.data?.followers.totalCount).toBe(3);
    expect(first.data?.followers.items.map((p) => p.firstName)).toEqual(['Fan3', 'Fan2']);
    const next = await t.gql<{ followers: { nextCursor: string | null; items: { firstName: string }[] } }>(PAGE, { first: 2, after: first.data?.followers.nextCursor }, star.token);
    expect(next.data?.followers.items.map((p) => p.firstName)).toEqual(['Fan1']);
    expect(next.data?.followers.nextCursor).toBeNull();
    expect(codeOf(await t.gql(PAGE, { first: 0 }, star.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(PAGE, { after: 'garbage' }, star.token))).toBe('BAD_USER_INPUT');
    // Another member may look at Star's followers too.
    const other = await t.gql<{ followers: { totalCount: number } }>(PAGE, { u: star.userId }, ada.token);
    expect(other.data?.followers.totalCount).toBe(3);
  });

  it('pages through follows that began within the same millisecond (the cursor keeps microseconds)', async () => {
    const star = await member(t, 'Quick', 'Star');
    const fans = await Promise.all([1, 2, 3, 4].map((i) => member(t, `Burst${i}`, 'Member')));
    // Four follows in one millisecond, as a burst of clicks or an import writes them; PostgreSQL keeps microseconds.
    await t.db.db.insert(follows).values(
      fans.map((f, i) => ({ followerId: f.userId, followeeId: star.userId, createdAt: sql`${`2026-03-01 10:00:00.000${i + 1}00+00`}::timestamptz` })),
    );
    type OnePage = { followers: { nextCursor: string | null; items: { firstName: string }[] } };
    const pageAfter = (after: string | null) => t.gql<OnePage>(PAGE, { first: 1, after }, star.token);
    const seen: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 6; pages++) {
      const followers: OnePage['followers'] | undefined = (await pageAfter(after)).data?.followers;
      seen.push(...(followers?.items.map((p) => p.firstName) ?? []));
      after = followers?.nextCursor ?? null;
      if (!after) break;
    }
    expect(seen).toEqual(['Burst4', 'Burst3', 'Burst2', 'Burst1']);
    // A cursor handed out before this change (milliseconds) still reads.
    const old = Buffer.from(`${Date.parse('2026-03-01T10:00:00.001Z')}:${fans[0]!.userId}`).toString('base64url');
    const fromOld = await t.gql<{ followers: { items: { firstName: string }[] } }>(PAGE, { first: 4, after: old }, star.token);
    expect(fromOld.data?.followers.items.map((p) => p.firstName)).toEqual(['Burst4', 'Burst3', 'Burst2', 'Burst1']);
    for (const bad of ['u12a:x', `u123456789012345678:${fans[0]!.userId}`, Buffer.from('u1:nope').toString('base64url')]) {
      expect(codeOf(await t.gql(PAGE, { after: bad }, star.token))).toBe('BAD_USER_INPUT');
    }
  });

  it('canMessage needs a mutual follow', async () => {
    const [a, b] = await Promise.all([member(t, 'Mia', 'One'), member(t, 'Noah', 'Two')]);
    await follow(t, a, b);
    expect(await rel.canMessage(a.userId, b.userId)).toBe(false);
    await follow(t, b, a);
    expect(await rel.canMessage(a.userId, b.userId)).toBe(true);
    expect(await rel.canMessage(a.userId, a.userId)).toBe(false);
    expect(await rel.followingIds(a.userId)).toEqual([b.userId]);
    expect(await rel.followerIds(a.userId)).toEqual([b.userId]);
  });
});

describe('search', () => {
  it('finds members by name, not by e-mail address, and not myself', async () => {
    const found = await t.gql<{ searchPeople: { id: string }[] }>(SEARCH, { q: 'hopp' }, ada.token);
    expect(found.data?.searchPeople.map((p) => p.id)).toContain(grace.userId);
    const byMail = await t.gql<{ searchPeople: unknown[] }>(SEARCH, { q: grace.email.split('@')[0] }, ada.token);
    expect(byMail.data?.searchPeople).toEqual([]);
    const self = await t.gql<{ searchPeople: { id: string }[] }>(SEARCH, { q: 'lovelace' }, ada.token);
    expect(self.data?.searchPeople.map((p) => p.id)).not.toContain(ada.userId);
    expect(codeOf(await t.gql(SEARCH, { q: 'a' }, ada.token))).toBe('BAD_USER_INPUT');
    const wild = await t.gql<{ searchPeople: unknown[] }>(SEARCH, { q: '%%' }, ada.token);
    expect(wild.data?.searchPeople).toEqual([]);
  });
});

describe('blocks', () => {
  it('ends follows both ways and hides each from the other; the blocker can unblock', async () => {
    await befriend(t, linus, grace);
    await block(t, grace, linus);
    expect(await rel.isBlockedEitherWay(linus.userId, grace.userId)).toBe(true);
    expect(await rel.canMessage(linus.userId, grace.userId)).toBe(false);
    expect(await rel.isFollowing(linus.userId, grace.userId)).toBe(false);
    expect(await rel.isFollowing(grace.userId, linus.userId)).toBe(false);
    expect(await rel.blockedIds(linus.userId)).toEqual([grace.userId]);

    // Linus learns nothing: Grace is "not found" to him, on every door.
    expect(codeOf(await t.gql(TOGGLE, { u: grace.userId }, linus.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(PAGE, { u: grace.userId }, linus.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(FOLLOWING, { u: grace.userId }, linus.token))).toBe('NOT_FOUND');
    const search = await t.gql<{ searchPeople: { id: string }[] }>(SEARCH, { q: 'grace' }, linus.token);
    expect(search.data?.searchPeople.map((p) => p.id)).not.toContain(grace.userId);

    // Grace sees whom she blocked, must unblock before following again.
    const blocked = await t.gql<{ blockedPeople: { id: string; blocked: boolean }[] }>('{ blockedPeople { id blocked } }', {}, grace.token);
    expect(blocked.data?.blockedPeople).toEqual([{ id: linus.userId, blocked: true }]);
    expect(codeOf(await t.gql(TOGGLE, { u: linus.userId }, grace.token))).toBe('FORBIDDEN');
    const un = await t.gql<{ unblockPerson: { blocked: boolean } }>('mutation ($u: ID!) { unblockPerson(userId: $u) { blocked } }', { u: linus.userId }, grace.token);
    expect(un.data?.unblockPerson.blocked).toBe(false);
    expect((await t.gql<{ toggleFollow: { isFollowed: boolean } }>(TOGGLE, { u: grace.userId }, linus.token)).data?.toggleFollow.isFollowed).toBe(true);
  });

  it('leaves the other side of a block out of a third member’s followers and following, both ways', async () => {
    const [hub, blocker, blocked, bystander] = await Promise.all([
      member(t, 'Hub', 'Member'),
      member(t, 'Bea', 'Blocker'),
      member(t, 'Ben', 'Blocked'),
      member(t, 'Bo', 'Bystander'),
    ]);
    for (const m of [blocker, blocked, bystander]) {
      await follow(t, m, hub);
      await follow(t, hub, m);
    }
    await block(t, blocker, blocked);
    type Lists = { followers: { totalCount: number; items: { id: string }[] }; following: { totalCount: number; items: { id: string }[] } };
    const LISTS = 'query ($u: ID) { followers(userId: $u) { totalCount items { id } } following(userId: $u) { totalCount items { id } } }';
    const seenBy = async (viewer: Member) => {
      const res = (await t.gql<Lists>(LISTS, { u: hub.userId }, viewer.token)).data!;
      const ids = (side: Lists['followers']) => ({ total: side.totalCount, ids: side.items.map((p) => p.id).sort() });
      return { followers: ids(res.followers), following: ids(res.following) };
    };
    const sorted = (...ms: Member[]) => ms.map((m) => m.userId).sort();
    const without = (m: Member) => ({ total: 2, ids: sorted(...[blocker, blocked, bystander].filter((x) => x !== m)) });
    expect(await seenBy(blocker)).toEqual({ followers: without(blocked), following: without(blocked) });
    expect(await seenBy(blocked)).toEqual({ followers: without(blocker), following: without(blocker) });
    const all = { total: 3, ids: sorted(blocker, blocked, bystander) };
    expect(await seenBy(bystander)).toEqual({ followers: all, following: all });
    expect(await seenBy(hub)).toEqual({ followers: all, following: all });
  });
});

describe('friends', () => {
  const FRIENDS = `query ($u: ID, $first: Int, $after: String) {
    friends(userId: $u, first: $first, after: $after) { totalCount nextCursor items { id firstName isFollowed followsMe } }
  }`;
  type Friends = {
    friends: {
      totalCount: number;
      nextCursor: string | null;
      items: { id: string; firstName: string; isFollowed: boolean; followsMe: boolean }[];
    };
  };
  const friendsOf = async (viewer: Member, u?: Member, first?: number, after?: string | null) =>
    (await t.gql<Friends>(FRIENDS, { u: u?.userId, first, after }, viewer.token)).data!.friends;
  const ids = (page: Friends['friends']) => page.items.map((p) => p.id).sort();
  const sorted = (...ms: Member[]) => ms.map((m) => m.userId).sort();

  it('lists mutual follows only, for me by default and for another member, with a matching total', async () => {
    const [me, mutual, fan, idol, viewer] = await Promise.all([
      member(t, 'Fay', 'Friendly'),
      member(t, 'Max', 'Mutual'),
      member(t, 'Fan', 'OneWay'),
      member(t, 'Ida', 'OneWay'),
      member(t, 'Vic', 'Viewer'),
    ]);
    await befriend(t, me, mutual);
    await follow(t, fan, me); // follows me, I do not follow back
    await follow(t, me, idol); // I follow, no follow back
    const mine = await friendsOf(me);
    expect(mine.items).toEqual([{ id: mutual.userId, firstName: 'Max', isFollowed: true, followsMe: true }]);
    expect(mine.totalCount).toBe(1);
    expect(mine.nextCursor).toBeNull();
    // The same list seen by someone else, with their own view of each friend.
    const seen = await friendsOf(viewer, me);
    expect(seen.items).toEqual([{ id: mutual.userId, firstName: 'Max', isFollowed: false, followsMe: false }]);
    expect(seen.totalCount).toBe(1);
    // Following back makes a friend; unfollowing ends it.
    await follow(t, me, fan);
    expect(ids(await friendsOf(me))).toEqual(sorted(mutual, fan));
    await t.gql(TOGGLE, { u: mutual.userId }, me.token);
    expect(await friendsOf(me)).toMatchObject({ totalCount: 1, items: [{ id: fan.userId }] });
    // Nobody is their own friend, and a member without mutual follows has an empty list.
    expect(await friendsOf(idol)).toEqual({ totalCount: 0, nextCursor: null, items: [] });
  });

  it('leaves out banned and unverified members, also in the total', async () => {
    const [me, ok, banned] = await Promise.all([
      member(t, 'Kit', 'Keeper'),
      member(t, 'Oki', 'Fine'),
      member(t, 'Bad', 'Banned'),
    ]);
    await befriend(t, me, ok);
    await befriend(t, me, banned);
    const unverified = await registerUser(t);
    // Follow rows from before the account was verified (or from seed data) must not make a friend.
    await t.db.db.insert(follows).values([
      { followerId: unverified.user.id, followeeId: me.userId },
      { followerId: me.userId, followeeId: unverified.user.id },
    ]);
    expect(await friendsOf(me)).toMatchObject({ totalCount: 2 });
    await t.db.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, banned.userId));
    const after = await friendsOf(me);
    expect(after.items.map((p) => p.id)).toEqual([ok.userId]);
    expect(after.totalCount).toBe(1);
  });

  it('hides anyone across a block with the viewer, both ways, also on a third member’s list', async () => {
    const [hub, blocker, blocked, bystander] = await Promise.all([
      member(t, 'Hal', 'Hub'),
      member(t, 'Bel', 'Blocker'),
      member(t, 'Bud', 'Blocked'),
      member(t, 'Bix', 'Bystander'),
    ]);
    for (const m of [blocker, blocked, bystander]) await befriend(t, hub, m);
    await block(t, blocker, blocked);
    const all = { total: 3, ids: sorted(blocker, blocked, bystander) };
    const seenBy = async (viewer: Member) => {
      const page = await friendsOf(viewer, hub);
      return { total: page.totalCount, ids: ids(page) };
    };
    expect(await seenBy(blocker)).toEqual({ total: 2, ids: sorted(blocker, bystander) });
    expect(await seenBy(blocked)).toEqual({ total: 2, ids: sorted(blocked, bystander) });
    expect(await seenBy(bystander)).toEqual(all);
    expect(await seenBy(hub)).toEqual(all);
    // Blocking ends the friendship itself: the two are no longer on each other's lists.
    await befriend(t, blocker, bystander);
    await block(t, bystander, blocker);
    expect(ids(await friendsOf(blocker))).toEqual(sorted(hub));
    expect(ids(await friendsOf(bystander))).toEqual(sorted(hub));
  });

  it('pages newest friendship first with a cursor; the total covers every page', async () => {
    const star = await member(t, 'Sol', 'Star');
    const pals = await Promise.all([1, 2, 3].map((i) => member(t, `Pal${i}`, 'Member')));
    // Star follows everyone first (Pal1 last); each becomes a friend when they follow back (Pal3 last), and the
    // friendship's start is what orders the list.
    for (const p of [...pals].reverse()) await follow(t, star, p);
    for (const p of pals) await follow(t, p, star);
    const first = await friendsOf(star, undefined, 2);
    expect(first.totalCount).toBe(3);
    expect(first.items.map((p) => p.firstName)).toEqual(['Pal3', 'Pal2']);
    expect(first.nextCursor).toEqual(expect.any(String));
    const next = await friendsOf(star, undefined, 2, first.nextCursor);
    expect(next.items.map((p) => p.firstName)).toEqual(['Pal1']);
    expect(next.nextCursor).toBeNull();
    expect(next.totalCount).toBe(3);
    // Another member pages Star's friends the same way.
    const other = await friendsOf(ada, star, 1);
    expect(other).toMatchObject({ totalCount: 3, items: [{ firstName: 'Pal3' }] });
  });

  it('answers NOT_FOUND for a blocked or unknown member, and BAD_USER_INPUT for a bad page', async () => {
    const [a, b] = await Promise.all([member(t, 'Abe', 'Apart'), member(t, 'Bea', 'Apart')]);
    await befriend(t, a, b);
    await block(t, a, b);
    for (const [viewer, target] of [
      [a, b.userId],
      [b, a.userId],
      [a, '00000000-0000-4000-8000-000000000000'],
      [a, 'not-an-id'],
    ] as const) {
      const res = await t.gql<Friends>(FRIENDS, { u: target }, viewer.token);
      expect(codeOf(res)).toBe('NOT_FOUND');
      expect(res.data?.friends).toBeUndefined();
    }
    const unverified = await registerUser(t);
    expect(codeOf(await t.gql(FRIENDS, { u: unverified.user.id }, a.token))).toBe('NOT_FOUND');
    for (const first of [0, -1, 101]) expect(codeOf(await t.gql(FRIENDS, { first }, a.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(FRIENDS, { after: 'garbage' }, a.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(FRIENDS, {}))).toBe('UNAUTHENTICATED');
  });
});
