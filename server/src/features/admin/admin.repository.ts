// Drizzle queries for the admin list and audit. Sort keys come in as enum values and are mapped through
// SORTS below (never into sql.identifier); search uses the expression the pg_trgm index is built on.
import { and, asc, count, desc, eq, isNotNull, isNull, min, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { adminAudit, users } from '../../../../db/schema/index.js';
import type { AdminAuditRow, UserRow } from '../../../../db/schema/index.js';
import { banActiveSql, notBannedSql } from '../../lib/bans.js';

/** The list counts matches exactly up to here; beyond, it says "more than TOTAL_CAP". */
export const TOTAL_CAP = 1000;

export type SortField = 'NAME' | 'EMAIL' | 'VERIFIED' | 'ADMIN' | 'BANNED' | 'CREATED_AT' | 'LAST_ACTIVE_AT';

export interface ListQuery {
  search: string | null;
  filter: { verified?: boolean | null; banned?: boolean | null; admin?: boolean | null };
  sort: { field: SortField; direction: 'ASC' | 'DESC' };
  offset: number;
  first: number;
}

/** The allow-list: each sort key and the SQL it orders by. */
const SORTS: Record<SortField, SQL[]> = {
  NAME: [sql`lower(coalesce(${users.lastName}, ''))`, sql`lower(coalesce(${users.firstName}, ''))`],
  EMAIL: [sql`lower(${users.email})`],
  VERIFIED: [sql`(${users.emailVerifiedAt} is not null)`],
  ADMIN: [sql`${users.isAdmin}`],
  BANNED: [sql`(${banActiveSql()})`],
  CREATED_AT: [sql`${users.createdAt}`],
  LAST_ACTIVE_AT: [sql`${users.lastActiveAt}`],
};

/** The stored, lower-cased "first last email" column of migration 0004, indexed with pg_trgm. */
const searchText = sql`${users}."search_text"`;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(q: ListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (q.search) parts.push(sql`${searchText} like ${`%${likeEscape(q.search.toLowerCase())}%`}`);
  const f = q.filter;
  if (typeof f.verified === 'boolean') parts.push(f.verified ? isNotNull(users.emailVerifiedAt) : isNull(users.emailVerifiedAt));
  if (typeof f.admin === 'boolean') parts.push(eq(users.isAdmin, f.admin));
  if (typeof f.banned === 'boolean') parts.push(f.banned ? banActiveSql() : notBannedSql());
  return and(...parts);
}

export const adminRepository = {
  /** The page and the total, as two query builders (bench/admin-users.ts prints their plans). */
  listQueries(db: DbOrTx, q: ListQuery) {
    const cond = where(q);
    const dir = q.sort.direction === 'DESC' ? desc : asc;
    // Only "last active" can be null (never signed in: last either way). The others keep the default null
    // order, so the default sort matches users_created_at_id_idx and stops after one page.
    const nulls = q.sort.field === 'LAST_ACTIVE_AT' ? sql` nulls last` : sql``;
    const order = SORTS[q.sort.field].map((e) => (q.sort.direction === 'DESC' ? sql`${e} desc${nulls}` : sql`${e} asc${nulls}`));
    return {
      page: db.select().from(users).where(cond).orderBy(...order, dir(users.id)).limit(q.first).offset(q.offset),
      // Counting stops past the cap: an exact total of 7,500 "ann" matches costs a scan of all of them
      // (80 ms on 100k accounts), while a page needs only 25 (bench/admin-users.ts).
      total: db
        .select({ n: count() })
        .from(db.select({ one: sql`1` }).from(users).where(cond).limit(TOTAL_CAP + 1).as('matches')),
    };
  },

  async list(db: DbOrTx, q: ListQuery): Promise<{ total: number; totalCapped: boolean; rows: UserRow[] }> {
    const { page, total } = this.listQueries(db, q);
    const [rows, totals] = await Promise.all([page, total]);
    const n = totals[0]?.n ?? 0;
    return { total: Math.min(n, TOTAL_CAP), totalCapped: n > TOTAL_CAP, rows };
  },

  /**
   * Locks every administrator row (FOR UPDATE, in id order so two transactions cannot deadlock) and returns
   * them as they are after any concurrent change committed: the last-admin rule reads this, not a stale count.
   */
  async lockAdmins(tx: DbOrTx): Promise<Pick<UserRow, 'id' | 'bannedAt' | 'bannedUntil' | 'banReason'>[]> {
    return tx
      .select({ id: users.id, bannedAt: users.bannedAt, bannedUntil: users.bannedUntil, banReason: users.banReason })
      .from(users)
      .where(eq(users.isAdmin, true))
      .orderBy(asc(users.id))
      .for('update');
  },

  async nextBanEnd(db: DbOrTx): Promise<Date | null> {
    const [row] = await db
      .select({ end: min(users.bannedUntil) })
      .from(users)
      .where(banActiveSql()); // min() skips the bans without an end
    return row?.end ?? null;
  },

  async findForUpdate(tx: DbOrTx, id: string): Promise<UserRow | null> {
    const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    return row ?? null;
  },

  async update(tx: DbOrTx, id: string, patch: Partial<typeof users.$inferInsert>): Promise<UserRow | null> {
    const [row] = await tx.update(users).set(patch).where(eq(users.id, id)).returning();
    return row ?? null;
  },

  async audit(db: DbOrTx, offset: number, first: number): Promise<{ total: number; rows: AdminAuditRow[] }> {
    const [rows, totals] = await Promise.all([
      db.select().from(adminAudit).orderBy(desc(adminAudit.at), desc(adminAudit.id)).limit(first).offset(offset),
      db.select({ n: count() }).from(adminAudit),
    ]);
    return { total: totals[0]?.n ?? 0, rows };
  },

  auditAbout(db: DbOrTx, targetUserId: string, first: number): Promise<AdminAuditRow[]> {
    return db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.targetUserId, targetUserId))
      .orderBy(desc(adminAudit.at), desc(adminAudit.id))
      .limit(first);
  },
};
