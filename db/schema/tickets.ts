// Support tickets: a member opens one, administrators see all, assign, answer and move it through
// open → pending → closed (and reopen). `version` is the optimistic lock of every change: a change names the
// version it was made from, and a stale one is refused (CONFLICT) instead of silently overwriting.
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { timestamps } from './columns.js';

export const TICKET_STATUSES = ['open', 'pending', 'closed'] as const;
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const TICKET_CATEGORIES = ['account', 'billing', 'technical', 'records', 'devices', 'other'] as const;

export const ticketStatus = pgEnum('ticket_status', TICKET_STATUSES);
export const ticketPriority = pgEnum('ticket_priority', TICKET_PRIORITIES);
export const ticketCategory = pgEnum('ticket_category', TICKET_CATEGORIES);

export const tickets = pgTable(
  'tickets',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The short number people quote ("#1042"). */
    number: integer().generatedAlwaysAsIdentity({ startWith: 1001 }).notNull().unique(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text().notNull(),
    description: text().notNull(),
    category: ticketCategory().notNull(),
    priority: ticketPriority().notNull(),
    status: ticketStatus().notNull().default('open'),
    assigneeId: uuid().references(() => users.id, { onDelete: 'set null' }),
    version: integer().notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('tickets_owner_idx').on(t.ownerId, t.createdAt.desc()),
    index('tickets_status_idx').on(t.status, t.createdAt.desc()),
  ],
);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    ticketId: uuid()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** Null once the author's account is deleted (the conversation stays readable). */
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Written by an administrator (the support side), as opposed to the ticket's owner. */
    fromStaff: boolean().notNull().default(false),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.createdAt)],
);

export type TicketRow = typeof tickets.$inferSelect;
export type TicketMessageRow = typeof ticketMessages.$inferSelect;
export type TicketStatusValue = (typeof TICKET_STATUSES)[number];
export type TicketPriorityValue = (typeof TICKET_PRIORITIES)[number];
export type TicketCategoryValue = (typeof TICKET_CATEGORIES)[number];
