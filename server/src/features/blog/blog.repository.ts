// Drizzle queries for articles, comments and views. Sort keys map to fixed expressions (never user SQL).
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { blogComments, blogPostViews, blogPosts, users } from '../../../../db/schema/index.js';
import type { BlogCategory, BlogCommentRow, BlogPostRow } from '../../../../db/schema/index.js';
import type { BlogCommentView, BlogPostFields, BlogPostView, BlogSort } from './blog.types.js';

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === UNIQUE_VIOLATION || e.cause?.code === UNIQUE_VIOLATION;
};

const postedAt = sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`;
const ORDER: Record<BlogSort, SQL[]> = {
  newest: [desc(postedAt), desc(blogPosts.id)],
  oldest: [asc(postedAt), asc(blogPosts.id)],
  popular: [desc(blogPosts.views), desc(postedAt), desc(blogPosts.id)],
};

const commentCount = sql<number>`(select count(*)::int from ${blogComments} where ${blogComments.postId} = ${blogPosts.id})`;
const postColumns = {
  post: blogPosts,
  commentCount,
  authorFirst: users.firstName,
  authorLast: users.lastName,
};

type PostRowJoined = { post: BlogPostRow; commentCount: number; authorFirst: string | null; authorLast: string | null };
const toView = (r: PostRowJoined): BlogPostView => ({
  ...r.post,
  commentCount: Number(r.commentCount),
  author: r.post.authorId ? { id: r.post.authorId, firstName: r.authorFirst, lastName: r.authorLast } : null,
});

export interface PostFilter {
  category: BlogCategory | null;
  includeDrafts: boolean;
}

function where(f: PostFilter) {
  const conds: SQL[] = [];
  if (!f.includeDrafts) conds.push(eq(blogPosts.status, 'published'));
  if (f.category) conds.push(eq(blogPosts.category, f.category));
  return conds.length ? and(...conds) : undefined;
}

export const blogRepository = {
  async list(db: DbOrTx, f: PostFilter, sort: BlogSort, offset: number, limit: number) {
    const rows = await db
      .select(postColumns)
      .from(blogPosts)
      .leftJoin(users, eq(users.id, blogPosts.authorId))
      .where(where(f))
      .orderBy(...ORDER[sort])
      .offset(offset)
      .limit(limit);
    const [total] = await db.select({ n: count() }).from(blogPosts).where(where(f));
    return { total: total?.n ?? 0, nodes: rows.map(toView) };
  },

  async findBy(db: DbOrTx, by: { slug: string } | { id: string }): Promise<BlogPostView | null> {
    const [row] = await db
      .select(postColumns)
      .from(blogPosts)
      .leftJoin(users, eq(users.id, blogPosts.authorId))
      .where('slug' in by ? eq(blogPosts.slug, by.slug) : eq(blogPosts.id, by.id));
    return row ? toView(row) : null;
  },

  /** null when the slug is taken. */
  async insert(db: DbOrTx, authorId: string, f: BlogPostFields, publishedAt: Date | null): Promise<BlogPostRow | null> {
    try {
      const [row] = await db
        .insert(blogPosts)
        .values({ ...f, authorId, publishedAt })
        .returning();
      return row ?? null;
    } catch (err) {
      if (isUniqueViolation(err)) return null;
      throw err;
    }
  },

  /** 'taken' when the new slug belongs to another article; null when the article is gone. */
  async update(db: DbOrTx, id: string, f: BlogPostFields, publishedAt: Date | null): Promise<BlogPostRow | null | 'taken'> {
    try {
      const [row] = await db
        .update(blogPosts)
        .set({ ...f, publishedAt, updatedAt: new Date() })
        .where(eq(blogPosts.id, id))
        .returning();
      return row ?? null;
    } catch (err) {
      if (isUniqueViolation(err)) return 'taken';
      throw err;
    }
  },

  async remove(db: DbOrTx, id: string): Promise<boolean> {
    const rows = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
    return rows.length > 0;
  },

  /** One view per reader per day: the primary key turns a repeat into a no-op; the counter moves only on a new row. */
  async recordView(db: DbOrTx, postId: string, viewerId: string, day: string): Promise<void> {
    await db.transaction(async (tx) => {
      const added = await tx
        .insert(blogPostViews)
        .values({ postId, viewerId, day })
        .onConflictDoNothing()
        .returning({ postId: blogPostViews.postId });
      if (added.length) {
        await tx
          .update(blogPosts)
          .set({ views: sql`${blogPosts.views} + 1` })
          .where(eq(blogPosts.id, postId));
      }
    });
  },

  async comments(db: DbOrTx, postId: string): Promise<BlogCommentView[]> {
    const rows = await db
      .select({ c: blogComments, firstName: users.firstName, lastName: users.lastName })
      .from(blogComments)
      .innerJoin(users, eq(users.id, blogComments.authorId))
      .where(eq(blogComments.postId, postId))
      .orderBy(desc(blogComments.createdAt), desc(blogComments.id))
      .limit(500);
    return rows.map((r) => ({ ...r.c, author: { id: r.c.authorId, firstName: r.firstName, lastName: r.lastName } }));
  },

  async comment(db: DbOrTx, id: string): Promise<BlogCommentView | null> {
    const [r] = await db
      .select({ c: blogComments, firstName: users.firstName, lastName: users.lastName })
      .from(blogComments)
      .innerJoin(users, eq(users.id, blogComments.authorId))
      .where(eq(blogComments.id, id));
    return r ? { ...r.c, author: { id: r.c.authorId, firstName: r.firstName, lastName: r.lastName } } : null;
  },

  async insertComment(db: DbOrTx, postId: string, authorId: string, body: string, parentId: string | null = null): Promise<BlogCommentRow> {
    const [row] = await db.insert(blogComments).values({ postId, authorId, body, parentId }).returning();
    if (!row) throw new Error('comment insert returned nothing');
    return row;
  },

  async findComment(db: DbOrTx, id: string): Promise<BlogCommentRow | null> {
    const [row] = await db.select().from(blogComments).where(eq(blogComments.id, id));
    return row ?? null;
  },

  async removeComment(db: DbOrTx, id: string): Promise<boolean> {
    const rows = await db.delete(blogComments).where(eq(blogComments.id, id)).returning({ id: blogComments.id });
    return rows.length > 0;
  },
};
