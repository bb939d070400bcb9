// Admin invoice operations beyond the rules in invoices.test.ts (issue 12 review): issue, cancel and record a
// payment each leave a row in the admin audit (who, whom, which invoice); concurrent issuance still gives every
// invoice its own number; totals over many invoices are exact past GraphQL's 32-bit Int (SafeInt).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { verifiedUser } from '../support/vitals-helpers.js';
import type { VerifiedUser } from '../support/vitals-helpers.js';

let t: TestApp;
let admin: VerifiedUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await verifiedUser(t);
  await t.app.services.admin.setAdmin(null, admin.userId, true);
}, 60_000);
afterAll(() => t.close());

const ISSUE = `mutation I($input: IssueInvoiceInput!) { issueInvoice(input: $input) { id number totalGrossMinor } }`;
const CANCEL = `mutation C($id: ID!, $reason: String!) { cancelInvoice(id: $id, reason: $reason) { id status } }`;
const PAY = `mutation P($input: RecordPaymentInput!) { recordInvoicePayment(input: $input) { id amountPaidMinor } }`;
const INVOICE_FIELDS = 'invoice { number amountMinor currency paymentMethod paymentReference }';
const AUDIT = `query A($first: Int) { adminAudit(first: $first) { nodes { action actorId actorEmail targetId targetEmail reason ${INVOICE_FIELDS} } } }`;
const MINE = `query { myAdminActions(first: 100) { action reason ${INVOICE_FIELDS} } }`;
const TOTALS = `query { invoices(limit: 100) { totalCount totals { state currency count amountMinor } items { totalGrossMinor } } }`;

interface AuditInvoice { number: string; amountMinor: number | null; currency: string | null; paymentMethod: string | null; paymentReference: string | null }
interface AuditRow { action: string; actorId: string | null; actorEmail: string | null; targetId: string | null; targetEmail: string; reason: string | null; invoice: AuditInvoice | null }
type Issued = { id: string; number: string; totalGrossMinor: number };

const today = () => new Date().toISOString().slice(0, 10);
const dueIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** The per-invoice maximum (server/src/features/invoices/money.ts MAX_MINOR). */
const MAX_MINOR = 1_000_000_000;

async function issue(userId: string, unitPriceMinor = 10_000): Promise<Issued> {
  const input = { userId, currency: 'EUR', dueDate: dueIn(14), lines: [{ description: 'Consultation', quantity: 1, unitPriceMinor }] };
  const res = await t.gql<{ issueInvoice: Issued }>(ISSUE, { input }, admin.token);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.issueInvoice;
}
async function auditAbout(userId: string): Promise<AuditRow[]> {
  const res = await t.gql<{ adminAudit: { nodes: AuditRow[] } }>(AUDIT, { first: 100 }, admin.token);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.adminAudit.nodes.filter((r) => r.targetId === userId);
}

describe('admin audit of invoice operations', () => {
  it('records issue, payment and cancel with the admin, the recipient and the invoice', async () => {
    const u = await verifiedUser(t);
    const paid = await issue(u.userId, 6_099);
    const pay = await t.gql(PAY, { input: { invoiceId: paid.id, amountMinor: 2_000, currency: 'EUR', paidOn: today(), method: 'BANK_TRANSFER', reference: 'SEPA 42' } }, admin.token);
    expect(pay.errors).toBeUndefined();
    const cancelled = await issue(u.userId);
    expect((await t.gql(CANCEL, { id: cancelled.id, reason: 'Issued twice' }, admin.token)).errors).toBeUndefined();

    const rows = await auditAbout(u.userId);
    // Addresses are stored lower-cased.
    const who = { actorId: admin.userId, actorEmail: admin.email.toLowerCase(), targetId: u.userId, targetEmail: u.email.toLowerCase() };
    // Newest first.
    // The invoice, amount, currency and method are data (shown in each reader's language); `reason` is only the
    // administrator's own free text (the cancellation's).
    const invoice = (number: string, more: Partial<AuditInvoice> = {}): AuditInvoice => ({
      number,
      amountMinor: null,
      currency: null,
      paymentMethod: null,
      paymentReference: null,
      ...more,
    });
    expect(rows).toEqual([
      { ...who, action: 'CANCEL_INVOICE', reason: 'Issued twice', invoice: invoice(cancelled.number) },
      { ...who, action: 'ISSUE_INVOICE', reason: null, invoice: invoice(cancelled.number, { amountMinor: 10_000, currency: 'EUR' }) },
      {
        ...who,
        action: 'RECORD_INVOICE_PAYMENT',
        reason: null,
        invoice: invoice(paid.number, { amountMinor: 2_000, currency: 'EUR', paymentMethod: 'BANK_TRANSFER', paymentReference: 'SEPA 42' }),
      },
      { ...who, action: 'ISSUE_INVOICE', reason: null, invoice: invoice(paid.number, { amountMinor: 6_099, currency: 'EUR' }) },
    ]);

    // The recipient sees the same facts about their own account on /user, and nothing about anyone else's.
    const other = await verifiedUser(t);
    const othersInvoice = await issue(other.userId, 777);
    const mine = await t.gql<{ myAdminActions: Pick<AuditRow, 'action' | 'reason' | 'invoice'>[] }>(MINE, {}, u.token);
    expect(mine.errors).toBeUndefined();
    expect(mine.data?.myAdminActions).toEqual(rows.map(({ action, reason, invoice: i }) => ({ action, reason, invoice: i })));
    const theirs = await t.gql<{ myAdminActions: Pick<AuditRow, 'action' | 'reason' | 'invoice'>[] }>(MINE, {}, other.token);
    expect(theirs.data?.myAdminActions).toEqual([
      { action: 'ISSUE_INVOICE', reason: null, invoice: invoice(othersInvoice.number, { amountMinor: 777, currency: 'EUR' }) },
    ]);
  });

  it('migration 0028 reads the sentences of older billing rows into the fields; other rows keep their reason', async () => {
    const u = await verifiedUser(t);
    const insert = (action: string, reason: string) =>
      t.db.db.execute(sql`INSERT INTO admin_audit (action, target_user_id, target_email, reason) VALUES (${action}, ${u.userId}, 'x@example.test', ${reason})`);
    // As invoices.service.ts wrote them before 0028 (newest last here; the audit lists newest first).
    await insert('ISSUE_INVOICE', 'DEMO-0001: EUR 165.50');
    await insert('RECORD_INVOICE_PAYMENT', 'DEMO-0001: EUR 65.50, bank_transfer');
    await insert('RECORD_INVOICE_PAYMENT', 'HP-2026-000007: JPY 1200, cheque, No. 12, March');
    await insert('CANCEL_INVOICE', 'DEMO-0002: Issued twice: sorry');
    await insert('ISSUE_INVOICE', 'something an old version wrote');
    await insert('BAN', 'DEMO-0003: EUR 1.00');
    const file = readFileSync(path.resolve(import.meta.dirname, '../../db/migrations/0028_admin_audit_details.sql'), 'utf8');
    const updates = file.split('--> statement-breakpoint').filter((s) => /^\s*(--.*\n)*\s*UPDATE/.test(s));
    expect(updates).toHaveLength(3);
    for (const statement of updates) await t.db.db.execute(sql.raw(statement));

    const rows = (await auditAbout(u.userId)).map(({ action, reason, invoice: i }) => ({ action, reason, invoice: i }));
    const invoice = (number: string, more: Partial<AuditInvoice> = {}): AuditInvoice => ({
      number,
      amountMinor: null,
      currency: null,
      paymentMethod: null,
      paymentReference: null,
      ...more,
    });
    expect(rows).toEqual([
      { action: 'BAN', reason: 'DEMO-0003: EUR 1.00', invoice: null },
      { action: 'ISSUE_INVOICE', reason: 'something an old version wrote', invoice: null },
      { action: 'CANCEL_INVOICE', reason: 'Issued twice: sorry', invoice: invoice('DEMO-0002') },
      {
        action: 'RECORD_INVOICE_PAYMENT',
        reason: null,
        invoice: invoice('HP-2026-000007', { amountMinor: 1200, currency: 'JPY', paymentMethod: 'CHEQUE', paymentReference: 'No. 12, March' }),
      },
      { action: 'RECORD_INVOICE_PAYMENT', reason: null, invoice: invoice('DEMO-0001', { amountMinor: 6550, currency: 'EUR', paymentMethod: 'BANK_TRANSFER' }) },
      { action: 'ISSUE_INVOICE', reason: null, invoice: invoice('DEMO-0001', { amountMinor: 16_550, currency: 'EUR' }) },
    ]);
  });

  it('writes nothing for a refused operation (the audit row is in the same transaction)', async () => {
    const u = await verifiedUser(t);
    const inv = await issue(u.userId);
    const over = await t.gql(PAY, { input: { invoiceId: inv.id, amountMinor: 10_001, currency: 'EUR', paidOn: today(), method: 'CASH' } }, admin.token);
    expect(over.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await auditAbout(u.userId)).map((r) => r.action)).toEqual(['ISSUE_INVOICE']);
  });
});

describe('concurrent issuance', () => {
  it('gives each of several invoices issued at once its own portal number', async () => {
    const users = await Promise.all([verifiedUser(t), verifiedUser(t)]);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => issue((users[i % 2] as VerifiedUser).userId, 1_000 + i)));
    const numbers = results.map((r) => r.number);
    expect(new Set(numbers).size).toBe(8);
    for (const n of numbers) expect(n).toMatch(/^HP-\d{4}-\d{6}$/);
    // Consecutive: one counter, bumped under its row lock, no gaps from the race.
    const seqs = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    expect(seqs.at(-1)! - seqs[0]!).toBe(7);
  });
});

describe('totals over many invoices', () => {
  it('sums three invoices at the per-invoice maximum exactly (past 2^31 - 1)', async () => {
    const u = await verifiedUser(t);
    for (let i = 0; i < 3; i++) await issue(u.userId, MAX_MINOR);
    const res = await t.gql<{ invoices: { totalCount: number; totals: { state: string; currency: string; count: number; amountMinor: number }[] } }>(TOTALS, {}, u.token);
    expect(res.errors).toBeUndefined();
    expect(res.data?.invoices.totals).toEqual([{ state: 'ISSUED', currency: 'EUR', count: 3, amountMinor: 3 * MAX_MINOR }]);
    expect(3 * MAX_MINOR).toBeGreaterThan(2 ** 31 - 1);
    // One more than the maximum on one invoice stays a clear input error.
    const input = { userId: u.userId, currency: 'EUR', dueDate: dueIn(1), lines: [{ description: 'x', quantity: 1, unitPriceMinor: MAX_MINOR + 1 }] };
    const over = await t.gql(ISSUE, { input }, admin.token);
    expect(over.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'lines.0.unitPriceMinor' });
  });
});
