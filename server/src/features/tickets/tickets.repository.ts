// Drizzle queries of tickets. Sort keys arrive as enum values and map through SORTS (never into
// sql.identifier). Every change is `where id = … and version = …`: zero rows means stale or gone.
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { ticketMessages, tickets, users } from '../../../../db/schema/index.js';
import type { TicketRow, TicketStatusValue } from '../../../../db/schema/index.js';
import type { TicketSortField } from '../../graphql/resolvers-types.generated.js';

const SORTS: Record<TicketSortField, SQL> = {
  NUMBER: sql`${tickets.number}`,
  SUBJECT: sql`lower(${tickets.subject})`,
  // open, pending, closed in the order people work through them
  STATUS: sql`array_position(array['open','pending','closed']::ticket_status[], ${tickets.status})`,
  PRIORITY: sql`array_position(array['low','medium','high','urgent']::ticket_priority[], ${tickets.priority})`,
  CREATED_AT: sql`${tickets.createdAt}`,
  UPDATED_AT: sql`${tickets.updatedAt}`,
};

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface ListQuery {
  /** null: every ticket (administrators). */
  ownerId: string | null;
  status: TicketStatusValue | null;
  search: string | null;
  sort: { field: TicketSortField; direction: 'ASC' | 'DESC' };
  offset: number;
  first: number;
}

function scope(ownerId: string | null): SQL | undefined {
  return ownerId ? eq(tickets.ownerId, ownerId) : undefined;
}

function searchCond(search: string | null): SQL | undefined {
  if (!search) return undefined;
  const like = `%${likeEscape(search)}%`;
  const num = /^#?(\d{1,9})$/.exec(search);
  return or(ilike(tickets.subject, like), ilike(tickets.description, like), num ? eq(tickets.number, Number(num[1])) : undefined);
}

export const ticketsRepository = {
  async list(db: DbOrTx, q: ListQuery) {
    const cond = and(scope(q.ownerId), q.status ? eq(tickets.status, q.status) : undefined, searchCond(q.search));
    const dir = q.sort.direction === 'DESC' ? desc : asc;
    const n = (s: TicketStatusValue) => sql<number>`count(*) filter (where ${tickets.status} = ${s})::int`;
    const [rows, totals, counts] = await Promise.all([
      db.select().from(tickets).where(cond).orderBy(dir(SORTS[q.sort.field]), dir(tickets.number)).limit(q.first).offset(q.offset),
      db.select({ n: count() }).from(tickets).where(cond),
      db
        .select({ total: sql<number>`count(*)::int`, open: n('open'), pending: n('pending'), closed: n('closed') })
        .from(tickets)
        .where(and(scope(q.ownerId), searchCond(q.search))),
    ]);
    return {
      total: totals[0]?.n ?? 0,
      rows,
      counts: counts[0] ?? { total: 0, open: 0, pending: 0, closed: 0 },
    };
  },

  async find(db: DbOrTx, id: string): Promise<TicketRow | null> {
    const [row] = await db.select().from(tickets).where(eq(tickets.id, id));
    return row ?? null;
  },

  async insert(db: DbOrTx, t: typeof tickets.$inferInsert): Promise<TicketRow> {
    const [row] = await db.insert(tickets).values(t).returning();
    return row as TicketRow;
  },

  /** Applies `set` and bumps the version, only from `version` (null: whatever it is now). */
  async update(db: DbOrTx, id: string, version: number | null, set: Partial<typeof tickets.$inferInsert>) {
    const [row] = await db
      .update(tickets)
      .set({ ...set, version: sql`${tickets.version} + 1`, updatedAt: new Date() })
      .where(and(eq(tickets.id, id), version === null ? undefined : eq(tickets.version, version)))
      .returning();
    return row ?? null;
  },

  async remove(db: DbOrTx, id: string, version: number): Promise<boolean> {
    const rows = await db.delete(tickets).where(and(eq(tickets.id, id), eq(tickets.version, version))).returning({ id: tickets.id });
    return rows.length > 0;
  },

  async addMessage(db: DbOrTx, m: typeof ticketMessages.$inferInsert) {
    await db.insert(ticketMessages).values(m);
  },

  messages(db: DbOrTx, ticketId: string) {
    return db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, ticketId)).orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  },

  people(db: DbOrTx, ids: string[]) {
    if (!ids.length) return Promise.resolve([]);
    return db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, isAdmin: users.isAdmin })
      .from(users)
      .where(inArray(users.id, ids));
  },

  admins(db: DbOrTx) {
    return db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, isAdmin: users.isAdmin })
      .from(users)
      .where(eq(users.isAdmin, true))
      .orderBy(asc(users.lastName), asc(users.firstName));
  },
};
