// Drizzle queries for sleep sessions.
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { sleepSessions } from '../../../../db/schema/index.js';
import type { SleepSessionRow } from '../../../../db/schema/index.js';
import type { ReadingOrigin, SleepInput, SleepSessionView } from './vitals.types.js';

export function toSleepView(r: SleepSessionRow): SleepSessionView {
  return {
    id: r.id,
    gadgetId: r.gadgetId,
    source: r.source,
    start: r.start.toISOString(),
    end: r.end.toISOString(),
    stages: r.stages,
    awakeSeconds: r.awakeSeconds,
    lightSeconds: r.lightSeconds,
    deepSeconds: r.deepSeconds,
    remSeconds: r.remSeconds,
  };
}

export const sleepRepository = {
  /** ON CONFLICT DO NOTHING RETURNING: sessions missing from the answer were already stored. */
  async insert(tx: DbOrTx, origin: ReadingOrigin, items: SleepInput[]): Promise<SleepSessionRow[]> {
    if (!items.length) return [];
    return tx
      .insert(sleepSessions)
      .values(
        items.map((s) => ({
          userId: origin.userId,
          gadgetId: origin.gadgetId,
          source: origin.source,
          deviceReadingId: s.deviceReadingId,
          start: s.start,
          end: s.end,
          stages: s.stages,
          ...s.totals,
        })),
      )
      .onConflictDoNothing({ target: [sleepSessions.gadgetId, sleepSessions.deviceReadingId] })
      .returning();
  },

  /** Sessions overlapping [from, to), oldest first. */
  async list(db: DbOrTx, userId: string, from: Date, to: Date, limit: number): Promise<SleepSessionRow[]> {
    return db
      .select()
      .from(sleepSessions)
      .where(and(eq(sleepSessions.userId, userId), lt(sleepSessions.start, to), gt(sleepSessions.end, from)))
      .orderBy(asc(sleepSessions.start))
      .limit(limit);
  },
};
