// Health articles (/apps/blog): posts written by administrators, their readers' comments, and one view per
// reader per day (the unique key makes a second view that day a no-op, so the counter cannot be inflated).
import { sql } from 'drizzle-orm';
import { date, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { uploads } from './uploads.js';
import { timestamps } from './columns.js';

export const BLOG_CATEGORIES = ['heart', 'sleep', 'diabetes', 'nutrition', 'fitness', 'mental_health'] as const;
export const BLOG_STATUSES = ['draft', 'published'] as const;
export const blogCategory = pgEnum('blog_category', BLOG_CATEGORIES);
export const blogStatus = pgEnum('blog_status', BLOG_STATUSES);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    // An article outlives its author's account (it is the portal's content, not the author's health data).
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    slug: text().notNull(),
    title: text().notNull(),
    excerpt: text().notNull().default(''),
    /** Markdown; rendered without raw HTML. */
    body: text().notNull(),
    category: blogCategory().notNull(),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    status: blogStatus().notNull().default('draft'),
    /** The cover image (uploads feature), if any; the article stays if the upload is deleted. */
    coverUploadId: uuid().references(() => uploads.id, { onDelete: 'set null' }),
    publishedAt: timestamp({ withTimezone: true, mode: 'date' }),
    views: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('blog_posts_slug_idx').on(t.slug),
    index('blog_posts_status_published_idx').on(t.status, t.publishedAt),
  ],
);

export const blogComments = pgTable(
  'blog_comments',
  {
    id: uuid().primaryKey().defaultRandom(),
    postId: uuid()
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The comment this one replies to (always a top-level one of the same article); its replies go with it. */
    parentId: uuid().references((): AnyPgColumn => blogComments.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    ...timestamps,
  },
  (t) => [index('blog_comments_post_created_idx').on(t.postId, t.createdAt), index('blog_comments_parent_idx').on(t.parentId)],
);

export const blogPostViews = pgTable(
  'blog_post_views',
  {
    postId: uuid()
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    viewerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** UTC calendar day of the view. */
    day: date({ mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.viewerId, t.day] })],
);

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogCommentRow = typeof blogComments.$inferSelect;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export type BlogStatus = (typeof BLOG_STATUSES)[number];
