// Health snapshots shared into posts, against a real database: the values come from the author's own vitals
// read on the server (a client cannot send numbers), the read is audited, ranges and statuses come from the
// portal's table, a followers-only post's snapshot reaches only followers, the legacy REST feed carries it,
// and deleting the post deletes it.
import { and, eq } from 'drizzle-orm';
import { Kind, print, visit } from 'graphql';
import type { DocumentNode, SelectionSetNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, postHealthSnapshots, sleepSessions } from '../../db/schema/index.js';
import {
  ProfileCreatePostDocument,
  ProfileFeedDocument,
  ProfileHealthSnapshotPreviewDocument,
  ProfileUserPostsDocument,
} from '../../client/src/gql/graphql.js';
import { codeOf, fieldOf } from '../support/account-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { RECORD_VITALS, verifiedUser } from '../support/vitals-helpers.js';
import type { VerifiedUser } from '../support/vitals-helpers.js';

let t: TestApp;
let ann: VerifiedUser;
let bob: VerifiedUser;
let cat: VerifiedUser;

const SNAPSHOT = `healthSnapshot { takenAt items { kind value value2 unit measuredAt status referenceRange { low high unit } referenceRange2 { low high } } }`;
const CREATE = `mutation C($input: CreatePostInput!) { createPost(input: $input) { id body visibility ${SNAPSHOT} } }`;
const ONE = `query P($id: ID!) { post(id: $id) { id ${SNAPSHOT} } }`;
const PREVIEW = `query { healthSnapshotPreview { takenAt items { kind value value2 unit status } } }`;

interface Item { kind: string; value: number; value2: number | null; unit: string; measuredAt: string; status: string;
  referenceRange: { low: number | null; high: number | null; unit: string }; referenceRange2: { low: number; high: number } | null }
interface Snap { takenAt: string; items: Item[] }

/** The document as Apollo Client sends it: __typename in every selection set (it counts towards the cost). */
const asApollo = (doc: DocumentNode) =>
  print(
    visit(doc, {
      SelectionSet: {
        leave: (node: SelectionSetNode) =>
          node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')
            ? node
            : { ...node, selections: [...node.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }] },
      },
    }),
  );

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const HOUR = 3600_000;

async function createPost(u: VerifiedUser, input: Record<string, unknown>) {
  return t.gql<{ createPost: { id: string; body: string; healthSnapshot: Snap | null } }>(CREATE, { input }, u.token);
}
async function record(u: VerifiedUser, readings: Record<string, unknown>[]) {
  const res = await t.gql(RECORD_VITALS, { readings }, u.token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
}
/** A night that ended `endedAgo` ms ago with these hours of light, deep and REM sleep (and 20 min awake). */
async function night(u: VerifiedUser, endedAgo: number, hours: { light: number; deep: number; rem: number }) {
  const end = new Date(Date.now() - endedAgo);
  const total = (hours.light + hours.deep + hours.rem) * HOUR + 20 * 60_000;
  await t.db.db.insert(sleepSessions).values({
    userId: u.userId,
    source: 'manual',
    start: new Date(end.getTime() - total),
    end,
    stages: [],
    awakeSeconds: 1200,
    lightSeconds: hours.light * 3600,
    deepSeconds: hours.deep * 3600,
    remSeconds: hours.rem * 3600,
  });
}
const auditOf = (u: VerifiedUser) =>
  t.db.db.select().from(auditLog).where(and(eq(auditLog.subjectUserId, u.userId), eq(auditLog.action, 'vitals.snapshot')));

beforeAll(async () => {
  t = await startTestApp();
  [ann, bob, cat] = await Promise.all([verifiedUser(t), verifiedUser(t), verifiedUser(t)]);
  const f = await t.gql('mutation F($id: ID!) { toggleFollow(userId: $id) { id } }', { id: ann.userId }, bob.token);
  if (f.errors) throw new Error(JSON.stringify(f.errors));
  await record(ann, [
    { kind: 'HEART_RATE', time: ago(2 * HOUR), value: 64 },
    { kind: 'HEART_RATE', time: ago(10 * 60_000), value: 118 },
    { kind: 'BLOOD_PRESSURE', time: ago(HOUR), value: 128, value2: 78 },
    { kind: 'GLUCOSE', time: ago(30 * 60_000), value: 95 },
  ]);
  await night(ann, 50 * HOUR, { light: 5, deep: 2, rem: 1 }); // two nights ago: not "last night"
  await night(ann, 3 * HOUR, { light: 4, deep: 1.5, rem: 1 }); // 6.5 h asleep
}, 30_000);
afterAll(() => t.close());

describe('health snapshots in posts', () => {
  it('builds the snapshot on the server from the author’s latest data, with ranges and statuses, and audits the read', async () => {
    const res = await createPost(ann, { body: 'My numbers this morning', healthSnapshot: ['SLEEP', 'HEART_RATE', 'BLOOD_PRESSURE'] });
    expect(res.errors).toBeUndefined();
    const snap = res.data!.createPost.healthSnapshot!;
    // In the table's order, whatever the order asked.
    expect(snap.items.map((i) => i.kind)).toEqual(['HEART_RATE', 'BLOOD_PRESSURE', 'SLEEP']);
    const [hr, bp, sleep] = snap.items;
    expect(hr).toMatchObject({ value: 118, value2: null, unit: '/min', status: 'HIGH', referenceRange: { low: 50, high: 100, unit: '/min' } });
    expect(bp).toMatchObject({ value: 128, value2: 78, unit: 'mm[Hg]', status: 'HIGH', referenceRange2: { low: 60, high: 79 } });
    expect(sleep).toMatchObject({ value: 6.5, unit: 'h', status: 'LOW', referenceRange: { low: 7, high: 9 } });
    expect(Date.parse(hr!.measuredAt)).toBeLessThan(Date.now() - 9 * 60_000);
    const audits = await auditOf(ann);
    expect(audits.map((a) => [a.actorUserId, a.entityId])).toContainEqual([ann.userId, 'heart_rate,blood_pressure,sleep']);
  });

  it('keeps the values as they were when posted', async () => {
    const res = await createPost(ann, { body: '', healthSnapshot: ['HEART_RATE'] });
    const id = res.data!.createPost.id;
    expect(res.data!.createPost.body).toBe('');
    await record(ann, [{ kind: 'HEART_RATE', value: 70 }]);
    const again = await t.gql<{ post: { healthSnapshot: Snap } }>(ONE, { id }, ann.token);
    expect(again.data?.post.healthSnapshot.items[0]).toMatchObject({ kind: 'HEART_RATE', value: 118 });
    await record(ann, [{ kind: 'HEART_RATE', value: 118 }]); // the latest is 118 again for the tests below
  });

  it('takes no numbers from the client', async () => {
    const items = await createPost(ann, { body: 'fake', healthSnapshot: [{ kind: 'HEART_RATE', value: 40 }] });
    expect(items.data).toBeFalsy();
    const extra = await createPost(ann, { body: 'fake', healthSnapshot: ['HEART_RATE'], healthSnapshotItems: [{ kind: 'HEART_RATE', value: 40 }] });
    expect(extra.data).toBeFalsy();
    // A kind name dressed up as a value is just an unknown kind.
    const dressed = await createPost(ann, { body: 'fake', healthSnapshot: ['HEART_RATE=40'] });
    expect([codeOf(dressed), fieldOf(dressed)]).toEqual(['BAD_USER_INPUT', 'healthSnapshot']);
    const rows = await t.db.db.select().from(postHealthSnapshots);
    expect(rows.flatMap((r) => r.items).some((i) => i.value === 40)).toBe(false);
  });

  it('refuses unknown kinds and kinds the author has no data for, naming the field; creates nothing', async () => {
    const before = (await t.db.db.select().from(postHealthSnapshots)).length;
    const unknown = await createPost(ann, { body: 'x', healthSnapshot: ['HEART_RATE', 'STEPS'] });
    expect([codeOf(unknown), fieldOf(unknown)]).toEqual(['BAD_USER_INPUT', 'healthSnapshot']);
    expect(unknown.errors?.[0]?.message).toMatch(/STEPS/);
    const lower = await createPost(ann, { body: 'x', healthSnapshot: ['heart_rate'] });
    expect(codeOf(lower)).toBe('BAD_USER_INPUT');
    const none = await createPost(cat, { body: 'x', healthSnapshot: ['HEART_RATE', 'SLEEP'] });
    expect([codeOf(none), fieldOf(none)]).toEqual(['BAD_USER_INPUT', 'healthSnapshot']);
    expect(none.errors?.[0]?.message).toBe('You have no heart rate, sleep (last night) data to share.');
    const missingOne = await createPost(ann, { body: 'x', healthSnapshot: ['SPO2'] });
    expect(missingOne.errors?.[0]?.message).toBe('You have no blood oxygen data to share.');
    expect((await t.db.db.select().from(postHealthSnapshots)).length).toBe(before);
  });

  it('the preview lists what the author could share now (only their own data; audited)', async () => {
    const res = await t.gql<{ healthSnapshotPreview: Snap }>(PREVIEW, {}, ann.token);
    expect(res.data?.healthSnapshotPreview.items.map((i) => [i.kind, i.value, i.status])).toEqual([
      ['HEART_RATE', 118, 'HIGH'],
      ['GLUCOSE', 95, 'NORMAL'],
      ['BLOOD_PRESSURE', 128, 'HIGH'],
      ['SLEEP', 6.5, 'LOW'],
    ]);
    const empty = await t.gql<{ healthSnapshotPreview: Snap }>(PREVIEW, {}, cat.token);
    expect(empty.data?.healthSnapshotPreview.items).toEqual([]);
    expect((await auditOf(cat)).length).toBeGreaterThan(0);
    expect(codeOf(await t.gql(PREVIEW, {}))).toBe('UNAUTHENTICATED');
  });

  it('shows a followers-only snapshot to followers only, in GraphQL and the legacy REST feed', async () => {
    const res = await createPost(ann, { body: 'for my followers', visibility: 'FOLLOWERS', healthSnapshot: ['GLUCOSE'] });
    const id = res.data!.createPost.id;
    const seen = await t.gql<{ post: { healthSnapshot: Snap } }>(ONE, { id }, bob.token);
    expect(seen.data?.post.healthSnapshot.items).toEqual([expect.objectContaining({ kind: 'GLUCOSE', value: 95, unit: 'mg/dL', status: 'NORMAL' })]);
    const hidden = await t.gql(ONE, { id }, cat.token);
    expect(codeOf(hidden)).toBe('NOT_FOUND');
    const catsView = await t.gql<{ userPosts: { nodes: { id: string }[] } }>(
      'query U($u: ID!) { userPosts(userId: $u, first: 50) { nodes { id } } }',
      { u: ann.userId },
      cat.token,
    );
    expect(catsView.data?.userPosts.nodes.map((p) => p.id)).not.toContain(id);

    const legacy = await t.rest('GET', '/api/data/postData', undefined, bob.token);
    expect(legacy.status).toBe(200);
    const entry = (legacy.body as { id: string; data: { content: string; healthSnapshot: unknown } }[]).find((p) => p.id === id);
    expect(entry?.data).toMatchObject({
      content: 'for my followers',
      healthSnapshot: { items: [{ kind: 'glucose', value: 95, value2: null, unit: 'mg/dL', status: 'normal' }] },
    });
    // A post without a snapshot keeps the template shape, with a null extra field.
    const plain = await createPost(ann, { body: 'no numbers here' });
    const after = await t.rest('GET', '/api/data/postData', undefined, bob.token);
    const plainEntry = (after.body as { id: string; data: { healthSnapshot: unknown; likes: unknown } }[]).find((p) => p.id === plain.data!.createPost.id);
    expect(plainEntry?.data).toMatchObject({ healthSnapshot: null, likes: { like: false, value: 0 } });
  });

  it('deleting the post deletes its snapshot', async () => {
    const res = await createPost(ann, { body: 'short-lived', healthSnapshot: ['HEART_RATE'] });
    const id = res.data!.createPost.id;
    expect(await t.db.db.select().from(postHealthSnapshots).where(eq(postHealthSnapshots.postId, id))).toHaveLength(1);
    const del = await t.gql('mutation D($id: ID!) { deletePost(id: $id) }', { id }, ann.token);
    expect(del.errors).toBeUndefined();
    expect(await t.db.db.select().from(postHealthSnapshots).where(eq(postHealthSnapshots.postId, id))).toHaveLength(0);
  });

  // graphql-armor's cost limit multiplies nested fragments and counts Apollo's __typename: the page's own
  // documents, as the client sends them, must stay under it.
  it('the profile page’s own documents pass the API limits with snapshot posts in the page', async () => {
    const created = await t.gql(asApollo(ProfileCreatePostDocument), { input: { body: 'doc', healthSnapshot: ['HEART_RATE', 'BLOOD_PRESSURE'] } }, ann.token);
    expect(created.errors).toBeUndefined();
    const feed = await t.gql<{ feed: { nodes: { healthSnapshot: Snap | null }[] } }>(asApollo(ProfileFeedDocument), {}, bob.token);
    expect(feed.errors).toBeUndefined();
    expect(feed.data?.feed.nodes.some((p) => p.healthSnapshot?.items.length === 2)).toBe(true);
    const theirs = await t.gql(asApollo(ProfileUserPostsDocument), { userId: ann.userId }, bob.token);
    expect(theirs.errors).toBeUndefined();
    const preview = await t.gql(asApollo(ProfileHealthSnapshotPreviewDocument), {}, ann.token);
    expect(preview.errors).toBeUndefined();
  });
});
