// Profile posts: text with optional images, likes, comments and one level of replies (a reply to a reply
// attaches to the same top comment, as in the template). Counts are kept on the post row inside the same
// transaction as the like/comment row, so a page of posts never counts rows; the likes' primary key is what
// makes concurrent likes count exactly. Indexes are ascending on purpose: a backward scan serves the pages'
// ORDER BY … DESC (NULLS FIRST), which a DESC NULLS LAST index would not.
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { uploads } from './uploads.js';

export const POST_VISIBILITIES = ['members', 'followers'] as const;
export type PostVisibility = (typeof POST_VISIBILITIES)[number];
export const postVisibility = pgEnum('post_visibility', POST_VISIBILITIES);

const createdAt = timestamp({ withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow();

export const posts = pgTable(
  'posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    visibility: postVisibility().notNull().default('members'),
    likeCount: integer().notNull().default(0),
    commentCount: integer().notNull().default(0),
    /** An administrator removed it (hidden from everyone); the reason is kept here and in the admin audit. */
    removedAt: timestamp({ withTimezone: true, mode: 'date' }),
    removedReason: text(),
    createdAt,
  },
  (t) => [
    // Keyset pages per author (the profile tab; the feed when the followed authors post rarely).
    index('posts_author_created_idx')
      .on(t.authorId, t.createdAt, t.id)
      .where(sql`${t.removedAt} is null`),
    // The feed walked newest first, keeping the followed authors' posts.
    index('posts_created_idx').on(t.createdAt, t.id).where(sql`${t.removedAt} is null`),
  ],
);

/** Images of a post: upload ids (checked to be the author's when attached), in the author's order. */
export const postImages = pgTable(
  'post_images',
  {
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    uploadId: uuid()
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.position] }), index('post_images_upload_idx').on(t.uploadId)],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_likes_user_idx').on(t.userId)],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: uuid().primaryKey().defaultRandom(),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for a comment; the top comment for a reply. Deleting a comment deletes its replies. */
    parentId: uuid().references((): AnyPgColumn => postComments.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    replyCount: integer().notNull().default(0),
    createdAt,
  },
  (t) => [
    index('post_comments_post_idx').on(t.postId, t.createdAt, t.id).where(sql`${t.parentId} is null`),
    index('post_comments_parent_idx').on(t.parentId, t.createdAt, t.id),
    index('post_comments_author_idx').on(t.authorId),
  ],
);

/** What a health snapshot may hold: the latest reading of a live vital, or last night's sleep. */
export const HEALTH_SNAPSHOT_KINDS = ['heart_rate', 'spo2', 'glucose', 'blood_pressure', 'stress', 'sleep'] as const;
export type HealthSnapshotKind = (typeof HEALTH_SNAPSHOT_KINDS)[number];

/** One shared value as it was when the post was written, in its canonical unit (sleep: hours asleep). */
export interface HealthSnapshotItem {
  kind: HealthSnapshotKind;
  value: number;
  /** Diastolic pressure for blood_pressure; null otherwise. */
  value2: number | null;
  unit: string;
  /** ISO 8601: when the reading was taken (sleep: when the night ended). */
  measuredAt: string;
}

/**
 * A health snapshot the author chose to share with a post (the only way health data reaches a profile). The
 * values are read by the server from the author's own vitals when the post is written — never sent by a
 * client — and kept as they were then; they go with the post (cascade).
 */
export const postHealthSnapshots = pgTable('post_health_snapshots', {
  postId: uuid()
    .primaryKey()
    .references(() => posts.id, { onDelete: 'cascade' }),
  items: jsonb().$type<HealthSnapshotItem[]>().notNull(),
  createdAt,
});

export type PostRow = typeof posts.$inferSelect;
export type PostCommentRow = typeof postComments.$inferSelect;
