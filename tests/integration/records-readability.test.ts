// Records as a person reads them (issue 15 §5): a FHIR date without a time stays a date (dateOnly, exported as
// a date again, kept by an edit that leaves the date alone), and every numeric observation says which range it
// is read against — the laboratory's own when it brings one, else the portal's for the code — with an
// interpretation judged by it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT, importBundle } from '../support/records-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { verifiedUser } from '../support/vitals-helpers.js';
import type { VerifiedUser } from '../support/vitals-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const LOINC = 'http://loinc.org';
const UCUM = 'http://unitsofmeasure.org';
const q = (value: number, unit: string, code: string) => ({ value, unit, system: UCUM, code });
const obs = (id: string, code: string, display: string, when: string, extra: object) => ({
  fullUrl: `urn:uuid:${id}`,
  resource: {
    resourceType: 'Observation',
    id,
    status: 'final',
    code: { coding: [{ system: LOINC, code, display }], text: display },
    effectiveDateTime: when,
    ...extra,
  },
});
const BUNDLE = JSON.stringify({
  resourceType: 'Bundle',
  type: 'collection',
  entry: [
    obs('bp-day', '85354-9', 'Blood pressure panel', '2000-02-05', {
      component: [
        { code: { coding: [{ system: LOINC, code: '8480-6' }], text: 'Systolic' }, valueQuantity: q(150, 'mmHg', 'mm[Hg]') },
        { code: { coding: [{ system: LOINC, code: '8462-4' }], text: 'Diastolic' }, valueQuantity: q(75, 'mmHg', 'mm[Hg]') },
      ],
    }),
    obs('glucose-lab', '2345-7', 'Glucose', '2021-03-04T09:30:00Z', {
      valueQuantity: q(120, 'mg/dL', 'mg/dL'),
      referenceRange: [{ low: q(70, 'mg/dL', 'mg/dL'), high: q(99, 'mg/dL', 'mg/dL') }],
    }),
    obs('bmi-month', '39156-5', 'BMI', '2019-07', { valueQuantity: q(24, 'kg/m2', 'kg/m2') }),
    obs('odd-unit', '39156-5', 'BMI in an odd unit', '2019-08-01T10:00:00+02:00', {
      valueQuantity: q(24, 'furlongs', 'furlongs'),
    }),
  ],
});

const FIELDS = `id title date dateOnly kind observations {
  code valueNumber unit refLow refHigh interpretation referenceRange { low high unit context source }
  components { code valueNumber unit interpretation referenceRange { low high unit context } } }`;
const LIST = `query L { records(pageSize: 50, sort: DATE_ASC) { items { ${FIELDS} } } }`;
const UPDATE = `mutation U($id: ID!, $input: RecordInput!) { updateRecord(id: $id, input: $input) { id date dateOnly } }`;

interface Range {
  low: number | null;
  high: number | null;
  unit: string;
  context: string;
  source?: string;
}
interface O {
  code: string;
  valueNumber: number | null;
  unit: string | null;
  interpretation: string | null;
  referenceRange: Range | null;
  components?: O[];
}
interface R {
  id: string;
  title: string;
  date: string;
  dateOnly: boolean;
  kind: string;
  observations: O[];
}

async function records(token: string): Promise<Map<string, R>> {
  const res = await t.gql<{ records: { items: R[] } }>(LIST, {}, token);
  expect(res.errors).toBeUndefined();
  return new Map((res.data?.records.items ?? []).map((r) => [r.title, r]));
}

describe('records read as a person reads them', () => {
  let ann: VerifiedUser;
  let byTitle: Map<string, R>;
  beforeAll(async () => {
    ann = await verifiedUser(t);
    const res = await importBundle(t, ann.token, BUNDLE);
    expect(res.errors).toBeUndefined();
    byTitle = await records(ann.token);
  });

  it('a FHIR date (day or month) is dateOnly at 00:00 UTC; a dateTime is not', () => {
    expect(byTitle.get('Blood pressure panel')).toMatchObject({ date: '2000-02-05T00:00:00.000Z', dateOnly: true });
    expect(byTitle.get('BMI')).toMatchObject({ date: '2019-07-01T00:00:00.000Z', dateOnly: true });
    expect(byTitle.get('Glucose')).toMatchObject({ date: '2021-03-04T09:30:00.000Z', dateOnly: false });
    expect(byTitle.get('BMI in an odd unit')).toMatchObject({ date: '2019-08-01T08:00:00.000Z', dateOnly: false });
  });

  it("a lab result is read against the lab's own range; values without one against the portal's range", () => {
    const glucose = byTitle.get('Glucose')?.observations[0];
    expect(glucose?.referenceRange).toMatchObject({ low: 70, high: 99, unit: 'mg/dL', context: 'LAB_REPORTED' });
    expect(glucose?.interpretation).toBe('HIGH');

    const [sys, dia] = ['8480-6', '8462-4'].map((c) =>
      byTitle.get('Blood pressure panel')?.observations[0]?.components?.find((x) => x.code === c),
    );
    expect(sys?.referenceRange).toMatchObject({ unit: 'mm[Hg]', context: 'RESTING' });
    expect(sys?.referenceRange?.high).toBeLessThan(150);
    expect(sys?.interpretation).toBe('HIGH');
    expect(dia?.interpretation).toBe('NORMAL');

    const bmi = byTitle.get('BMI')?.observations[0];
    expect(bmi?.referenceRange).toMatchObject({ low: 18.5, high: 24.9, unit: 'kg/m2', context: 'ADULT' });
    expect(bmi?.referenceRange?.source).toBeTruthy();
    expect(bmi?.interpretation).toBe('NORMAL');
  });

  it('a value in a unit the portal cannot convert gets no range and no guessed interpretation', () => {
    const odd = byTitle.get('BMI in an odd unit')?.observations[0];
    expect(odd).toMatchObject({ valueNumber: 24, unit: 'furlongs', referenceRange: null, interpretation: null });
  });

  it('the export writes a day-only date as a date, and it comes back day-only in another account', async () => {
    const res = await t.gql<{ exportFhirBundle: string }>(EXPORT, {}, ann.token);
    const bundle = JSON.parse(res.data?.exportFhirBundle ?? '{}') as { entry: { resource: Record<string, unknown> }[] };
    const byCode = (code: string) =>
      bundle.entry
        .map((e) => e.resource)
        .filter((r) => r['resourceType'] === 'Observation')
        .find((r) => JSON.stringify(r['code']).includes(code));
    expect(byCode('85354-9')?.['effectiveDateTime']).toBe('2000-02-05');
    expect(byCode('2345-7')?.['effectiveDateTime']).toBe('2021-03-04T09:30:00.000Z');

    const bob = await verifiedUser(t);
    expect((await importBundle(t, bob.token, res.data?.exportFhirBundle ?? '')).errors).toBeUndefined();
    const again = await records(bob.token);
    expect(again.get('Blood pressure panel')).toMatchObject({ date: '2000-02-05T00:00:00.000Z', dateOnly: true });
    expect(again.get('Glucose')).toMatchObject({ dateOnly: false });
  });

  it('an edit that keeps the date keeps it day-only; a new date has a time of day', async () => {
    const bp = byTitle.get('Blood pressure panel');
    if (!bp) throw new Error('no BP record');
    const input = (date: string) => ({ kind: bp.kind, title: 'Blood pressure, edited', date });
    const same = await t.gql<{ updateRecord: { dateOnly: boolean } }>(UPDATE, { id: bp.id, input: input(bp.date) }, ann.token);
    expect(same.errors).toBeUndefined();
    expect(same.data?.updateRecord.dateOnly).toBe(true);
    const moved = await t.gql<{ updateRecord: { dateOnly: boolean; date: string } }>(
      UPDATE,
      { id: bp.id, input: input('2000-02-06T08:15:00Z') },
      ann.token,
    );
    expect(moved.data?.updateRecord).toEqual({ id: bp.id, date: '2000-02-06T08:15:00.000Z', dateOnly: false });
    // And back to midnight by hand is a time the person chose, not a day-only date.
    const back = await t.gql<{ updateRecord: { dateOnly: boolean } }>(UPDATE, { id: bp.id, input: input(bp.date) }, ann.token);
    expect(back.data?.updateRecord.dateOnly).toBe(false);
  });
});
