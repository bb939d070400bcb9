// Claim/EOB re-import against what happened in the portal since (issue 12 review): a changed EOB never makes
// paid exceed the total (portal payments count, also those of an admin deleted since), an invoice an admin
// cancelled stays cancelled, a total below the portal's payments is refused per entry; an EOB imported alone and
// later with its Claim (or the reverse), or a Claim alone and later its EOB alone, stays one invoice; a Claim with
// nothing priced, and two claims with one number from one provider, are per-entry errors. Bundles are small, in
// the shape Synthea writes.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byType, importBundle } from '../support/records-helpers.js';
import type { ImportResult } from '../support/records-helpers.js';
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

const INVOICE = `id number status state totalGrossMinor amountPaidMinor amountOpenMinor cancelReason claimId eobId
  payments { amountMinor method reference }`;
const LIST = `query { invoices(limit: 100) { totalCount items { ${INVOICE} } } }`;
const PAY = `mutation P($input: RecordPaymentInput!) { recordInvoicePayment(input: $input) { id amountPaidMinor } }`;
const CANCEL = `mutation C($id: ID!, $reason: String!) { cancelInvoice(id: $id, reason: $reason) { id status } }`;

interface Inv {
  id: string;
  number: string;
  status: string;
  state: string;
  totalGrossMinor: number;
  amountPaidMinor: number;
  amountOpenMinor: number;
  cancelReason: string | null;
  claimId: string | null;
  eobId: string | null;
  payments: { amountMinor: number; method: string; reference: string | null }[];
}

const today = () => new Date().toISOString().slice(0, 10);
const PROVIDER = { reference: 'Organization?identifier=https://github.com/synthetichealth/synthea|b1ddf812', display: 'PCP ROSE CLINIC' };
let serial = 0;
/** A fresh FHIR id per call, so the suites do not see each other's resources. */
const newId = () => `6c3e2f1a-7d4b-4e0e-8f6a-${String(++serial).padStart(4, '0')}${String(Date.now()).slice(-8)}`;

function claim(id: string, total: number | null, over: Record<string, unknown> = {}) {
  return {
    fullUrl: `urn:uuid:${id}`,
    resource: {
      resourceType: 'Claim', id, status: 'active', use: 'claim', created: '2024-03-04T10:00:00Z',
      billablePeriod: { start: '2024-03-04T09:00:00Z', end: '2024-03-04T10:00:00Z' },
      provider: PROVIDER, priority: { coding: [{ code: 'normal' }] },
      item: [{ sequence: 1, productOrService: { coding: [{ system: 'http://snomed.info/sct', code: '185349003', display: 'Encounter for check up' }], text: 'Encounter for check up' } }],
      ...(total !== null ? { total: { value: total, currency: 'USD' } } : {}),
      ...over,
    },
  };
}

function eob(id: string, claimId: string, submitted: number, paid: number) {
  return {
    fullUrl: `urn:uuid:${id}`,
    resource: {
      resourceType: 'ExplanationOfBenefit', id, status: 'active', use: 'claim', created: '2024-03-04T10:00:00Z',
      identifier: [{ system: 'https://bluebutton.cms.gov/resources/variables/clm_id', value: claimId }],
      billablePeriod: { start: '2024-03-04T09:00:00Z', end: '2024-03-04T10:00:00Z' },
      provider: { reference: 'Practitioner?identifier=http://hl7.org/fhir/sid/us-npi|9999994597', display: 'Dr. Rose' },
      claim: { reference: `urn:uuid:${claimId}` },
      outcome: 'complete',
      total: [{ category: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/adjudication', code: 'submitted' }] }, amount: { value: submitted, currency: 'USD' } }],
      payment: { amount: { value: paid, currency: 'USD' } },
    },
  };
}

const bundle = (...entry: unknown[]) => JSON.stringify({ resourceType: 'Bundle', type: 'transaction', entry });

async function imported(u: VerifiedUser, ...entry: unknown[]): Promise<ImportResult> {
  const res = await importBundle(t, u.token, bundle(...entry));
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.importFhirBundle;
}
async function invoices(u: VerifiedUser): Promise<Inv[]> {
  const res = await t.gql<{ invoices: { items: Inv[] } }>(LIST, {}, u.token);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.invoices.items;
}
async function only(u: VerifiedUser): Promise<Inv> {
  const list = await invoices(u);
  expect(list).toHaveLength(1);
  return list[0] as Inv;
}
async function pay(invoiceId: string, amountMinor: number, token = admin.token) {
  const res = await t.gql(PAY, { input: { invoiceId, amountMinor, currency: 'USD', paidOn: today(), method: 'CASH', reference: 'desk' } }, token);
  expect(res.errors).toBeUndefined();
}
const messages = (r: ImportResult) => r.issues.map((i) => `${i.resourceType}: ${i.message}`);
const sane = (i: Inv) => {
  expect(i.amountPaidMinor).toBeLessThanOrEqual(i.totalGrossMinor);
  expect(i.amountOpenMinor).toBeGreaterThanOrEqual(0);
  expect(i.amountPaidMinor + i.amountOpenMinor).toBe(i.status === 'CANCELLED' ? i.amountPaidMinor : i.totalGrossMinor);
};

describe('a changed re-import against the portal', () => {
  it('caps the insurer payment at what the portal payments left open: paid never exceeds the total', async () => {
    const u = await verifiedUser(t);
    const [c, e] = [newId(), newId()];
    await imported(u, claim(c, 100), eob(e, c, 100, 30));
    const first = await only(u);
    expect(first).toMatchObject({ totalGrossMinor: 10_000, amountPaidMinor: 3_000, amountOpenMinor: 7_000, state: 'ISSUED' });
    await pay(first.id, 6_000);

    // The insurer now says it paid 80 of the 100: with the portal's 60 that would be 140.
    const again = await imported(u, claim(c, 100), eob(e, c, 100, 80));
    expect(byType(again, 'Claim')).toMatchObject({ updated: 1, skipped: 0 });
    expect(messages(again)).toContainEqual(expect.stringMatching(/capped at what the payments recorded in the portal left open/));
    const after = await only(u);
    sane(after);
    expect(after).toMatchObject({ id: first.id, amountPaidMinor: 10_000, amountOpenMinor: 0, status: 'BALANCED', state: 'PAID' });
    expect(after.payments.map((p) => [p.method, p.amountMinor]).sort()).toEqual([['CASH', 6_000], ['INSURANCE', 4_000]]);

    // The insurer takes most of it back: the portal's payment still counts, the invoice is open again.
    await imported(u, claim(c, 100), eob(e, c, 100, 10));
    expect(await only(u)).toMatchObject({ amountPaidMinor: 7_000, amountOpenMinor: 3_000, status: 'ISSUED' });
  });

  it('keeps the payments of an administrator deleted since (recorded_by is null then)', async () => {
    const u = await verifiedUser(t);
    const gone = await verifiedUser(t);
    await t.app.services.admin.setAdmin(null, gone.userId, true);
    const [c, e] = [newId(), newId()];
    await imported(u, claim(c, 50), eob(e, c, 50, 20));
    await pay((await only(u)).id, 1_000, gone.token);
    await t.db.db.execute(sql`DELETE FROM users WHERE id = ${gone.userId}`);
    await imported(u, claim(c, 50), eob(e, c, 50, 25));
    const after = await only(u);
    sane(after);
    expect(after.payments.map((p) => [p.method, p.amountMinor]).sort()).toEqual([['CASH', 1_000], ['INSURANCE', 2_500]]);
    expect(after.amountOpenMinor).toBe(1_500);
  });

  it('never changes an invoice an administrator cancelled', async () => {
    const u = await verifiedUser(t);
    const [c, e] = [newId(), newId()];
    await imported(u, claim(c, 70));
    const first = await only(u);
    expect((await t.gql(CANCEL, { id: first.id, reason: 'Billed to the wrong person' }, admin.token)).errors).toBeUndefined();
    const again = await imported(u, claim(c, 90), eob(e, c, 90, 40));
    expect(byType(again, 'Claim')).toMatchObject({ unchanged: 1, updated: 0 });
    expect(messages(again)).toContainEqual(expect.stringMatching(/cancelled by an administrator; the re-import left it unchanged/));
    const after = await only(u);
    expect(after).toMatchObject({ status: 'CANCELLED', cancelReason: 'Billed to the wrong person', totalGrossMinor: 7_000, amountPaidMinor: 0, payments: [] });
  });

  it('refuses, per entry, a new total below what the portal already took (the invoice stays as it was)', async () => {
    const u = await verifiedUser(t);
    const [c, other] = [newId(), newId()];
    await imported(u, claim(c, 100));
    const first = await only(u);
    await pay(first.id, 9_000);
    const again = await imported(u, claim(c, 50), claim(other, 12, { identifier: [{ value: 'OTHER-1' }] }));
    expect(byType(again, 'Claim')).toMatchObject({ skipped: 1, imported: 1 });
    expect(messages(again)).toContainEqual(expect.stringMatching(/Claim: Could not be stored: the new total is less than what was already paid in the portal/));
    const after = (await invoices(u)).find((i) => i.id === first.id);
    expect(after).toMatchObject({ totalGrossMinor: 10_000, amountPaidMinor: 9_000, amountOpenMinor: 1_000, status: 'ISSUED' });
  });
});

describe('one invoice per claim, whichever way its EOB comes', () => {
  it('an EOB imported alone, then with its Claim, then alone again stays one invoice', async () => {
    const u = await verifiedUser(t);
    const [c, e] = [newId(), newId()];
    const alone = await imported(u, eob(e, c, 120, 100));
    expect(byType(alone, 'ExplanationOfBenefit')).toMatchObject({ imported: 1 });
    const lone = await only(u);
    expect(lone).toMatchObject({ eobId: e, claimId: null, totalGrossMinor: 12_000, amountOpenMinor: 2_000 });

    const pair = await imported(u, claim(c, 120), eob(e, c, 120, 100));
    expect(byType(pair, 'Claim')).toMatchObject({ imported: 0, updated: 1 });
    const merged = await only(u);
    expect(merged).toMatchObject({ id: lone.id, claimId: c, eobId: e, totalGrossMinor: 12_000, amountPaidMinor: 10_000 });

    const late = await imported(u, eob(e, c, 120, 100));
    expect(byType(late, 'ExplanationOfBenefit')).toMatchObject({ imported: 0, unchanged: 1 });
    expect(await only(u)).toMatchObject({ id: lone.id, claimId: c, eobId: e });
    // And the pair again is unchanged (its identity is now the Claim's).
    expect(byType(await imported(u, claim(c, 120), eob(e, c, 120, 100)), 'Claim')).toMatchObject({ unchanged: 1 });
    expect(await invoices(u)).toHaveLength(1);
  });

  it('a Claim imported alone, then its EOB alone, becomes one invoice with the insurer payment', async () => {
    const u = await verifiedUser(t);
    const [c, e] = [newId(), newId()];
    await imported(u, claim(c, 90));
    const first = await only(u);
    expect(first).toMatchObject({ claimId: c, eobId: null, totalGrossMinor: 9_000, amountPaidMinor: 0 });
    const late = await imported(u, eob(e, c, 90, 60));
    expect(byType(late, 'ExplanationOfBenefit')).toMatchObject({ imported: 0 });
    expect(await only(u)).toMatchObject({ id: first.id, claimId: c, eobId: e, amountPaidMinor: 6_000, amountOpenMinor: 3_000 });
    // The same EOB again changes nothing; the pair then updates the one invoice.
    expect(byType(await imported(u, eob(e, c, 90, 60)), 'ExplanationOfBenefit')).toMatchObject({ unchanged: 1 });
    expect(byType(await imported(u, claim(c, 90), eob(e, c, 90, 90)), 'Claim')).toMatchObject({ updated: 1 });
    expect(await invoices(u)).toHaveLength(1);
    expect(await only(u)).toMatchObject({ id: first.id, amountPaidMinor: 9_000, state: 'PAID' });
  });

  it('a Claim with its EOB, then the EOB alone, stays one invoice', async () => {
    const u = await verifiedUser(t);
    const [c, e] = [newId(), newId()];
    await imported(u, claim(c, 80), eob(e, c, 80, 80));
    const first = await only(u);
    const late = await imported(u, eob(e, c, 80, 80));
    expect(byType(late, 'ExplanationOfBenefit')).toMatchObject({ imported: 0, unchanged: 1 });
    expect(await only(u)).toMatchObject({ id: first.id, claimId: c, eobId: e, state: 'PAID' });
  });
});

describe('per-entry errors', () => {
  it('reports a Claim with no priced item and no total instead of a balanced zero invoice', async () => {
    const u = await verifiedUser(t);
    const [empty, e, good] = [newId(), newId(), newId()];
    const r = await imported(u, claim(empty, null), eob(e, empty, 0, 0), claim(good, 15, { identifier: [{ value: 'GOOD-1' }] }));
    expect(byType(r, 'Claim')).toMatchObject({ imported: 1, skipped: 1 });
    expect(byType(r, 'ExplanationOfBenefit')).toMatchObject({ imported: 0, skipped: 1 });
    expect(messages(r)).toContainEqual(expect.stringMatching(/Claim: The Claim has no priced item and no total above zero/));
    const list = await invoices(u);
    expect(list.map((i) => i.totalGrossMinor)).toEqual([1_500]);
  });

  it('reports the second of two claims with the same number from the same provider', async () => {
    const u = await verifiedUser(t);
    const [a, b] = [newId(), newId()];
    const same = { identifier: [{ system: 'urn:example:claims', value: 'CLM-2024-0042' }] };
    const r = await imported(u, claim(a, 40, same), claim(b, 60, same));
    expect(byType(r, 'Claim')).toMatchObject({ imported: 1, skipped: 1 });
    const issue = r.issues.find((i) => /already has this number/.test(i.message));
    expect(issue).toMatchObject({ resourceType: 'Claim', entry: 1, message: 'Could not be stored: another invoice of this provider already has this number.' });
    expect(await only(u)).toMatchObject({ number: 'CLM-2024-0042', totalGrossMinor: 4_000 });
  });
});
