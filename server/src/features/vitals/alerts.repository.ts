// Drizzle queries for threshold alerts (the overrides come with the stored readings: vitals.repository.ts).
import { and, between, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { vitalAlerts } from '../../../../db/schema/index.js';
import type { VitalAlertRow, VitalKind } from '../../../../db/schema/index.js';
import { ALERT_QUIET_MS } from './vital-definitions.js';
import type { VitalAlertView } from './vitals.types.js';

export function toAlertView(r: VitalAlertRow): VitalAlertView {
  return {
    id: r.id,
    kind: r.kind,
    gadgetId: r.gadgetId,
    readingTime: r.readingTime.toISOString(),
    value: r.value,
    value2: r.value2,
    rule: r.rule,
    severity: r.severity,
    message: r.message,
    createdAt: r.createdAt.toISOString(),
    acknowledgedAt: r.acknowledgedAt?.toISOString() ?? null,
  };
}

export const alertsRepository = {
  /** True when an unacknowledged alert of the same rule exists within the quiet window around `time`. */
  async hasOpenNear(tx: DbOrTx, userId: string, kind: VitalKind, rule: string, time: Date): Promise<boolean> {
    const rows = await tx
      .select({ id: vitalAlerts.id })
      .from(vitalAlerts)
      .where(
        and(
          eq(vitalAlerts.userId, userId),
          eq(vitalAlerts.kind, kind),
          eq(vitalAlerts.rule, rule),
          isNull(vitalAlerts.acknowledgedAt),
          between(
            vitalAlerts.readingTime,
            new Date(time.getTime() - ALERT_QUIET_MS),
            new Date(time.getTime() + ALERT_QUIET_MS),
          ),
        ),
      )
      .limit(1);
    return rows.length > 0;
  },

  async insert(tx: DbOrTx, rows: (typeof vitalAlerts.$inferInsert)[]): Promise<VitalAlertRow[]> {
    if (!rows.length) return [];
    return tx.insert(vitalAlerts).values(rows).returning();
  },

  async list(db: DbOrTx, userId: string, acknowledged: boolean | null, limit: number): Promise<VitalAlertRow[]> {
    const ack =
      acknowledged === null
        ? undefined
        : acknowledged
          ? isNotNull(vitalAlerts.acknowledgedAt)
          : isNull(vitalAlerts.acknowledgedAt);
    return db
      .select()
      .from(vitalAlerts)
      .where(and(eq(vitalAlerts.userId, userId), ack))
      .orderBy(desc(vitalAlerts.createdAt), desc(vitalAlerts.readingTime))
      .limit(limit);
  },

  /** Idempotent: an acknowledged alert keeps its first acknowledgement time. Null when not the user's. */
  async acknowledge(db: DbOrTx, userId: string, id: string): Promise<VitalAlertRow | null> {
    const [row] = await db
      .update(vitalAlerts)
      .set({ acknowledgedAt: sql`coalesce(${vitalAlerts.acknowledgedAt}, now())` })
      .where(and(eq(vitalAlerts.id, id), eq(vitalAlerts.userId, userId)))
      .returning();
    return row ?? null;
  },
};
