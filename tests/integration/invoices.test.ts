// Invoices against a real database: Claim/EOB import from a Synthea-shaped bundle (counts and sums computed
// here from the fixture itself), idempotent re-import, per-entry errors, the FHIR Invoice export, admin
// issue/cancel/payment rules and status transitions, overdue with a fixed clock, concurrent payments that
// must not overpay, the live subscription (graphql-ws and SSE, the owner's only), the CSV door (injection-safe), IDOR over GraphQL and CSV, and the
// shop's issueForOrder/onBalanced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, fieldOf, pullUntil, sseSubscribe, untilFirstEvent } from '../support/account-helpers.js';
import { byType, fixture, importBundle, raw } from '../support/records-helpers.js';
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

const INVOICE = `id number status state origin issuerName currency issuedAt dueDate overdue totalNetMinor totalGrossMinor
  amountPaidMinor amountOpenMinor cancelReason claimId eobId`;
const DETAIL = `${INVOICE} lines { sequence description quantity unitPriceMinor netMinor priceComponents { type amountMinor } }
  payments { amountMinor currency paidOn method reference } events { type note amountMinor }`;
const LIST = `query L($filter: InvoiceFilter, $sort: InvoiceSort, $offset: Int, $limit: Int) {
  invoices(filter: $filter, sort: $sort, offset: $offset, limit: $limit) { totalCount totals { state currency count amountMinor } items { ${INVOICE} } } }`;
const ONE = `query O($id: ID!) { invoice(id: $id) { ${DETAIL} } }`;
const ISSUE = `mutation I($input: IssueInvoiceInput!) { issueInvoice(input: $input) { ${DETAIL} } }`;
const CANCEL = `mutation C($id: ID!, $reason: String!) { cancelInvoice(id: $id, reason: $reason) { ${INVOICE} } }`;
const PAY = `mutation P($input: RecordPaymentInput!) { recordInvoicePayment(input: $input) { ${DETAIL} } }`;
const ADMIN_LIST = `query A($userId: ID!) { adminUserInvoices(userId: $userId) { ${INVOICE} } }`;
const LIVE = `subscription { invoiceUpdated { ${INVOICE} } }`;

interface Inv {
  id: string;
  number: string;
  status: string;
  state: string;
  issuerName: string;
  currency: string;
  dueDate: string | null;
  overdue: boolean;
  totalGrossMinor: number;
  amountPaidMinor: number;
  amountOpenMinor: number;
  cancelReason: string | null;
  claimId: string | null;
  eobId: string | null;
  lines?: { netMinor: number; description: string }[];
  payments?: { amountMinor: number; method: string; reference: string | null }[];
  events?: { type: string; note: string | null }[];
}
type Page = { invoices: { totalCount: number; totals: { state: string; currency: string; count: number; amountMinor: number }[]; items: Inv[] } };

const today = () => new Date().toISOString().slice(0, 10);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function issue(userId: string, over: Record<string, unknown> = {}, token = admin.token) {
  const input = { userId, currency: 'EUR', dueDate: addDays(today(), 14), lines: [{ description: 'Consultation', quantity: 1, unitPriceMinor: 10_000 }], ...over };
  return t.gql<{ issueInvoice: Inv }>(ISSUE, { input }, token);
}
async function issued(userId: string, over: Record<string, unknown> = {}) {
  const res = await issue(userId, over);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.issueInvoice;
}
const pay = (invoiceId: string, amountMinor: number, over: Record<string, unknown> = {}, token = admin.token) =>
  t.gql<{ recordInvoicePayment: Inv }>(PAY, { input: { invoiceId, amountMinor, currency: 'EUR', paidOn: today(), method: 'CARD', reference: 'ref-1', ...over } }, token);
/** Records a payment and returns the invoice's paid amount after it. */
async function paidNow(invoiceId: string, amountMinor: number) {
  const res = await pay(invoiceId, amountMinor);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.recordInvoicePayment.amountPaidMinor;
}

// ---- expected figures, computed from the fixture the way Synthea's fields define them ----
type J = Record<string, unknown>;
/** The parts of Synthea's Claim / ExplanationOfBenefit the expectations read. */
interface Money { value: number; currency?: string }
interface FixtureResource { resourceType: string; id: string; created?: string; billablePeriod?: unknown; total?: Money | { amount: Money }[]; claim?: { reference: string }; payment?: { amount: Money } }
interface FixtureEntry { fullUrl: string; resource: FixtureResource }
const BUNDLE = fixture('synthea-claims.json');
function expectedFromFixture() {
  const entries = (JSON.parse(BUNDLE) as { entry: FixtureEntry[] }).entry;
  const claims = entries.filter((e) => e.resource.resourceType === 'Claim');
  const eobs = entries.filter((e) => e.resource.resourceType === 'ExplanationOfBenefit');
  const claimTotal = (r: FixtureResource) => r.total as Money;
  const eobSubmitted = (r: FixtureResource) => (r.total as { amount: Money }[])[0]?.amount.value ?? 0;
  const valid = (r: FixtureResource) => Boolean(r.created ?? r.billablePeriod) && ['USD', 'EUR'].includes(claimTotal(r).currency ?? '');
  const cents = (v: number) => Math.round(v * 100);
  const paidBy = (e: FixtureEntry) => cents(e.resource.payment?.amount.value ?? 0);
  const out: { gross: number; open: number; claimId: string | null; eobId: string | null }[] = [];
  for (const c of claims.filter((c) => valid(c.resource))) {
    const eob = eobs.find((e) => e.resource.claim?.reference === c.fullUrl);
    const gross = cents(claimTotal(c.resource).value);
    const paid = eob ? Math.min(gross, paidBy(eob)) : 0;
    out.push({ gross, open: gross - paid, claimId: c.resource.id, eobId: eob?.resource.id ?? null });
  }
  for (const e of eobs.filter((e) => !claims.some((c) => c.fullUrl === e.resource.claim?.reference))) {
    const gross = cents(eobSubmitted(e.resource));
    out.push({ gross, open: gross - paidBy(e), claimId: null, eobId: e.resource.id });
  }
  const badClaims = claims.filter((c) => !valid(c.resource));
  const badEobs = eobs.filter((e) => badClaims.some((c) => c.fullUrl === e.resource.claim?.reference));
  return { invoices: out, claims: claims.length, eobs: eobs.length, badClaims: badClaims.length, badEobs: badEobs.length };
}

describe('FHIR import of Claim and ExplanationOfBenefit', () => {
  let u: VerifiedUser;
  const exp = expectedFromFixture();
  beforeAll(async () => {
    u = await verifiedUser(t);
  });

  it('makes one invoice per Claim (EOB merged) and per lone EOB, reports bad entries, and keeps the rest', async () => {
    const res = await importBundle(t, u.token, BUNDLE);
    expect(res.errors).toBeUndefined();
    const r = res.data?.importFhirBundle;
    expect(byType(r, 'Claim')).toMatchObject({ imported: exp.claims - exp.badClaims, skipped: exp.badClaims });
    expect(byType(r, 'ExplanationOfBenefit')).toMatchObject({ imported: exp.eobs - exp.badEobs, skipped: exp.badEobs });
    expect(byType(r, 'Encounter')?.imported).toBe(1);
    const messages = r?.issues.map((i) => `${i.resourceType}: ${i.message}`) ?? [];
    expect(messages).toContainEqual(expect.stringMatching(/Claim: The Claim has no created date/));
    expect(messages).toContainEqual(expect.stringMatching(/Claim: "XYZ" is not an ISO 4217 currency/));

    const page = await t.gql<Page>(LIST, { limit: 100 }, u.token);
    const items = page.data?.invoices.items ?? [];
    expect(items).toHaveLength(exp.invoices.length);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(items.map((i) => i.totalGrossMinor))).toBe(sum(exp.invoices.map((i) => i.gross)));
    expect(sum(items.map((i) => i.amountOpenMinor))).toBe(sum(exp.invoices.map((i) => i.open)));
    for (const e of exp.invoices) {
      const got = items.find((i) => (e.claimId ? i.claimId === e.claimId : i.eobId === e.eobId));
      expect(got, JSON.stringify(e)).toMatchObject({ totalGrossMinor: e.gross, amountOpenMinor: e.open, eobId: e.eobId, currency: 'USD', dueDate: null, overdue: false });
      expect(got?.state).toBe(e.open === 0 ? 'PAID' : 'ISSUED');
    }
  });

  it('gives line items that add up to the total, with the insurer payment as a payment', async () => {
    const page = await t.gql<Page>(LIST, { filter: { search: 'DENTAL' } }, u.token);
    const id = page.data?.invoices.items[0]?.id ?? '';
    const one = await t.gql<{ invoice: Inv }>(ONE, { id }, u.token);
    const inv = one.data?.invoice;
    expect(inv?.issuerName).toBe('CAMBRIDGE DENTAL GROUP');
    expect(inv?.lines?.reduce((n, l) => n + l.netMinor, 0)).toBe(inv?.totalGrossMinor);
    expect(inv?.payments).toEqual([expect.objectContaining({ method: 'INSURANCE', amountMinor: inv?.totalGrossMinor })]);
    expect(inv?.events?.map((e) => e.type)).toEqual(['IMPORTED']);
  });

  it('is idempotent: the same bundle again changes nothing', async () => {
    const again = await importBundle(t, u.token, BUNDLE);
    expect(byType(again.data?.importFhirBundle, 'Claim')).toMatchObject({ imported: 0, updated: 0, unchanged: exp.claims - exp.badClaims });
    expect(byType(again.data?.importFhirBundle, 'ExplanationOfBenefit')).toMatchObject({ imported: 0, unchanged: exp.eobs - exp.badEobs });
    const page = await t.gql<Page>(LIST, { limit: 100 }, u.token);
    expect(page.data?.invoices.totalCount).toBe(exp.invoices.length);
  });

  it('exports them as FHIR Invoice resources with the Claim and EOB ids as identifiers', async () => {
    const res = await raw(t, 'GET', '/api/fhir/export', u.token);
    const entries = (res.json?.['entry'] as { resource: J }[]).map((e) => e.resource).filter((r) => r['resourceType'] === 'Invoice');
    expect(entries).toHaveLength(exp.invoices.length);
    for (const e of exp.invoices.filter((x) => x.claimId)) {
      const inv = entries.find((r) => (r['identifier'] as J[]).some((i) => i['value'] === e.claimId && String(i['system']).endsWith('source-claim')));
      expect(inv?.['totalGross']).toEqual({ value: e.gross / 100, currency: 'USD' });
      if (e.eobId) expect((inv?.['identifier'] as J[]).some((i) => i['value'] === e.eobId)).toBe(true);
      expect(inv?.['status']).toBe(e.open === 0 ? 'balanced' : 'issued');
      expect((inv?.['lineItem'] as J[])[0]?.['chargeItemCodeableConcept']).toBeTruthy();
    }
  });
});

describe('admin operations', () => {
  let u: VerifiedUser;
  let other: VerifiedUser;
  beforeAll(async () => {
    u = await verifiedUser(t);
    other = await verifiedUser(t);
  });

  it('are FORBIDDEN for non-administrators (and UNAUTHENTICATED without a token)', async () => {
    const inv = await issued(u.userId);
    for (const [q, v] of [
      [ISSUE, { input: { userId: u.userId, currency: 'EUR', dueDate: addDays(today(), 3), lines: [{ description: 'x', quantity: 1, unitPriceMinor: 1 }] } }],
      [CANCEL, { id: inv.id, reason: 'x' }],
      [PAY, { input: { invoiceId: inv.id, amountMinor: 1, currency: 'EUR', paidOn: today(), method: 'CASH' } }],
      [ADMIN_LIST, { userId: u.userId }],
    ] as const) {
      expect(codeOf(await t.gql(q, v, u.token))).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(q, v))).toBe('UNAUTHENTICATED');
    }
  });

  it.each([
    ['an unknown currency', { currency: 'EURO' }, 'currency'],
    ['a due date in the past', { dueDate: '2001-01-01' }, 'dueDate'],
    ['an impossible due date', { dueDate: '2031-02-30' }, 'dueDate'],
    ['no lines', { lines: [] }, 'lines'],
    ['a negative unit price', { lines: [{ description: 'x', quantity: 1, unitPriceMinor: -5 }] }, 'lines.0.unitPriceMinor'],
    ['a zero quantity', { lines: [{ description: 'x', quantity: 0, unitPriceMinor: 5 }] }, 'lines.0.quantity'],
    ['a blank description', { lines: [{ description: '  ', quantity: 1, unitPriceMinor: 5 }] }, 'lines.0.description'],
    ['a 201-character description', { lines: [{ description: 'd'.repeat(201), quantity: 1, unitPriceMinor: 5 }] }, 'lines.0.description'],
  ])('issuing refuses %s', async (_l, over, field) => {
    const res = await issue(u.userId, over);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(fieldOf(res)).toBe(field);
  });

  it('numbers portal invoices uniquely and computes the totals on the server', async () => {
    const a = await issued(u.userId, { lines: [{ description: 'Visit', quantity: 2, unitPriceMinor: 2_550 }, { description: 'Test', quantity: 1, unitPriceMinor: 999 }] });
    const b = await issued(other.userId);
    expect(a.number).toMatch(/^HP-\d{4}-\d{6}$/);
    expect(a.number).not.toBe(b.number);
    expect(a).toMatchObject({ totalGrossMinor: 6_099, amountOpenMinor: 6_099, state: 'ISSUED', status: 'ISSUED' });
    const list = await t.gql<{ adminUserInvoices: Inv[] }>(ADMIN_LIST, { userId: u.userId }, admin.token);
    expect(list.data?.adminUserInvoices.map((i) => i.id)).toContain(a.id);
    expect(list.data?.adminUserInvoices.map((i) => i.id)).not.toContain(b.id);
  });

  it('records partial then full payments: ISSUED → BALANCED, with history; then refuses more', async () => {
    const inv = await issued(u.userId);
    const p1 = await pay(inv.id, 4_000);
    expect(p1.data?.recordInvoicePayment).toMatchObject({ status: 'ISSUED', amountPaidMinor: 4_000, amountOpenMinor: 6_000 });
    const p2 = await pay(inv.id, 6_000, { method: 'BANK_TRANSFER', reference: 'SEPA 42' });
    expect(p2.data?.recordInvoicePayment).toMatchObject({ status: 'BALANCED', state: 'PAID', amountOpenMinor: 0 });
    expect(p2.data?.recordInvoicePayment.events?.map((e) => e.type)).toEqual(['ISSUED', 'PAYMENT', 'PAYMENT', 'BALANCED']);
    expect(codeOf(await pay(inv.id, 1))).toBe('CONFLICT');
    expect(codeOf(await t.gql(CANCEL, { id: inv.id, reason: 'late' }, admin.token))).toBe('CONFLICT');
  });

  it.each([
    ['a negative amount', -100, {}, 'amountMinor'],
    ['a zero amount', 0, {}, 'amountMinor'],
    ['more than is open', 10_001, {}, 'amountMinor'],
    ['another currency', 100, { currency: 'USD' }, 'currency'],
    ['a payment date in the future', 100, { paidOn: addDays(today(), 2) }, 'paidOn'],
    ['a 101-character reference', 100, { reference: 'r'.repeat(101) }, 'reference'],
  ])('a payment refuses %s', async (_l, amount, over, field) => {
    const inv = await issued(u.userId);
    const res = await pay(inv.id, amount, over);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(fieldOf(res)).toBe(field);
    const after = await t.gql<{ invoice: Inv }>(ONE, { id: inv.id }, u.token);
    expect(after.data?.invoice.amountPaidMinor).toBe(0);
  });

  it('cancels with a reason; a cancelled invoice takes no payment and owes nothing', async () => {
    const inv = await issued(u.userId);
    expect(fieldOf(await t.gql(CANCEL, { id: inv.id, reason: '   ' }, admin.token))).toBe('reason');
    const res = await t.gql<{ cancelInvoice: Inv }>(CANCEL, { id: inv.id, reason: 'Issued twice' }, admin.token);
    expect(res.data?.cancelInvoice).toMatchObject({ status: 'CANCELLED', state: 'CANCELLED', cancelReason: 'Issued twice', amountOpenMinor: 0 });
    expect(codeOf(await pay(inv.id, 100))).toBe('CONFLICT');
    expect(codeOf(await t.gql(CANCEL, { id: inv.id, reason: 'again' }, admin.token))).toBe('CONFLICT');
  });

  it('never overpays under concurrent payments (row lock): 8 × 3000 on 10000 → exactly 3 succeed', async () => {
    const inv = await issued(u.userId);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => pay(inv.id, 3_000, { reference: `race-${i}` })));
    const ok = results.filter((r) => r.data?.recordInvoicePayment);
    expect(ok).toHaveLength(3);
    expect(results.filter((r) => codeOf(r) === 'BAD_USER_INPUT')).toHaveLength(5);
    const after = await t.gql<{ invoice: Inv }>(ONE, { id: inv.id }, u.token);
    expect(after.data?.invoice).toMatchObject({ amountPaidMinor: 9_000, amountOpenMinor: 1_000, status: 'ISSUED' });
    // And the last 1000, twice at once: one wins, the invoice is balanced once.
    const last = await Promise.all([pay(inv.id, 1_000), pay(inv.id, 1_000)]);
    expect(last.filter((r) => r.data?.recordInvoicePayment.status === 'BALANCED')).toHaveLength(1);
    const final = await t.gql<{ invoice: Inv }>(ONE, { id: inv.id }, u.token);
    expect(final.data?.invoice).toMatchObject({ amountPaidMinor: 10_000, status: 'BALANCED' });
    expect(final.data?.invoice.events?.filter((e) => e.type === 'BALANCED')).toHaveLength(1);
  });
});

describe('overdue (derived, with a fixed clock)', () => {
  it('an issued invoice becomes OVERDUE the day after its due date; paid ones never are', async () => {
    const u = await verifiedUser(t);
    const svc = t.app.services.invoices;
    svc.setClock(() => new Date('2030-03-10T12:00:00Z'));
    try {
      const due = await issued(u.userId, { dueDate: '2030-03-20' });
      const paid = await issued(u.userId, { dueDate: '2030-03-20' });
      await pay(paid.id, 10_000, { paidOn: '2030-03-10' });
      const overdueOnly = { filter: { states: ['OVERDUE'] } };
      expect((await t.gql<Page>(LIST, overdueOnly, u.token)).data?.invoices.totalCount).toBe(0);
      svc.setClock(() => new Date('2030-03-20T23:59:00Z'));
      expect((await t.gql<Page>(LIST, overdueOnly, u.token)).data?.invoices.totalCount).toBe(0);
      svc.setClock(() => new Date('2030-03-21T00:00:01Z'));
      const page = await t.gql<Page>(LIST, overdueOnly, u.token);
      expect(page.data?.invoices.items.map((i) => [i.id, i.state, i.overdue])).toEqual([[due.id, 'OVERDUE', true]]);
      expect(page.data?.invoices.totals).toEqual(
        expect.arrayContaining([
          { state: 'OVERDUE', currency: 'EUR', count: 1, amountMinor: 10_000 },
          { state: 'PAID', currency: 'EUR', count: 1, amountMinor: 10_000 },
        ]),
      );
    } finally {
      svc.setClock(() => new Date());
    }
  });
});

describe('list, IDOR, live updates and CSV', () => {
  let u: VerifiedUser;
  let other: VerifiedUser;
  let mine: Inv;
  let theirs: Inv;
  beforeAll(async () => {
    u = await verifiedUser(t);
    other = await verifiedUser(t);
    mine = await issued(u.userId, { lines: [{ description: 'A', quantity: 1, unitPriceMinor: 500 }] });
    await issued(u.userId, { lines: [{ description: 'B', quantity: 1, unitPriceMinor: 1_500 }] });
    theirs = await issued(other.userId);
  });

  it('pages, sorts and searches on the server, own invoices only', async () => {
    const p1 = await t.gql<Page>(LIST, { sort: 'AMOUNT_ASC', limit: 1 }, u.token);
    expect(p1.data?.invoices).toMatchObject({ totalCount: 2, items: [{ totalGrossMinor: 500 }] });
    const p2 = await t.gql<Page>(LIST, { sort: 'AMOUNT_ASC', limit: 1, offset: 1 }, u.token);
    expect(p2.data?.invoices.items[0]?.totalGrossMinor).toBe(1_500);
    const search = await t.gql<Page>(LIST, { filter: { search: theirs.number } }, u.token);
    expect(search.data?.invoices.totalCount).toBe(0);
    expect(fieldOf(await t.gql(LIST, { limit: 500 }, u.token))).toBe('limit');
    expect(fieldOf(await t.gql(LIST, { filter: { from: '2024-13-01' } }, u.token))).toBe('from');
  });

  it("answers NOT_FOUND for another user's invoice (and for an admin reading it as a user)", async () => {
    expect(codeOf(await t.gql(ONE, { id: theirs.id }, u.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(ONE, { id: 'not-a-uuid' }, u.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(ONE, { id: mine.id }, admin.token))).toBe('NOT_FOUND');
  });

  it('pushes the new amounts to the owner when an admin records a payment (graphql-ws)', async () => {
    const client = t.wsClient({ authorization: `Bearer ${u.token}` });
    type R = { data?: { invoiceUpdated: Inv } | null };
    const it = client.iterate({ query: LIVE }) as AsyncIterableIterator<R>;
    await untilFirstEvent(it.next(), () => Promise.resolve(t.app.services.pubsub.publish('invoices:updated', u.userId, { invoiceId: mine.id })));
    const otherClient = t.wsClient({ authorization: `Bearer ${other.token}` });
    const theirIt = otherClient.iterate({ query: LIVE }) as AsyncIterableIterator<R>;
    await untilFirstEvent(theirIt.next(), () => Promise.resolve(t.app.services.pubsub.publish('invoices:updated', other.userId, { invoiceId: theirs.id })));
    expect((await pay(mine.id, 200, { reference: 'live' })).errors).toBeUndefined();
    const seen = await pullUntil(it, (r) => r.data?.invoiceUpdated.amountPaidMinor === 200);
    expect(seen.at(-1)?.data?.invoiceUpdated).toMatchObject({ id: mine.id, amountOpenMinor: 300 });
    // The other user's stream: a payment on their own invoice comes after the owner's on the same bus, so
    // anything the owner's payment had sent them would be pulled before it.
    const marker = await paidNow(theirs.id, 1);
    const theirs$ = await pullUntil(theirIt, (r) => r.data?.invoiceUpdated.amountPaidMinor === marker);
    expect(theirs$.map((r) => r.data?.invoiceUpdated.id ?? r)).toEqual(theirs$.map(() => theirs.id));
    await it.return?.();
    await theirIt.return?.();
  });

  it('pushes the new amounts over SSE too, and only to the owner', async () => {
    type Event = { data?: { invoiceUpdated: Inv } | null; errors?: unknown[] };
    const mineSse = await sseSubscribe(t, LIVE, u.token);
    const theirSse = await sseSubscribe(t, LIVE, other.token);
    try {
      expect(mineSse.status).toBe(200);
      expect(mineSse.contentType).toMatch(/^text\/event-stream/);
      await untilFirstEvent(mineSse.nth(1), () => Promise.resolve(t.app.services.pubsub.publish('invoices:updated', u.userId, { invoiceId: mine.id })));
      await untilFirstEvent(theirSse.nth(1), () => Promise.resolve(t.app.services.pubsub.publish('invoices:updated', other.userId, { invoiceId: theirs.id })));
      const before = (await t.gql<{ invoice: Inv }>(ONE, { id: mine.id }, u.token)).data?.invoice;
      if (!before) throw new Error('no invoice');
      expect((await pay(mine.id, 100, { reference: 'live-sse' })).errors).toBeUndefined();
      const event = (await mineSse.waitFor((e) => (e as Event).data?.invoiceUpdated.amountPaidMinor === before.amountPaidMinor + 100)) as Event;
      expect(event.errors).toBeUndefined();
      expect(event.data?.invoiceUpdated).toMatchObject({ id: mine.id, amountOpenMinor: before.amountOpenMinor - 100, state: 'ISSUED' });
      // Same marker as over graphql-ws: the other user's own payment, after the owner's on the same bus.
      const marker = await paidNow(theirs.id, 1);
      await theirSse.waitFor((e) => (e as Event).data?.invoiceUpdated.amountPaidMinor === marker);
      expect(theirSse.events.map((e) => (e as Event).data?.invoiceUpdated.id ?? e)).toEqual(theirSse.events.map(() => theirs.id));
    } finally {
      mineSse.close();
      theirSse.close();
    }
  });

  it('serves the CSV of the own list with the same filters, formula cells neutralised', async () => {
    const evil = JSON.stringify({
      resourceType: 'Bundle',
      type: 'collection',
      entry: [
        {
          fullUrl: 'urn:uuid:4b1c1d8e-0000-4000-8000-00000000e111',
          resource: {
            resourceType: 'Claim', id: '4b1c1d8e-0000-4000-8000-00000000e111', status: 'active', use: 'claim',
            created: '2024-05-01T10:00:00Z', provider: { display: '=HYPERLINK("http://evil.example","x")' },
            item: [{ sequence: 1, productOrService: { text: 'Visit' }, net: { value: 12.5, currency: 'USD' } }],
            total: { value: 12.5, currency: 'USD' },
          },
        },
      ],
    });
    expect((await importBundle(t, u.token, evil)).errors).toBeUndefined();
    const csv = await raw(t, 'GET', '/api/invoices.csv?sort=ISSUED_DESC', u.token);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const text = csv.buf.toString('utf8');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('number,issuer,issued_on,due_date,state,currency,total,paid,open,claim_id,eob_id');
    expect(lines).toHaveLength(4);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(text).not.toContain(theirs.number);
    // Amounts keep every digit of their currency: 12.50 USD, as an accounting export writes it.
    expect(text).toMatch(/,USD,12\.50,0\.00,12\.50,/);
    expect(text).not.toMatch(/,12\.5,/);
    const issuedOnly = await raw(t, 'GET', '/api/invoices.csv?state=ISSUED&search=HP-', u.token);
    expect(issuedOnly.buf.toString('utf8').trim().split('\r\n')).toHaveLength(3);
    expect((await raw(t, 'GET', '/api/invoices.csv', null)).status).toBe(401);
    const bad = await raw(t, 'GET', '/api/invoices.csv?state=NOPE', u.token);
    expect([bad.status, bad.json?.['code'], bad.json?.['field']]).toEqual([400, 'BAD_USER_INPUT', 'state']);
  });
});

describe('the shop door: issueForOrder and onBalanced', () => {
  it('issues inside the caller transaction (rolled back with it) and tells listeners when paid in full', async () => {
    const u = await verifiedUser(t);
    const svc = t.app.services.invoices;
    const balanced: { invoiceId: string; orderId: string | null }[] = [];
    svc.onBalanced((e) => balanced.push(e));
    const orderId = '8f0e3c2a-1111-4222-8333-444455556666';
    const input = { userId: u.userId, orderId, orderNumber: 'SO-1001', currency: 'EUR', lines: [{ description: 'Thermometer', quantity: 2, unitPriceMinor: 1_250 }], issuedAt: new Date(), dueDate: addDays(today(), 7) };
    await expect(
      t.db.db.transaction(async (tx) => {
        await svc.issueForOrder(input, tx);
        throw new Error('order failed');
      }),
    ).rejects.toThrow('order failed');
    expect((await t.gql<Page>(LIST, {}, u.token)).data?.invoices.totalCount).toBe(0);
    const out = await t.db.db.transaction((tx) => svc.issueForOrder(input, tx));
    expect(out.number).toMatch(/^HP-/);
    const one = await t.gql<{ invoice: Inv & { origin: string } }>(ONE, { id: out.invoiceId }, u.token);
    expect(one.data?.invoice).toMatchObject({ totalGrossMinor: 2_500, origin: 'ORDER' });
    await pay(out.invoiceId, 2_500);
    expect(balanced).toContainEqual({ invoiceId: out.invoiceId, userId: u.userId, orderId });
  });
});
