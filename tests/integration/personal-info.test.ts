// /personalInfo over GraphQL against a real database: field-level validation (BAD_USER_INPUT +
// extensions.field), E.164 normalisation, the personalInfo.filled transitions, accountUpdated over a real
// graphql-ws client, per-viewer data (IDOR), the "what your records say" values from an imported FHIR
// Patient, and the Patient of GET /api/fhir/export carrying the data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, fieldOf, pullUntil, untilFirstEvent } from '../support/account-helpers.js';
import { SAMPLE_BUNDLE, importBundle, raw } from '../support/records-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { GqlResult, TestApp } from '../support/test-app.js';
import { verifiedUser } from '../support/vitals-helpers.js';
import type { VerifiedUser } from '../support/vitals-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DETAILS = `filled missing firstName lastName birthDate sexAtBirth gender phone preferredLanguage bloodType heightCm weightKg
  address { line city postalCode country } emergencyContact { name relation phone }`;
const UPDATE = `mutation U($input: PersonalInfoInput!) { updatePersonalInfo(input: $input) { id firstName lastName personalInfo { ${DETAILS} } } }`;
const ME = `query { me { id firstName personalInfo { ${DETAILS} } } }`;
const FROM_RECORDS =
  'query { personalInfoFromRecords { firstName lastName birthDate gender phone address importedAt } }';
const UPDATED = `subscription { accountUpdated { id personalInfo { ${DETAILS} } } }`;

interface Details {
  filled: boolean;
  missing: string[] | null;
  firstName: string | null;
  birthDate: string | null;
  phone: string | null;
  sexAtBirth: string | null;
  heightCm: number | null;
  address: { line: string | null; city: string | null; postalCode: string | null; country: string | null } | null;
  emergencyContact: { name: string | null; relation: string | null; phone: string | null } | null;
}
type FieldError = { field: string; reason: string; message: string };

const minimal = { firstName: 'Ada', lastName: 'Lovelace' };
const complete = { ...minimal, birthDate: '1985-12-10', sexAtBirth: 'FEMALE', phone: '+44 20 7946 0958' };

async function save(u: VerifiedUser, input: Record<string, unknown>) {
  return t.gql<{ updatePersonalInfo: { firstName: string; personalInfo: Details } }>(UPDATE, { input }, u.token);
}
const fieldErrors = (res: GqlResult<unknown>) =>
  (res.errors?.[0]?.extensions as { fieldErrors?: FieldError[] } | undefined)?.fieldErrors ?? [];

describe('validation: every bad field is named', () => {
  let u: VerifiedUser;
  beforeAll(async () => {
    u = await verifiedUser(t);
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['an impossible date', { birthDate: '2023-02-30' }, 'birthDate', 'INVALID_DATE'],
    ['a date that is not YYYY-MM-DD', { birthDate: '10/12/1985' }, 'birthDate', 'INVALID_DATE'],
    ['a future birth date', { birthDate: `${new Date().getUTCFullYear() + 1}-01-01` }, 'birthDate', 'FUTURE_DATE'],
    ['a birth date over 130 years ago', { birthDate: '1880-01-01' }, 'birthDate', 'TOO_OLD'],
    ['a phone that is no number', { phone: '12' }, 'phone', 'INVALID_PHONE'],
    [
      'an emergency phone that is no number',
      { emergencyContact: { phone: 'call me' } },
      'emergencyContact.phone',
      'INVALID_PHONE',
    ],
    ['a blank first name', { firstName: '   ' }, 'firstName', 'REQUIRED'],
    ['a 101-character last name', { lastName: 'x'.repeat(101) }, 'lastName', 'TOO_LONG'],
    ['a 201-character address line', { address: { line: 'y'.repeat(201) } }, 'address.line', 'TOO_LONG'],
    ['an unknown country', { address: { country: 'XX' } }, 'address.country', 'INVALID_COUNTRY'],
    ['a postal code with symbols', { address: { postalCode: '75<01>' } }, 'address.postalCode', 'INVALID_POSTAL_CODE'],
    ['a height of 5 cm', { heightCm: 5 }, 'heightCm', 'OUT_OF_RANGE'],
    ['a weight of 900 kg', { weightKg: 900 }, 'weightKg', 'OUT_OF_RANGE'],
    [
      'a 51-character relation',
      { emergencyContact: { relation: 'z'.repeat(51) } },
      'emergencyContact.relation',
      'TOO_LONG',
    ],
  ];
  it.each(cases)('refuses %s', async (_label, over, field, reason) => {
    const res = await save(u, { ...minimal, ...over });
    expect(res.status).toBe(200);
    expect(res.data).toBeNull();
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(fieldOf(res)).toBe(field);
    expect(fieldErrors(res)).toEqual([expect.objectContaining({ field, reason })]);
  });

  it('says the limit of a text too long, in its field error and on the error itself', async () => {
    const res = await save(u, { ...minimal, address: { city: 'c'.repeat(101) }, emergencyContact: { relation: 'r'.repeat(51) } });
    expect(fieldErrors(res)).toEqual([
      expect.objectContaining({ field: 'address.city', reason: 'TOO_LONG', max: 100 }),
      expect.objectContaining({ field: 'emergencyContact.relation', reason: 'TOO_LONG', max: 50 }),
    ]);
    expect(res.errors?.[0]?.extensions).toMatchObject({ field: 'address.city', reason: 'TOO_LONG', max: 100 });
  });

  it('refuses an unknown sex-at-birth value at the schema (enum)', async () => {
    const res = await save(u, { ...minimal, sexAtBirth: 'ROBOT' });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toMatch(/SexAtBirth/);
    expect(res.data ?? null).toBeNull();
  });

  it('lists every invalid field at once and stores nothing', async () => {
    const res = await save(u, { ...minimal, heightCm: 400, phone: 'nope', birthDate: '1985-13-01' });
    expect(fieldErrors(res).map((e) => e.field)).toEqual(['birthDate', 'phone', 'heightCm']);
    const me = await t.gql<{ me: { personalInfo: Details } }>(ME, {}, u.token);
    expect(me.data?.me.personalInfo.birthDate).toBeNull();
    expect(me.data?.me.personalInfo.phone).toBeNull();
  });

  it('validateOnly: the same field errors, and a valid form is checked but not stored', async () => {
    const CHECK = `mutation C($input: PersonalInfoInput!) { updatePersonalInfo(input: $input, validateOnly: true) {
      firstName personalInfo { ${DETAILS} } } }`;
    const v = await verifiedUser(t);
    const bad = await t.gql(CHECK, { input: { ...minimal, heightCm: 400, phone: 'nope' } }, v.token);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(bad).map((e) => e.field)).toEqual(['phone', 'heightCm']);
    const good = await t.gql<{ updatePersonalInfo: { firstName: string; personalInfo: Details } }>(
      CHECK,
      { input: complete },
      v.token,
    );
    expect(good.errors).toBeUndefined();
    // The answer is the account as stored: the names and details the check was given are not in it.
    expect(good.data?.updatePersonalInfo.firstName).toBe('Test');
    expect(good.data?.updatePersonalInfo.personalInfo).toMatchObject({ filled: false, birthDate: null, phone: null });
    const me = await t.gql<{ me: { firstName: string; personalInfo: Details } }>(ME, {}, v.token);
    expect(me.data?.me.firstName).toBe('Test');
    expect(me.data?.me.personalInfo).toMatchObject({ birthDate: null, phone: null, sexAtBirth: null });
  });

  it('needs a verified e-mail', async () => {
    const res = await t.gql(UPDATE, { input: minimal });
    expect(codeOf(res)).toBe('UNAUTHENTICATED');
  });
});

describe('saving', () => {
  it('normalises phones to E.164, using the address country for a national number', async () => {
    const u = await verifiedUser(t);
    const res = await save(u, {
      ...minimal,
      phone: '06 12 34 56 78',
      address: { line: '1 rue de Rivoli', city: 'Paris', postalCode: '75001', country: 'fr' },
      emergencyContact: { name: 'Charles', relation: 'Friend', phone: '(415) 555-2671 ' },
    });
    // The emergency number is not French: without +1 it would be read as French and refused, so give it.
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(fieldOf(res)).toBe('emergencyContact.phone');
    const ok = await save(u, {
      ...minimal,
      phone: '06 12 34 56 78',
      address: { line: '1 rue de Rivoli', city: 'Paris', postalCode: '75001', country: 'fr' },
      emergencyContact: { name: 'Charles', relation: 'Friend', phone: '+1 (415) 555-2671' },
      heightCm: 170.26,
    });
    expect(ok.errors).toBeUndefined();
    const p = ok.data?.updatePersonalInfo.personalInfo;
    expect(p?.phone).toBe('+33612345678');
    expect(p?.emergencyContact).toEqual({ name: 'Charles', relation: 'Friend', phone: '+14155552671' });
    expect(p?.address).toEqual({ line: '1 rue de Rivoli', city: 'Paris', postalCode: '75001', country: 'FR' });
    expect(p?.heightCm).toBe(170.3);
  });

  it('sets filled only once names, birth date, sex at birth and a contact way are there, and unsets it', async () => {
    const u = await verifiedUser(t);
    const steps: [Record<string, unknown>, boolean, string[]][] = [
      [minimal, false, ['BIRTH_DATE', 'SEX_AT_BIRTH', 'CONTACT']],
      [{ ...minimal, birthDate: '1985-12-10', sexAtBirth: 'FEMALE' }, false, ['CONTACT']],
      [complete, true, []],
      // A full postal address is a contact way too.
      [
        {
          ...complete,
          phone: null,
          address: { line: '1 Main St', city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB' },
        },
        true,
        [],
      ],
      [{ ...complete, phone: null, address: { line: '1 Main St', city: 'Leeds', country: 'GB' } }, false, ['CONTACT']],
      [complete, true, []],
      [{ ...complete, sexAtBirth: null }, false, ['SEX_AT_BIRTH']],
    ];
    for (const [input, filled, missing] of steps) {
      const res = await save(u, input);
      expect(res.errors).toBeUndefined();
      expect(res.data?.updatePersonalInfo.personalInfo).toMatchObject({ filled, missing });
      const row = await t.app.services.account.findById(u.userId);
      expect(row?.personalInfoFilled).toBe(filled);
    }
  });

  it('changes the names on the account itself', async () => {
    const u = await verifiedUser(t);
    const res = await save(u, { ...minimal, firstName: '  Grace ', lastName: 'Hopper' });
    expect(res.data?.updatePersonalInfo.firstName).toBe('Grace');
    const row = await t.app.services.account.findById(u.userId);
    expect([row?.firstName, row?.lastName]).toEqual(['Grace', 'Hopper']);
  });
});

describe('live updates', () => {
  it('delivers the saved details to another tab over graphql-ws (accountUpdated)', async () => {
    const u = await verifiedUser(t);
    const client = t.wsClient({ authorization: `Bearer ${u.token}` });
    type R = { data?: { accountUpdated: { personalInfo: Details } } | null };
    const it = client.iterate({ query: UPDATED }) as AsyncIterableIterator<R>;
    // A harmless publish until the subscription is live (lifting a ban that is not there).
    await untilFirstEvent(it.next(), () => t.app.services.account.setBanned(u.userId, false));
    const res = await save(u, complete);
    expect(res.errors).toBeUndefined();
    const seen = await pullUntil(it, (r) => r.data?.accountUpdated.personalInfo.filled === true);
    expect(seen.at(-1)?.data?.accountUpdated.personalInfo).toMatchObject({
      filled: true,
      birthDate: '1985-12-10',
      sexAtBirth: 'FEMALE',
      phone: '+442079460958',
    });
    await it.return?.();
  });
});

describe('per viewer (IDOR)', () => {
  it("never shows or changes another user's details", async () => {
    const a = await verifiedUser(t);
    const b = await verifiedUser(t);
    expect((await save(a, { ...complete, bloodType: 'AB_NEG' })).errors).toBeUndefined();
    const bMe = await t.gql<{ me: { id: string; personalInfo: Details } }>(ME, {}, b.token);
    expect(bMe.data?.me.id).toBe(b.userId);
    expect(bMe.data?.me.personalInfo).toMatchObject({ filled: false, birthDate: null, phone: null, sexAtBirth: null });
    // B saving writes B's row only.
    expect((await save(b, { firstName: 'Bob', lastName: 'B', birthDate: '1970-01-01' })).errors).toBeUndefined();
    const aMe = await t.gql<{ me: { firstName: string; personalInfo: Details } }>(ME, {}, a.token);
    expect(aMe.data?.me.firstName).toBe('Ada');
    expect(aMe.data?.me.personalInfo).toMatchObject({ filled: true, birthDate: '1985-12-10', phone: '+442079460958' });
    // A User object seen by someone else (as an admin list would return it) carries no details.
    const aUser = await t.app.services.account.findById(a.userId);
    if (!aUser) throw new Error('a vanished');
    const { personalInfoResolvers } =
      await import('../../server/src/features/personal-info/personal-info.resolvers.js');
    const field = personalInfoResolvers.PersonalInfoState?.birthDate as unknown as (
      p: unknown,
      a: unknown,
      c: unknown,
    ) => Promise<unknown>;
    const bViewer = await t.app.services.account.findById(b.userId);
    const ctx = { viewer: { user: bViewer }, services: t.app.services };
    expect(await field({ userId: a.userId, filled: true, firstName: 'Ada', lastName: 'Lovelace' }, {}, ctx)).toBeNull();
  });
});

describe('FHIR', () => {
  it('offers what an imported Patient says, without changing anything', async () => {
    const u = await verifiedUser(t);
    expect(
      (await t.gql<{ personalInfoFromRecords: null }>(FROM_RECORDS, {}, u.token)).data?.personalInfoFromRecords,
    ).toBeNull();
    expect((await save(u, { firstName: 'H', lastName: 'S' })).errors).toBeUndefined();
    expect((await importBundle(t, u.token, SAMPLE_BUNDLE)).errors).toBeUndefined();
    const res = await t.gql<{ personalInfoFromRecords: Record<string, unknown> }>(FROM_RECORDS, {}, u.token);
    expect(res.errors).toBeUndefined();
    expect(res.data?.personalInfoFromRecords).toMatchObject({
      firstName: 'Homer',
      lastName: 'Simpson',
      birthDate: '1956-05-12',
      gender: 'MALE',
      phone: null,
    });
    const me = await t.gql<{ me: { firstName: string; personalInfo: Details } }>(ME, {}, u.token);
    expect(me.data?.me.firstName).toBe('H');
    expect(me.data?.me.personalInfo.birthDate).toBeNull();
    // Another user sees nothing of it.
    const other = await verifiedUser(t);
    const theirs = await t.gql<{ personalInfoFromRecords: unknown }>(FROM_RECORDS, {}, other.token);
    expect(theirs.data?.personalInfoFromRecords).toBeNull();
  });

  it('exports the personal information in the Patient of GET /api/fhir/export', async () => {
    const u = await verifiedUser(t);
    const saved = await save(u, {
      ...complete,
      gender: 'NON_BINARY',
      preferredLanguage: 'FR',
      address: { line: '10 Downing St', city: 'London', postalCode: 'SW1A 2AA', country: 'GB' },
      emergencyContact: { name: 'Mary Somerville', relation: 'Sister', phone: '+44 7911 123456' },
    });
    expect(saved.errors).toBeUndefined();
    const res = await raw(t, 'GET', '/api/fhir/export', u.token);
    expect(res.status).toBe(200);
    const entries = (res.json?.['entry'] ?? []) as { resource: Record<string, unknown> }[];
    const patient = entries.find((e) => e.resource['resourceType'] === 'Patient')?.resource;
    expect(patient).toMatchObject({
      id: u.userId,
      name: [{ use: 'official', family: 'Lovelace', given: ['Ada'] }],
      birthDate: '1985-12-10',
      gender: 'other',
      extension: [{ url: 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-birthsex', valueCode: 'F' }],
      telecom: [
        { system: 'phone', value: '+442079460958' },
        { system: 'email', value: u.email.toLowerCase() },
      ],
      address: [{ use: 'home', line: ['10 Downing St'], city: 'London', postalCode: 'SW1A 2AA', country: 'GB' }],
      contact: [
        {
          relationship: [{ coding: [{ code: 'C' }], text: 'Sister' }],
          name: { text: 'Mary Somerville' },
          telecom: [{ system: 'phone', value: '+447911123456' }],
        },
      ],
      communication: [{ language: { coding: [{ system: 'urn:ietf:bcp:47', code: 'fr' }] }, preferred: true }],
    });
  });
});
