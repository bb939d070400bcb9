// Drizzle queries for the audit trail.
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { auditLog } from '../../../../db/schema/index.js';

export const auditRepository = {
  async insert(db: DbOrTx, row: typeof auditLog.$inferInsert) {
    await db.insert(auditLog).values(row);
  },

  /** Newest first, by the (subject_user, at) index. */
  list(db: DbOrTx, subjectUserId: string, limit: number) {
    return db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectUserId, subjectUserId))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit);
  },
};
