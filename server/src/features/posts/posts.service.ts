// Posts: who may see what, writing posts/likes/comments in transactions, and telling the viewers of a post
// after commit. Visibility: the author always; nobody across a block (either way); FOLLOWERS posts only to
// followers. Anything the viewer may not see answers NOT_FOUND, like something that does not exist. Comments
// follow the same block rule on anyone's post: a comment or reply by a member across a block with the viewer
// is not shown to them, and cannot be replied to by them (NOT_FOUND, so the block is not revealed).
import type { Db, DbOrTx } from '../../../../db/client.js';
import { HEALTH_SNAPSHOT_KINDS } from '../../../../db/schema/index.js';
import type { PostCommentRow, PostRow } from '../../../../db/schema/index.js';
import type { UserView } from '../../../../db/schema/index.js';
import type { AuditActor } from '../../lib/audit.js';
import { badInput, forbidden, notFound } from '../../lib/errors.js';
import type { PubSub } from '../../realtime/pubsub.js';
import { decodeCursor, isUuid, pageSize, toPage } from './cursor.js';
import { assertComplete, parseSnapshotKinds } from './health-snapshot.js';
import { PostViews } from './post-views.js';
import type { Preview } from './post-views.js';
import { postsRepository as repo } from './posts.repository.js';
import type {
  ActivityEvent,
  CommentView,
  HealthSnapshotView,
  HealthSource,
  PageView,
  PeopleGraph,
  PostView,
  UploadStore,
  VisibilityName,
} from './posts.types.js';
import { LIMITS } from './posts.types.js';
import { isBlank } from '../../lib/visible-text.js';

const SNAPSHOT_NAMES = HEALTH_SNAPSHOT_KINDS.map((k) => k.toUpperCase());
const POST_NOT_FOUND = 'This post does not exist or is not visible to you.';
const COMMENT_NOT_FOUND = 'This comment does not exist or is not visible to you.';

/** Trimmed text within 1..max characters, or BAD_USER_INPUT naming the field. */
export function checkText(field: string, raw: unknown, max: number, allowEmpty = false): string {
  if (typeof raw !== 'string') throw badInput(field, 'Write some text.', 'REQUIRED');
  const trimmed = raw.trim();
  const text = isBlank(trimmed) ? '' : trimmed;
  if (!text && !allowEmpty) throw badInput(field, 'Write some text.', 'REQUIRED');
  if ([...text].length > max) throw badInput(field, `At most ${max} characters.`, { reason: 'TOO_LONG', max });
  return text;
}

export class PostsService {
  readonly views: PostViews;
  constructor(private readonly d: { db: Db; pubsub: PubSub; people: PeopleGraph; uploads: UploadStore; health: HealthSource }) {
    this.views = new PostViews({ db: d.db, uploads: d.uploads, people: d.people });
  }
  /** Account deletion's count keeper (my-data's CountKeeper): likes and comments of a departing account. */
  beforeAccountDeleted(tx: DbOrTx, userId: string) {
    return repo.countsTouchedBy(tx, userId);
  }


  /** May this viewer see this (not removed) post? */
  async canSee(viewerId: string, post: PostRow): Promise<boolean> {
    if (post.authorId === viewerId) return true;
    if (await this.d.people.isBlockedEitherWay(viewerId, post.authorId)) return false;
    return post.visibility === 'members' || this.d.people.isFollowing(viewerId, post.authorId);
  }

  /** The post, when the viewer may see it; NOT_FOUND otherwise (also for a malformed id). */
  async visiblePost(viewerId: string, postId: unknown): Promise<PostRow> {
    if (!isUuid(postId)) throw notFound(POST_NOT_FOUND);
    const post = await repo.find(this.d.db, postId);
    if (!post || !(await this.canSee(viewerId, post))) throw notFound(POST_NOT_FOUND);
    return post;
  }

  async post(viewerId: string, postId: string, preview?: Preview): Promise<PostView> {
    const row = await this.visiblePost(viewerId, postId);
    const [view] = await this.views.posts(viewerId, [row], preview);
    if (!view) throw notFound(POST_NOT_FOUND);
    return view;
  }

  /** Own and followed members' posts (minus blocks either way), newest first. */
  async feed(viewerId: string, first?: number | null, after?: string | null, preview?: Preview): Promise<PageView<PostView>> {
    const limit = pageSize(first, 10, 50);
    const cursor = decodeCursor(after);
    const [following, blocked] = await Promise.all([this.d.people.followingIds(viewerId), this.d.people.blockedIds(viewerId)]);
    const hidden = new Set(blocked);
    const authors = [viewerId, ...following.filter((id) => !hidden.has(id) && id !== viewerId)];
    const rows = await repo.feed(this.d.db, authors, cursor, limit + 1);
    return this.page(viewerId, rows, limit, preview);
  }

  /** One member's posts as this viewer may see them. */
  async byAuthor(viewerId: string, authorId: string, first?: number | null, after?: string | null): Promise<PageView<PostView>> {
    const limit = pageSize(first, 10, 50);
    const cursor = decodeCursor(after);
    const followersToo = await this.seesFollowersPosts(viewerId, authorId);
    const rows = await repo.byAuthor(this.d.db, authorId, followersToo, cursor, limit + 1);
    return this.page(viewerId, rows, limit);
  }

  /** How many posts of this member the viewer may see (the profile's count). */
  async countFor(viewerId: string, authorId: string): Promise<number> {
    return repo.countByAuthor(this.d.db, authorId, await this.seesFollowersPosts(viewerId, authorId));
  }

  /** NOT_FOUND across a block; true when the viewer also sees FOLLOWERS posts (self or follower). */
  private async seesFollowersPosts(viewerId: string, authorId: string): Promise<boolean> {
    if (!isUuid(authorId)) throw notFound('This member does not exist.');
    if (authorId === viewerId) return true;
    if (await this.d.people.isBlockedEitherWay(viewerId, authorId)) throw notFound('This member does not exist.');
    return this.d.people.isFollowing(viewerId, authorId);
  }

  private async page(viewerId: string, rows: PostRow[], limit: number, preview?: Preview): Promise<PageView<PostView>> {
    const page = toPage(rows, limit, (r) => r);
    return { ...page, nodes: await this.views.posts(viewerId, page.nodes, preview) };
  }

  /**
   * A new post. `healthSnapshot` names the kinds the author chose to share (HealthSnapshotKind names): their
   * values are read here from the author's own vitals (audited as the author's read), never taken from input.
   */
  async create(
    actor: AuditActor,
    input: { body: string; visibility?: VisibilityName | null; imageIds?: readonly string[] | null; healthSnapshot?: readonly string[] | null },
  ) {
    const imageIds = [...new Set(input.imageIds ?? [])];
    if (imageIds.length > LIMITS.images) throw badInput('imageIds', `At most ${LIMITS.images} images per post.`, { reason: 'TOO_MANY', max: LIMITS.images });
    if (!imageIds.every(isUuid)) throw notFound('This image does not exist.');
    const kinds = parseSnapshotKinds(input.healthSnapshot);
    const body = checkText('body', input.body, LIMITS.postBody, imageIds.length > 0 || kinds.length > 0);
    if (imageIds.length) await this.d.uploads.assertOwned(actor.userId, imageIds);
    const snapshot = kinds.length ? await this.d.health.snapshot(actor, kinds) : [];
    assertComplete(kinds, snapshot);
    const visibility = input.visibility === 'FOLLOWERS' ? 'followers' : 'members';
    const row = await this.d.db.transaction((tx) => repo.insert(tx, actor.userId, body, visibility, imageIds, snapshot));
    // After commit: open profiles of the author show it live (each viewer re-reads it under canSee).
    this.d.pubsub.publish('posts:created', actor.userId, { postId: row.id });
    return this.post(actor.userId, row.id);
  }

  /** What the author could share now: every kind they have data for (the composer's preview; audited). */
  async snapshotPreview(actor: AuditActor): Promise<HealthSnapshotView> {
    const items = await this.d.health.snapshot(actor, parseSnapshotKinds(SNAPSHOT_NAMES));
    return { takenAt: new Date(), items };
  }

  /** The author deletes their own post; anyone else's (or an unseen) id is NOT_FOUND. */
  async delete(viewerId: string, postId: string): Promise<string> {
    const post = await this.visiblePost(viewerId, postId);
    if (post.authorId !== viewerId) throw notFound(POST_NOT_FOUND);
    await repo.delete(this.d.db, post.id);
    this.publish({ kind: 'POST_DELETED', postId: post.id });
    this.d.pubsub.publish('posts:deleted', post.authorId, { postId: post.id, visibility: post.visibility });
    return post.id;
  }

  async toggleLike(viewerId: string, postId: unknown, preview?: Preview): Promise<PostView> {
    const post = await this.visiblePost(viewerId, postId);
    await this.d.db.transaction((tx) => repo.toggleLike(tx, post.id, viewerId));
    this.publish({ kind: 'LIKED', postId: post.id });
    return this.post(viewerId, post.id, preview);
  }

  async comment(viewerId: string, postId: unknown, text: unknown, field = 'body'): Promise<CommentView> {
    const post = await this.visiblePost(viewerId, postId);
    const body = checkText(field, text, LIMITS.comment);
    const row = await this.d.db.transaction((tx) => repo.insertComment(tx, post.id, viewerId, body, null));
    this.publish({ kind: 'COMMENTED', postId: post.id, commentId: row.id });
    return this.commentView(viewerId, row);
  }

  /** A reply to a comment of this post; replying to a reply attaches to its top comment. */
  async reply(viewerId: string, postId: unknown, commentId: unknown, text: unknown, field = 'body'): Promise<CommentView> {
    const post = await this.visiblePost(viewerId, postId);
    const target = isUuid(commentId) ? await repo.findComment(this.d.db, commentId) : null;
    if (!target || target.postId !== post.id || !(await this.commentReachable(viewerId, target))) {
      throw notFound(COMMENT_NOT_FOUND);
    }
    const body = checkText(field, text, LIMITS.comment);
    const parentId = target.parentId ?? target.id;
    const row = await this.d.db.transaction((tx) => repo.insertComment(tx, post.id, viewerId, body, parentId));
    this.publish({ kind: 'REPLIED', postId: post.id, commentId: row.id });
    return this.commentView(viewerId, row);
  }

  async comments(viewerId: string, on: { postId: string } | { parentId: string }, first?: number | null, after?: string | null) {
    const limit = pageSize(first, 5, 50);
    const hidden = await this.d.people.blockedIds(viewerId);
    const rows = await repo.comments(this.d.db, on, decodeCursor(after), limit + 1, hidden);
    const page = toPage(rows, limit, (r) => r);
    return { ...page, nodes: await this.views.comments(viewerId, page.nodes) };
  }

  /** Replies to a comment of a post the viewer may see. */
  async replies(viewerId: string, commentId: string, first?: number | null, after?: string | null) {
    const c = await this.visibleComment(viewerId, commentId);
    return this.comments(viewerId, { parentId: c.parentId ?? c.id }, first, after);
  }

  /** The comment as the viewer sees it; null when gone or by someone across a block with them. */
  async commentById(viewerId: string, commentId: string): Promise<CommentView | null> {
    const row = await repo.findComment(this.d.db, commentId);
    return row && (await this.commentReachable(viewerId, row)) ? this.commentView(viewerId, row) : null;
  }

  async deleteComment(viewerId: string, commentId: string): Promise<string> {
    const c = await this.visibleComment(viewerId, commentId);
    if (c.authorId !== viewerId) throw notFound(COMMENT_NOT_FOUND);
    await this.d.db.transaction((tx) => repo.deleteComment(tx, c));
    this.publish({ kind: 'COMMENT_DELETED', postId: c.postId, commentId: c.id });
    return c.id;
  }

  async adminRemovePost(admin: UserView, postId: string, reason: string): Promise<string> {
    if (!admin.isAdmin) throw forbidden('Administrators only.');
    const why = checkText('reason', reason, LIMITS.reason);
    const removed = isUuid(postId)
      ? await this.d.db.transaction(async (tx) => {
          const row = await repo.markRemoved(tx, postId, why);
          if (row) await repo.audit(tx, { actor: admin, action: 'REMOVE_POST', targetId: row.authorId, reason: why });
          return row;
        })
      : null;
    if (!removed) throw notFound(POST_NOT_FOUND);
    this.publish({ kind: 'POST_DELETED', postId: removed.id });
    this.d.pubsub.publish('posts:deleted', removed.authorId, { postId: removed.id, visibility: removed.visibility });
    return removed.id;
  }

  async adminRemoveComment(admin: UserView, commentId: string, reason: string): Promise<string> {
    if (!admin.isAdmin) throw forbidden('Administrators only.');
    const why = checkText('reason', reason, LIMITS.reason);
    const c = isUuid(commentId) ? await repo.findComment(this.d.db, commentId) : null;
    if (!c) throw notFound(COMMENT_NOT_FOUND);
    await this.d.db.transaction(async (tx) => {
      await repo.deleteComment(tx, c);
      await repo.audit(tx, { actor: admin, action: 'REMOVE_COMMENT', targetId: c.authorId, reason: why });
    });
    this.publish({ kind: 'COMMENT_DELETED', postId: c.postId, commentId: c.id });
    return c.id;
  }

  /** Checks every id before a subscription starts: one the viewer may not see fails the whole request. */
  async assertVisible(viewerId: string, postIds: readonly string[]): Promise<string[]> {
    const ids = [...new Set(postIds)];
    if (!ids.length || ids.length > LIMITS.subscribePosts) {
      throw badInput('postIds', `Watch 1 to ${LIMITS.subscribePosts} posts.`);
    }
    for (const id of ids) await this.visiblePost(viewerId, id);
    return ids;
  }

  /** A live event as this viewer may see it now: nothing but the kind and id once the post is out of reach. */
  async activityFor(viewerId: string, e: ActivityEvent) {
    const base = { kind: e.kind, postId: e.postId, post: null, comment: null, commentId: e.commentId ?? null };
    if (e.kind === 'POST_DELETED') return base;
    const row = await repo.find(this.d.db, e.postId);
    if (!row || !(await this.canSee(viewerId, row))) return { ...base, commentId: null };
    const [post] = await this.views.posts(viewerId, [row]);
    if (!e.commentId || e.kind === 'COMMENT_DELETED') return { ...base, post: post ?? null };
    // A comment or reply by someone across a block with this viewer never reaches them live either.
    const comment = await this.commentById(viewerId, e.commentId);
    return { ...base, post: post ?? null, comment, commentId: comment ? e.commentId : null };
  }

  /**
   * Whether the viewer may see (and answer) this comment of a post they see: neither its author nor, for a
   * reply, the author of the comment it answers is across a block with them (a hidden comment hides its thread).
   */
  private async commentReachable(viewerId: string, c: PostCommentRow): Promise<boolean> {
    const blocked = new Set(await this.d.people.blockedIds(viewerId));
    if (!blocked.size) return true;
    if (blocked.has(c.authorId)) return false;
    const parent = c.parentId ? await repo.findComment(this.d.db, c.parentId) : null;
    return !parent || !blocked.has(parent.authorId);
  }

  private async visibleComment(viewerId: string, commentId: string): Promise<PostCommentRow> {
    const c = isUuid(commentId) ? await repo.findComment(this.d.db, commentId) : null;
    if (!c || !(await this.commentReachable(viewerId, c))) throw notFound(COMMENT_NOT_FOUND);
    await this.visiblePost(viewerId, c.postId).catch(() => {
      throw notFound(COMMENT_NOT_FOUND);
    });
    return c;
  }

  private async commentView(viewerId: string, row: PostCommentRow): Promise<CommentView> {
    const [view] = await this.views.comments(viewerId, [row]);
    if (!view) throw notFound(COMMENT_NOT_FOUND);
    return view;
  }

  private publish(e: ActivityEvent): void {
    this.d.pubsub.publish('posts:activity', e.postId, e);
  }
}
