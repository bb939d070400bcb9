// Profile pages and galleries against a real database: counts as the viewer may see them, blocks (NOT_FOUND),
// gallery upload validated by content (a renamed executable is refused), another member's image or upload is
// not found, avatar/cover from the gallery, deletion, and Person.avatarUrl following the chosen avatar.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, users } from '../../db/schema/index.js';
import { codeOf, registerUser } from '../support/account-helpers.js';
import { adminUser } from '../support/messages-helpers.js';
import { raw } from '../support/records-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { verifiedUser } from '../support/vitals-helpers.js';
import type { VerifiedUser } from '../support/vitals-helpers.js';

let t: TestApp;
let ann: VerifiedUser;
let bob: VerifiedUser;

const PROFILE = `query P($id: ID) { profile(userId: $id) { id isMe isFollowed followsMe postCount followerCount followingCount avatarUrl cover { id url } } }`;
const GALLERY = `query G($id: ID, $s: String) { gallery(userId: $id, search: $s) { hasMore nodes { id title image { id mime url thumbUrl } } } }`;
const ADD = `mutation A($u: ID!, $title: String) { addGalleryImage(uploadId: $u, title: $title) { id title image { id } } }`;
const DEL = `mutation D($id: ID!) { deleteGalleryImage(id: $id) }`;
const SET = `mutation S($slot: ProfileImageSlot!, $g: ID) { setProfileImage(slot: $slot, galleryImageId: $g) { avatarUrl cover { id } } }`;
type Profile = { id: string; isMe: boolean; isFollowed: boolean; followsMe: boolean; postCount: number; followerCount: number; followingCount: number; avatarUrl: string | null; cover: { id: string } | null };

const png = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#39c' } }).png().toBuffer();
async function uploadImage(u: VerifiedUser, name = 'photo.png') {
  const res = await raw(t, 'POST', `/api/uploads?kind=image&filename=${name}`, u.token, await png(), 'image/png');
  expect(res.status).toBe(201);
  return (res.json as { id: string }).id;
}
async function addToGallery(u: VerifiedUser, title?: string) {
  const res = await t.gql<{ addGalleryImage: { id: string; title: string } }>(ADD, { u: await uploadImage(u), title }, u.token);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.addGalleryImage;
}

beforeAll(async () => {
  t = await startTestApp();
  [ann, bob] = await Promise.all([verifiedUser(t), verifiedUser(t)]);
}, 30_000);
afterAll(() => t.close());

describe('profile', () => {
  it('shows counts as the viewer may see them (followers-only posts only to followers)', async () => {
    await t.gql('mutation C($i: CreatePostInput!) { createPost(input: $i) { id } }', { i: { body: 'open' } }, ann.token);
    await t.gql('mutation C($i: CreatePostInput!) { createPost(input: $i) { id } }', { i: { body: 'closed', visibility: 'FOLLOWERS' } }, ann.token);
    const own = (await t.gql<{ profile: Profile }>(PROFILE, {}, ann.token)).data!.profile;
    expect(own).toMatchObject({ id: ann.userId, isMe: true, postCount: 2, followerCount: 0 });
    const seen = (await t.gql<{ profile: Profile }>(PROFILE, { id: ann.userId }, bob.token)).data!.profile;
    expect(seen).toMatchObject({ isMe: false, isFollowed: false, postCount: 1 });
    await t.gql('mutation F($id: ID!) { toggleFollow(userId: $id) { id } }', { id: ann.userId }, bob.token);
    const after = (await t.gql<{ profile: Profile }>(PROFILE, { id: ann.userId }, bob.token)).data!.profile;
    expect(after).toMatchObject({ isFollowed: true, postCount: 2, followerCount: 1 });
    expect((await t.gql<{ profile: Profile }>(PROFILE, {}, bob.token)).data!.profile.followingCount).toBe(1);
  });

  it('counts followers and following under the lists’ rule: unverified, banned and blocked members are left out', async () => {
    const FOLLOW = 'mutation F($id: ID!) { toggleFollow(userId: $id) { id } }';
    const LISTS = `query L($id: ID) { followers(userId: $id) { totalCount items { id } } following(userId: $id) { totalCount items { id } } }`;
    const [star, fan, banned, viewer, blocker] = await Promise.all([1, 2, 3, 4, 5].map(() => verifiedUser(t)));
    const unverified = await registerUser(t);
    for (const u of [fan, banned, blocker]) await t.gql(FOLLOW, { id: star!.userId }, u!.token);
    await t.gql(FOLLOW, { id: fan!.userId }, star!.token);
    await t.gql(FOLLOW, { id: banned!.userId }, star!.token);
    // A follow row from before the account was verified (or from seed data) must not count either.
    await t.db.db.insert(follows).values({ followerId: unverified.user.id, followeeId: star!.userId });
    await t.db.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, banned!.userId));
    // The blocker is hidden from the viewer it blocked, on a third member's profile as in the lists.
    await t.gql('mutation B($id: ID!) { blockPerson(userId: $id) { id } }', { id: viewer!.userId }, blocker!.token);

    type Lists = { followers: { totalCount: number; items: { id: string }[] }; following: { totalCount: number; items: { id: string }[] } };
    for (const [who, followers] of [
      [star!, [fan!.userId, blocker!.userId]],
      [viewer!, [fan!.userId]],
    ] as const) {
      const profile = (await t.gql<{ profile: Profile }>(PROFILE, { id: star!.userId }, who.token)).data!.profile;
      const lists = (await t.gql<Lists>(LISTS, { id: star!.userId }, who.token)).data!;
      expect(lists.followers.items.map((p) => p.id).sort()).toEqual([...followers].sort());
      expect(lists.following.items.map((p) => p.id)).toEqual([fan!.userId]);
      expect(profile).toMatchObject({ followerCount: followers.length, followingCount: 1 });
      expect(lists.followers.totalCount).toBe(profile.followerCount);
      expect(lists.following.totalCount).toBe(profile.followingCount);
    }
  });

  it('says since when the member has been on the portal (the intro card), to them and to others', async () => {
    const since = (await t.gql<{ profile: { memberSince: string } }>('query P($id: ID) { profile(userId: $id) { memberSince } }', { id: ann.userId }, bob.token)).data?.profile.memberSince;
    const [row] = await t.db.db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, ann.userId));
    expect(since).toBe(row?.createdAt.toISOString());
  });

  it('an unknown member, or one across a block, is NOT_FOUND', async () => {
    expect(codeOf(await t.gql(PROFILE, { id: '00000000-0000-4000-8000-000000000000' }, ann.token))).toBe('NOT_FOUND');
    const [c, d] = await Promise.all([verifiedUser(t), verifiedUser(t)]);
    await t.gql('mutation B($id: ID!) { blockPerson(userId: $id) { id } }', { id: d.userId }, c.token);
    expect(codeOf(await t.gql(PROFILE, { id: c.userId }, d.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(GALLERY, { id: d.userId }, c.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(PROFILE, {}))).toBe('UNAUTHENTICATED');
  });
});

describe('gallery', () => {
  it('adds, searches, lists for others, and deletes own images only', async () => {
    const a = await addToGallery(ann, 'Lake at dawn');
    await addToGallery(ann);
    const mine = (await t.gql<{ gallery: { nodes: { id: string; title: string; image: { mime: string; url: string } }[] } }>(GALLERY, {}, ann.token)).data!.gallery;
    expect(mine.nodes.map((n) => n.title)).toEqual(['photo.png', 'Lake at dawn']);
    const found = (await t.gql<{ gallery: { nodes: { id: string }[] } }>(GALLERY, { id: ann.userId, s: 'lake' }, bob.token)).data!.gallery;
    expect(found.nodes.map((n) => n.id)).toEqual([a.id]);
    const img = await raw(t, 'GET', mine.nodes[1]!.image.url, null);
    expect(img.status).toBe(200);
    expect(codeOf(await t.gql(DEL, { id: a.id }, bob.token))).toBe('NOT_FOUND');
    expect((await t.gql(DEL, { id: a.id }, ann.token)).data).toEqual({ deleteGalleryImage: a.id });
    expect((await raw(t, 'GET', mine.nodes[1]!.image.url, null)).status).toBe(404);
  });

  it('refuses a renamed executable by its content, and another member’s upload', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(256, 0)]);
    const res = await raw(t, 'POST', '/api/uploads?kind=image&filename=holiday.jpg', ann.token, elf, 'image/jpeg');
    expect(res.status).toBe(415);
    expect((res.json as { code: string }).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const theirs = await uploadImage(bob);
    expect(codeOf(await t.gql(ADD, { u: theirs }, ann.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(ADD, { u: 'not-an-id' }, ann.token))).toBe('NOT_FOUND');
  });

  it('uses a gallery image as avatar and cover; people lists show the avatar', async () => {
    const g = await addToGallery(ann, 'Me');
    const set = await t.gql<{ setProfileImage: { avatarUrl: string | null } }>(SET, { slot: 'AVATAR', g: g.id }, ann.token);
    expect(set.data?.setProfileImage.avatarUrl).toMatch(/^\/api\/files\//);
    const cover = await t.gql<{ setProfileImage: { cover: { id: string } | null } }>(SET, { slot: 'COVER', g: g.id }, ann.token);
    expect(cover.data?.setProfileImage.cover).not.toBeNull();
    const people = await t.gql<{ following: { items: { id: string; avatarUrl: string | null }[] } }>('query { following { items { id avatarUrl } } }', {}, bob.token);
    expect(people.data?.following.items.find((p) => p.id === ann.userId)?.avatarUrl).toMatch(/^\/api\/files\//);
    const bobs = await addToGallery(bob);
    expect(codeOf(await t.gql(SET, { slot: 'AVATAR', g: bobs.id }, ann.token))).toBe('NOT_FOUND');
    await t.gql(DEL, { id: g.id }, ann.token);
    const cleared = (await t.gql<{ profile: Profile }>(PROFILE, {}, ann.token)).data!.profile;
    expect([cleared.avatarUrl, cleared.cover]).toEqual([null, null]);
  });

  it('deleting a gallery entry keeps the file for everything else that holds it', async () => {
    // One upload, held by two gallery entries, a contact's photo and a message in the care team's mailbox.
    const carer = await adminUser(t, 'Cara', 'Team');
    const file = await uploadImage(ann, 'scan.png');
    const add = (title: string) => t.gql<{ addGalleryImage: { id: string } }>(ADD, { u: file, title }, ann.token);
    const [one, two] = [(await add('one')).data!.addGalleryImage, (await add('two')).data!.addGalleryImage];
    await t.gql(SET, { slot: 'AVATAR', g: one.id }, ann.token);
    const contact = await t.gql<{ addContact: { id: string } }>(
      'mutation ($input: ContactInput!) { addContact(input: $input) { id } }',
      { input: { firstname: 'Doc', imageUploadId: file } },
      ann.token,
    );
    const sent = await t.gql(
      'mutation ($input: MailInput!) { sendMail(input: $input) { id } }',
      { input: { to: [carer.userId], subject: 'My scan', body: 'see attached', attachmentIds: [file] } },
      ann.token,
    );
    expect(sent.errors).toBeUndefined();

    expect((await t.gql(DEL, { id: one.id }, ann.token)).data).toEqual({ deleteGalleryImage: one.id });

    const gallery = (await t.gql<{ gallery: { nodes: { id: string; image: { id: string; url: string } }[] } }>(GALLERY, { s: 'two' }, ann.token)).data!.gallery;
    expect(gallery.nodes.map((n) => n.id)).toEqual([two.id]);
    expect((await raw(t, 'GET', gallery.nodes[0]!.image.url, null)).status).toBe(200);
    // The avatar still shows: entry "two" is the same file.
    expect((await t.gql<{ profile: Profile }>(PROFILE, {}, ann.token)).data!.profile.avatarUrl).toMatch(/^\/api\/files\//);
    const photo = await t.gql<{ contact: { image: string | null } }>('query ($id: ID!) { contact(id: $id) { image } }', { id: contact.data!.addContact.id }, ann.token);
    expect(photo.data?.contact.image).toMatch(/^\/api\/files\//);
    const inbox = await t.gql<{ mailbox: { nodes: { attachments: { id: string; url: string }[] }[] } }>(
      'query { mailbox(view: INBOX, search: "My scan") { nodes { attachments { id url } } } }',
      {},
      carer.token,
    );
    expect(inbox.data?.mailbox.nodes[0]?.attachments.map((a) => a.id)).toEqual([file]);
    expect((await raw(t, 'GET', inbox.data!.mailbox.nodes[0]!.attachments[0]!.url, null)).status).toBe(200);
  });
});
