// The AI assistant: one chat per user (messages), and the user's assistant state (consent to the engine that
// reads their data, and where the visible conversation starts after "clear"). Quota counts every user message
// in the window, cleared or not, so clearing the chat cannot reset it.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { timestamps } from './columns.js';

export const aiSender = pgEnum('ai_sender', ['user', 'ai']);
/**
 * user messages: pending (a reply is being produced) → answered | failed;
 * ai messages: done | stopped (the user pressed stop) | failed (model error, timeout, server restart).
 */
export const aiMessageStatus = pgEnum('ai_message_status', ['pending', 'answered', 'done', 'stopped', 'failed']);

/** A link into the portal that an answer drew on (series, record, twin page), stored with the answer. */
export interface AiSourceJson {
  kind: 'vitals' | 'sleep' | 'alerts' | 'record' | 'twin' | 'personal_info';
  label: string;
  href: string;
  from?: string | null;
  to?: string | null;
}

export const aiMessages = pgTable(
  'ai_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sender: aiSender().notNull(),
    message: text().notNull(),
    status: aiMessageStatus().notNull(),
    /** ai messages: the user message they answer. */
    replyTo: uuid(),
    sources: jsonb().$type<AiSourceJson[]>().notNull().default([]),
    /** ai messages: which engine answered ('builtin' or the model id), and its token usage. */
    engine: text(),
    inputTokens: integer(),
    outputTokens: integer(),
    createdAt: timestamp({ withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_messages_user_time_idx').on(t.userId, t.createdAt),
    // Start-up looks for replies that died with the previous process.
    index('ai_messages_pending_idx').on(t.userId).where(sql`${t.status} = 'pending'`),
  ],
);

export const aiStates = pgTable('ai_states', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The engine identity consented to ('builtin' or base URL + model); consent is valid only for the current one. */
  consentEndpoint: text(),
  consentedAt: timestamp({ withTimezone: true, mode: 'date' }),
  /** Messages before this instant are hidden (the user cleared the conversation). */
  clearedAt: timestamp({ withTimezone: true, mode: 'date', precision: 3 }),
  ...timestamps,
});

export type AiMessageRow = typeof aiMessages.$inferSelect;
export type AiStateRow = typeof aiStates.$inferSelect;
