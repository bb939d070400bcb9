// Contacts: the user's own address book for their care (spec §3 Contact). Private to the owner; a contact may
// point at a portal member (linkedUserId), which is what lets "message" open a chat with them.
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { timestamps } from './columns.js';
import { uploads } from './uploads.js';

export const contacts = pgTable(
  'contacts',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstname: text().notNull(),
    lastname: text().notNull().default(''),
    /**
     * The photo: one of the owner's own image uploads (content-checked, EXIF location stripped), shown through a
     * signed thumbnail URL. Never a URL the owner typed, so the page fetches nothing from third parties. Deleting
     * the upload only clears the photo.
     */
    imageUploadId: uuid().references(() => uploads.id, { onDelete: 'set null' }),
    department: text(),
    company: text(),
    /** E.164, normalised by the service. */
    phone: text(),
    /** Lower-cased. */
    email: text(),
    address: text(),
    notes: text(),
    frequentlycontacted: boolean().notNull().default(false),
    starred: boolean().notNull().default(false),
    /** In the trash since; null = not deleted. "Empty trash" removes these rows for good. */
    deletedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** A portal member this contact is (set only to someone the owner may message); cleared if they leave. */
    linkedUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('contacts_owner_idx').on(t.ownerId, t.lastname, t.firstname),
    index('contacts_owner_department_idx').on(t.ownerId, sql`lower(${t.department})`),
    // Deleting an upload clears the photos that use it (ON DELETE SET NULL): found by index, not by a scan.
    index('contacts_image_upload_idx').on(t.imageUploadId),
  ],
);

export type ContactRow = typeof contacts.$inferSelect;
