// Invoices, modelled on FHIR R4 Invoice: what a user owes an issuer. Money is integer minor units (bigint,
// read as number: amounts are validated far below 2^53) plus an ISO 4217 code — never floats. What is paid and
// still open, and whether an issued invoice is overdue, are derived from the payments and the clock, never
// stored. Invoices imported from FHIR (Claim / ExplanationOfBenefit) keep the originals' identities so a
// re-import finds them; order_id links an invoice to a shop order (no FK: the orders table lands later).
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { timestamps } from './columns.js';

export const INVOICE_STATUSES = ['draft', 'issued', 'balanced', 'cancelled', 'entered_in_error'] as const;
/** admin: issued in the portal; fhir: imported Claim/EOB; order: issued for a shop order. */
export const INVOICE_ORIGINS = ['admin', 'fhir', 'order'] as const;
export const PAYMENT_METHODS = ['card', 'bank_transfer', 'cash', 'cheque', 'insurance', 'other'] as const;
/**
 * Who wrote a payment: 'portal' (an administrator, or the shop's settle) or 'import' (an EOB's insurer payment).
 * A re-import replaces only its own ('import') rows; recorded_by cannot tell them apart, since it becomes null
 * when the admin who recorded a portal payment is deleted.
 */
export const PAYMENT_SOURCES = ['portal', 'import'] as const;
export const INVOICE_EVENT_TYPES = ['issued', 'imported', 'reimported', 'payment', 'balanced', 'cancelled'] as const;
/** FHIR R4 InvoicePriceComponentType. */
export const PRICE_COMPONENT_TYPES = ['base', 'surcharge', 'deduction', 'discount', 'tax', 'informational'] as const;

export const invoiceStatus = pgEnum('invoice_status', INVOICE_STATUSES);
export const invoiceOrigin = pgEnum('invoice_origin', INVOICE_ORIGINS);
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);
export const paymentSource = pgEnum('payment_source', PAYMENT_SOURCES);
export const invoiceEventType = pgEnum('invoice_event_type', INVOICE_EVENT_TYPES);

const money = (name?: string) => (name ? bigint(name, { mode: 'number' }) : bigint({ mode: 'number' }));

export interface PriceComponent {
  type: (typeof PRICE_COMPONENT_TYPES)[number];
  code: string | null;
  amountMinor: number;
}

export const invoices = pgTable(
  'invoices',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The recipient (FHIR Invoice.recipient / subject). */
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text().notNull(),
    /** Who numbers the invoice: 'portal' for the portal's own, the provider reference for imports. */
    issuerKey: text().notNull(),
    issuerName: text().notNull(),
    recipientName: text().notNull(),
    status: invoiceStatus().notNull(),
    origin: invoiceOrigin().notNull(),
    currency: text().notNull(),
    issuedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** Calendar date (YYYY-MM-DD); null for imported invoices (FHIR has none, and old claims are not "overdue"). */
    dueDate: date({ mode: 'string' }),
    totalNetMinor: money().notNull(),
    totalGrossMinor: money().notNull(),
    cancelReason: text(),
    orderId: uuid(),
    /** Import identity: the Claim (or a lone EOB) the invoice was made from, and the EOB that settled it. */
    fhirResourceType: text(),
    fhirId: text(),
    fhirSource: text().notNull().default(''),
    fhirHash: text(),
    eobId: text(),
    ...timestamps,
  },
  (t) => [
    // Portal numbering is global per issuer; an imported provider's numbers are unique within the account's copy.
    uniqueIndex('invoices_issuer_number_key').on(t.issuerKey, t.number).where(sql`origin <> 'fhir'`),
    uniqueIndex('invoices_user_issuer_number_key').on(t.userId, t.issuerKey, t.number).where(sql`origin = 'fhir'`),
    uniqueIndex('invoices_user_fhir_key').on(t.userId, t.fhirResourceType, t.fhirSource, t.fhirId).where(sql`fhir_id IS NOT NULL`),
    index('invoices_user_issued_idx').on(t.userId, t.issuedAt),
    index('invoices_order_idx').on(t.orderId),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid().primaryKey().defaultRandom(),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    sequence: integer().notNull(),
    description: text().notNull(),
    code: text(),
    codeSystem: text(),
    quantity: integer().notNull(),
    unitPriceMinor: money().notNull(),
    /** quantity × unit price, plus the line's other price components. */
    netMinor: money().notNull(),
    priceComponents: jsonb().$type<PriceComponent[]>().notNull().default([]),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.sequence)],
);

export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountMinor: money().notNull(),
    currency: text().notNull(),
    paidOn: date({ mode: 'string' }).notNull(),
    method: paymentMethod().notNull(),
    reference: text(),
    recordedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    source: paymentSource().notNull().default('portal'),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('invoice_payments_invoice_idx').on(t.invoiceId)],
);

export const invoiceEvents = pgTable(
  'invoice_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    type: invoiceEventType().notNull(),
    // clock_timestamp, not now(): events written in one transaction (payment, then balanced) keep their order.
    at: timestamp({ withTimezone: true, mode: 'date' }).notNull().default(sql`clock_timestamp()`),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    note: text(),
    amountMinor: money(),
  },
  (t) => [index('invoice_events_invoice_idx').on(t.invoiceId, t.at)],
);

/** The portal's invoice numbers: one counter per issuer and year, bumped atomically inside the issuing transaction. */
export const invoiceNumberCounters = pgTable(
  'invoice_number_counters',
  {
    issuerKey: text().notNull(),
    year: integer().notNull(),
    last: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.issuerKey, t.year] })],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type InvoicePaymentRow = typeof invoicePayments.$inferSelect;
export type InvoiceEventRow = typeof invoiceEvents.$inferSelect;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export type InvoiceOrigin = (typeof INVOICE_ORIGINS)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];
export type InvoiceEventType = (typeof INVOICE_EVENT_TYPES)[number];
