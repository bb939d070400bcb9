// Every administrator action on an account: who, what, whom, when, why. Rows outlive both accounts (the
// foreign keys SET NULL, never cascade): an account deletion keeps them on purpose, with the target's e-mail.
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

export const adminAuditActions = [
  'BAN',
  'UNBAN',
  'GRANT_ADMIN',
  'REVOKE_ADMIN',
  'RESEND_VERIFICATION',
  'BAN_EXPIRED',
  // Moderation of profile posts (posts feature), with the reason.
  'REMOVE_POST',
  'REMOVE_COMMENT',
  // Invoices (invoices feature): the target is the invoice's recipient, the reason names the invoice.
  'ISSUE_INVOICE',
  'CANCEL_INVOICE',
  'RECORD_INVOICE_PAYMENT',
] as const;
export type AdminAuditAction = (typeof adminAuditActions)[number];

export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The admin; null for the command line (`npm run admin`), ADMIN_EMAILS and the ban-expiry sweep. */
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text(),
    action: text().$type<AdminAuditAction>().notNull(),
    targetUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Snapshot: the row still names whom it was about after that account is deleted. */
    targetEmail: text().notNull(),
    reason: text(),
    /** For BAN: when the ban ends (null = indefinite). */
    bannedUntil: timestamp({ withTimezone: true, mode: 'date' }),
    at: timestamp({ withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_target_at_idx').on(t.targetUserId, t.at), index('admin_audit_at_idx').on(t.at)],
);

export type AdminAuditRow = typeof adminAudit.$inferSelect;
