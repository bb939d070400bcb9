// Secure messages between portal members and the care team (administrators). A message is written once
// (`messages`, its recipients in `message_recipients`); every person who has it — the sender's copy in Sent or
// Drafts, each recipient's copy in their Inbox — has their own `mailbox_entries` row, so folder, star,
// importance, the bulk-selection tick, labels and "read" are per person: my starring never changes the
// sender's copy.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { timestamps } from './columns.js';
import { uploads } from './uploads.js';

export const MAIL_FOLDERS = ['inbox', 'sent', 'drafts', 'spam', 'trash'] as const;
export const MAIL_LABELS = ['appointment', 'results', 'prescription', 'billing'] as const;

export const mailFolder = pgEnum('mail_folder', MAIL_FOLDERS);
export const mailLabel = pgEnum('mail_label', MAIL_LABELS);

export const messages = pgTable(
  'messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    senderId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text().notNull().default(''),
    body: text().notNull().default(''),
    /** The message this one answers (a reply), if any; kept even if that message is deleted. */
    inReplyTo: uuid(),
    /** Null while it is a draft; set once, when it is sent (then it never changes). */
    sentAt: timestamp({ withTimezone: true, mode: 'date', precision: 3 }),
    ...timestamps,
  },
  (t) => [index('messages_sender_idx').on(t.senderId)],
);

export const messageRecipients = pgTable(
  'message_recipients',
  {
    messageId: uuid()
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] }), index('message_recipients_user_idx').on(t.userId)],
);

/** Files attached to a message (uploads of its sender, or forwarded from a message the sender had). */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    messageId: uuid()
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    uploadId: uuid()
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.uploadId] }), index('message_attachments_upload_idx').on(t.uploadId)],
);

export const mailboxEntries = pgTable(
  'mailbox_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: uuid()
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    folder: mailFolder().notNull(),
    /** Where "restore" (from Trash or Spam) puts it back: inbox, sent or drafts. */
    homeFolder: mailFolder().notNull(),
    starred: boolean().notNull().default(false),
    important: boolean().notNull().default(false),
    checked: boolean().notNull().default(false),
    labels: mailLabel().array().notNull().default(sql`'{}'::mail_label[]`),
    readAt: timestamp({ withTimezone: true, mode: 'date', precision: 3 }),
    /** Order of the list: the send time for delivered mail, the last save for drafts. */
    sortAt: timestamp({ withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('mailbox_entries_owner_message_uq').on(t.ownerId, t.messageId),
    index('mailbox_entries_owner_folder_idx').on(t.ownerId, t.folder, t.sortAt.desc()),
  ],
);

/** Per-user choices about the notification mails of messages and tickets (no row: both on). */
export const messagingSettings = pgTable('messaging_settings', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailOnMessage: boolean().notNull().default(true),
  emailOnTicketAnswer: boolean().notNull().default(true),
  ...timestamps,
});

export type MessageRow = typeof messages.$inferSelect;
export type MailboxEntryRow = typeof mailboxEntries.$inferSelect;
export type MailFolderValue = (typeof MAIL_FOLDERS)[number];
export type MailLabelValue = (typeof MAIL_LABELS)[number];
export type MessagingSettingsRow = typeof messagingSettings.$inferSelect;
