// Files members upload for the people and workspace features (gallery, post images, chat and message
// attachments, blog covers, product photos). One table: the owner, what the content really is (sniffed, never
// the client's word), the bytes and, for images, a server-made thumbnail. Features keep their own link tables
// with a foreign key here and decide who may see an upload; the file door only serves signed URLs.
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { bytea, timestamps } from './columns.js';

export const UPLOAD_KINDS = ['image', 'file'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const uploads = pgTable(
  'uploads',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: UPLOAD_KINDS }).notNull(),
    /** Shown to people and sent in Content-Disposition; cleaned of paths and control characters. */
    filename: text().notNull(),
    /** The sniffed media type (image/jpeg, image/png, image/webp, application/pdf, text/plain). */
    mime: text().notNull(),
    size: integer().notNull(),
    width: integer(),
    height: integer(),
    sha256: text().notNull(),
    content: bytea().notNull(),
    /** WebP, at most 480 px on the long side; images only. */
    thumb: bytea(),
    ...timestamps,
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId, t.createdAt)],
);

export type UploadRow = typeof uploads.$inferSelect;
