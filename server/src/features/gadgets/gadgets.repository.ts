// Drizzle queries for gadgets. Every lookup by id is scoped to the owner and skips removed gadgets, so
// someone else's gadget is simply not found. Returns null for not-found.
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { gadgets, users } from '../../../../db/schema/index.js';
import type { GadgetKind, GadgetRow } from '../../../../db/schema/index.js';
import { banActiveSql } from '../../lib/bans.js';

function prepareFindByKeyHash(db: DbOrTx) {
  return db
    .select({ gadget: gadgets, ownerBanned: sql<boolean>`${banActiveSql()}` })
    .from(gadgets)
    .innerJoin(users, eq(users.id, gadgets.userId))
    .where(eq(gadgets.keyHash, sql.placeholder('keyHash')))
    .prepare('gadget_by_key_hash');
}

/** Per database handle (the app's, a test's, PGlite's); a WeakMap lets a closed handle go. */
const byKeyHash = new WeakMap<DbOrTx, ReturnType<typeof prepareFindByKeyHash>>();

const live = (userId: string, id: string) =>
  and(eq(gadgets.id, id), eq(gadgets.userId, userId), isNull(gadgets.removedAt));

export const gadgetsRepository = {
  /**
   * SQL condition, for a statement that stores a device's batch: the gadget still has this key, neither revoked
   * nor removed, and its owner is not banned (what authenticateDevice checks, re-checked in that statement's
   * snapshot). Its text is the same for every gadget; the ids are parameters.
   */
  liveKeyCondition(gadgetId: Placeholder | string, keyHash: Placeholder | string): SQL {
    return sql`EXISTS (SELECT 1 FROM ${gadgets} JOIN ${users} ON ${users.id} = ${gadgets.userId}
      WHERE ${gadgets.id} = ${gadgetId}::uuid AND ${gadgets.keyHash} = ${keyHash}::text
        AND ${gadgets.removedAt} IS NULL AND ${gadgets.keyRevokedAt} IS NULL AND NOT (${banActiveSql()}))`;
  },

  async listLive(db: DbOrTx, userId: string): Promise<GadgetRow[]> {
    return db
      .select()
      .from(gadgets)
      .where(and(eq(gadgets.userId, userId), isNull(gadgets.removedAt)))
      .orderBy(asc(gadgets.createdAt), asc(gadgets.id));
  },

  async countLive(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(gadgets)
      .where(and(eq(gadgets.userId, userId), isNull(gadgets.removedAt)));
    return row?.n ?? 0;
  },

  async insert(
    db: DbOrTx,
    g: { userId: string; name: string; kind: GadgetKind; keyHash: string; keyPrefix: string },
  ): Promise<GadgetRow> {
    const [row] = await db.insert(gadgets).values(g).returning();
    if (!row) throw new Error('gadget insert returned nothing');
    return row;
  },

  async update(
    db: DbOrTx,
    userId: string,
    id: string,
    patch: Partial<typeof gadgets.$inferInsert>,
  ): Promise<GadgetRow | null> {
    const [row] = await db.update(gadgets).set(patch).where(live(userId, id)).returning();
    return row ?? null;
  },

  /**
   * The gadget of a device key, and whether its owner's ban is in force, in one round trip. Every device
   * request runs it first (one reading a second per gadget), so it is prepared: drizzle builds it once per
   * database handle and PostgreSQL plans it once per connection.
   */
  async findByKeyHash(db: DbOrTx, keyHash: string): Promise<{ gadget: GadgetRow; ownerBanned: boolean } | null> {
    let query = byKeyHash.get(db);
    if (!query) byKeyHash.set(db, (query = prepareFindByKeyHash(db)));
    const [row] = await query.execute({ keyHash });
    return row ?? null;
  },
};
