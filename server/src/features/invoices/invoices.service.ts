// Invoices: the user's own list and detail (audited reads of health-adjacent data), the admin operations
// (issue, cancel, record a payment) and the shop's door (issueForOrder / onBalanced). A payment locks the
// invoice row (SELECT … FOR UPDATE) and re-reads the paid sum inside that lock, so two concurrent payments
// cannot together exceed what is open. Events go out after commit.
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../../db/client.js';
import { users } from '../../../../db/schema/index.js';
import type { InvoiceEventRow, InvoiceLineRow, InvoicePaymentRow, PaymentMethod } from '../../../../db/schema/index.js';
import { own } from '../../lib/audit.js';
import type { AuditActor, AuditWriter } from '../../lib/audit.js';
import { AppError, badInput, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { PubSub } from '../../realtime/pubsub.js';
import { invoicesRepository as repo } from './invoices.repository.js';
import type { BalancedEvent, InvoiceListQuery, InvoicePageView, InvoiceView, IssueForOrderInput, LineInput } from './invoices.types.js';
import { parseAmount, parseCurrency, parseDay, parseLines, parseText } from './invoices.validation.js';

export const PORTAL_ISSUER = { key: 'portal', name: 'Health Portal' } as const;

export interface PaymentInput {
  invoiceId: string;
  amountMinor: number;
  currency: string;
  paidOn: string;
  method: PaymentMethod;
  reference?: string | null;
}

type Log = { error(obj: object, msg: string): void };

export class InvoicesService {
  private readonly balancedListeners: ((e: BalancedEvent) => void)[] = [];
  private readonly cancellingParticipants: ((tx: DbOrTx, e: { invoiceId: string; orderId: string }) => Promise<(() => void) | null>)[] = [];
  /** The clock behind "today" (overdue, due-date and paid-on checks); tests fix it with setClock. */
  private clock: () => Date = () => new Date();

  constructor(private readonly d: { db: Db; pubsub: PubSub; audit: AuditWriter; log: Log }) {}

  setClock(now: () => Date) {
    this.clock = now;
  }

  /** Today as YYYY-MM-DD (UTC: due dates are calendar days, compared the same way for everyone). */
  today(): string {
    return this.clock().toISOString().slice(0, 10);
  }

  async list(actor: AuditActor, q: InvoiceListQuery): Promise<InvoicePageView> {
    const page = await repo.list(this.d.db, actor.userId, q, this.today());
    await this.d.audit.record(actor, own(actor, 'invoices.list'));
    return page;
  }

  /** All of the user's invoices matching the filters (no paging), for the CSV. */
  async listAll(actor: AuditActor, q: InvoiceListQuery): Promise<InvoiceView[]> {
    const page = await repo.list(this.d.db, actor.userId, { ...q, offset: 0, limit: 10_000 }, this.today());
    await this.d.audit.record(actor, own(actor, 'invoices.export_csv'));
    return page.items;
  }

  /** The owner's invoice; anyone else's (or a malformed id) is NOT_FOUND. */
  async get(actor: AuditActor, id: string): Promise<InvoiceView> {
    const v = isUuid(id) ? await repo.find(this.d.db, id, this.today(), actor.userId) : null;
    if (!v) throw notFound('Invoice not found.');
    await this.d.audit.record(actor, own(actor, 'invoice.read', 'invoice', id));
    return v;
  }

  /** Re-read for a subscription event (the channel is the owner's, so no audit entry per push). */
  async current(userId: string, id: string): Promise<InvoiceView> {
    const v = await repo.find(this.d.db, id, this.today(), userId);
    if (!v) throw notFound('Invoice not found.');
    return v;
  }

  lines = (invoiceId: string): Promise<InvoiceLineRow[]> => repo.lines(this.d.db, invoiceId);
  payments = (invoiceId: string): Promise<InvoicePaymentRow[]> => repo.payments(this.d.db, invoiceId);
  events = (invoiceId: string): Promise<InvoiceEventRow[]> => repo.events(this.d.db, invoiceId);

  /** Administrators (the resolver checks): one user's invoices. */
  async forUser(admin: AuditActor, userId: string): Promise<InvoiceView[]> {
    if (!isUuid(userId)) throw notFound('User not found.');
    // An unknown id is not found, as a malformed one is (the audit row names the user, so it must exist).
    const [user] = await this.d.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound('User not found.');
    const list = await repo.forUser(this.d.db, userId, this.today());
    await this.d.audit.record(admin, { subjectUserId: userId, action: 'invoices.admin_list' });
    return list;
  }

  /** Administrators: a portal invoice with a portal number. */
  async issue(adminId: string, input: { userId: string; currency: string; dueDate: string; lines: LineInput[] }): Promise<InvoiceView> {
    const currency = parseCurrency('currency', input.currency);
    const dueDate = parseDay('dueDate', input.dueDate);
    if (dueDate < this.today()) throw badInput('dueDate', 'The due date cannot be in the past.', 'PAST_DATE');
    const lines = parseLines(input.lines);
    if (!isUuid(input.userId)) throw notFound('User not found.');
    const { invoiceId } = await this.d.db.transaction((tx) =>
      this.create(tx, { userId: input.userId, currency, dueDate, lines, issuedAt: this.clock(), origin: 'admin', orderId: null, actorId: adminId }),
    );
    this.changed(input.userId, invoiceId);
    return this.current(input.userId, invoiceId);
  }

  /**
   * For the shop: an invoice for an order, numbered by the portal, optionally inside the caller's transaction
   * (then the caller's commit makes it visible; no live event is sent for it).
   */
  async issueForOrder(input: IssueForOrderInput, tx?: DbOrTx): Promise<{ invoiceId: string; number: string }> {
    const currency = parseCurrency('currency', input.currency);
    const dueDate = parseDay('dueDate', input.dueDate);
    const lines = parseLines(input.lines);
    const args = { userId: input.userId, currency, dueDate, lines, issuedAt: input.issuedAt, origin: 'order' as const, orderId: input.orderId, actorId: null, note: `Order ${input.orderNumber}` };
    if (tx) return this.create(tx, args);
    const out = await this.d.db.transaction((t) => this.create(t, args));
    this.changed(input.userId, out.invoiceId);
    return out;
  }

  /** Called after commit whenever a payment makes an invoice balanced (the shop marks its order paid). */
  onBalanced(listener: (e: BalancedEvent) => void) {
    this.balancedListeners.push(listener);
  }

  /** The shop's part in cancelling an order's invoice (see OrderInvoicing.onCancelling). */
  onCancelling(participant: (tx: DbOrTx, e: { invoiceId: string; orderId: string }) => Promise<(() => void) | null>) {
    this.cancellingParticipants.push(participant);
  }

  async cancel(adminId: string, id: string, reasonIn: string): Promise<InvoiceView> {
    const reason = parseText('reason', reasonIn, 500, true) ?? '';
    if (!isUuid(id)) throw notFound('Invoice not found.');
    const { row, afterCommit } = await this.d.db.transaction(async (tx) => {
      const row = await repo.lock(tx, id);
      if (!row) throw notFound('Invoice not found.');
      if (row.status !== 'draft' && row.status !== 'issued')
        throw new AppError('CONFLICT', `A ${row.status.replace(/_/g, ' ')} invoice cannot be cancelled.`);
      await repo.update(tx, id, { status: 'cancelled', cancelReason: reason });
      await repo.event(tx, { invoiceId: id, type: 'cancelled', actorId: adminId, note: reason });
      await repo.adminAudit(tx, { action: 'CANCEL_INVOICE', adminId, targetUserId: row.userId, reason, details: { invoiceNumber: row.number } });
      // An order's invoice is how the order is paid: cancelling it cancels the order in the same transaction
      // (otherwise the order would wait for a payment that can no longer be recorded, its units held for ever).
      const orderId = row.orderId;
      const afterCommit = orderId ? await Promise.all(this.cancellingParticipants.map((p) => p(tx, { invoiceId: id, orderId }))) : [];
      return { row, afterCommit };
    });
    for (const run of afterCommit) run?.();
    this.changed(row.userId, id);
    return this.current(row.userId, id);
  }

  async recordPayment(adminId: string, input: PaymentInput): Promise<InvoiceView> {
    const amount = parseAmount(input.amountMinor);
    const currency = parseCurrency('currency', input.currency);
    const paidOn = parseDay('paidOn', input.paidOn);
    if (paidOn > this.today()) throw badInput('paidOn', 'The payment date cannot be in the future.', 'FUTURE_DATE');
    const reference = parseText('reference', input.reference, 100, false);
    return this.pay(adminId, input.invoiceId, (row) => {
      if (currency !== row.currency) throw badInput('currency', `The invoice is in ${row.currency}.`, { reason: 'CURRENCY_MISMATCH', currency: row.currency });
      return { amount, paidOn, method: input.method, reference };
    });
  }

  /**
   * For the shop's "mark the order paid": records everything still open on the invoice as one payment today,
   * so an order is paid only through its invoice's ledger (the balanced invoice then marks the order paid).
   */
  settleInFull(adminId: string, invoiceId: string, method: PaymentMethod, referenceIn?: string | null): Promise<InvoiceView> {
    const reference = parseText('reference', referenceIn, 100, false);
    return this.pay(adminId, invoiceId, (_row, open) => ({ amount: open, paidOn: this.today(), method, reference }));
  }

  /**
   * One payment on an issued invoice, decided by `plan` inside the row lock (it sees the amount still open),
   * so two concurrent payments cannot together exceed what is open.
   */
  private async pay(
    adminId: string,
    invoiceId: string,
    plan: (row: { currency: string }, open: number) => { amount: number; paidOn: string; method: PaymentMethod; reference: string | null | undefined },
  ): Promise<InvoiceView> {
    if (!isUuid(invoiceId)) throw notFound('Invoice not found.');
    const { row, balanced } = await this.d.db.transaction(async (tx) => {
      const row = await repo.lock(tx, invoiceId);
      if (!row) throw notFound('Invoice not found.');
      if (row.status !== 'issued') throw new AppError('CONFLICT', `Payments can only be recorded on an issued invoice (this one is ${row.status.replace(/_/g, ' ')}).`);
      const open = row.totalGrossMinor - (await repo.paidSum(tx, row.id));
      const p = plan(row, open);
      if (p.amount > open) throw new AppError('BAD_USER_INPUT', 'The amount is more than what is open on the invoice.', { field: 'amountMinor', openMinor: open });
      const reference = p.reference ?? null;
      await repo.insertPayment(tx, { invoiceId: row.id, amountMinor: p.amount, currency: row.currency, paidOn: p.paidOn, method: p.method, reference, recordedBy: adminId });
      await repo.event(tx, { invoiceId: row.id, type: 'payment', actorId: adminId, amountMinor: p.amount, note: reference });
      await repo.adminAudit(tx, {
        action: 'RECORD_INVOICE_PAYMENT',
        adminId,
        targetUserId: row.userId,
        details: { invoiceNumber: row.number, amountMinor: p.amount, currency: row.currency, paymentMethod: p.method, paymentReference: reference },
      });
      const balanced = p.amount === open;
      if (balanced) {
        await repo.update(tx, row.id, { status: 'balanced' });
        await repo.event(tx, { invoiceId: row.id, type: 'balanced', actorId: adminId });
      }
      return { row, balanced };
    });
    this.changed(row.userId, row.id);
    if (balanced) this.emitBalanced({ invoiceId: row.id, userId: row.userId, orderId: row.orderId });
    return this.current(row.userId, row.id);
  }

  private async create(
    tx: DbOrTx,
    a: { userId: string; currency: string; dueDate: string; lines: LineInput[]; issuedAt: Date; origin: 'admin' | 'order'; orderId: string | null; actorId: string | null; note?: string },
  ): Promise<{ invoiceId: string; number: string }> {
    const [user] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, a.userId));
    if (!user) throw notFound('User not found.');
    const year = a.issuedAt.getUTCFullYear();
    const seq = await repo.nextNumber(tx, PORTAL_ISSUER.key, year);
    const number = `HP-${year}-${String(seq).padStart(6, '0')}`;
    const total = a.lines.reduce((n, l) => n + l.quantity * l.unitPriceMinor, 0);
    const row = await repo.insert(tx, {
      userId: a.userId,
      number,
      issuerKey: PORTAL_ISSUER.key,
      issuerName: PORTAL_ISSUER.name,
      recipientName: `${user.firstName} ${user.lastName}`.trim() || '-',
      status: 'issued',
      origin: a.origin,
      currency: a.currency,
      issuedAt: a.issuedAt,
      dueDate: a.dueDate,
      totalNetMinor: total,
      totalGrossMinor: total,
      orderId: a.orderId,
    });
    await repo.replaceLines(
      tx,
      row.id,
      a.lines.map((l, i) => {
        const net = l.quantity * l.unitPriceMinor;
        return { sequence: i + 1, description: l.description, quantity: l.quantity, unitPriceMinor: l.unitPriceMinor, netMinor: net, priceComponents: [{ type: 'base' as const, code: null, amountMinor: net }] };
      }),
    );
    await repo.event(tx, { invoiceId: row.id, type: 'issued', actorId: a.actorId, note: a.note ?? null, amountMinor: total });
    // Only an administrator's issue is an admin action; the shop's (origin order) is the buyer's own checkout.
    if (a.origin === 'admin')
      await repo.adminAudit(tx, {
        action: 'ISSUE_INVOICE',
        adminId: a.actorId,
        targetUserId: a.userId,
        details: { invoiceNumber: number, amountMinor: total, currency: a.currency },
      });
    return { invoiceId: row.id, number };
  }

  private changed(userId: string, invoiceId: string) {
    this.d.pubsub.publish('invoices:updated', userId, { invoiceId });
  }

  private emitBalanced(e: BalancedEvent) {
    for (const l of this.balancedListeners) {
      try {
        l(e);
      } catch (err) {
        this.d.log.error({ err, invoiceId: e.invoiceId }, 'invoice balanced listener failed');
      }
    }
  }
}
