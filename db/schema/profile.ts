// A member's profile look (avatar and cover, chosen from their gallery) and the gallery itself: images the
// member uploaded through the uploads feature, listed newest first.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { uploads } from './uploads.js';

export const profiles = pgTable('profiles', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  avatarUploadId: uuid().references(() => uploads.id, { onDelete: 'set null' }),
  coverUploadId: uuid().references(() => uploads.id, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const galleryImages = pgTable(
  'gallery_images',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uploadId: uuid()
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    /** Shown under the image and searched; the upload's file name unless the owner gives one. */
    title: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('gallery_images_owner_idx').on(t.ownerId, t.createdAt, t.id)],
);

export type ProfileRow = typeof profiles.$inferSelect;
export type GalleryImageRow = typeof galleryImages.$inferSelect;
