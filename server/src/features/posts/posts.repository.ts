// SQL for posts, likes and comments. Returns null/false for not-found; the service decides what it means.
// Pages are keyset pages on (created_at, id), newest first; `limit` rows plus one tell whether more exist.
import { and, desc, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { postComments, postHealthSnapshots, postImages, postLikes, posts, profiles, users } from '../../../../db/schema/index.js';
import type { HealthSnapshotItem, PostCommentRow, PostRow, PostVisibility } from '../../../../db/schema/index.js';
import { writeAdminAudit } from '../../lib/admin-audit.js';
import type { Cursor } from './cursor.js';

export interface AuthorRow {
  id: string;
  firstName: string | null;
  lastName: string | null;
  avatarUploadId: string | null;
}

/** How many of the newest posts (all authors) the fast path reads before it gives up on the window. */
export const FEED_WINDOW = 2000;

const keysetOf = (before: Cursor | null) =>
  before ? sql`AND (p.created_at, p.id) < (${before.at.toISOString()}::timestamptz, ${before.id}::uuid)` : sql``;
const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
const POST_COLUMNS = sql.raw(`id, author_id, body, visibility, like_count, comment_count, removed_at, removed_reason, created_at`);

/**
 * Fast path: the newest FEED_WINDOW posts of everybody (posts_created_idx, walked in order — the inner LIMIT
 * makes the planner keep that walk), filtered to the feed's authors. Enough when they post often.
 */
function feedWindowSql(authorIds: string[], before: Cursor | null, limit: number): SQL {
  return sql`
    SELECT ${POST_COLUMNS} FROM (
      SELECT ${POST_COLUMNS} FROM ${posts} p
      WHERE p.removed_at IS NULL ${keysetOf(before)}
      ORDER BY p.created_at DESC, p.id DESC
      LIMIT ${FEED_WINDOW}
    ) w
    WHERE w.author_id = ANY(${uuidArray(authorIds)})
    ORDER BY w.created_at DESC, w.id DESC
    LIMIT ${limit}`;
}

/**
 * Bounded path, whatever the authors' activity: one index probe per author (posts_author_created_idx), each
 * taking at most `limit` rows, merged.
 */
function feedSql(authorIds: string[], before: Cursor | null, limit: number): SQL {
  return sql`
    SELECT f.* FROM unnest(${uuidArray(authorIds)}) AS a(id)
    CROSS JOIN LATERAL (
      SELECT ${POST_COLUMNS} FROM ${posts} p
      WHERE p.author_id = a.id AND p.removed_at IS NULL ${keysetOf(before)}
      ORDER BY p.created_at DESC, p.id DESC
      LIMIT ${limit}
    ) f
    ORDER BY f.created_at DESC, f.id DESC
    LIMIT ${limit}`;
}

export const FEED_SQL_FOR_EXPLAIN = { window: feedWindowSql, perAuthor: feedSql };

const toPost = (r: Record<string, unknown>): PostRow => ({
  id: r['id'] as string,
  authorId: r['author_id'] as string,
  body: r['body'] as string,
  visibility: r['visibility'] as PostVisibility,
  likeCount: Number(r['like_count']),
  commentCount: Number(r['comment_count']),
  removedAt: r['removed_at'] ? new Date(r['removed_at'] as string) : null,
  removedReason: (r['removed_reason'] as string | null) ?? null,
  createdAt: new Date(r['created_at'] as string),
});

const before = (cols: { createdAt: typeof posts.createdAt; id: typeof posts.id } | typeof postComments, c: Cursor | null) =>
  c ? or(lt(cols.createdAt, c.at), and(eq(cols.createdAt, c.at), lt(cols.id, c.id))) : undefined;

export const postsRepository = {
  async insert(
    tx: DbOrTx,
    authorId: string,
    body: string,
    visibility: PostVisibility,
    imageIds: string[],
    snapshot: HealthSnapshotItem[] = [],
  ) {
    const [row] = await tx.insert(posts).values({ authorId, body, visibility }).returning();
    if (!row) throw new Error('post insert returned nothing');
    if (imageIds.length) {
      await tx.insert(postImages).values(imageIds.map((uploadId, position) => ({ postId: row.id, uploadId, position })));
    }
    if (snapshot.length) await tx.insert(postHealthSnapshots).values({ postId: row.id, items: snapshot, createdAt: row.createdAt });
    return row;
  },

  /** The shared health snapshots of these posts, by post id. */
  async snapshots(db: DbOrTx, postIds: string[]): Promise<Map<string, { takenAt: Date; items: HealthSnapshotItem[] }>> {
    if (!postIds.length) return new Map();
    const rows = await db.select().from(postHealthSnapshots).where(inArray(postHealthSnapshots.postId, postIds));
    return new Map(rows.map((r) => [r.postId, { takenAt: r.createdAt, items: r.items }]));
  },

  async find(db: DbOrTx, id: string): Promise<PostRow | null> {
    const [row] = await db.select().from(posts).where(and(eq(posts.id, id), isNull(posts.removedAt)));
    return row ?? null;
  },

  async feed(db: DbOrTx, authorIds: string[], cursor: Cursor | null, limit: number): Promise<PostRow[]> {
    if (!authorIds.length) return [];
    const rows = async (q: SQL) => {
      const res: unknown = await db.execute(q);
      return (res as { rows: Record<string, unknown>[] }).rows.map(toPost);
    };
    // The window holds a full page of the feed's posts: nothing older can come before them.
    const fast = await rows(feedWindowSql(authorIds, cursor, limit));
    return fast.length >= limit ? fast : rows(feedSql(authorIds, cursor, limit));
  },

  /** One member's posts; `followersToo` includes their followers-only posts. */
  byAuthor(db: DbOrTx, authorId: string, followersToo: boolean, cursor: Cursor | null, limit: number) {
    return db
      .select()
      .from(posts)
      .where(
        and(
          eq(posts.authorId, authorId),
          isNull(posts.removedAt),
          followersToo ? undefined : eq(posts.visibility, 'members'),
          before(posts, cursor),
        ),
      )
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(limit);
  },

  async countByAuthor(db: DbOrTx, authorId: string, followersToo: boolean): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(posts)
      .where(and(eq(posts.authorId, authorId), isNull(posts.removedAt), followersToo ? undefined : eq(posts.visibility, 'members')));
    return row?.n ?? 0;
  },

  async delete(tx: DbOrTx, id: string): Promise<boolean> {
    return (await tx.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id })).length > 0;
  },

  async markRemoved(tx: DbOrTx, id: string, reason: string): Promise<PostRow | null> {
    const [row] = await tx
      .update(posts)
      .set({ removedAt: new Date(), removedReason: reason })
      .where(and(eq(posts.id, id), isNull(posts.removedAt)))
      .returning();
    return row ?? null;
  },

  async images(db: DbOrTx, postIds: string[]): Promise<Map<string, string[]>> {
    const map = new Map<string, string[]>();
    if (!postIds.length) return map;
    const rows = await db.select().from(postImages).where(inArray(postImages.postId, postIds)).orderBy(postImages.position);
    for (const r of rows) map.set(r.postId, [...(map.get(r.postId) ?? []), r.uploadId]);
    return map;
  },

  async likedBy(db: DbOrTx, userId: string, postIds: string[]): Promise<Set<string>> {
    if (!postIds.length) return new Set();
    const rows = await db
      .select({ postId: postLikes.postId })
      .from(postLikes)
      .where(and(eq(postLikes.userId, userId), inArray(postLikes.postId, postIds)));
    return new Set(rows.map((r) => r.postId));
  },

  /** The newest `limit` likers of each post, in one query, minus `hiddenUsers` (across a block with the viewer). */
  async recentLikers(db: DbOrTx, postIds: string[], limit: number, hiddenUsers: readonly string[] = []): Promise<Map<string, string[]>> {
    const map = new Map<string, string[]>();
    if (!postIds.length) return map;
    const hidden = hiddenUsers.length ? sql`AND NOT (l.user_id = ANY(${uuidArray([...hiddenUsers])}))` : sql``;
    const res: unknown = await db.execute(sql`
      SELECT k.id AS post_id, l.user_id FROM unnest(${`{${postIds.join(',')}}`}::uuid[]) AS k(id)
      CROSS JOIN LATERAL (
        SELECT l.user_id, l.created_at FROM ${postLikes} l WHERE l.post_id = k.id ${hidden} ORDER BY l.created_at DESC, l.user_id LIMIT ${limit}
      ) l`);
    for (const r of (res as { rows: Record<string, unknown>[] }).rows) {
      const postId = r['post_id'] as string;
      map.set(postId, [...(map.get(postId) ?? []), r['user_id'] as string]);
    }
    return map;
  },

  /**
   * Flips the viewer's like. The primary key decides between concurrent requests: a like counts only when its
   * row was inserted, an unlike only when a row was deleted, and the counter moves under the post's row lock.
   */
  async toggleLike(tx: DbOrTx, postId: string, userId: string): Promise<boolean> {
    const added = await tx.insert(postLikes).values({ postId, userId }).onConflictDoNothing().returning({ p: postLikes.postId });
    if (added.length) {
      await tx.update(posts).set({ likeCount: sql`${posts.likeCount} + 1` }).where(eq(posts.id, postId));
      return true;
    }
    const removed = await tx
      .delete(postLikes)
      .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
      .returning({ p: postLikes.postId });
    if (removed.length) await tx.update(posts).set({ likeCount: sql`${posts.likeCount} - 1` }).where(eq(posts.id, postId));
    return false;
  },

  async findComment(db: DbOrTx, id: string): Promise<PostCommentRow | null> {
    const [row] = await db.select().from(postComments).where(eq(postComments.id, id));
    return row ?? null;
  },

  async insertComment(tx: DbOrTx, postId: string, authorId: string, body: string, parentId: string | null) {
    const [row] = await tx.insert(postComments).values({ postId, authorId, body, parentId }).returning();
    if (!row) throw new Error('comment insert returned nothing');
    await tx.update(posts).set({ commentCount: sql`${posts.commentCount} + 1` }).where(eq(posts.id, postId));
    if (parentId) {
      await tx
        .update(postComments)
        .set({ replyCount: sql`${postComments.replyCount} + 1` })
        .where(eq(postComments.id, parentId));
    }
    return row;
  },

  /**
   * Before an account goes (its likes, comments and replies by cascade): the other posts and comments whose
   * counters include them. The returned step counts those again from the rows left.
   */
  async countsTouchedBy(tx: DbOrTx, userId: string): Promise<(tx: DbOrTx) => Promise<void>> {
    const liked = await tx.selectDistinct({ id: postLikes.postId }).from(postLikes).where(eq(postLikes.userId, userId));
    const commented = await tx
      .selectDistinct({ id: postComments.postId, parentId: postComments.parentId })
      .from(postComments)
      .where(eq(postComments.authorId, userId));
    const postIds = [...new Set([...liked, ...commented].map((r) => r.id))];
    const parentIds = [...new Set(commented.flatMap((r) => (r.parentId ? [r.parentId] : [])))];
    return async (after) => {
      if (postIds.length) {
        await after
          .update(posts)
          .set({
            likeCount: sql`(select count(*)::int from ${postLikes} where ${postLikes.postId} = ${posts.id})`,
            commentCount: sql`(select count(*)::int from ${postComments} where ${postComments.postId} = ${posts.id})`,
          })
          .where(inArray(posts.id, postIds));
      }
      if (parentIds.length) {
        // The inner table under another name, so that "post_comments"."id" is the row being updated.
        await after
          .update(postComments)
          .set({ replyCount: sql`(select count(*)::int from ${postComments} as replies where replies.parent_id = ${postComments.id})` })
          .where(inArray(postComments.id, parentIds));
      }
    };
  },

  /** Deletes a comment (its replies go with it) and keeps the post's and parent's counters right. */
  async deleteComment(tx: DbOrTx, c: PostCommentRow): Promise<void> {
    const gone = await tx.delete(postComments).where(eq(postComments.id, c.id)).returning({ id: postComments.id });
    if (!gone.length) return;
    const n = 1 + c.replyCount;
    await tx.update(posts).set({ commentCount: sql`greatest(${posts.commentCount} - ${n}, 0)` }).where(eq(posts.id, c.postId));
    if (c.parentId) {
      await tx
        .update(postComments)
        .set({ replyCount: sql`greatest(${postComments.replyCount} - 1, 0)` })
        .where(eq(postComments.id, c.parentId));
    }
  },

  /**
   * Top-level comments of one post, or replies of one comment, newest first, leaving out `hiddenAuthors` (the
   * members across a block with the viewer) in SQL so that pages stay full and cursors stay right.
   */
  comments(db: DbOrTx, on: { postId: string } | { parentId: string }, cursor: Cursor | null, limit: number, hiddenAuthors: readonly string[] = []) {
    const where =
      'postId' in on
        ? and(eq(postComments.postId, on.postId), isNull(postComments.parentId))
        : eq(postComments.parentId, on.parentId);
    return db
      .select()
      .from(postComments)
      .where(and(where, hiddenAuthors.length ? notInArray(postComments.authorId, [...hiddenAuthors]) : undefined, before(postComments, cursor)))
      .orderBy(desc(postComments.createdAt), desc(postComments.id))
      .limit(limit);
  },

  /** The first `limit` comments of each post (or replies of each comment), in one query, minus `hiddenAuthors`. */
  async firstComments(db: DbOrTx, kind: 'post' | 'parent', ids: string[], limit: number, hiddenAuthors: readonly string[] = []): Promise<PostCommentRow[]> {
    if (!ids.length) return [];
    const filter = kind === 'post' ? sql`c.post_id = k.id AND c.parent_id IS NULL` : sql`c.parent_id = k.id`;
    const hidden = hiddenAuthors.length ? sql`AND NOT (c.author_id = ANY(${uuidArray([...hiddenAuthors])}))` : sql``;
    const res: unknown = await db.execute(sql`
      SELECT c.* FROM unnest(${`{${ids.join(',')}}`}::uuid[]) AS k(id)
      CROSS JOIN LATERAL (
        SELECT * FROM ${postComments} c WHERE ${filter} ${hidden} ORDER BY c.created_at DESC, c.id DESC LIMIT ${limit}
      ) c`);
    return (res as { rows: Record<string, unknown>[] }).rows.map((r) => ({
      id: r['id'] as string,
      postId: r['post_id'] as string,
      authorId: r['author_id'] as string,
      parentId: (r['parent_id'] as string | null) ?? null,
      body: r['body'] as string,
      replyCount: Number(r['reply_count']),
      createdAt: new Date(r['created_at'] as string),
    }));
  },

  /**
   * How many of the counted comments a viewer does not see, per post ('post': comments and replies by hidden
   * authors, and replies under a hidden comment, which go with it) or per comment ('parent': its replies by
   * hidden authors). The stored counters count everyone; a viewer's counts are those minus these.
   */
  async hiddenCommentCounts(db: DbOrTx, kind: 'post' | 'parent', ids: string[], hiddenAuthors: readonly string[]): Promise<Map<string, number>> {
    if (!ids.length || !hiddenAuthors.length) return new Map();
    const hidden = uuidArray([...hiddenAuthors]);
    const res: unknown = await db.execute(
      kind === 'post'
        ? sql`SELECT c.post_id AS id, count(*)::int AS n FROM ${postComments} c
            LEFT JOIN ${postComments} p ON p.id = c.parent_id
            WHERE c.post_id = ANY(${uuidArray(ids)}) AND (c.author_id = ANY(${hidden}) OR p.author_id = ANY(${hidden}))
            GROUP BY c.post_id`
        : sql`SELECT c.parent_id AS id, count(*)::int AS n FROM ${postComments} c
            WHERE c.parent_id = ANY(${uuidArray(ids)}) AND c.author_id = ANY(${hidden})
            GROUP BY c.parent_id`,
    );
    return new Map((res as { rows: { id: string; n: number }[] }).rows.map((r) => [r.id, Number(r.n)]));
  },

  async authors(db: DbOrTx, ids: string[]): Promise<Map<string, AuthorRow>> {
    if (!ids.length) return new Map();
    const rows = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, avatarUploadId: profiles.avatarUploadId })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(inArray(users.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  },

  async audit(tx: DbOrTx, e: { actor: { id: string; email: string }; action: 'REMOVE_POST' | 'REMOVE_COMMENT'; targetId: string; reason: string }) {
    const [target] = await tx.select({ email: users.email }).from(users).where(eq(users.id, e.targetId));
    await writeAdminAudit(tx, {
      action: e.action,
      actorUserId: e.actor.id,
      actorEmail: e.actor.email,
      targetUserId: e.targetId,
      targetEmail: target?.email ?? '',
      reason: e.reason,
    });
  },
};
