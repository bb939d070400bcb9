// Admin invoice operations beyond the rules in invoices.test.ts (issue 12 review): issue, cancel and record a
// payment each leave a row in the admin audit (who, whom, which invoice); concurrent issuance still gives every
// invoice its own number; totals over many invoices are exact past GraphQL's 32-bit Int (SafeInt).
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
const AUDIT = `query A($first: Int) { adminAudit(first: $first) { nodes { action actorId actorEmail targetId targetEmail reason } } }`;
const TOTALS = `query { invoices(limit: 100) { totalCount totals { state currency count amountMinor } items { totalGrossMinor } } }`;

interface AuditRow { action: string; actorId: string | null; actorEmail: string | null; targetId: string | null; targetEmail: string; reason: string | null }
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
    expect(rows).toEqual([
      { ...who, action: 'CANCEL_INVOICE', reason: `${cancelled.number}: Issued twice` },
      { ...who, action: 'ISSUE_INVOICE', reason: `${cancelled.number}: EUR 100.00` },
      { ...who, action: 'RECORD_INVOICE_PAYMENT', reason: `${paid.number}: EUR 20.00, bank_transfer, SEPA 42` },
      { ...who, action: 'ISSUE_INVOICE', reason: `${paid.number}: EUR 60.99` },
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
