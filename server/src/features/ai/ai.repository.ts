// SQL of the assistant: messages, the per-user state row (consent, clear point), the quota count.
import { and, asc, count, desc, eq, gt, gte, lt, ne, sql } from 'drizzle-orm';
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
      // updated_at marks the latest send or retry: start-up takes a question as dead only once it is older
      // than the reply timeout (see pendingBefore).
      .onConflictDoUpdate({ target: aiStates.userId, set: { userId: sql`excluded.user_id`, updatedAt: new Date() } })
      .returning();
    if (!row) throw new Error('ai state row missing');
    return row;
  },

  /**
   * Messages sent since `since` that count against the quota, and the last message's status (pending?), in one
   * query. A message whose reply failed (the engine erred, timed out or sent nothing: the message's own status
   * says so, schema/ai.ts) is not counted: the person got nothing for it. Retry makes it pending again, so an
   * answered retry counts once.
   */
  async usage(db: DbOrTx, userId: string, since: Date): Promise<{ sent: number; lastStatus: string | null }> {
    const res: unknown = await db.execute(sql`
      SELECT
        (SELECT count(*)::int FROM ${aiMessages}
          WHERE user_id = ${userId} AND sender = 'user' AND created_at >= ${since} AND status <> 'failed') AS sent,
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

  /** The quota's count since `since`, as `usage` counts it (a message whose reply failed is not counted). */
  async sentSince(db: DbOrTx, userId: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(aiMessages)
      .where(
        and(
          eq(aiMessages.userId, userId),
          eq(aiMessages.sender, 'user'),
          gte(aiMessages.createdAt, since),
          ne(aiMessages.status, 'failed'),
        ),
      );
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

  /**
   * Stores the reply and closes its question in one transaction (the chat is no longer pending). Only a question
   * still pending is closed: null when something else closed it first (a start-up sweep that took it for dead),
   * so one question never gets two replies.
   */
  async finish(
    tx: DbOrTx,
    question: AiMessageRow,
    reply: { message: string; status: 'done' | 'stopped' | 'failed'; sources: AiSourceJson[]; engine: string | null; inputTokens: number | null; outputTokens: number | null },
  ): Promise<AiMessageRow | null> {
    const closed = await tx
      .update(aiMessages)
      .set({ status: reply.status === 'failed' ? 'failed' : 'answered' })
      .where(and(eq(aiMessages.id, question.id), eq(aiMessages.status, 'pending')))
      .returning({ id: aiMessages.id });
    if (!closed.length) return null;
    // A reply is stamped at least 1 ms after its question, so ordering by time is the conversation's order.
    const createdAt = new Date(Math.max(Date.now(), question.createdAt.getTime() + 1));
    return this.insert(tx, { userId: question.userId, sender: 'ai', replyTo: question.id, createdAt, ...reply });
  },

  /** A retry: the failed reply goes and its question is pending again (the last message is the user's). */
  async reopen(tx: DbOrTx, question: AiMessageRow, failedReplyId: string): Promise<AiMessageRow> {
    await tx.delete(aiMessages).where(and(eq(aiMessages.id, failedReplyId), eq(aiMessages.userId, question.userId)));
    const [row] = await tx.update(aiMessages).set({ status: 'pending' }).where(eq(aiMessages.id, question.id)).returning();
    if (!row) throw new Error('question missing');
    return row;
  },

  /**
   * Questions pending since before `cutoff` (their reply died with a process): neither asked nor retried since
   * (the state row's updated_at moves with each send and retry), oldest first.
   */
  async pendingBefore(db: DbOrTx, cutoff: Date): Promise<AiMessageRow[]> {
    const rows = await db
      .select({ m: aiMessages })
      .from(aiMessages)
      .innerJoin(aiStates, eq(aiStates.userId, aiMessages.userId))
      .where(and(eq(aiMessages.status, 'pending'), lt(aiMessages.createdAt, cutoff), lt(aiStates.updatedAt, cutoff)))
      .orderBy(asc(aiMessages.createdAt))
      .limit(10_000);
    return rows.map((r) => r.m);
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
