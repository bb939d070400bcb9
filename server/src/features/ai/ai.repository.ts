// SQL of the assistant: messages, the per-user state row (consent, clear point), the quota count.
import { and, asc, count, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { aiMessages, aiStates } from '../../../../db/schema/index.js';
import type { AiMessageRow, AiSourceJson, AiStateRow } from '../../../../db/schema/index.js';

export type NewAiMessage = typeof aiMessages.$inferInsert;

export const aiRepository = {
  async state(db: DbOrTx, userId: string): Promise<AiStateRow | null> {
    const [row] = await db.select().from(aiStates).where(eq(aiStates.userId, userId));
    return row ?? null;
  },

  /**
   * The state row, created if missing, locked for the caller's transaction (one send at a time per user): an
   * upsert that updates locks the row, in one round trip.
   */
  async lockState(tx: DbOrTx, userId: string): Promise<AiStateRow> {
    const [row] = await tx
      .insert(aiStates)
      .values({ userId })
      .onConflictDoUpdate({ target: aiStates.userId, set: { userId: sql`excluded.user_id` } })
      .returning();
    if (!row) throw new Error('ai state row missing');
    return row;
  },

  /** Messages sent since `since` (quota) and the last message's status (pending?), in one query. */
  async usage(db: DbOrTx, userId: string, since: Date): Promise<{ sent: number; lastStatus: string | null }> {
    const res: unknown = await db.execute(sql`
      SELECT
        (SELECT count(*)::int FROM ${aiMessages} WHERE user_id = ${userId} AND sender = 'user' AND created_at >= ${since}) AS sent,
        (SELECT status FROM ${aiMessages} WHERE user_id = ${userId} ORDER BY created_at DESC, sender DESC LIMIT 1) AS last_status`);
    const row = (res as { rows: { sent: number; last_status: string | null }[] }).rows[0];
    return { sent: Number(row?.sent ?? 0), lastStatus: row?.last_status ?? null };
  },

  async setConsent(db: DbOrTx, userId: string, endpoint: string | null) {
    await db
      .insert(aiStates)
      .values({ userId, consentEndpoint: endpoint, consentedAt: endpoint ? new Date() : null })
      .onConflictDoUpdate({ target: aiStates.userId, set: { consentEndpoint: endpoint, consentedAt: endpoint ? new Date() : null } });
  },

  async setCleared(db: DbOrTx, userId: string, at: Date) {
    await db.insert(aiStates).values({ userId, clearedAt: at }).onConflictDoUpdate({ target: aiStates.userId, set: { clearedAt: at } });
  },

  /** The visible conversation: after the clear point, oldest first, at most `limit` newest. */
  async list(db: DbOrTx, userId: string, after: Date | null, limit: number): Promise<AiMessageRow[]> {
    const rows = await db
      .select()
      .from(aiMessages)
      .where(and(eq(aiMessages.userId, userId), after ? gt(aiMessages.createdAt, after) : undefined))
      .orderBy(desc(aiMessages.createdAt), desc(aiMessages.sender))
      .limit(limit);
    return rows.reverse();
  },

  async last(db: DbOrTx, userId: string): Promise<AiMessageRow | null> {
    const [row] = await db
      .select()
      .from(aiMessages)
      .where(eq(aiMessages.userId, userId))
      .orderBy(desc(aiMessages.createdAt), desc(aiMessages.sender))
      .limit(1);
    return row ?? null;
  },

  async sentSince(db: DbOrTx, userId: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(aiMessages)
      .where(and(eq(aiMessages.userId, userId), eq(aiMessages.sender, 'user'), gte(aiMessages.createdAt, since)));
    return row?.n ?? 0;
  },

  async insert(db: DbOrTx, m: NewAiMessage): Promise<AiMessageRow> {
    const [row] = await db.insert(aiMessages).values(m).returning();
    if (!row) throw new Error('insert returned nothing');
    return row;
  },

  async find(db: DbOrTx, userId: string, id: string): Promise<AiMessageRow | null> {
    const [row] = await db.select().from(aiMessages).where(and(eq(aiMessages.userId, userId), eq(aiMessages.id, id)));
    return row ?? null;
  },

  /** Stores the reply and closes its question in one transaction (the chat is no longer pending). */
  async finish(
    tx: DbOrTx,
    question: AiMessageRow,
    reply: { message: string; status: 'done' | 'stopped' | 'failed'; sources: AiSourceJson[]; engine: string | null; inputTokens: number | null; outputTokens: number | null },
  ): Promise<AiMessageRow> {
    await tx
      .update(aiMessages)
      .set({ status: reply.status === 'failed' ? 'failed' : 'answered' })
      .where(eq(aiMessages.id, question.id));
    // A reply is stamped at least 1 ms after its question, so ordering by time is the conversation's order.
    const createdAt = new Date(Math.max(Date.now(), question.createdAt.getTime() + 1));
    return this.insert(tx, { userId: question.userId, sender: 'ai', replyTo: question.id, createdAt, ...reply });
  },

  /** Questions still pending (their reply died with a previous process), oldest first. */
  async pending(db: DbOrTx): Promise<AiMessageRow[]> {
    return db.select().from(aiMessages).where(eq(aiMessages.status, 'pending')).orderBy(asc(aiMessages.createdAt)).limit(10_000);
  },

  /** The conversation before a question, for the model (newest `limit`, oldest first). */
  async history(db: DbOrTx, userId: string, before: Date, after: Date | null, limit: number): Promise<AiMessageRow[]> {
    const rows = await db
      .select()
      .from(aiMessages)
      .where(
        and(
          eq(aiMessages.userId, userId),
          sql`${aiMessages.createdAt} < ${before}`,
          after ? gt(aiMessages.createdAt, after) : undefined,
        ),
      )
      .orderBy(desc(aiMessages.createdAt))
      .limit(limit);
    return rows.reverse();
  },
};
