// Records over GraphQL: create/read/update/delete, every validation error (with its field), computed
// interpretation, and search/filter/sort/paging on known data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, fieldOf } from '../support/account-helpers.js';
import { CREATE, DELETE, RECORD, RECORDS, UPDATE, lab } from '../support/records-helpers.js';
import type { Rec } from '../support/records-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { verifiedUser } from '../support/vitals-helpers.js';
import type { VerifiedUser } from '../support/vitals-helpers.js';

let t: TestApp;
let ann: VerifiedUser;
beforeAll(async () => {
  t = await startTestApp();
  ann = await verifiedUser(t);
});
afterAll(() => t.close());

const create = (input: Record<string, unknown>, token = ann.token) => t.gql<{ createRecord: Rec }>(CREATE, { input }, token);

describe('create, read, update, delete', () => {
  it('creates a record with observations and computes their interpretation from the range', async () => {
    const res = await create(lab());
    expect(res.errors).toBeUndefined();
    const r = res.data?.createRecord;
    expect(r).toMatchObject({ kind: 'LAB_RESULT', title: 'Lipid panel', provider: 'Dr. Who', source: 'MANUAL', flags: [] });
    expect(r?.observations.map((o) => [o.code, o.system, o.valueNumber, o.interpretation, o.effectiveAt])).toEqual([
      ['2093-3', 'http://loinc.org', 230, 'HIGH', '2025-03-01T08:00:00.000Z'],
      ['2085-9', 'http://loinc.org', 55, 'NORMAL', '2025-03-01T08:00:00.000Z'],
    ]);
    const read = await t.gql<{ record: Rec }>(RECORD, { id: r?.id }, ann.token);
    expect(read.data?.record).toEqual(r);
  });

  it('keeps panel components under their panel (blood pressure 85354-9)', async () => {
    const res = await create({
      kind: 'VITAL_SIGN',
      title: 'Blood pressure',
      date: '2025-04-01T09:00:00Z',
      observations: [
        {
          code: '85354-9',
          display: 'Blood pressure panel',
          components: [
            { code: '8480-6', value: 190, unit: 'mm[Hg]', refLow: 90, refHigh: 120 },
            { code: '8462-4', value: 50, unit: 'mm[Hg]', refLow: 60, refHigh: 80, interpretation: 'LOW' },
          ],
        },
      ],
    });
    expect(res.errors).toBeUndefined();
    const panel = res.data?.createRecord.observations[0];
    expect(panel?.valueNumber).toBeNull();
    expect(panel?.components?.map((c) => [c.code, c.valueNumber, c.interpretation])).toEqual([
      ['8480-6', 190, 'CRITICAL'],
      ['8462-4', 50, 'LOW'],
    ]);
  });

  it('updates fields, keeps observations when omitted and replaces them when given', async () => {
    const id = (await create(lab())).data?.createRecord.id;
    const kept = await t.gql<{ updateRecord: Rec }>(UPDATE, { id, input: { ...lab({ title: 'Renamed', observations: null }) } }, ann.token);
    expect(kept.data?.updateRecord.title).toBe('Renamed');
    expect(kept.data?.updateRecord.observations).toHaveLength(2);
    const replaced = await t.gql<{ updateRecord: Rec }>(
      UPDATE,
      { id, input: lab({ observations: [{ display: 'Comment', valueText: 'looks fine' }] }) },
      ann.token,
    );
    expect(replaced.data?.updateRecord.observations.map((o) => [o.code, o.display, o.valueText])).toEqual([
      [null, 'Comment', 'looks fine'],
    ]);
  });

  it('deletes a record; it is then not found', async () => {
    const id = (await create(lab())).data?.createRecord.id;
    expect((await t.gql<{ deleteRecord: boolean }>(DELETE, { id }, ann.token)).data?.deleteRecord).toBe(true);
    expect((await t.gql<{ record: Rec | null }>(RECORD, { id }, ann.token)).data?.record).toBeNull();
    expect(codeOf(await t.gql(DELETE, { id }, ann.token))).toBe('NOT_FOUND');
  });

  it('needs a verified session', async () => {
    const res = await t.gql(CREATE, { input: lab() });
    expect(codeOf(res)).toBe('UNAUTHENTICATED');
  });
});

describe('validation errors name their field', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['empty title', { title: '   ' }, 'title'],
    ['long title', { title: 'x'.repeat(201) }, 'title'],
    ['future date', { date: '2999-01-01T00:00:00Z' }, 'date'],
    ['date before 1900', { date: '1850-01-01T00:00:00Z' }, 'date'],
    ['end before start', { endDate: '2025-02-01T00:00:00Z' }, 'endDate'],
    ['long provider', { provider: 'p'.repeat(201) }, 'provider'],
    ['long facility', { facility: 'f'.repeat(201) }, 'facility'],
    ['long status', { status: 's'.repeat(51) }, 'status'],
    ['long notes', { notes: 'n'.repeat(10_001) }, 'notes'],
    ['long code', { code: 'c'.repeat(65) }, 'code'],
    ['too many observations', { observations: Array.from({ length: 201 }, () => ({ display: 'x', value: 1 })) }, 'observations'],
    ['observation without value', { observations: [{ code: '718-7' }] }, 'observations[0].value'],
    ['number and text', { observations: [{ code: '718-7', value: 1, valueText: 'x' }] }, 'observations[0].value'],
    ['bad LOINC code', { observations: [{ code: 'ABC', value: 1 }] }, 'observations[0].code'],
    ['neither code nor display', { observations: [{ value: 1 }] }, 'observations[0].code'],
    ['inverted range', { observations: [{ code: '718-7', value: 1, refLow: 5, refHigh: 2 }] }, 'observations[0].refHigh'],
    ['long unit', { observations: [{ code: '718-7', value: 1, unit: 'u'.repeat(31) }] }, 'observations[0].unit'],
    [
      'nested components',
      { observations: [{ code: '85354-9', components: [{ code: '8480-6', value: 1, components: [{ code: '8480-6', value: 1 }] }] }] },
      'observations[0].components[0].components',
    ],
    ['component without value', { observations: [{ code: '85354-9', components: [{ code: '8480-6' }] }] }, 'observations[0].components[0].value'],
  ];
  it.each(cases)('%s → BAD_USER_INPUT on %s', async (_name, over, field) => {
    const res = await create(lab(over));
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(fieldOf(res)).toBe(field);
    expect(res.errors?.[0]?.message).toMatch(/\w/);
  });

  it('a date without a zone is refused by the scalar', async () => {
    const res = await create(lab({ date: '2025-01-01T00:00:00' }));
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
  });

  it('the same rules apply on update', async () => {
    const id = (await create(lab())).data?.createRecord.id;
    const res = await t.gql(UPDATE, { id, input: lab({ title: '' }) }, ann.token);
    expect([codeOf(res), fieldOf(res)]).toEqual(['BAD_USER_INPUT', 'title']);
  });
});

describe('search, filter, sort and paging', () => {
  let bob: VerifiedUser;
  const titles = ['Alpha %_ test', 'Beta', 'Gamma', 'Delta', 'Epsilon'];
  beforeAll(async () => {
    bob = await verifiedUser(t);
    for (const [i, title] of titles.entries()) {
      const res = await create(
        {
          kind: i % 2 ? 'CONDITION' : 'LAB_RESULT',
          title,
          date: `2024-0${i + 1}-15T00:00:00Z`,
          notes: i === 3 ? 'mentions ferritin here' : null,
          observations: i === 4 ? [{ code: '718-7', display: 'Hemoglobin', value: 14 }] : [],
        },
        bob.token,
      );
      expect(res.errors).toBeUndefined();
    }
  });
  const list = (vars: Record<string, unknown>) =>
    t.gql<{ records: { totalCount: number; page: number; pageSize: number; hasNextPage: boolean; items: Rec[] } }>(RECORDS, vars, bob.token);
  const titlesOf = async (vars: Record<string, unknown>) => (await list(vars)).data?.records.items.map((r) => r.title);

  it('sorts by date (newest first by default), date ascending and title', async () => {
    expect(await titlesOf({})).toEqual(['Epsilon', 'Delta', 'Gamma', 'Beta', 'Alpha %_ test']);
    expect(await titlesOf({ sort: 'DATE_ASC' })).toEqual(['Alpha %_ test', 'Beta', 'Gamma', 'Delta', 'Epsilon']);
    expect(await titlesOf({ sort: 'TITLE_ASC' })).toEqual(['Alpha %_ test', 'Beta', 'Delta', 'Epsilon', 'Gamma']);
  });

  it('pages with a total count', async () => {
    const p2 = (await list({ sort: 'DATE_ASC', page: 2, pageSize: 2 })).data?.records;
    expect(p2).toMatchObject({ totalCount: 5, page: 2, pageSize: 2, hasNextPage: true });
    expect(p2?.items.map((r) => r.title)).toEqual(['Gamma', 'Delta']);
    const p3 = (await list({ sort: 'DATE_ASC', page: 3, pageSize: 2 })).data?.records;
    expect(p3?.hasNextPage).toBe(false);
    expect(p3?.items.map((r) => r.title)).toEqual(['Epsilon']);
  });

  it('searches title, notes and observation codes/displays, taking % and _ literally', async () => {
    expect(await titlesOf({ search: 'FERRITIN' })).toEqual(['Delta']);
    expect(await titlesOf({ search: '718-7' })).toEqual(['Epsilon']);
    expect(await titlesOf({ search: 'hemoglob' })).toEqual(['Epsilon']);
    expect(await titlesOf({ search: '%_' })).toEqual(['Alpha %_ test']);
    expect(await titlesOf({ search: '%' })).toEqual(['Alpha %_ test']);
  });

  it('filters by kind and by date range (inclusive)', async () => {
    expect(await titlesOf({ kinds: ['CONDITION'], sort: 'DATE_ASC' })).toEqual(['Beta', 'Delta']);
    expect(await titlesOf({ from: '2024-02-15T00:00:00Z', to: '2024-04-15T00:00:00Z', sort: 'DATE_ASC' })).toEqual([
      'Beta',
      'Gamma',
      'Delta',
    ]);
  });

  it('refuses bad paging and ranges with their field', async () => {
    for (const [vars, field] of [
      [{ page: 0 }, 'page'],
      [{ pageSize: 101 }, 'pageSize'],
      [{ from: '2024-05-01T00:00:00Z', to: '2024-01-01T00:00:00Z' }, 'to'],
      [{ search: 's'.repeat(201) }, 'search'],
    ] as const) {
      const res = await list(vars);
      expect([codeOf(res), fieldOf(res)]).toEqual(['BAD_USER_INPUT', field]);
    }
    // Sort is an enum: anything else is refused by GraphQL before it reaches a resolver.
    const bad = await list({ sort: 'id; DROP TABLE users' });
    expect(bad.status).toBe(400);
    expect(bad.errors?.[0]?.message).toMatch(/RecordSort/);
  });

  it('an empty result is an empty page, not an error', async () => {
    const r = (await list({ search: 'nothing-like-this' })).data?.records;
    expect(r).toMatchObject({ totalCount: 0, items: [], hasNextPage: false });
  });
});
