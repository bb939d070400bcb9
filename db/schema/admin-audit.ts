// Every administrator action on an account: who, what, whom, when, why. Rows outlive both accounts (the
// foreign keys SET NULL, never cascade): an account deletion keeps them on purpose, with the target's e-mail.
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import type { PaymentMethod } from './invoices.js';

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
  // Invoices (invoices feature): the target is the invoice's recipient; `details` names the invoice and amount.
  'ISSUE_INVOICE',
  'CANCEL_INVOICE',
  'RECORD_INVOICE_PAYMENT',
] as const;
export type AdminAuditAction = (typeof adminAuditActions)[number];

/**
 * What a billing action was about, as data rather than a sentence, so each reader sees the amount and method in
 * their own language. Amounts in minor units of `currency` (ISO 4217).
 */
export interface AdminAuditInvoiceDetails {
  invoiceNumber: string;
  /** ISSUE_INVOICE: the invoice's total; RECORD_INVOICE_PAYMENT: the amount paid; absent for CANCEL_INVOICE. */
  amountMinor?: number;
  currency?: string;
  /** RECORD_INVOICE_PAYMENT only. */
  paymentMethod?: PaymentMethod;
  paymentReference?: string | null;
}

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
    /** Free text an administrator typed: why a ban, a removal or an invoice's cancellation. */
    reason: text(),
    /** For ISSUE_INVOICE, CANCEL_INVOICE and RECORD_INVOICE_PAYMENT (migration 0028 filled in older rows). */
    details: jsonb().$type<AdminAuditInvoiceDetails>(),
    /** For BAN: when the ban ends (null = indefinite). */
    bannedUntil: timestamp({ withTimezone: true, mode: 'date' }),
    at: timestamp({ withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_target_at_idx').on(t.targetUserId, t.at), index('admin_audit_at_idx').on(t.at)],
);

export type AdminAuditRow = typeof adminAudit.$inferSelect;
