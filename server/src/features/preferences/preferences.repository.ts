// Drizzle queries for the account's preferences (user_preferences) and the user's own alert thresholds (user
// rows of alert_thresholds, which the ingest statement reads with every batch — no cache to invalidate).
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { alertThresholds, userPreferences } from '../../../../db/schema/index.js';
import type { AlertThresholdRow, UserPreferencesRow, VitalKind } from '../../../../db/schema/index.js';

export type PreferencesPatch = Partial<Omit<UserPreferencesRow, 'userId' | 'updatedAt'>>;

export const preferencesRepository = {
  async find(db: DbOrTx, userId: string): Promise<UserPreferencesRow | null> {
    const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
    return row ?? null;
  },

  async findMany(db: DbOrTx, userIds: readonly string[]): Promise<UserPreferencesRow[]> {
    if (userIds.length === 0) return [];
    return db.select().from(userPreferences).where(inArray(userPreferences.userId, [...userIds]));
  },

  /** Creates the row with defaults for what the patch leaves out, or changes only the given columns. */
  async upsert(db: DbOrTx, userId: string, patch: PreferencesPatch): Promise<UserPreferencesRow> {
    const [row] = await db
      .insert(userPreferences)
      .values({ userId, ...patch })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { ...patch, updatedAt: new Date() } })
      .returning();
    if (!row) throw new Error('upsert returned no row');
    return row;
  },

  async userThresholds(db: DbOrTx, userId: string): Promise<AlertThresholdRow[]> {
    return db.select().from(alertThresholds).where(eq(alertThresholds.userId, userId));
  },

  async upsertThresholds(
    db: DbOrTx,
    rows: (typeof alertThresholds.$inferInsert & { userId: string })[],
  ): Promise<void> {
    for (const r of rows) {
      await db
        .insert(alertThresholds)
        .values(r)
        .onConflictDoUpdate({
          target: [alertThresholds.userId, alertThresholds.kind, alertThresholds.name],
          set: { limit: r.limit, field: r.field, comparator: r.comparator, severity: r.severity, enabled: true },
        });
    }
  },

  async deleteThresholds(db: DbOrTx, userId: string, kinds: VitalKind[]): Promise<void> {
    await db
      .delete(alertThresholds)
      .where(and(eq(alertThresholds.userId, userId), inArray(alertThresholds.kind, kinds)));
  },
};
