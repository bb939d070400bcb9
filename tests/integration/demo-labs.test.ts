// Issue 15 §2: the demo account's laboratory results — every twin system has recent values with LOINC codes,
// units and ranges, some flagged, dated within the last year; imported once, never repeated.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LABS_SOURCE } from '../../db/demo-labs.js';
import { medicalRecords } from '../../db/schema/index.js';
import { DEMO_ACCOUNT, seedDemo, seedDemoLabs, seedDemoRecords } from '../../db/seed.js';
import { hashPassword } from '../../server/src/features/account/passwords.js';
import { LOGIN } from '../support/account-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';

const YEAR = 365 * 86_400_000;
let t: TestApp;
let token: string;
let userId: string;
const importer = (uid: string, text: string) =>
  t.app.services.fhirImport.importBundle({ userId: uid, ip: null, userAgent: 'demo seed' }, text);

beforeAll(async () => {
  t = await startTestApp();
  expect(await seedDemo(t.db.db, hashPassword)).toBe(true);
  // In the order the server's start runs them (server/src/main.ts): the sample bundle, then the laboratory year.
  expect(await seedDemoRecords(t.db.db, importer)).toBe(true);
  expect(await seedDemoLabs(t.db.db, importer)).toBe(true);
  const res = await t.gql<{ login: { accessToken: string; user: { id: string } } }>(LOGIN, {
    email: DEMO_ACCOUNT.email,
    password: DEMO_ACCOUNT.password,
  });
  token = res.data?.login.accessToken ?? '';
  userId = res.data?.login.user.id ?? '';
});
afterAll(() => t.close());

interface Indicator {
  code: string;
  status: string;
  refLow: number | null;
  refHigh: number | null;
  latest: { value: number; unit: string | null; time: string; origin: string } | null;
  trend: { value: number }[];
}

const TWIN = `query Twin($s: TwinSystem!) { twin(system: $s) {
  summary { indicatorsWithData indicatorsOutOfRange }
  indicators { code status refLow refHigh latest { value unit time origin } trend { value } } } }`;

describe('demo laboratory results', () => {
  it.each([
    ['KIDNEY', ['2160-0', '33914-3', '6299-2', '14959-1']],
    ['LIVER', ['1742-6', '1920-8', '6768-6', '1975-2', '1751-7']],
    ['EYE', ['56844-4', '98498-9']],
    ['BLOOD', ['718-7', '6690-2', '777-3', '4548-4']],
    // Weight and BMI too: the sample record's, from 2000, were the latest before the demo's visits measured them.
    ['VASCULAR', ['2093-3', '18262-6', '2085-9', '2571-8', '29463-7', '39156-5']],
    ['DIGESTION', ['3040-3', '1798-8', '38445-3']],
    ['BRAIN', ['3016-3', '2132-9']],
  ])('%s has recent record values for its labs', async (system, codes) => {
    const res = await t.gql<{ twin: { indicators: Indicator[] } }>(TWIN, { s: system }, token);
    expect(res.errors).toBeUndefined();
    const byCode = new Map(res.data?.twin.indicators.map((i) => [i.code, i]));
    for (const code of codes) {
      const ind = byCode.get(code);
      expect(ind?.latest, `${system} ${code}`).toBeTruthy();
      expect(ind?.latest?.origin).toBe('RECORD');
      expect(Date.now() - new Date(ind?.latest?.time ?? 0).getTime()).toBeLessThan(YEAR);
      expect(ind?.status).not.toBe('NO_DATA');
    }
  });

  it('flags some results (a coherent story, not all normal, not all abnormal)', async () => {
    const statuses: string[] = [];
    for (const s of ['KIDNEY', 'LIVER', 'BLOOD', 'VASCULAR', 'DIGESTION', 'BRAIN', 'EYE']) {
      const res = await t.gql<{ twin: { indicators: Indicator[] } }>(TWIN, { s }, token);
      for (const i of res.data?.twin.indicators ?? []) if (i.latest?.origin === 'RECORD') statuses.push(i.status);
    }
    const high = statuses.filter((s) => s === 'HIGH').length;
    expect(high).toBeGreaterThanOrEqual(4);
    expect(statuses.filter((s) => s === 'NORMAL').length).toBeGreaterThan(high);
  });

  it('makes the sample records the demo person’s own: their Patient has the account’s name, not the sample’s', async () => {
    const res = await t.gql<{ personalInfoFromRecords: { firstName: string | null; lastName: string | null } | null }>(
      '{ personalInfoFromRecords { firstName lastName } }',
      {},
      token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.personalInfoFromRecords).toEqual({ firstName: DEMO_ACCOUNT.firstName, lastName: DEMO_ACCOUNT.lastName });
  });

  it('is imported once: a later start adds nothing', async () => {
    const countOf = async () =>
      (
        await t.db.db
          .select({ n: count() })
          .from(medicalRecords)
          .where(and(eq(medicalRecords.userId, userId), eq(medicalRecords.fhirSource, DEMO_LABS_SOURCE)))
      )[0]?.n ?? 0;
    const before = await countOf();
    expect(before).toBeGreaterThanOrEqual(16);
    expect(await seedDemoLabs(t.db.db, importer)).toBe(false);
    expect(await countOf()).toBe(before);
  });
});
