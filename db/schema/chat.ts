// Chat between two members. A conversation row per pair (userLowId < userHighId, unique), a member row per
// side holding that side's read mark, and messages. `lastMessageAt` doubles as the per-conversation clock:
// a send locks the conversation row and takes max(now, last + 1 ms) as the message time, so within one
// conversation createdAt is strictly increasing in commit order — a reader that asks for "after X" can
// never miss a message committed later with an earlier time.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { uploads } from './uploads.js';

export const CHAT_MESSAGE_TYPES = ['text', 'file'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

export const conversations = pgTable(
  'conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    userLowId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHighId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
    lastMessageAt: timestamp({ withTimezone: true, mode: 'date', precision: 3 }),
  },
  (t) => [
    uniqueIndex('conversations_pair_key').on(t.userLowId, t.userHighId),
    index('conversations_high_idx').on(t.userHighId),
    check('conversations_pair_order', sql`${t.userLowId} < ${t.userHighId}`),
  ],
);

export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Everything this member's counterpart sent up to this time has been read (read receipts, unread counts). */
    lastReadAt: timestamp({ withTimezone: true, mode: 'date', precision: 3 }),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('conversation_members_user_idx').on(t.userId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: CHAT_MESSAGE_TYPES }).notNull().default('text'),
    msg: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true, mode: 'date', precision: 3 }).notNull(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.createdAt, t.id)],
);

/** A message's attachments in order (the uploads feature owns the bytes). */
export const chatMessageAttachments = pgTable(
  'chat_message_attachments',
  {
    messageId: uuid()
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    uploadId: uuid()
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.position] }),
    index('chat_message_attachments_upload_idx').on(t.uploadId),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
