// Who read whose health data, when and from where (HIPAA §164.312(b)). Written by the services on every read
// of records, observations, vitals history, exports and twin pages; the subject can list their own entries.
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Who read; kept (null) when that account is deleted, so the subject still sees the access. */
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    subjectUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** e.g. record.read, records.list, records.export, records.import, twin.read, vitals.series. */
    action: text().notNull(),
    entityType: text(),
    entityId: text(),
    ip: text(),
    userAgent: text(),
    at: timestamp({ withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_subject_at_idx').on(t.subjectUserId, t.at)],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
