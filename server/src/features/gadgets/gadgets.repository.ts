// Drizzle queries for gadgets. Every lookup by id is scoped to the owner and skips removed gadgets, so
// someone else's gadget is simply not found. Returns null for not-found.
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { gadgets } from '../../../../db/schema/index.js';
import type { GadgetKind, GadgetRow } from '../../../../db/schema/index.js';

const live = (userId: string, id: string) =>
  and(eq(gadgets.id, id), eq(gadgets.userId, userId), isNull(gadgets.removedAt));

export const gadgetsRepository = {
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

  async findByKeyHash(db: DbOrTx, keyHash: string): Promise<GadgetRow | null> {
    const [row] = await db.select().from(gadgets).where(eq(gadgets.keyHash, keyHash));
    return row ?? null;
  },
};
