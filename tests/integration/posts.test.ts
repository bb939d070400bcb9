// Profile posts against a real database: the GraphQL calls, spec §7's four REST calls as a legacy client uses
// them (bearer, JSON, { message, code }), visibility (followers-only post of someone I don't follow → not
// found), blocks, keyset pages, exact counts under concurrent likes, admin removal, and live activity over a
// real graphql-ws client (only to viewers allowed to see the post).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, fieldOf, pullUntil, untilFirstEvent } from '../support/account-helpers.js';
import { raw } from '../support/records-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { verifiedUser } from '../support/vitals-helpers.js';
import type { VerifiedUser } from '../support/vitals-helpers.js';

let t: TestApp;
let ann: VerifiedUser;
let bob: VerifiedUser;
let cat: VerifiedUser;

const AUTHOR = 'author { id firstName lastName avatarUrl }';
const COMMENT = `id postId parentId body replyCount mine createdAt ${AUTHOR}`;
const POST = `id body visibility likeCount likedByMe commentCount mine createdAt ${AUTHOR} images { id mime url thumbUrl }
  comments { endCursor hasMore nodes { ${COMMENT} replies { hasMore nodes { id body } } } }`;
const CREATE = `mutation C($input: CreatePostInput!) { createPost(input: $input) { ${POST} } }`;
const FEED = `query F($first: Int, $after: String) { feed(first: $first, after: $after) { endCursor hasMore nodes { id body likeCount mine visibility } } }`;
const REPLIES = `query R($c: ID!) { commentReplies(commentId: $c) { hasMore nodes { ${COMMENT} } } }`;
const USER_POSTS = `query U($userId: ID!, $after: String) { userPosts(userId: $userId, first: 2, after: $after) { endCursor hasMore nodes { id body visibility } } }`;
const ONE = `query P($id: ID!) { post(id: $id) { ${POST} } }`;
const LIKE = `mutation L($id: ID!) { togglePostLike(postId: $id) { id likeCount likedByMe } }`;
const COMMENT_ADD = `mutation A($p: ID!, $b: String!) { addPostComment(postId: $p, body: $b) { ${COMMENT} } }`;
const REPLY_ADD = `mutation R($p: ID!, $c: ID!, $b: String!) { addPostReply(postId: $p, commentId: $c, body: $b) { ${COMMENT} } }`;
const COMMENTS_PAGE = `query P($id: ID!, $after: String) { post(id: $id) { comments(first: 2, after: $after) { endCursor hasMore nodes { body } } } }`;
const FOLLOW = 'mutation F($id: ID!) { toggleFollow(userId: $id) { id isFollowed } }';
const BLOCK = 'mutation B($id: ID!) { blockPerson(userId: $id) { id } }';
const UNBLOCK = 'mutation B($id: ID!) { unblockPerson(userId: $id) { id } }';

type Post = { id: string; body: string; likeCount: number; likedByMe: boolean; commentCount: number; visibility: string; mine: boolean;
  comments: { nodes: { id: string; body: string; replies: { nodes: { body: string }[] } }[] } };

async function post(u: VerifiedUser, body: string, visibility = 'MEMBERS', imageIds: string[] = []) {
  const res = await t.gql<{ createPost: Post }>(CREATE, { input: { body, visibility, imageIds } }, u.token);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.createPost;
}
async function follow(a: VerifiedUser, b: VerifiedUser) {
  const res = await t.gql<{ toggleFollow: { isFollowed: boolean } }>(FOLLOW, { id: b.userId }, a.token);
  expect(res.data?.toggleFollow.isFollowed).toBe(true);
}
const feedOf = async (u: VerifiedUser, first = 10, after?: string) =>
  (await t.gql<{ feed: { endCursor: string; hasMore: boolean; nodes: Post[] } }>(FEED, { first, after }, u.token)).data!.feed;

beforeAll(async () => {
  t = await startTestApp();
  [ann, bob, cat] = await Promise.all([verifiedUser(t), verifiedUser(t), verifiedUser(t)]);
  await follow(bob, ann); // bob follows ann; cat follows nobody
}, 30_000);
afterAll(() => t.close());

describe('posts and the feed', () => {
  it('creates a post and shows it in the author and follower feeds, newest first, not to others', async () => {
    const first = await post(ann, '  Morning walk done  ');
    expect(first).toMatchObject({ body: 'Morning walk done', likeCount: 0, likedByMe: false, mine: true, visibility: 'MEMBERS' });
    const second = await post(ann, 'Followers only news', 'FOLLOWERS');
    expect((await feedOf(ann)).nodes.slice(0, 2).map((p) => p.id)).toEqual([second.id, first.id]);
    const bobs = await feedOf(bob);
    expect(bobs.nodes.map((p) => p.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(bobs.nodes.find((p) => p.id === first.id)?.mine).toBe(false);
    expect((await feedOf(cat)).nodes.map((p) => p.id)).not.toContain(first.id);
  });

  it('refuses empty and oversize text with the field named', async () => {
    const empty = await t.gql(CREATE, { input: { body: '   ' } }, ann.token);
    expect([codeOf(empty), fieldOf(empty)]).toEqual(['BAD_USER_INPUT', 'body']);
    const long = await t.gql(CREATE, { input: { body: 'x'.repeat(5001) } }, ann.token);
    expect([codeOf(long), fieldOf(long)]).toEqual(['BAD_USER_INPUT', 'body']);
    const unauth = await t.gql(CREATE, { input: { body: 'hi' } });
    expect(codeOf(unauth)).toBe('UNAUTHENTICATED');
  });

  it('pages with keyset cursors without gaps or repeats', async () => {
    const u = await verifiedUser(t);
    const made = [];
    for (let i = 0; i < 5; i++) made.push((await post(u, `p${i}`)).id);
    const seen: string[] = [];
    let after: string | undefined;
    for (;;) {
      const page = (await t.gql<{ userPosts: { endCursor: string; hasMore: boolean; nodes: { id: string }[] } }>(USER_POSTS, { userId: u.userId, after }, u.token)).data!.userPosts;
      seen.push(...page.nodes.map((n) => n.id));
      if (!page.hasMore) break;
      after = page.endCursor;
    }
    expect(seen).toEqual(made.reverse());
    const bad = await t.gql(USER_POSTS, { userId: u.userId, after: 'garbage' }, u.token);
    expect([codeOf(bad), fieldOf(bad)]).toEqual(['BAD_USER_INPUT', 'after']);
  });

  it('a followers-only post of someone I do not follow is not found (IDOR), everywhere', async () => {
    const secret = await post(ann, 'For my followers', 'FOLLOWERS');
    for (const [q, v] of [[ONE, { id: secret.id }], [LIKE, { id: secret.id }], [COMMENT_ADD, { p: secret.id, b: 'hi' }]] as const) {
      expect(codeOf(await t.gql(q, v, cat.token))).toBe('NOT_FOUND');
    }
    const anns = (await t.gql<{ userPosts: { nodes: { id: string }[] } }>(USER_POSTS, { userId: ann.userId }, cat.token)).data!;
    expect(anns.userPosts.nodes.map((n) => n.id)).not.toContain(secret.id);
    expect((await t.gql<{ post: Post }>(ONE, { id: secret.id }, bob.token)).data?.post.id).toBe(secret.id);
    expect(codeOf(await t.gql(ONE, { id: '00000000-0000-4000-8000-000000000000' }, bob.token))).toBe('NOT_FOUND');
  });

  it('only the author deletes a post; anyone else gets NOT_FOUND', async () => {
    const p = await post(ann, 'to delete');
    expect(codeOf(await t.gql('mutation D($id: ID!) { deletePost(id: $id) }', { id: p.id }, bob.token))).toBe('NOT_FOUND');
    expect((await t.gql('mutation D($id: ID!) { deletePost(id: $id) }', { id: p.id }, ann.token)).data).toEqual({ deletePost: p.id });
    expect(codeOf(await t.gql(ONE, { id: p.id }, ann.token))).toBe('NOT_FOUND');
  });
});

describe('likes', () => {
  it('toggles and counts likes', async () => {
    const p = await post(ann, 'like me');
    const on = await t.gql<{ togglePostLike: Post }>(LIKE, { id: p.id }, bob.token);
    expect(on.data?.togglePostLike).toMatchObject({ likeCount: 1, likedByMe: true });
    const off = await t.gql<{ togglePostLike: Post }>(LIKE, { id: p.id }, bob.token);
    expect(off.data?.togglePostLike).toMatchObject({ likeCount: 0, likedByMe: false });
  });

  it('counts concurrent likes of 20 members exactly', async () => {
    const p = await post(ann, 'popular');
    const members = await Promise.all(Array.from({ length: 20 }, () => verifiedUser(t)));
    const results = await Promise.all(members.map((m) => t.gql(LIKE, { id: p.id }, m.token)));
    expect(results.every((r) => !r.errors)).toBe(true);
    const after = await t.gql<{ post: Post }>(ONE, { id: p.id }, ann.token);
    expect(after.data?.post.likeCount).toBe(20);
    // The same member double-clicking: two toggles at once end where they started, and the count stays true.
    await Promise.all([t.gql(LIKE, { id: p.id }, bob.token), t.gql(LIKE, { id: p.id }, bob.token)]);
    const res: unknown = await t.db.db.execute(`select count(*)::int as n from post_likes where post_id = '${p.id}'`);
    const n = (res as { rows: { n: number }[] }).rows[0]?.n;
    expect((await t.gql<{ post: Post }>(ONE, { id: p.id }, ann.token)).data?.post.likeCount).toBe(n);
  });
});

describe('comments and replies', () => {
  it('adds comments and replies, newest first, with keyset pages', async () => {
    const p = await post(ann, 'thread');
    const c1 = (await t.gql<{ addPostComment: { id: string } }>(COMMENT_ADD, { p: p.id, b: 'first' }, bob.token)).data!.addPostComment;
    await t.gql(COMMENT_ADD, { p: p.id, b: 'second' }, ann.token);
    await t.gql(COMMENT_ADD, { p: p.id, b: 'third' }, bob.token);
    const r = await t.gql<{ addPostReply: { parentId: string; body: string } }>(REPLY_ADD, { p: p.id, c: c1.id, b: 'a reply' }, ann.token);
    expect(r.data?.addPostReply).toMatchObject({ parentId: c1.id, body: 'a reply' });
    const view = (await t.gql<{ post: Post }>(ONE, { id: p.id }, bob.token)).data!.post;
    expect(view.commentCount).toBe(4);
    expect(view.comments.nodes.map((c) => c.body)).toEqual(['third', 'second', 'first']);
    expect(view.comments.nodes[2]?.replies.nodes.map((c) => c.body)).toEqual(['a reply']);
    const replies = (await t.gql<{ commentReplies: { nodes: { body: string; parentId: string }[] } }>(REPLIES, { c: c1.id }, bob.token)).data!;
    expect(replies.commentReplies.nodes).toMatchObject([{ body: 'a reply', parentId: c1.id }]);
    expect(codeOf(await t.gql(REPLIES, { c: c1.id }, cat.token))).toBeUndefined();

    const page1 = (await t.gql<{ post: { comments: { endCursor: string; hasMore: boolean; nodes: { body: string }[] } } }>(COMMENTS_PAGE, { id: p.id }, bob.token)).data!.post.comments;
    expect([page1.nodes.map((n) => n.body), page1.hasMore]).toEqual([['third', 'second'], true]);
    const page2 = (await t.gql<{ post: { comments: { hasMore: boolean; nodes: { body: string }[] } } }>(COMMENTS_PAGE, { id: p.id, after: page1.endCursor }, bob.token)).data!.post.comments;
    expect([page2.nodes.map((n) => n.body), page2.hasMore]).toEqual([['first'], false]);
  });

  it('refuses empty/oversize comments, unknown comments, and a comment of another post', async () => {
    const p = await post(ann, 'rules');
    const other = await post(ann, 'other');
    const c = (await t.gql<{ addPostComment: { id: string } }>(COMMENT_ADD, { p: other.id, b: 'x' }, bob.token)).data!.addPostComment;
    expect(fieldOf(await t.gql(COMMENT_ADD, { p: p.id, b: '' }, bob.token))).toBe('body');
    expect(fieldOf(await t.gql(COMMENT_ADD, { p: p.id, b: 'y'.repeat(2001) }, bob.token))).toBe('body');
    expect(codeOf(await t.gql(REPLY_ADD, { p: p.id, c: c.id, b: 'z' }, bob.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(REPLY_ADD, { p: p.id, c: 'nope', b: 'z' }, bob.token))).toBe('NOT_FOUND');
  });

  it('deletes own comments (with their replies); others get NOT_FOUND', async () => {
    const p = await post(ann, 'deletions');
    const c = (await t.gql<{ addPostComment: { id: string } }>(COMMENT_ADD, { p: p.id, b: 'mine' }, bob.token)).data!.addPostComment;
    await t.gql(REPLY_ADD, { p: p.id, c: c.id, b: 'reply' }, ann.token);
    const DEL = 'mutation D($id: ID!) { deletePostComment(id: $id) }';
    expect(codeOf(await t.gql(DEL, { id: c.id }, ann.token))).toBe('NOT_FOUND');
    expect((await t.gql(DEL, { id: c.id }, bob.token)).data).toEqual({ deletePostComment: c.id });
    expect((await t.gql<{ post: Post }>(ONE, { id: p.id }, ann.token)).data?.post.commentCount).toBe(0);
  });
});

describe('admin removal', () => {
  it('is FORBIDDEN to members; an admin removes a post and a comment with a reason, audited', async () => {
    const p = await post(ann, 'spam spam');
    const c = (await t.gql<{ addPostComment: { id: string } }>(COMMENT_ADD, { p: p.id, b: 'spam' }, bob.token)).data!.addPostComment;
    const RM = 'mutation R($id: ID!, $r: String!) { adminRemovePost(id: $id, reason: $r) }';
    const RMC = 'mutation R($id: ID!, $r: String!) { adminRemovePostComment(id: $id, reason: $r) }';
    expect(codeOf(await t.gql(RM, { id: p.id, r: 'spam' }, bob.token))).toBe('FORBIDDEN');
    const mod = await verifiedUser(t);
    await t.app.services.admin.setAdmin(null, mod.userId, true);
    expect(fieldOf(await t.gql(RM, { id: p.id, r: ' ' }, mod.token))).toBe('reason');
    expect((await t.gql(RMC, { id: c.id, r: 'Advertising' }, mod.token)).data).toEqual({ adminRemovePostComment: c.id });
    expect((await t.gql(RM, { id: p.id, r: 'Advertising' }, mod.token)).data).toEqual({ adminRemovePost: p.id });
    expect(codeOf(await t.gql(ONE, { id: p.id }, ann.token))).toBe('NOT_FOUND');
    const audit = await t.gql<{ adminAudit: { nodes: { action: string; reason: string; targetId: string }[] } }>(
      'query { adminAudit(first: 5) { nodes { action reason targetId } } }', {}, mod.token);
    expect(audit.data?.adminAudit.nodes.slice(0, 2)).toEqual([
      { action: 'REMOVE_POST', reason: 'Advertising', targetId: ann.userId },
      { action: 'REMOVE_COMMENT', reason: 'Advertising', targetId: bob.userId },
    ]);
  });
});

describe('blocks', () => {
  it('hides posts both ways and refuses likes and comments across a block', async () => {
    const [dan, eve] = await Promise.all([verifiedUser(t), verifiedUser(t)]);
    await follow(eve, dan);
    const p = await post(dan, 'public to members');
    expect((await feedOf(eve)).nodes.map((n) => n.id)).toContain(p.id);
    expect(codeOf(await t.gql(BLOCK, { id: eve.userId }, dan.token))).toBeUndefined();
    expect((await feedOf(eve)).nodes.map((n) => n.id)).not.toContain(p.id);
    expect(codeOf(await t.gql(ONE, { id: p.id }, eve.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(LIKE, { id: p.id }, eve.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(USER_POSTS, { userId: dan.userId }, eve.token))).toBe('NOT_FOUND');
    const mine = await post(eve, 'eve writes');
    expect(codeOf(await t.gql(ONE, { id: mine.id }, dan.token))).toBe('NOT_FOUND');
    await t.gql(UNBLOCK, { id: eve.userId }, dan.token);
    expect((await t.gql<{ post: Post }>(ONE, { id: p.id }, eve.token)).data?.post.id).toBe(p.id);
  });

  it('names the newest three likers with their avatars, leaving out a member across a block with the viewer', async () => {
    const [hub, a, b, c, d] = await Promise.all([verifiedUser(t), verifiedUser(t), verifiedUser(t), verifiedUser(t), verifiedUser(t)]);
    const p = await post(hub, 'like me');
    for (const u of [a, b, c, d]) expect((await t.gql(LIKE, { id: p.id }, u.token)).errors).toBeUndefined();
    const LIKERS = 'query P($id: ID!) { post(id: $id) { likeCount likers { id firstName lastName avatarUrl } } }';
    type L = { post: { likeCount: number; likers: { id: string; firstName: string | null }[] } };
    const seen = (await t.gql<L>(LIKERS, { id: p.id }, hub.token)).data?.post;
    expect(seen?.likeCount).toBe(4);
    expect(seen?.likers.map((l) => l.id)).toEqual([d.userId, c.userId, b.userId]);
    expect(seen?.likers[0]?.firstName).toBeTruthy();
    // Across a block, the liker is left out (the next one shows instead); the count stays the post's count.
    await t.gql(BLOCK, { id: d.userId }, hub.token);
    expect((await t.gql<L>(LIKERS, { id: p.id }, hub.token)).data?.post.likers.map((l) => l.id)).toEqual([c.userId, b.userId, a.userId]);
    // The feed carries them too.
    const feed = await t.gql<{ feed: { nodes: { id: string; likers: { id: string }[] }[] } }>('query { feed { nodes { id likers { id } } } }', {}, hub.token);
    expect(feed.data?.feed.nodes.find((n) => n.id === p.id)?.likers.map((l) => l.id)).toEqual([c.userId, b.userId, a.userId]);
  });

  it('on a third member’s post, hides comments and replies across a block both ways and refuses a reply across it', async () => {
    const [hub, dan, eve, fay] = await Promise.all([verifiedUser(t), verifiedUser(t), verifiedUser(t), verifiedUser(t)]);
    await follow(dan, hub);
    const p = await post(hub, 'a public thread');
    const add = async (u: VerifiedUser, b: string) =>
      (await t.gql<{ addPostComment: { id: string } }>(COMMENT_ADD, { p: p.id, b }, u.token)).data!.addPostComment.id;
    const reply = (u: VerifiedUser, c: string, b: string) => t.gql<{ addPostReply: { id: string } }>(REPLY_ADD, { p: p.id, c, b }, u.token);
    const hubC = await add(hub, 'hub comment');
    const danC = await add(dan, 'dan comment');
    const eveC = await add(eve, 'eve comment');
    await reply(eve, hubC, 'eve replies to hub');
    await reply(fay, hubC, 'fay replies to hub');
    await reply(fay, eveC, 'fay replies to eve');
    await t.gql(BLOCK, { id: eve.userId }, dan.token);

    const thread = async (u: VerifiedUser) =>
      (await t.gql<{ post: Post }>(ONE, { id: p.id }, u.token)).data!.post.comments.nodes.map((c) => [c.body, c.replies.nodes.map((r) => r.body)]);
    const replyBodies = async (u: VerifiedUser, c: string) =>
      (await t.gql<{ commentReplies: { nodes: { body: string }[] } }>(REPLIES, { c }, u.token)).data?.commentReplies.nodes.map((r) => r.body);
    // The blocker sees nothing of the blocked member, nor the thread under their comment; and the other way round.
    expect(await thread(dan)).toEqual([['dan comment', []], ['hub comment', ['fay replies to hub']]]);
    expect(await thread(eve)).toEqual([
      ['eve comment', ['fay replies to eve']],
      ['hub comment', ['fay replies to hub', 'eve replies to hub']],
    ]);
    expect((await thread(fay)).map(([body]) => body)).toEqual(['eve comment', 'dan comment', 'hub comment']);
    // The counts each is shown leave out what they do not see (6 comments and replies in all): dan misses eve's
    // comment with its reply and eve's reply to hub; eve misses dan's comment.
    type Counted = { post: { commentCount: number; comments: { nodes: { body: string; replyCount: number }[] } } };
    const counts = async (u: VerifiedUser) => {
      const seen = (await t.gql<Counted>(ONE, { id: p.id }, u.token)).data!.post;
      const hubReplies = await replyBodies(u, hubC);
      return [seen.commentCount, seen.comments.nodes.find((c) => c.body === 'hub comment')?.replyCount, hubReplies?.length];
    };
    expect(await counts(dan)).toEqual([3, 1, 1]);
    expect(await counts(eve)).toEqual([5, 2, 2]);
    expect(await counts(fay)).toEqual([6, 2, 2]);
    expect(await replyBodies(dan, hubC)).toEqual(['fay replies to hub']);
    expect(codeOf(await t.gql(REPLIES, { c: eveC }, dan.token))).toBe('NOT_FOUND');
    // The REST door (dan's feed) builds the same views.
    const rest = JSON.stringify((await raw(t, 'GET', '/api/data/postData', dan.token)).json);
    expect([rest.includes('dan comment'), rest.includes('eve comment'), rest.includes('eve replies to hub')]).toEqual([true, false, false]);

    // Neither may answer the other's comment: NOT_FOUND, as for a comment that does not exist.
    expect(codeOf(await reply(eve, danC, 'let me in'))).toBe('NOT_FOUND');
    expect(codeOf(await reply(dan, eveC, 'no'))).toBe('NOT_FOUND');
    const eveReply = (await t.gql<{ commentReplies: { nodes: { id: string; body: string }[] } }>(REPLIES, { c: hubC }, eve.token)).data!
      .commentReplies.nodes.find((r) => r.body === 'eve replies to hub')!;
    expect(codeOf(await reply(dan, eveReply.id, 'no'))).toBe('NOT_FOUND');
    expect(codeOf(await reply(dan, hubC, 'still fine'))).toBeUndefined();

    await t.gql(UNBLOCK, { id: eve.userId }, dan.token);
    expect((await thread(dan)).map(([body]) => body)).toEqual(['eve comment', 'dan comment', 'hub comment']);
  });

  it('does not deliver a comment across a block live', async () => {
    const SUB = `subscription S($ids: [ID!]!) { postActivity(postIds: $ids) { kind commentId comment { body } } }`;
    type Ev = { data?: null | { postActivity: { kind: string; commentId: string | null; comment: { body: string } | null } } };
    const [hub, dan, eve] = await Promise.all([verifiedUser(t), verifiedUser(t), verifiedUser(t)]);
    const p = await post(hub, 'live thread');
    await t.gql(BLOCK, { id: eve.userId }, dan.token);
    const it: AsyncIterator<Ev> = t.wsClient({ token: dan.token }).iterate<NonNullable<Ev['data']>>({ query: SUB, variables: { ids: [p.id] } });
    await untilFirstEvent(it.next(), () => t.gql(LIKE, { id: p.id }, hub.token));
    await t.gql(COMMENT_ADD, { p: p.id, b: 'from eve' }, eve.token);
    await t.gql(COMMENT_ADD, { p: p.id, b: 'from hub' }, hub.token);
    const seen = await pullUntil(it, (e) => e.data?.postActivity.comment?.body === 'from hub');
    const commented = seen.filter((e) => e.data?.postActivity.kind === 'COMMENTED').map((e) => e.data?.postActivity);
    expect(commented).toEqual([{ kind: 'COMMENTED', commentId: null, comment: null }, expect.objectContaining({ comment: { body: 'from hub' } })]);
    await it.return?.();
  });
});

describe('images', () => {
  it('attaches own image uploads; another member’s upload or a PDF is not found', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } }).png().toBuffer();
    const up = await raw(t, 'POST', '/api/uploads?kind=image&filename=a.png', ann.token, png, 'image/png');
    const id = (up.json as { id: string }).id;
    const p = await post(ann, '', 'MEMBERS', [id]);
    expect((p as unknown as { images: { id: string; url: string }[] }).images.map((i) => i.id)).toEqual([id]);
    const theirs = await t.gql(CREATE, { input: { body: 'x', imageIds: [id] } }, bob.token);
    expect(codeOf(theirs)).toBe('NOT_FOUND');
    const pdf = await raw(t, 'POST', '/api/uploads?kind=file&filename=x.pdf', bob.token, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
    if (pdf.status === 201) {
      expect(codeOf(await t.gql(CREATE, { input: { body: 'x', imageIds: [(pdf.json as { id: string }).id] } }, bob.token))).toBe('NOT_FOUND');
    }
  });
});

describe('REST /api/data (spec §7) as a legacy client', () => {
  type Legacy = { id: string; profile: { id: string; name: string; avatar: string; time: string };
    data: { content: string; likes: { like: boolean; value: number }; comments: { id: string; data: { comment: string; replies: { data: { comment: string } }[] } }[] } };

  it('GET /api/data/postData lists the feed in the template shape', async () => {
    const p = await post(ann, 'rest feed');
    const res = await t.rest('GET', '/api/data/postData', undefined, bob.token);
    expect(res.status).toBe(200);
    const list = res.body as Legacy[];
    const mine = list.find((x) => x.id === p.id)!;
    expect(mine).toMatchObject({ profile: { id: ann.userId }, data: { content: 'rest feed', likes: { like: false, value: 0 }, comments: [] } });
    expect(new Date(mine.profile.time).toISOString()).toBe(mine.profile.time);
  });

  it('like, comment and reply answer the updated list', async () => {
    const p = await post(ann, 'rest thread');
    const liked = await t.rest('POST', '/api/data/posts/like', { postId: p.id }, bob.token);
    expect(liked.status).toBe(200);
    expect((liked.body as Legacy[]).find((x) => x.id === p.id)?.data.likes).toEqual({ like: true, value: 1 });
    const commented = await t.rest('POST', '/api/data/posts/comments/add', { postId: p.id, comment: 'Nice!' }, bob.token);
    const c = (commented.body as Legacy[]).find((x) => x.id === p.id)!.data.comments[0]!;
    expect(c.data.comment).toBe('Nice!');
    // The template sends the comment as an object; its text is in data.comment.
    const replied = await t.rest('POST', '/api/data/posts/replies/add', { postId: p.id, commentId: c.id, reply: { data: { comment: 'Thanks' } } }, ann.token);
    expect(replied.status).toBe(200);
    expect((replied.body as Legacy[]).find((x) => x.id === p.id)!.data.comments[0]!.data.replies.map((r) => r.data.comment)).toEqual(['Thanks']);
  });

  it('answers 404 / 400 / 401 with { message, code }', async () => {
    const p = await post(ann, 'rest errors');
    const unknown = await t.rest('POST', '/api/data/posts/like', { postId: '00000000-0000-4000-8000-000000000000' }, bob.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND' });
    expect(Object.keys(unknown.body as object).sort()).toEqual(['code', 'message']);
    const noComment = await t.rest('POST', '/api/data/posts/replies/add', { postId: p.id, commentId: 123, reply: 'x' }, bob.token);
    expect([noComment.status, (noComment.body as { code: string }).code]).toEqual([404, 'NOT_FOUND']);
    const empty = await t.rest('POST', '/api/data/posts/comments/add', { postId: p.id, comment: '' }, bob.token);
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'comment' });
    expect(typeof (empty.body as { message: unknown }).message).toBe('string');
    const huge = await t.rest('POST', '/api/data/posts/comments/add', { postId: p.id, comment: 'x'.repeat(2001) }, bob.token);
    expect(huge.status).toBe(400);
    const noReply = await t.rest('POST', '/api/data/posts/replies/add', { postId: p.id, commentId: 'x' }, bob.token);
    expect(noReply.status).toBe(404);
    const missing = await t.rest('POST', '/api/data/posts/like', {}, bob.token);
    expect([missing.status, missing.body]).toEqual([400, { message: 'postId is required.', code: 'BAD_USER_INPUT', field: 'postId', reason: 'REQUIRED' }]);
    const anon = await t.rest('GET', '/api/data/postData');
    expect([anon.status, (anon.body as { code: string }).code]).toEqual([401, 'UNAUTHENTICATED']);
    const hidden = await post(ann, 'followers', 'FOLLOWERS');
    const idor = await t.rest('POST', '/api/data/posts/like', { postId: hidden.id }, cat.token);
    expect(idor.status).toBe(404);
  });
});

describe('live activity', () => {
  const SUB = `subscription S($ids: [ID!]!) { postActivity(postIds: $ids) { kind postId commentId post { likeCount commentCount } comment { body } } }`;
  type Ev = { data?: null | { postActivity: { kind: string; post: { likeCount: number; commentCount: number } | null; comment: { body: string } | null } } };

  it('delivers likes, comments and replies to every viewer of the post', async () => {
    const p = await post(ann, 'live one');
    const client = t.wsClient({ token: bob.token });
    const it: AsyncIterator<Ev> = client.iterate<NonNullable<Ev['data']>>({ query: SUB, variables: { ids: [p.id] } });
    // No "listening now" signal: toggle cat's like until the first LIKED event arrives.
    const first: IteratorResult<Ev> = await untilFirstEvent(it.next(), () => t.gql(LIKE, { id: p.id }, cat.token));
    expect((first.value as Ev).data?.postActivity.kind).toBe('LIKED');
    await t.gql(COMMENT_ADD, { p: p.id, b: 'live comment' }, ann.token);
    const seen = await pullUntil(it, (e) => e.data?.postActivity.kind === 'COMMENTED');
    expect(seen.at(-1)?.data?.postActivity).toMatchObject({ kind: 'COMMENTED', comment: { body: 'live comment' } });
    const count = (await t.gql<{ post: Post }>(ONE, { id: p.id }, ann.token)).data!.post.commentCount;
    expect(seen.at(-1)?.data?.postActivity.post?.commentCount).toBe(count);
    await it.return?.();
  });

  it('refuses to subscribe to a post the viewer may not see', async () => {
    const secret = await post(ann, 'followers live', 'FOLLOWERS');
    const client = t.wsClient({ token: cat.token });
    const it = client.iterate({ query: SUB, variables: { ids: [secret.id] } });
    const res = (await it.next()) as { value?: { errors?: { extensions?: { code?: string } }[] } };
    expect(res.value?.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('demo community seed', () => {
  it('seeds members, follows, posts and galleries once (idempotent)', async () => {
    const { seedDemo, DEMO_ACCOUNT } = await import('../../db/seed.js');
    const { seedDemoProfiles } = await import('../../db/seed/profile.js');
    const hash = () => Promise.resolve('x');
    const store = (ownerId: string, bytes: Buffer, filename: string) => t.app.services.uploads.store(ownerId, { bytes, filename, kind: 'image' });
    // The test database has users already: add the demo account the way seedDemo would on an empty one.
    await seedDemo(t.db.db, hash);
    const { users } = await import('../../db/schema/index.js');
    await t.db.db
      .insert(users)
      .values({ email: DEMO_ACCOUNT.email, passwordHash: 'x', firstName: 'Demo', lastName: 'User', emailVerifiedAt: new Date() })
      .onConflictDoNothing();
    expect(await seedDemoProfiles(t.db.db, hash, store)).toBe(true);
    expect(await seedDemoProfiles(t.db.db, hash, store)).toBe(false);
    const res: unknown = await t.db.db.execute(`select
      (select count(*)::int from posts p join users u on u.id = p.author_id where u.email like '%@health-portal.local') as posts,
      (select count(*)::int from gallery_images g join users u on u.id = g.owner_id where u.email like '%@health-portal.local') as images`);
    expect((res as { rows: { posts: number; images: number }[] }).rows[0]).toEqual({ posts: 5, images: 6 });
  });
});
