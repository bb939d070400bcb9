// FHIR R4 import/export: the sample bundle with exact counts by type and code, idempotent re-import, every
// mapped resource type, malformed bundles (clear errors, nothing half-imported), the REST doors, the vitals
// feed, and export → import into a fresh account reproducing the same records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, fieldOf } from '../support/account-helpers.js';
import {
  CREATE, EXPORT, RECORDS, SAMPLE_BUNDLE, SUGGESTIONS, byType, fixture, importBundle, lab, raw, rowCounts,
} from '../support/records-helpers.js';
import type { ImportResult, Obs, Rec } from '../support/records-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { LATEST, SERIES, verifiedUser } from '../support/vitals-helpers.js';
import type { Reading, VerifiedUser } from '../support/vitals-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function allRecords(token: string): Promise<Rec[]> {
  const res = await t.gql<{ records: { items: Rec[]; totalCount: number } }>(RECORDS, { sort: 'DATE_ASC', pageSize: 100 }, token);
  expect(res.errors).toBeUndefined();
  return res.data?.records.items ?? [];
}

describe('the sample bundle (medplum-example-patient.json)', () => {
  let ann: VerifiedUser;
  let first: ImportResult | undefined;
  beforeAll(async () => {
    ann = await verifiedUser(t);
    const res = await importBundle(t, ann.token, SAMPLE_BUNDLE);
    expect(res.errors).toBeUndefined();
    first = res.data?.importFhirBundle;
  });

  it('reports exact counts by type: 20 observations, 1 patient, 5 skipped ClinicalImpressions', () => {
    expect(first).toMatchObject({ total: 26, imported: 21, updated: 0, unchanged: 0, skipped: 5, flagged: 0, patientSuggestions: 1 });
    expect(byType(first, 'Observation')).toEqual({ resourceType: 'Observation', imported: 20, updated: 0, unchanged: 0, skipped: 0, flagged: 0 });
    expect(byType(first, 'Patient')?.imported).toBe(1);
    expect(byType(first, 'ClinicalImpression')?.skipped).toBe(5);
    expect(first?.issues.filter((i) => i.resourceType === 'ClinicalImpression')).toHaveLength(5);
  });

  it('stores 20 vital-sign records: 5 each of weight, BMI, height and BP panels with their components', async () => {
    const records = await allRecords(ann.token);
    expect(records).toHaveLength(20);
    expect(new Set(records.map((r) => r.kind))).toEqual(new Set(['VITAL_SIGN']));
    const byCode = new Map<string, Rec[]>();
    for (const r of records) byCode.set(r.observations[0]?.code ?? '', [...(byCode.get(r.observations[0]?.code ?? '') ?? []), r]);
    expect([...byCode.entries()].map(([c, l]) => [c, l.length]).sort()).toEqual([
      ['29463-7', 5], ['39156-5', 5], ['8302-2', 5], ['85354-9', 5],
    ]);
    const bp = byCode.get('85354-9')?.[0];
    expect(bp).toMatchObject({ title: 'Blood Pressure', date: '1987-06-12T00:00:00.000Z', source: 'FHIR', fhirResourceType: 'Observation' });
    expect(bp?.observations[0]?.components?.map((c) => [c.code, c.valueNumber, c.unit])).toEqual([
      ['8462-4', 88, 'mm[Hg]'],
      ['8480-6', 107, 'mm[Hg]'],
    ]);
    const bmi = byCode.get('39156-5')?.map((r) => r.observations[0]?.valueNumber);
    expect(bmi).toEqual([32.4, 32.7, 33.2, 32.5, 35.1]);
  });

  it('finds records by LOINC code through search', async () => {
    const res = await t.gql<{ records: { totalCount: number } }>(RECORDS, { search: '85354-9' }, ann.token);
    expect(res.data?.records.totalCount).toBe(5);
  });

  it('offers the Patient demographics without touching the account', async () => {
    const s = await t.gql<{ patientSuggestions: Record<string, unknown>[] }>(SUGGESTIONS, {}, ann.token);
    expect(s.data?.patientSuggestions).toEqual([
      expect.objectContaining({ firstName: 'Homer', lastName: 'Simpson', birthDate: '1956-05-12', gender: 'male' }),
    ]);
    const me = await t.gql<{ me: { firstName: string } }>('{ me { firstName } }', {}, ann.token);
    expect(me.data?.me.firstName).toBe('Test');
  });

  it('feeds the five BP panels into the vitals history as IMPORT readings', async () => {
    const s = await t.gql<{ vitalSeries: { points: { time: string; avg: number; avg2: number | null }[] } }>(
      SERIES,
      { kind: 'BLOOD_PRESSURE', from: '1987-06-01T00:00:00Z', to: '1988-01-01T00:00:00Z', points: 10 },
      ann.token,
    );
    expect(s.errors).toBeUndefined();
    expect(s.data?.vitalSeries.points.map((p) => [p.avg, p.avg2])).toEqual([[107, 88]]);
    const latest = await t.gql<{ latestVitals: Reading[] }>(LATEST, {}, ann.token);
    expect(latest.data?.latestVitals).toEqual([
      expect.objectContaining({ kind: 'BLOOD_PRESSURE', value: 112, value2: 93, source: 'IMPORT', time: '2000-02-05T00:00:00.000Z' }),
    ]);
  });

  it('re-importing the same bundle creates nothing: everything is unchanged', async () => {
    const before = await rowCounts(t, ann.userId);
    const again = (await importBundle(t, ann.token, SAMPLE_BUNDLE)).data?.importFhirBundle;
    expect(again).toMatchObject({ imported: 0, updated: 0, unchanged: 21, skipped: 5, vitalReadingsAdded: 0, patientSuggestions: 0 });
    expect(await rowCounts(t, ann.userId)).toEqual(before);
  });

  it('a changed resource is reported as updated, in place', async () => {
    const bundle = JSON.parse(SAMPLE_BUNDLE) as { entry: { resource: { valueQuantity?: { value: number } } }[] };
    const bmi = bundle.entry[1]?.resource.valueQuantity;
    if (bmi) bmi.value = 40;
    const res = (await importBundle(t, ann.token, JSON.stringify(bundle))).data?.importFhirBundle;
    expect(byType(res, 'Observation')).toMatchObject({ imported: 0, updated: 1, unchanged: 19 });
    expect((await allRecords(ann.token)).filter((r) => r.observations[0]?.valueNumber === 40)).toHaveLength(1);
  });
});

describe('every mapped resource type (fhir-mixed-bundle.json)', () => {
  let bob: VerifiedUser;
  let result: ImportResult | undefined;
  let records: Rec[];
  beforeAll(async () => {
    bob = await verifiedUser(t);
    result = (await importBundle(t, bob.token, fixture('fhir-mixed-bundle.json'))).data?.importFhirBundle;
    records = await allRecords(bob.token);
  });
  const find = (title: string) => records.find((r) => r.title === title);

  it('counts by type, skips unknown types and unreferenced Medications, flags missing/non-standard codes', () => {
    expect(result).toMatchObject({ total: 21, imported: 19, skipped: 2, flagged: 3, vitalReadingsAdded: 3 });
    expect(byType(result, 'Observation')).toMatchObject({ imported: 9, flagged: 3 });
    expect(byType(result, 'Medication')).toMatchObject({ imported: 1, skipped: 1 });
    expect(byType(result, 'ClinicalImpression')).toMatchObject({ skipped: 1 });
    for (const type of ['Condition', 'MedicationRequest', 'Immunization', 'Procedure', 'AllergyIntolerance', 'Encounter', 'DiagnosticReport', 'DocumentReference'])
      expect(byType(result, type)?.imported, type).toBe(1);
    expect(records).toHaveLength(14);
  });

  it('maps conditions, medications (resolving medicationReference), immunizations, procedures, allergies, encounters', () => {
    expect(find('Hypertension')).toMatchObject({ kind: 'CONDITION', code: '38341003', codeSystem: 'http://snomed.info/sct', status: 'active', provider: 'Dr. Hibbert', notes: 'Diagnosed at routine visit.' });
    expect(find('atorvastatin 20 MG Oral Tablet')).toMatchObject({ kind: 'MEDICATION', code: '617312', status: 'active', notes: 'One tablet daily', date: '2020-01-10T00:00:00.000Z' });
    expect(find('Influenza, seasonal, injectable')).toMatchObject({ kind: 'IMMUNIZATION', code: '140', facility: 'Springfield Clinic' });
    expect(find('Colonoscopy')).toMatchObject({ kind: 'PROCEDURE', endDate: '2021-06-01T10:00:00.000Z' });
    expect(find('Allergy to penicillin')).toMatchObject({ kind: 'ALLERGY', notes: 'Hives', status: 'active' });
    expect(find('Annual check-up')).toMatchObject({ kind: 'ENCOUNTER', facility: 'Springfield Clinic', status: 'finished' });
  });

  it('groups a DiagnosticReport with its results, keeping given and computed interpretations', () => {
    const panel = find('Lipid panel');
    expect(panel).toMatchObject({ kind: 'LAB_PANEL', notes: 'Cholesterol high.' });
    expect(panel?.observations.map((o) => [o.code, o.valueNumber, o.interpretation])).toEqual([
      ['2093-3', 250, 'HIGH'],
      ['2085-9', 45, 'NORMAL'],
      ['18262-6', 160, 'HIGH'],
    ]);
  });

  it('stores embedded text and PDF attachments of a DocumentReference (and leaves out HTML)', async () => {
    const doc = find('Visit note');
    expect(doc?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['letter.pdf', 'application/pdf'],
      ['note.txt', 'text/plain'],
    ]);
    const got = await raw(t, 'GET', doc?.attachments[1]?.url ?? '', bob.token);
    expect(got.status).toBe(200);
    expect(got.buf.toString()).toBe('Blood pressure slightly high. Continue atorvastatin.');
  });

  it('imports codeless and locally coded observations with flags, and values as text or code', () => {
    expect(find('Feeling today')).toMatchObject({ flags: ['MISSING_CODE'] });
    expect(find('Feeling today')?.observations[0]).toMatchObject({ code: null, display: 'Feeling today', valueText: 'Tired' });
    expect(find('Local marker')).toMatchObject({ flags: ['NON_STANDARD_CODE'] });
    expect(find('Local marker')?.observations[0]).toMatchObject({ code: 'X-42', valueCode: '260385009', valueText: 'Negative' });
    expect(find('Hemoglobin')?.flags).toEqual(['MISSING_DATE']);
  });

  it('feeds heart rate, SpO2 and glucose (mmol/L converted) into the vitals', async () => {
    const latest = await t.gql<{ latestVitals: Reading[] }>(LATEST, {}, bob.token);
    expect(latest.data?.latestVitals.map((r) => [r.kind, r.value, r.source])).toEqual([
      ['HEART_RATE', 72, 'IMPORT'],
      ['SPO2', 97, 'IMPORT'],
      ['GLUCOSE', 99.1, 'IMPORT'],
    ]);
  });
});

describe('malformed bundles: a clear error, never a 500, never a half import', () => {
  let cy: VerifiedUser;
  beforeAll(async () => {
    cy = await verifiedUser(t);
    await importBundle(t, cy.token, SAMPLE_BUNDLE);
  });
  const cases: [string, string, RegExp][] = [
    ['not JSON', '{"resourceType": "Bundle", ', /not valid JSON/],
    ['a JSON array', '[]', /Expected a FHIR Bundle/],
    ['another resource', JSON.stringify({ resourceType: 'Patient' }), /Expected a FHIR Bundle, but the file is a Patient/],
    ['a document bundle', JSON.stringify({ resourceType: 'Bundle', type: 'document', entry: [] }), /Bundle type "document"/],
    ['entry not an array', JSON.stringify({ resourceType: 'Bundle', type: 'batch', entry: {} }), /entry must be an array/],
    ['entry without resource', JSON.stringify({ resourceType: 'Bundle', type: 'batch', entry: [{ fullUrl: 'x' }] }), /entry\[0\] has no resource/],
    ['resource without type', JSON.stringify({ resourceType: 'Bundle', type: 'collection', entry: [{ resource: { id: '1' } }] }), /no valid resourceType/],
    ['an R5 bundle', JSON.stringify({ resourceType: 'Bundle', type: 'collection', issues: {}, entry: [] }), /not FHIR R4/],
    ['an R5 profile', JSON.stringify({ resourceType: 'Bundle', type: 'collection', meta: { profile: ['http://hl7.org/fhir/R5/StructureDefinition/Bundle'] }, entry: [] }), /not FHIR R4/],
  ];
  it.each(cases)('%s → BAD_USER_INPUT', async (_name, bundle, message) => {
    const before = await rowCounts(t, cy.userId);
    const res = await importBundle(t, cy.token, bundle);
    expect(res.status).toBe(200);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toMatch(message);
    // A reason with what its text needs, so a page in another language says why too (it said "not valid").
    const ext = res.errors?.[0]?.extensions as Record<string, unknown> | undefined;
    const reason = ext?.['reason'];
    expect(reason, 'a reason').toMatch(/^(INVALID_FORMAT|WRONG_FILE_TYPE|WRONG_VERSION)$/);
    if (/Patient/.test(bundle))
      expect(ext).toMatchObject({ reason: 'WRONG_FILE_TYPE', expected: 'FHIR Bundle', found: 'FHIR Patient' });
    if (/R5|issues/.test(bundle)) expect(ext).toMatchObject({ reason: 'WRONG_VERSION', expected: 'FHIR R4' });
    expect(await rowCounts(t, cy.userId)).toEqual(before);
  });

  it('a bad entry late in a bundle leaves the good ones before it unstored', async () => {
    const sample = JSON.parse(SAMPLE_BUNDLE) as { entry: unknown[] };
    const fresh = { resourceType: 'Bundle', type: 'batch', entry: [...sample.entry.slice(0, 10).map((e) => ({ ...(e as object), fullUrl: undefined })), { resource: 'oops' }] };
    const before = await rowCounts(t, cy.userId);
    const res = await importBundle(t, cy.token, JSON.stringify(fresh));
    expect([codeOf(res), fieldOf(res)]).toEqual(['BAD_USER_INPUT', 'entry[10]']);
    expect(await rowCounts(t, cy.userId)).toEqual(before);
  });

  it('the REST door answers 400/413/415 with { message, code }', async () => {
    const notJson = await raw(t, 'POST', '/api/fhir/import', cy.token, 'nope', 'application/fhir+json');
    expect([notJson.status, notJson.json?.['code']]).toEqual([400, 'BAD_USER_INPUT']);
    expect(notJson.headers.get('cache-control')).toBe('no-store');
    const wrongType = await raw(t, 'POST', '/api/fhir/import', cy.token, '<Bundle/>', 'application/xml');
    expect(wrongType.status).toBe(415);
    const big = await raw(t, 'POST', '/api/fhir/import', cy.token, `"${'x'.repeat(21 * 1024 * 1024)}"`, 'application/json');
    expect([big.status, big.json?.['code']]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const anon = await raw(t, 'POST', '/api/fhir/import', null, SAMPLE_BUNDLE, 'application/fhir+json');
    expect([anon.status, anon.json?.['code']]).toEqual([401, 'UNAUTHENTICATED']);
  });
});

describe("beyond the portal's limits: kept within them and said, never refused whole, never a crash", () => {
  it('cuts texts, leaves out impossible dates and extra components, and the records read and print', async () => {
    const eve = await verifiedUser(t);
    const component = (i: number) => ({ code: { coding: [{ system: 'http://loinc.org', code: '8480-6' }] }, valueQuantity: { value: 100 + i } });
    const bundle = {
      resourceType: 'Bundle',
      type: 'collection',
      entry: [
        // A 200,000-character result: a health summary PDF laid it out in a narrow column until the heap ran out.
        { resource: { resourceType: 'Observation', status: 'final', code: { text: 'Long note' }, effectiveDateTime: '2026-01-01', valueString: 'x'.repeat(200_000) } },
        { resource: { resourceType: 'Observation', status: 'final', code: { text: 'Old reading' }, effectiveDateTime: '1800-01-01', valueString: 'old' } },
        { resource: { resourceType: 'Observation', status: 'final', code: { text: 'Many parts' }, effectiveDateTime: '2026-01-02', component: Array.from({ length: 30 }, (_, i) => component(i)) } },
        {
          resource: {
            resourceType: 'MedicationStatement',
            status: 'active',
            medicationCodeableConcept: { text: 'Backwards period' },
            effectivePeriod: { start: '2026-01-01', end: '2025-01-01' },
          },
        },
      ],
    };
    const res = await importBundle(t, eve.token, JSON.stringify(bundle));
    expect(res.errors).toBeUndefined();
    const messages = res.data?.importFhirBundle.issues.map((i) => i.message) ?? [];
    expect(messages.some((m) => /1800-01-01.*before 1900/.test(m))).toBe(true);
    expect(messages.some((m) => /End date before the start date/.test(m))).toBe(true);

    const records = await allRecords(eve.token);
    const byTitle = (title: string) => records.find((r) => r.title === title);
    expect(byTitle('Long note')?.observations[0]?.valueText).toBe('x'.repeat(1000));
    expect(byTitle('Old reading')?.flags).toContain('MISSING_DATE');
    expect(byTitle('Many parts')?.observations[0]?.components).toHaveLength(20);
    expect(byTitle('Backwards period')).toMatchObject({ date: '2026-01-01T00:00:00.000Z', endDate: null });

    // FHIR R4 per-1: a period's start is not after its end, in what the portal exports.
    const exported = JSON.parse((await t.gql<{ exportFhirBundle: string }>(EXPORT, {}, eve.token)).data?.exportFhirBundle ?? '{}') as {
      entry: { resource: { code?: { text?: string }; effectiveDateTime?: string; effectivePeriod?: { start?: string; end?: string } } }[];
    };
    for (const { resource } of exported.entry) {
      const p = resource.effectivePeriod;
      if (p?.start && p.end) expect(Date.parse(p.end)).toBeGreaterThanOrEqual(Date.parse(p.start));
    }
    // The reading from 1800 has no date the portal keeps: its export states none (not the import's time).
    const old = exported.entry.find((e) => e.resource.code?.text === 'Old reading')?.resource;
    expect(old).toBeDefined();
    expect(old?.effectiveDateTime).toBeUndefined();
    const pdf = await raw(t, 'GET', '/api/documents/health-summary.pdf', eve.token);
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
  }, 60_000);
});

describe('observation times on the twin pages', () => {
  const TWIN = `query T($s: TwinSystem!) { twin(system: $s) {
    summary { lastMeasuredAt lastMeasuredDateOnly } indicators { code latest { value time dateOnly origin } } } }`;
  type Twin = {
    twin: {
      summary: { lastMeasuredAt: string | null; lastMeasuredDateOnly: boolean };
      indicators: { code: string; latest: { value: number; time: string; dateOnly: boolean; origin: string } | null }[];
    };
  };
  const vital = {
    coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'vital-signs' }],
  };

  it("a future date the import leaves out is used nowhere: not as the reading's time, not as the newest vital", async () => {
    const fay = await verifiedUser(t);
    const bundle = {
      resourceType: 'Bundle',
      type: 'collection',
      entry: [
        {
          resource: {
            resourceType: 'Observation',
            status: 'final',
            category: [vital],
            code: { coding: [{ system: 'http://loinc.org', code: '8867-4', display: 'Heart rate' }] },
            effectiveDateTime: '3024-05-01T10:00:00Z',
            valueQuantity: { value: 72, unit: '/min', system: 'http://unitsofmeasure.org', code: '/min' },
          },
        },
      ],
    };
    const res = await importBundle(t, fay.token, JSON.stringify(bundle));
    expect(res.errors).toBeUndefined();
    expect(res.data?.importFhirBundle.issues.map((i) => i.message).join(' ')).toMatch(/3024-05-01.*in the future/);
    const twin = await t.gql<Twin>(TWIN, { s: 'VASCULAR' }, fay.token);
    expect(twin.errors).toBeUndefined();
    expect(twin.data?.twin.summary.lastMeasuredAt ?? null).toBeNull();
    expect(twin.data?.twin.indicators.find((i) => i.code === '8867-4')?.latest ?? null).toBeNull();
    const latest = await t.gql<{ latestVitals: Reading[] }>(LATEST, {}, fay.token);
    expect(latest.data?.latestVitals.filter((r) => r.time.startsWith('3024'))).toEqual([]);
    const exported = (await t.gql<{ exportFhirBundle: string }>(EXPORT, {}, fay.token)).data?.exportFhirBundle ?? '';
    expect(exported).not.toContain('3024-05-01');
  });

  it('a value measured on a day (a FHIR date) is that day, marked date-only, on the card and in the summary', async () => {
    const gus = await verifiedUser(t);
    const bundle = {
      resourceType: 'Bundle',
      type: 'collection',
      entry: [
        {
          resource: {
            resourceType: 'Observation',
            status: 'final',
            category: [
              {
                coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'laboratory' }],
              },
            ],
            code: { coding: [{ system: 'http://loinc.org', code: '2160-0', display: 'Creatinine' }] },
            effectiveDateTime: '2000-02-05',
            valueQuantity: { value: 1.0, unit: 'mg/dL', system: 'http://unitsofmeasure.org', code: 'mg/dL' },
          },
        },
      ],
    };
    expect((await importBundle(t, gus.token, JSON.stringify(bundle))).errors).toBeUndefined();
    const twin = await t.gql<Twin>(TWIN, { s: 'KIDNEY' }, gus.token);
    expect(twin.errors).toBeUndefined();
    expect(twin.data?.twin.indicators.find((i) => i.code === '2160-0')?.latest).toEqual({
      value: 1,
      time: '2000-02-05T00:00:00.000Z',
      dateOnly: true,
      origin: 'RECORD',
    });
    expect(twin.data?.twin.summary).toEqual({ lastMeasuredAt: '2000-02-05T00:00:00.000Z', lastMeasuredDateOnly: true });
  });

  it("a report's result measured on a day of its own is that day (not a time, as when its day differed from the report's)", async () => {
    const ivy = await verifiedUser(t);
    const bundle = {
      resourceType: 'Bundle',
      type: 'collection',
      entry: [
        {
          fullUrl: 'urn:uuid:10000000-0000-4000-8000-000000000001',
          resource: {
            resourceType: 'DiagnosticReport',
            status: 'final',
            code: { coding: [{ system: 'http://loinc.org', code: '57698-3' }] },
            effectiveDateTime: '2025-04-10',
            result: [{ reference: 'urn:uuid:10000000-0000-4000-8000-000000000002' }],
          },
        },
        {
          fullUrl: 'urn:uuid:10000000-0000-4000-8000-000000000002',
          resource: {
            resourceType: 'Observation',
            status: 'final',
            code: { coding: [{ system: 'http://loinc.org', code: '2085-9', display: 'HDL' }] },
            effectiveDateTime: '2025-04-09',
            valueQuantity: { value: 55, unit: 'mg/dL', system: 'http://unitsofmeasure.org', code: 'mg/dL' },
          },
        },
      ],
    };
    expect((await importBundle(t, ivy.token, JSON.stringify(bundle))).errors).toBeUndefined();
    const twin = await t.gql<Twin>(TWIN, { s: 'VASCULAR' }, ivy.token);
    expect(twin.data?.twin.indicators.find((i) => i.code === '2085-9')?.latest).toMatchObject({
      time: '2025-04-09T00:00:00.000Z',
      dateOnly: true,
    });
  });
});

describe('what an import leaves out is said on its report', () => {
  it('a result or urn: subject not in the Bundle, and a value the vitals refuse, each get an issue', async () => {
    const hal = await verifiedUser(t);
    const loinc = (code: string) => ({ coding: [{ system: 'http://loinc.org', code }] });
    const bundle = {
      resourceType: 'Bundle',
      type: 'transaction',
      entry: [
        {
          fullUrl: 'urn:uuid:00000000-0000-4000-8000-000000000001',
          resource: {
            resourceType: 'DiagnosticReport',
            status: 'final',
            code: loinc('24323-8'),
            effectiveDateTime: '2025-03-01T08:00:00Z',
            result: [
              { reference: 'urn:uuid:00000000-0000-4000-8000-000000000002' },
              { reference: 'urn:uuid:00000000-0000-4000-8000-000000000099' },
            ],
          },
          request: { method: 'POST', url: 'DiagnosticReport' },
        },
        {
          fullUrl: 'urn:uuid:00000000-0000-4000-8000-000000000002',
          resource: {
            resourceType: 'Observation',
            status: 'final',
            code: loinc('2345-7'),
            effectiveDateTime: '2025-03-01T08:00:00Z',
            valueQuantity: { value: 92, unit: 'mg/dL' },
          },
          request: { method: 'POST', url: 'Observation' },
        },
        {
          fullUrl: 'urn:uuid:00000000-0000-4000-8000-000000000003',
          resource: {
            resourceType: 'Observation',
            status: 'final',
            subject: { reference: 'urn:uuid:00000000-0000-4000-8000-0000000000aa' },
            category: [
              {
                coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'vital-signs' }],
              },
            ],
            code: loinc('8867-4'),
            effectiveDateTime: '2025-03-01T08:00:00Z',
            valueQuantity: { value: 1e308, unit: '/min' },
          },
          request: { method: 'POST', url: 'Observation' },
        },
      ],
    };
    const res = await importBundle(t, hal.token, JSON.stringify(bundle));
    expect(res.errors).toBeUndefined();
    const issues = res.data?.importFhirBundle.issues ?? [];
    const about = (entry: number) =>
      issues
        .filter((i) => i.entry === entry)
        .map((i) => i.message)
        .join(' | ');
    expect(about(0)).toMatch(/Result 2 \(urn:uuid:0{8}-0000-4000-8000-000000000099\) is not in this Bundle/);
    expect(about(2)).toMatch(/subject urn:uuid:\S+aa is not in this Bundle/);
    expect(about(2)).toMatch(/not added to the vitals/);
    expect(res.data?.importFhirBundle.vitalReadingsAdded).toBe(0);
    // Nor is it the newest heart rate, judged critical, on the twin page.
    const twin = await t.gql<{ twin: { indicators: { code: string; latest: unknown }[] } }>(
      'query { twin(system: VASCULAR) { indicators { code latest { value } } } }',
      {},
      hal.token,
    );
    expect(twin.data?.twin.indicators.find((i) => i.code === '8867-4')?.latest).toBeNull();
  });
});

describe('REST import and export, and the round trip', () => {
  it('imports over REST, exports a collection download, and the export re-imports into a fresh account equal', async () => {
    const dee = await verifiedUser(t);
    const imported = await raw(t, 'POST', '/api/fhir/import', dee.token, fixture('fhir-mixed-bundle.json'), 'application/fhir+json');
    expect(imported.status).toBe(200);
    expect(imported.json).toMatchObject({ imported: 19 });
    expect((await importBundle(t, dee.token, SAMPLE_BUNDLE)).errors).toBeUndefined();
    const manual = await t.gql(CREATE, { input: lab({ kind: 'LAB_PANEL', code: '57698-3', codeSystem: 'http://loinc.org' }) }, dee.token);
    expect(manual.errors).toBeUndefined();
    const cond = await t.gql(CREATE, { input: { kind: 'CONDITION', title: 'Migraine', date: '2019-01-01T00:00:00Z', observations: [{ display: 'Pain score', value: 7 }] } }, dee.token);
    expect(cond.errors).toBeUndefined();

    const dl = await raw(t, 'GET', '/api/fhir/export', dee.token);
    expect(dl.status).toBe(200);
    expect(dl.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    expect(dl.headers.get('content-disposition')).toMatch(/^attachment; filename="health-record-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(dl.headers.get('cache-control')).toBe('no-store');
    const gqlExport = await t.gql<{ exportFhirBundle: string }>(EXPORT, {}, dee.token);
    const bundle = JSON.parse(gqlExport.data?.exportFhirBundle ?? '{}') as { resourceType: string; type: string; entry: unknown[] };
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });

    // Same account: everything is recognised as already there.
    const same = (await importBundle(t, dee.token, dl.buf.toString())).data?.importFhirBundle;
    expect(same).toMatchObject({ imported: 0, updated: 0 });
    // A fresh account gets the same records and observations.
    const eve = await verifiedUser(t);
    const again = await importBundle(t, eve.token, dl.buf.toString());
    expect(again.errors).toBeUndefined();
    expect(again.data?.importFhirBundle.skipped).toBe(0);
    expect(normalise(await allRecords(eve.token))).toEqual(normalise(await allRecords(dee.token)));
  });
});

function normaliseObs(o: Obs): unknown {
  const { id: _id, components, ...rest } = o;
  return { ...rest, components: (components ?? []).map(normaliseObs) };
}

function normalise(records: Rec[]) {
  return records
    .map(({ id: _i, source: _s, fhirResourceType: _f, attachments, observations, ...r }) => ({
      ...r,
      createdAt: undefined,
      updatedAt: undefined,
      attachments: attachments.map((a) => [a.filename, a.contentType, a.size]),
      observations: observations.map(normaliseObs),
    }))
    .sort((a, b) => `${a.date}${a.title}`.localeCompare(`${b.date}${b.title}`));
}
