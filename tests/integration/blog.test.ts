// Blog over GraphQL against a real database: administrators write (FORBIDDEN for members), drafts hidden from
// members (NOT_FOUND), slugs validated and unique, length limits, sort newest/oldest/popular and category
// filter, views counted once per reader per day (even when asked in parallel), comments (members, newest on
// top, length limit, own deletion, FORBIDDEN on someone else's, administrators moderate), and the demo seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBlog } from '../../db/seed/blog.js';
import { DEMO_ARTICLES } from '../../db/seed/blog-articles.js';
import { blogPosts, users } from '../../db/schema/index.js';
import { codeOf, fieldOf } from '../support/account-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { verifiedUser } from '../support/vitals-helpers.js';
import type { VerifiedUser } from '../support/vitals-helpers.js';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';

let t: TestApp;
let admin: VerifiedUser;
let member: VerifiedUser;
let other: VerifiedUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await verifiedUser(t);
  member = await verifiedUser(t);
  other = await verifiedUser(t);
  await t.app.services.admin.setAdmin(null, admin.userId, true);
}, 60_000);
afterAll(() => t.close());

const FIELDS = 'id slug title excerpt body category tags status publishedAt views commentCount readMinutes author { id firstName }';
const CREATE = `mutation C($input: BlogPostInput!) { createBlogPost(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: BlogPostInput!) { updateBlogPost(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation D($id: ID!) { deleteBlogPost(id: $id) }';
const LIST = `query L($sort: BlogSort, $category: BlogCategory, $drafts: Boolean, $first: Int) {
  blogPosts(sort: $sort, category: $category, includeDrafts: $drafts, first: $first) { total nodes { ${FIELDS} } } }`;
const BY_SLUG = `query S($slug: String!) { blogPost(slug: $slug) { ${FIELDS} } }`;
const VIEW = 'mutation V($id: ID!) { recordBlogView(id: $id) { id views } }';
const COMMENTS = 'query Cs($postId: ID!) { blogComments(postId: $postId) { id body canDelete author { id } } }';
const COMMENT = 'mutation Ac($postId: ID!, $body: String!) { addBlogComment(postId: $postId, body: $body) { id body canDelete author { id } } }';
const UNCOMMENT = 'mutation Dc($id: ID!) { deleteBlogComment(id: $id) }';

interface Post {
  id: string;
  category: string;
  slug: string;
  title: string;
  excerpt: string;
  status: string;
  views: number;
  commentCount: number;
  readMinutes: number;
  publishedAt: string | null;
  author: { id: string } | null;
}
let n = 0;
const input = (over: Record<string, unknown> = {}) => ({
  slug: `article-${++n}-${Date.now()}`,
  title: 'Hydration and blood pressure',
  body: '## Why water matters\n\nDrink **enough**.',
  category: 'HEART',
  tags: ['water', 'Water', 'bp'],
  status: 'PUBLISHED',
  ...over,
});
async function createPost(over: Record<string, unknown> = {}): Promise<Post> {
  const res = await t.gql<{ createBlogPost: Post }>(CREATE, { input: input(over) }, admin.token);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.createBlogPost;
}
const listed = async (token: string, vars: Record<string, unknown> = {}) =>
  (await t.gql<{ blogPosts: { total: number; nodes: Post[] } }>(LIST, { first: 50, ...vars }, token)).data?.blogPosts.nodes ?? [];

describe('writing articles', () => {
  it('lets an administrator create, edit and delete; tags deduplicated, excerpt derived', async () => {
    const p = await createPost();
    expect(p).toMatchObject({ status: 'PUBLISHED', views: 0, commentCount: 0, readMinutes: 1, author: { id: admin.userId } });
    // Headings are left out of a derived excerpt; Markdown marks are removed.
    expect(p.excerpt).toBe('Drink enough.');
    expect((p as unknown as { tags: string[] }).tags).toEqual(['water', 'bp']);
    expect(p.publishedAt).not.toBeNull();
    const edited = await t.gql<{ updateBlogPost: Post }>(UPDATE, { id: p.id, input: input({ slug: p.slug, title: 'Edited' }) }, admin.token);
    expect(edited.data?.updateBlogPost).toMatchObject({ title: 'Edited', publishedAt: p.publishedAt });
    expect((await t.gql(DELETE, { id: p.id }, admin.token)).data).toEqual({ deleteBlogPost: p.id });
    expect(codeOf(await t.gql(BY_SLUG, { slug: p.slug }, member.token))).toBe('NOT_FOUND');
  });

  it('is FORBIDDEN for members (create, update, delete, drafts list)', async () => {
    const p = await createPost();
    const answers = [
      await t.gql(CREATE, { input: input() }, member.token),
      await t.gql(UPDATE, { id: p.id, input: input({ slug: p.slug }) }, member.token),
      await t.gql(DELETE, { id: p.id }, member.token),
      await t.gql(LIST, { drafts: true }, member.token),
    ];
    expect(answers.map(codeOf)).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN']);
    expect(codeOf(await t.gql(LIST, {}))).toBe('UNAUTHENTICATED');
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['an upper-case slug', { slug: 'Sleep-Tips' }, 'slug'],
    ['a slug with a double hyphen', { slug: 'sleep--tips' }, 'slug'],
    ['a two-letter slug', { slug: 'ab' }, 'slug'],
    ['an empty title', { title: '   ' }, 'title'],
    ['a 161-character title', { title: 't'.repeat(161) }, 'title'],
    ['a 301-character excerpt', { excerpt: 'e'.repeat(301) }, 'excerpt'],
    ['a 50,001-character body', { body: 'b'.repeat(50_001) }, 'body'],
    ['nine tags', { tags: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] }, 'tags'],
    ['a 31-character tag', { tags: ['t'.repeat(31)] }, 'tags'],
    ['a cover that is no upload id', { coverUploadId: 'x' }, 'coverUploadId'],
  ];
  it.each(bad)('refuses %s with the field named', async (_l, over, field) => {
    const res = await t.gql(CREATE, { input: input(over) }, admin.token);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(fieldOf(res)).toBe(field);
  });

  it('refuses a slug already in use (SLUG_TAKEN), on create and on edit', async () => {
    const a = await createPost();
    const b = await createPost();
    const dup = await t.gql(CREATE, { input: input({ slug: a.slug }) }, admin.token);
    expect(fieldOf(dup)).toBe('slug');
    expect((dup.errors?.[0]?.extensions as { reason?: string }).reason).toBe('SLUG_TAKEN');
    const edit = await t.gql(UPDATE, { id: b.id, input: input({ slug: a.slug }) }, admin.token);
    expect((edit.errors?.[0]?.extensions as { reason?: string }).reason).toBe('SLUG_TAKEN');
  });

  it('hides drafts from members (NOT_FOUND) and shows them to administrators', async () => {
    const d = await createPost({ status: 'DRAFT' });
    expect(d.publishedAt).toBeNull();
    expect(codeOf(await t.gql(BY_SLUG, { slug: d.slug }, member.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(VIEW, { id: d.id }, member.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(COMMENT, { postId: d.id, body: 'hi' }, member.token))).toBe('NOT_FOUND');
    expect((await listed(member.token)).some((p) => p.id === d.id)).toBe(false);
    expect((await t.gql<{ blogPost: Post }>(BY_SLUG, { slug: d.slug }, admin.token)).data?.blogPost.status).toBe('DRAFT');
    expect((await listed(admin.token, { drafts: true })).some((p) => p.id === d.id)).toBe(true);
  });
});

/** A PNG uploaded through POST /api/uploads by this user; returns the upload id. */
async function uploadImage(token: string): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#2a9d8f' } }).png().toBuffer();
  const res = await fetch(`${t.url}/api/uploads?kind=image&filename=cover.png`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
    body: png,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe('cover image', () => {
  it("attaches the administrator's own upload with signed URLs; someone else's upload is NOT_FOUND", async () => {
    const mine = await uploadImage(admin.token);
    const p = await createPost({ coverUploadId: mine });
    const got = await t.gql<{ blogPost: { cover: { id: string; url: string; thumbUrl: string } | null } }>(
      'query S($slug: String!) { blogPost(slug: $slug) { cover { id url thumbUrl } } }',
      { slug: p.slug },
      member.token,
    );
    const cover = got.data?.blogPost.cover;
    expect(cover?.id).toBe(mine);
    const img = await fetch(`${t.url}${cover?.thumbUrl ?? ''}`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toMatch(/image\/webp/);
    const theirs = await uploadImage(member.token);
    expect(codeOf(await t.gql(CREATE, { input: input({ coverUploadId: theirs }) }, admin.token))).toBe('NOT_FOUND');
  });
});

describe('reading', () => {
  it('sorts newest, oldest and popular, and filters by category', async () => {
    const first = await createPost({ category: 'SLEEP' });
    const second = await createPost({ category: 'SLEEP' });
    await t.db.db.update(blogPosts).set({ views: 1000 }).where(eq(blogPosts.id, first.id));
    const sleep = (sort: string) => listed(member.token, { sort, category: 'SLEEP' }).then((ps) => ps.map((p) => p.id));
    expect(await sleep('NEWEST')).toEqual([second.id, first.id]);
    expect(await sleep('OLDEST')).toEqual([first.id, second.id]);
    expect(await sleep('POPULAR')).toEqual([first.id, second.id]);
    expect((await listed(member.token, { category: 'DIABETES' })).some((p) => p.category === 'SLEEP')).toBe(false);
    expect(fieldOf(await t.gql(LIST, { first: 51 }, member.token))).toBe('first');
  });

  it('counts a view once per reader per day, even when asked in parallel', async () => {
    const p = await createPost();
    const views = await Promise.all([1, 2, 3, 4].map(() => t.gql<{ recordBlogView: Post }>(VIEW, { id: p.id }, member.token)));
    expect(views.every((r) => !r.errors)).toBe(true);
    await t.gql(VIEW, { id: p.id }, other.token);
    await t.gql(VIEW, { id: p.id }, member.token);
    expect((await t.gql<{ blogPost: Post }>(BY_SLUG, { slug: p.slug }, member.token)).data?.blogPost.views).toBe(2);
    // Another day counts again (the service's clock, moved one day on).
    const blog = t.app.services.blog as unknown as { d: { now?: () => Date } };
    blog.d.now = () => new Date(Date.now() + 86_400_000);
    try {
      await t.gql(VIEW, { id: p.id }, member.token);
    } finally {
      delete blog.d.now;
    }
    expect((await t.gql<{ blogPost: Post }>(BY_SLUG, { slug: p.slug }, member.token)).data?.blogPost.views).toBe(3);
    expect(codeOf(await t.gql(VIEW, { id: 'nope' }, member.token))).toBe('NOT_FOUND');
  });
});

describe('comments', () => {
  it('members comment (newest on top), delete their own; someone else’s is FORBIDDEN; admins moderate', async () => {
    const p = await createPost();
    const c1 = await t.gql<{ addBlogComment: { id: string; canDelete: boolean } }>(COMMENT, { postId: p.id, body: 'Useful, thanks' }, member.token);
    const c2 = await t.gql<{ addBlogComment: { id: string } }>(COMMENT, { postId: p.id, body: '<img src=x onerror=alert(1)>' }, other.token);
    expect(c1.data?.addBlogComment.canDelete).toBe(true);
    const id1 = c1.data?.addBlogComment.id ?? '';
    const id2 = c2.data?.addBlogComment.id ?? '';
    type C = { blogComments: { id: string; body: string; canDelete: boolean }[] };
    const seen = (await t.gql<C>(COMMENTS, { postId: p.id }, member.token)).data?.blogComments ?? [];
    expect(seen.map((c) => c.id)).toEqual([id2, id1]);
    expect(seen[0]).toMatchObject({ body: '<img src=x onerror=alert(1)>', canDelete: false });
    expect((await t.gql<{ blogPost: Post }>(BY_SLUG, { slug: p.slug }, member.token)).data?.blogPost.commentCount).toBe(2);

    expect(codeOf(await t.gql(UNCOMMENT, { id: id2 }, member.token))).toBe('FORBIDDEN');
    expect((await t.gql(UNCOMMENT, { id: id1 }, member.token)).data).toEqual({ deleteBlogComment: id1 });
    expect(codeOf(await t.gql(UNCOMMENT, { id: id1 }, member.token))).toBe('NOT_FOUND');
    // Moderation: an administrator deletes anyone's comment.
    expect((await t.gql(UNCOMMENT, { id: id2 }, admin.token)).data).toEqual({ deleteBlogComment: id2 });
    expect((await t.gql<C>(COMMENTS, { postId: p.id }, member.token)).data?.blogComments).toEqual([]);
  });

  it('members reply to a comment: replies under it, oldest first; counted; a reply to a reply joins its thread; bad parents are NOT_FOUND', async () => {
    const p = await createPost();
    const otherPost = await createPost();
    const REPLY = 'mutation R($postId: ID!, $body: String!, $parentId: ID) { addBlogComment(postId: $postId, body: $body, parentId: $parentId) { id parentId body } }';
    const THREADS = 'query T($postId: ID!) { blogComments(postId: $postId) { id body parentId replies { id body parentId canDelete author { id } } } }';
    type Added = { addBlogComment: { id: string; parentId: string | null; body: string } };
    const top = (await t.gql<Added>(REPLY, { postId: p.id, body: 'How often should I measure?' }, member.token)).data?.addBlogComment;
    expect(top?.parentId).toBeNull();
    const r1 = await t.gql<Added>(REPLY, { postId: p.id, body: 'Twice a day', parentId: top?.id }, admin.token);
    expect(r1.errors).toBeUndefined();
    expect(r1.data?.addBlogComment).toMatchObject({ parentId: top?.id, body: 'Twice a day' });
    // Replying to a reply stays in the same thread (one level of nesting, as the page shows it).
    const r2 = await t.gql<Added>(REPLY, { postId: p.id, body: 'Thanks!', parentId: r1.data?.addBlogComment.id }, member.token);
    expect(r2.data?.addBlogComment.parentId).toBe(top?.id);
    const later = (await t.gql<Added>(REPLY, { postId: p.id, body: 'A newer comment' }, other.token)).data?.addBlogComment;
    type T = { blogComments: { id: string; body: string; parentId: string | null; replies: { body: string; parentId: string; canDelete: boolean }[] }[] };
    const threads = (await t.gql<T>(THREADS, { postId: p.id }, member.token)).data?.blogComments ?? [];
    expect(threads.map((c) => c.id)).toEqual([later?.id, top?.id]);
    expect(threads[1]?.replies.map((r) => [r.body, r.canDelete])).toEqual([['Twice a day', false], ['Thanks!', true]]);
    expect((await t.gql<{ blogPost: Post }>(BY_SLUG, { slug: p.slug }, member.token)).data?.blogPost.commentCount).toBe(4);
    // A parent that is unknown, malformed or under another article.
    for (const parentId of ['00000000-0000-0000-0000-000000000000', 'nope']) {
      expect(codeOf(await t.gql(REPLY, { postId: p.id, body: 'x', parentId }, member.token))).toBe('NOT_FOUND');
    }
    const elsewhere = await t.gql(REPLY, { postId: otherPost.id, body: 'x', parentId: top?.id }, member.token);
    expect(codeOf(elsewhere)).toBe('NOT_FOUND');
    // Deleting a comment takes its replies with it.
    await t.gql(UNCOMMENT, { id: top?.id }, member.token);
    expect((await t.gql<T>(THREADS, { postId: p.id }, member.token)).data?.blogComments.map((c) => c.id)).toEqual([later?.id]);
    expect((await t.gql<{ blogPost: Post }>(BY_SLUG, { slug: p.slug }, member.token)).data?.blogPost.commentCount).toBe(1);
  });

  it('refuses an empty or over-long comment, and anonymous readers', async () => {
    const p = await createPost();
    expect(fieldOf(await t.gql(COMMENT, { postId: p.id, body: '  ' }, member.token))).toBe('body');
    const long = await t.gql(COMMENT, { postId: p.id, body: 'c'.repeat(2001) }, member.token);
    expect(fieldOf(long)).toBe('body');
    expect(long.errors?.[0]?.message).toMatch(/at most 2,000/);
    expect(codeOf(await t.gql(COMMENT, { postId: p.id, body: 'hi' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(COMMENTS, { postId: '00000000-0000-0000-0000-000000000000' }, member.token))).toBe('NOT_FOUND');
  });
});

describe('demo articles', () => {
  it('publishes the articles once, by the demo administrator', async () => {
    const db = t.db.db;
    const [adminRow] = await db
      .insert(users)
      .values({ email: 'admin@health-portal.local', passwordHash: 'x', firstName: 'Ada', lastName: 'Admin', emailVerifiedAt: new Date(), isAdmin: true })
      .onConflictDoNothing()
      .returning({ id: users.id });
    const store = async (ownerId: string, png: Buffer, filename: string) =>
      (await t.app.services.uploads.store(ownerId, { bytes: png, filename, kind: 'image' })).id;
    expect(await seedDemoBlog(db, store)).toBe(DEMO_ARTICLES.length);
    expect(await seedDemoBlog(db, store)).toBe(0);
    const slugs = DEMO_ARTICLES.map((a) => a.slug);
    const rows = await db.select().from(blogPosts).where(inArray(blogPosts.slug, slugs));
    expect(rows.every((r) => r.status === 'published' && r.authorId === adminRow?.id && r.excerpt.length <= 300)).toBe(true);
    // Each has its own cover, stored as an image upload of the administrator.
    expect(new Set(rows.map((r) => r.coverUploadId)).size).toBe(DEMO_ARTICLES.length);
    const covers = await t.app.services.uploads.ownedBy(adminRow?.id ?? '', rows.map((r) => r.coverUploadId ?? ''));
    expect(covers.every((c) => c.mime === 'image/png' && c.width === 1200)).toBe(true);
  });
});
