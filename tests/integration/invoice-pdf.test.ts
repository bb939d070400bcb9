// GET /api/invoices/{id}.pdf: the invoice as a PDF carries the same numbers as the page (lines, totals,
// payments, what is still due), in the asked language with Arabic in reading order; it is audited as a read,
// and someone else's invoice or an unknown id is "not found".
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages, pdfPictures, pdfText } from '../support/pdf-text.js';
import { raw } from '../support/records-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { verifiedUser } from '../support/vitals-helpers.js';
import type { VerifiedUser } from '../support/vitals-helpers.js';

const SHOTS = fileURLToPath(new URL('../e2e/screenshots/documents', import.meta.url));
let t: TestApp;
let admin: VerifiedUser;
let ann: VerifiedUser;
let bob: VerifiedUser;
let invoice: { id: string; number: string };

const ISSUE = `mutation I($input: IssueInvoiceInput!) { issueInvoice(input: $input) { id number } }`;
const PAY = `mutation P($input: RecordPaymentInput!) { recordInvoicePayment(input: $input) { amountOpenMinor } }`;
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp();
  [admin, ann, bob] = await Promise.all([verifiedUser(t), verifiedUser(t), verifiedUser(t)]);
  await t.app.services.admin.setAdmin(null, admin.userId, true);
  const lines = [
    { description: 'Cardiology consultation', quantity: 1, unitPriceMinor: 12_050 },
    { description: 'ECG recording', quantity: 2, unitPriceMinor: 3_575 },
  ];
  const res = await t.gql<{ issueInvoice: { id: string; number: string } }>(ISSUE, { input: { userId: ann.userId, currency: 'EUR', dueDate: today(), lines } }, admin.token);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  invoice = res.data.issueInvoice;
  const paid = await t.gql(PAY, { input: { invoiceId: invoice.id, amountMinor: 5_000, currency: 'EUR', paidOn: today(), method: 'CARD', reference: 'POS-4471' } }, admin.token);
  expect(paid.errors).toBeUndefined();
}, 60_000);
afterAll(() => t.close());

const get = (id: string, token: string | null, lang = 'en') => raw(t, 'GET', `/api/invoices/${id}.pdf?lang=${lang}`, token);

describe('invoice PDF', () => {
  it('carries the numbers of the page: lines, totals, payment and what is due', async () => {
    const res = await get(invoice.id, ann.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="invoice-.+\.pdf"$/);
    const text = pdfText(res.buf);
    // Pictures of the page for a person to look at, when the shots folder exists (a developer's machine).
    if (existsSync(SHOTS)) pdfPictures(res.buf, `${SHOTS}/invoice-en`);
    const eur = (minor: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(minor / 100);
    // 120.50 + 2 × 35.75 = 192.00; paid 50.00; due 142.00 — computed here from the inputs above.
    const total = 12_050 + 2 * 3_575;
    for (const expected of [invoice.number, 'Cardiology consultation', 'ECG recording', eur(12_050), eur(7_150), eur(total), eur(5_000), eur(total - 5_000), 'POS-4471', 'Card']) {
      expect(text).toContain(expected);
    }
  });

  it('is written in the asked language', async () => {
    const fr = pdfText((await get(invoice.id, ann.token, 'fr')).buf);
    expect(fr).toContain('Reste à payer');
    // pdfText turns Intl's narrow no-break spaces into plain ones.
    expect(fr).toContain(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(142).replace(/\s/g, ' '));
    expect(pdfText((await get(invoice.id, ann.token, 'zh')).buf)).toContain('应付余额');
  });

  it('Arabic: phrases and a sentence mixed with numbers read in logical order, never reversed', async () => {
    // An Arabic line description with a number inside it: the case a renderer without bidi breaks.
    const sentence = 'استشارة طبية لمدة 30 دقيقة';
    const lines = [{ description: sentence, quantity: 1, unitPriceMinor: 4_500 }];
    const res = await t.gql<{ issueInvoice: { id: string; number: string } }>(ISSUE, { input: { userId: ann.userId, currency: 'EUR', dueDate: today(), lines } }, admin.token);
    const inv = res.data?.issueInvoice;
    if (!inv) throw new Error(JSON.stringify(res.errors));
    const pdf = (await get(inv.id, ann.token, 'ar')).buf;
    const text = pdfText(pdf);
    if (existsSync(SHOTS)) pdfPictures(pdf, `${SHOTS}/invoice-ar`);
    const rows = text.split('\n');
    // As in the health summary test: pdftotext's spacing at a change of direction varies, so lines are
    // compared without spaces; the order of the words is what is checked, and the reversed order must be absent.
    const squash = (s: string) => s.replace(/\s+/g, '');
    const hasLine = (s: string) => rows.some((l) => squash(l).includes(squash(s)));
    for (const phrase of ['المبلغ المستحق', 'فاتورة إلى', 'سعر الوحدة', 'الإجمالي الصافي', sentence, `فاتورة ${inv.number}`]) {
      expect(hasLine(phrase), phrase).toBe(true);
      expect(hasLine(phrase.split(' ').reverse().join(' ')), `reversed: ${phrase}`).toBe(false);
    }
    expect(pdfPages(pdf)).toBe(1);
  });

  it('Arabic: a currency code and a day keep their order (JP¥, day/month/year as the page shows them)', async () => {
    const lines = [{ description: 'فحص', quantity: 1, unitPriceMinor: 370 }];
    const res = await t.gql<{ issueInvoice: { id: string } }>(ISSUE, { input: { userId: ann.userId, currency: 'JPY', dueDate: '2030-11-19', lines } }, admin.token);
    const id = res.data?.issueInvoice.id;
    if (!id) throw new Error(JSON.stringify(res.errors));
    const text = pdfText((await get(id, ann.token, 'ar')).buf);
    // Before, the bidi algorithm drew "¥JP 370" and the due day as 2030/11/19.
    expect(text).toContain('JP¥');
    expect(text).not.toContain('¥JP');
    expect(text).toContain('19/11/2030');
    expect(text).not.toContain('2030/11/19');
  });

  it("answers 404 for someone else's invoice or an unknown id, 400 for a bad language, 401 without a token", async () => {
    const other = await get(invoice.id, bob.token);
    expect(other.status).toBe(404);
    expect(other.json).toMatchObject({ code: 'NOT_FOUND' });
    expect((await get('00000000-0000-4000-8000-000000000000', ann.token)).status).toBe(404);
    expect((await raw(t, 'GET', `/api/invoices/${invoice.id}.doc`, ann.token)).status).toBe(404);
    expect((await get(invoice.id, ann.token, 'xx')).json).toMatchObject({ code: 'BAD_USER_INPUT', field: 'lang' });
    expect((await get(invoice.id, null)).status).toBe(401);
  });

  it('is audited as a read of the invoice', async () => {
    const before = await t.gql<{ myAccessLog: { action: string; entityId: string | null }[] }>('{ myAccessLog(first: 100) { action entityId } }', {}, ann.token);
    const count = (rows: { action: string; entityId: string | null }[] | undefined) =>
      (rows ?? []).filter((r) => r.action === 'invoice.read' && r.entityId === invoice.id).length;
    expect((await get(invoice.id, ann.token)).status).toBe(200);
    const after = await t.gql<{ myAccessLog: { action: string; entityId: string | null }[] }>('{ myAccessLog(first: 100) { action entityId } }', {}, ann.token);
    expect(count(after.data?.myAccessLog)).toBeGreaterThan(count(before.data?.myAccessLog));
  });
});
