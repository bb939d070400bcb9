// Drizzle queries for invoices. The paid sum and the page state are computed in SQL from the payments and
// "today" (passed in, so a test can fix the clock); nothing derived is stored. Returns null for not-found.
import { and, asc, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import type { AdminAuditAction, AdminAuditInvoiceDetails } from '../../../../db/schema/index.js';
import {
  invoiceEvents,
  invoiceLines,
  invoiceNumberCounters,
  invoicePayments,
  invoices,
  users,
} from '../../../../db/schema/index.js';
import type { InvoiceRow } from '../../../../db/schema/index.js';
import { writeAdminAudit } from '../../lib/admin-audit.js';
import type { InvoiceListQuery, InvoicePageView, InvoiceStateValue, InvoiceView } from './invoices.types.js';

// Written out (not ${invoices.id}): drizzle may render a column unqualified, which inside this subquery would be p.id.
const paid = sql<number>`(SELECT coalesce(sum(p.amount_minor), 0) FROM invoice_payments p WHERE p.invoice_id = "invoices"."id")`.mapWith(Number);

const stateOf = (today: string) =>
  sql<InvoiceStateValue>`CASE
    WHEN ${invoices.status} = 'issued' AND ${invoices.dueDate} IS NOT NULL AND ${invoices.dueDate} < ${today}::date THEN 'overdue'
    WHEN ${invoices.status} = 'balanced' THEN 'paid'
    ELSE ${invoices.status}::text END`;

/** The row plus its derived state, from a row and its paid sum. */
export function toView(row: InvoiceRow, amountPaidMinor: number, today: string): InvoiceView {
  const overdue = row.status === 'issued' && row.dueDate !== null && row.dueDate < today;
  const state: InvoiceStateValue = overdue ? 'overdue' : row.status === 'balanced' ? 'paid' : row.status;
  const open = row.status === 'issued' || row.status === 'draft' ? Math.max(0, row.totalGrossMinor - amountPaidMinor) : 0;
  return { ...row, amountPaidMinor, amountOpenMinor: open, overdue, state };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function baseFilter(userId: string, q: Pick<InvoiceListQuery, 'from' | 'to' | 'search'>): SQL {
  const parts: (SQL | undefined)[] = [eq(invoices.userId, userId)];
  if (q.from) parts.push(gte(invoices.issuedAt, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) parts.push(lte(invoices.issuedAt, new Date(`${q.to}T23:59:59.999Z`)));
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    parts.push(or(sql`${invoices.number} ILIKE ${like}`, sql`${invoices.issuerName} ILIKE ${like}`));
  }
  return and(...parts) ?? sql`true`;
}

const SORTS: Record<InvoiceListQuery['sort'], SQL[]> = {
  issued_desc: [desc(invoices.issuedAt), desc(invoices.number)],
  issued_asc: [asc(invoices.issuedAt), asc(invoices.number)],
  due_asc: [sql`${invoices.dueDate} ASC NULLS LAST`, desc(invoices.issuedAt)],
  amount_desc: [desc(invoices.totalGrossMinor), desc(invoices.issuedAt)],
  amount_asc: [asc(invoices.totalGrossMinor), desc(invoices.issuedAt)],
  number_asc: [asc(invoices.number)],
};

export const invoicesRepository = {
  async list(db: DbOrTx, userId: string, q: InvoiceListQuery, today: string): Promise<InvoicePageView> {
    const state = stateOf(today);
    const base = baseFilter(userId, q);
    const where = q.states?.length ? and(base, inArray(state, q.states)) : base;
    const rows = await db
      .select({ row: invoices, paid })
      .from(invoices)
      .where(where)
      .orderBy(...SORTS[q.sort], asc(invoices.id))
      .limit(q.limit)
      .offset(q.offset);
    const [count] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(invoices).where(where);
    const totals = await db
      .select({
        state,
        currency: invoices.currency,
        count: sql<number>`count(*)`.mapWith(Number),
        amountMinor: sql<number>`sum(CASE WHEN ${state} IN ('issued', 'overdue', 'draft')
          THEN greatest(${invoices.totalGrossMinor} - ${paid}, 0) ELSE ${invoices.totalGrossMinor} END)`.mapWith(Number),
      })
      .from(invoices)
      .where(base)
      // By position: the state expression carries a bound parameter (today), so repeating it would not match.
      .groupBy(sql`1`, sql`2`)
      .orderBy(sql`1`, sql`2`);
    return {
      items: rows.map((r) => toView(r.row, r.paid, today)),
      totalCount: count?.n ?? 0,
      totals,
    };
  },

  async find(db: DbOrTx, id: string, today: string, userId?: string): Promise<InvoiceView | null> {
    const where = userId ? and(eq(invoices.id, id), eq(invoices.userId, userId)) : eq(invoices.id, id);
    const [r] = await db.select({ row: invoices, paid }).from(invoices).where(where);
    return r ? toView(r.row, r.paid, today) : null;
  },

  async forUser(db: DbOrTx, userId: string, today: string): Promise<InvoiceView[]> {
    const rows = await db
      .select({ row: invoices, paid })
      .from(invoices)
      .where(eq(invoices.userId, userId))
      .orderBy(desc(invoices.issuedAt), asc(invoices.id));
    return rows.map((r) => toView(r.row, r.paid, today));
  },

  /** Locks the invoice row for the rest of the transaction: concurrent payments on it queue up here. */
  async lock(tx: DbOrTx, id: string): Promise<InvoiceRow | null> {
    const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
    return row ?? null;
  },

  async paidSum(tx: DbOrTx, id: string): Promise<number> {
    const [r] = await tx
      .select({ n: sql<number>`coalesce(sum(${invoicePayments.amountMinor}), 0)`.mapWith(Number) })
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, id));
    return r?.n ?? 0;
  },

  async insert(tx: DbOrTx, values: typeof invoices.$inferInsert): Promise<InvoiceRow> {
    const [row] = await tx.insert(invoices).values(values).returning();
    if (!row) throw new Error('invoice insert returned nothing');
    return row;
  },

  async update(tx: DbOrTx, id: string, values: Partial<typeof invoices.$inferInsert>): Promise<InvoiceRow | null> {
    const [row] = await tx.update(invoices).set(values).where(eq(invoices.id, id)).returning();
    return row ?? null;
  },

  async replaceLines(tx: DbOrTx, invoiceId: string, lines: Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>[]) {
    await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
    if (lines.length) await tx.insert(invoiceLines).values(lines.map((l) => ({ ...l, invoiceId })));
  },

  /**
   * Deletes the import's own payments (source 'import') before a re-import writes the EOB's again. Portal
   * payments stay, including those whose admin was deleted since (recorded_by is then null, which is why the
   * source column decides, not recorded_by).
   */
  async deleteImportedPayments(tx: DbOrTx, invoiceId: string) {
    await tx.delete(invoicePayments).where(and(eq(invoicePayments.invoiceId, invoiceId), eq(invoicePayments.source, 'import')));
  },

  async insertPayment(tx: DbOrTx, values: typeof invoicePayments.$inferInsert) {
    const [row] = await tx.insert(invoicePayments).values(values).returning();
    if (!row) throw new Error('payment insert returned nothing');
    return row;
  },

  async event(tx: DbOrTx, values: typeof invoiceEvents.$inferInsert) {
    await tx.insert(invoiceEvents).values(values);
  },

  /** The next portal number of an issuer for a year, atomically (the row lock lasts until commit). */
  async nextNumber(tx: DbOrTx, issuerKey: string, year: number): Promise<number> {
    const [r] = await tx
      .insert(invoiceNumberCounters)
      .values({ issuerKey, year, last: 1 })
      .onConflictDoUpdate({
        target: [invoiceNumberCounters.issuerKey, invoiceNumberCounters.year],
        set: { last: sql`${invoiceNumberCounters.last} + 1` },
      })
      .returning({ last: invoiceNumberCounters.last });
    if (!r) throw new Error('invoice counter returned nothing');
    return r.last;
  },

  lines: (db: DbOrTx, invoiceId: string) =>
    db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(asc(invoiceLines.sequence)),
  payments: (db: DbOrTx, invoiceId: string) =>
    db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId)).orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.createdAt)),
  events: (db: DbOrTx, invoiceId: string) =>
    db.select().from(invoiceEvents).where(eq(invoiceEvents.invoiceId, invoiceId)).orderBy(asc(invoiceEvents.at), asc(invoiceEvents.id)),

  /**
   * Imported invoices of a user by FHIR id or by the EOB merged into them (a bundle may bring an EOB alone that
   * an earlier import paired with its Claim, or the reverse). Bounded by the caller's bundle size.
   */
  async byFhirIds(tx: DbOrTx, userId: string, ids: string[], eobIds: string[]) {
    if (!ids.length && !eobIds.length) return [];
    const match = [ids.length ? inArray(invoices.fhirId, ids) : undefined, eobIds.length ? inArray(invoices.eobId, eobIds) : undefined];
    return tx
      .select({
        id: invoices.id,
        fhirResourceType: invoices.fhirResourceType,
        fhirSource: invoices.fhirSource,
        fhirId: invoices.fhirId,
        fhirHash: invoices.fhirHash,
        eobId: invoices.eobId,
      })
      .from(invoices)
      .where(and(eq(invoices.userId, userId), eq(invoices.origin, 'fhir'), or(...match)));
  },

  /**
   * An admin action on an invoice into the admin audit, inside the action's transaction. Callers pass ids only
   * (the shop settles through here too), so both e-mails are read here; the actor is null for no signed-in admin.
   */
  async adminAudit(
    tx: DbOrTx,
    e: { action: AdminAuditAction; adminId: string | null; targetUserId: string; reason?: string | null; details: AdminAuditInvoiceDetails },
  ) {
    const ids = [e.targetUserId, ...(e.adminId ? [e.adminId] : [])];
    const rows = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids));
    const email = (id: string | null) => rows.find((r) => r.id === id)?.email ?? null;
    await writeAdminAudit(tx, {
      action: e.action,
      actorUserId: e.adminId,
      actorEmail: email(e.adminId),
      targetUserId: e.targetUserId,
      targetEmail: email(e.targetUserId) ?? '',
      reason: e.reason ? e.reason.slice(0, 1000) : null,
      details: e.details,
    });
  },

  /** Every line of these invoices, for the FHIR export. */
  async linesOf(db: DbOrTx, invoiceIds: string[]) {
    if (!invoiceIds.length) return [];
    return db.select().from(invoiceLines).where(inArray(invoiceLines.invoiceId, invoiceIds)).orderBy(asc(invoiceLines.sequence));
  },
};
