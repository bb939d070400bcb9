// Preferences on the account (issue 10): defaults, partial saves, server-side validation, isolation between
// users, live updates to another graphql-ws client, and alert thresholds that the very next ingested reading
// is judged by.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { codeOf, fieldOf, registerUser, untilFirstEvent } from '../support/account-helpers.js';
import { ALERTS, addGadget, ingest, minutesAgo, verifiedUser } from '../support/vitals-helpers.js';
import type { Alert } from '../support/vitals-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PREFS_FIELDS = `appearance { language theme mode direction layout cardShadow borderRadius }
  units { glucose weight height temperature clock firstDayOfWeek timeZone } updatedAt`;
const MY_PREFS = `query { myPreferences { ${PREFS_FIELDS} } }`;
const UPDATE = `mutation ($input: PreferencesInput!) { updatePreferences(input: $input) { ${PREFS_FIELDS} } }`;
const THRESHOLD_FIELDS = 'kind name field comparator severity limit defaultLimit custom min max unit';
const THRESHOLDS = `query { alertThresholds { ${THRESHOLD_FIELDS} } }`;
const SET_THRESHOLDS = `mutation ($input: [AlertThresholdInput!]!) { setAlertThresholds(input: $input) { ${THRESHOLD_FIELDS} } }`;
const RESET_THRESHOLDS = `mutation ($kind: VitalKind) { resetAlertThresholds(kind: $kind) { ${THRESHOLD_FIELDS} } }`;

interface Prefs {
  appearance: Record<string, unknown> | null;
  units: Record<string, unknown>;
  updatedAt: string | null;
}
interface Threshold {
  kind: string;
  name: string;
  limit: number;
  defaultLimit: number;
  custom: boolean;
  min: number;
  max: number;
}

const FRENCH_DARK = {
  language: 'FR',
  theme: 'GREEN_THEME',
  mode: 'DARK',
  direction: 'LTR',
  layout: 'FULL',
  cardShadow: false,
  borderRadius: 12,
};

describe('preferences', () => {
  it('answers the defaults for an account that never saved any', async () => {
    const u = await registerUser(t);
    const res = await t.gql<{ myPreferences: Prefs }>(MY_PREFS, {}, u.token);
    expect(res.errors).toBeUndefined();
    expect(res.data?.myPreferences).toEqual({
      appearance: null,
      units: {
        glucose: 'MG_DL',
        weight: 'KG',
        height: 'CM',
        temperature: 'CELSIUS',
        clock: 'H24',
        firstDayOfWeek: 'MONDAY',
        timeZone: null,
      },
      updatedAt: null,
    });
  });

  it('saves the look and units, changes only what is given, and reads them back', async () => {
    const u = await registerUser(t);
    const first = await t.gql<{ updatePreferences: Prefs }>(
      UPDATE,
      { input: { appearance: FRENCH_DARK, units: { glucose: 'MMOL_L', timeZone: 'Europe/Paris' } } },
      u.token,
    );
    expect(first.errors).toBeUndefined();
    const second = await t.gql<{ updatePreferences: Prefs }>(
      UPDATE,
      {
        input: {
          units: { clock: 'H12', firstDayOfWeek: 'SUNDAY', weight: 'LB', height: 'FT_IN', temperature: 'FAHRENHEIT' },
        },
      },
      u.token,
    );
    expect(second.errors).toBeUndefined();
    const read = await t.gql<{ myPreferences: Prefs }>(MY_PREFS, {}, u.token);
    expect(read.data?.myPreferences.appearance).toEqual(FRENCH_DARK);
    expect(read.data?.myPreferences.units).toEqual({
      glucose: 'MMOL_L',
      weight: 'LB',
      height: 'FT_IN',
      temperature: 'FAHRENHEIT',
      clock: 'H12',
      firstDayOfWeek: 'SUNDAY',
      timeZone: 'Europe/Paris',
    });
    expect(Date.parse(String(read.data?.myPreferences.updatedAt))).toBeGreaterThan(Date.now() - 60_000);
    // The service offers the units to other features (the AI assistant) by user id.
    await expect(t.app.services.preferences.unitsFor(u.user.id)).resolves.toMatchObject({
      glucose: 'MMOL_L',
      clock: 'H12',
    });

    // An empty time zone goes back to "the device's zone".
    const cleared = await t.gql<{ updatePreferences: Prefs }>(UPDATE, { input: { units: { timeZone: '' } } }, u.token);
    expect(cleared.data?.updatePreferences.units['timeZone']).toBeNull();
  });

  it('refuses an unknown time zone, an unknown enum value and a radius out of range, storing nothing', async () => {
    const u = await registerUser(t);
    const zone = await t.gql(UPDATE, { input: { units: { timeZone: 'Mars/Olympus_Mons' } } }, u.token);
    expect(zone.status).toBe(200);
    expect(codeOf(zone)).toBe('BAD_USER_INPUT');
    expect(fieldOf(zone)).toBe('units.timeZone');

    const radius = await t.gql(UPDATE, { input: { appearance: { ...FRENCH_DARK, borderRadius: 99 } } }, u.token);
    expect(codeOf(radius)).toBe('BAD_USER_INPUT');
    expect(fieldOf(radius)).toBe('appearance.borderRadius');

    const unit = await t.gql(UPDATE, { input: { units: { glucose: 'GRAINS_PER_GALLON' } } }, u.token);
    // A value outside the enum is a request error (GraphQL over HTTP: 400), never a 500.
    expect(unit.status).toBe(400);
    expect(unit.data ?? null).toBeNull();
    expect(codeOf(unit)).toBe('BAD_USER_INPUT');
    expect(unit.errors?.[0]?.message).toMatch(/GlucoseUnit/);

    const read = await t.gql<{ myPreferences: Prefs }>(MY_PREFS, {}, u.token);
    expect(read.data?.myPreferences.appearance).toBeNull();
    expect(read.data?.myPreferences.units['timeZone']).toBeNull();
    expect(read.data?.myPreferences.units['glucose']).toBe('MG_DL');
  });

  it('needs a session, and one user can neither read nor change another user’s preferences', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    expect(codeOf(await t.gql(MY_PREFS))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(UPDATE, { input: { units: { clock: 'H12' } } }))).toBe('UNAUTHENTICATED');

    await t.gql(UPDATE, { input: { units: { glucose: 'MMOL_L' } } }, a.token);
    // B's own view shows B's defaults, not A's choice; there is no argument naming another user at all.
    const bRead = await t.gql<{ myPreferences: Prefs }>(MY_PREFS, {}, b.token);
    expect(bRead.data?.myPreferences.units['glucose']).toBe('MG_DL');
    const smuggled = await t.gql(`query { myPreferences(userId: "${a.user.id}") { units { glucose } } }`, {}, b.token);
    expect(codeOf(smuggled)).toBe('GRAPHQL_VALIDATION_FAILED');
    // B's save lands on B's row only.
    await t.gql(UPDATE, { input: { units: { glucose: 'MG_DL', clock: 'H12' } } }, b.token);
    const aRead = await t.gql<{ myPreferences: Prefs }>(MY_PREFS, {}, a.token);
    expect(aRead.data?.myPreferences.units).toMatchObject({ glucose: 'MMOL_L', clock: 'H24' });
  });

  it('tells the user’s other graphql-ws clients at once, and no one else', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const query = `subscription { preferencesUpdated { ${PREFS_FIELDS} } }`;
    const aEvents = t
      .wsClient({ authorization: `Bearer ${a.token}` })
      .iterate<{ preferencesUpdated: Prefs }>({ query });
    const bEvents = t
      .wsClient({ authorization: `Bearer ${b.token}` })
      .iterate<{ preferencesUpdated: Prefs }>({ query });
    const bFirst = bEvents.next();
    const started = Date.now();
    const got = await untilFirstEvent(aEvents.next(), () =>
      t.gql(UPDATE, { input: { appearance: FRENCH_DARK, units: { temperature: 'FAHRENHEIT' } } }, a.token),
    );
    const value = got.value as { data?: { preferencesUpdated: Prefs } };
    expect(value.data?.preferencesUpdated.appearance).toEqual(FRENCH_DARK);
    expect(value.data?.preferencesUpdated.units['temperature']).toBe('FAHRENHEIT');
    expect(Date.now() - started).toBeLessThan(3_000);
    const bGot = await Promise.race([bFirst, new Promise((r) => setTimeout(() => r('quiet'), 500))]);
    expect(bGot).toBe('quiet');
    await aEvents.return?.();
    await bEvents.return?.();
  });
});

describe('alert thresholds', () => {
  it('lists every rule with its default, the user’s limit and the safe bounds', async () => {
    const u = await verifiedUser(t);
    const res = await t.gql<{ alertThresholds: Threshold[] }>(THRESHOLDS, {}, u.token);
    expect(res.errors).toBeUndefined();
    const spo2 = res.data?.alertThresholds.find((r) => r.kind === 'SPO2' && r.name === 'low');
    expect(spo2).toMatchObject({ limit: 90, defaultLimit: 90, custom: false, min: 80, max: 95, comparator: 'LT' });
    expect(res.data?.alertThresholds.map((r) => `${r.kind}.${r.name}`).sort()).toEqual([
      'BLOOD_PRESSURE.diastolic_high',
      'BLOOD_PRESSURE.systolic_high',
      'GLUCOSE.high',
      'GLUCOSE.low',
      'HEART_RATE.high',
      'HEART_RATE.low',
      'SPO2.low',
    ]);
  });

  it('refuses a limit outside the bounds naming the rule, and an unknown rule, changing nothing', async () => {
    const u = await verifiedUser(t);
    const low = await t.gql(SET_THRESHOLDS, { input: [{ kind: 'SPO2', name: 'low', limit: 79 }] }, u.token);
    expect(low.status).toBe(200);
    expect(codeOf(low)).toBe('BAD_USER_INPUT');
    expect(fieldOf(low)).toBe('SPO2.low');
    // All or nothing: a good limit next to a bad one is not stored either.
    const mixed = await t.gql(
      SET_THRESHOLDS,
      {
        input: [
          { kind: 'HEART_RATE', name: 'high', limit: 110 },
          { kind: 'GLUCOSE', name: 'low', limit: 40 },
        ],
      },
      u.token,
    );
    expect(fieldOf(mixed)).toBe('GLUCOSE.low');
    const unknown = await t.gql(SET_THRESHOLDS, { input: [{ kind: 'STRESS', name: 'high', limit: 80 }] }, u.token);
    expect(codeOf(unknown)).toBe('BAD_USER_INPUT');
    expect(fieldOf(unknown)).toBe('STRESS.high');
    const read = await t.gql<{ alertThresholds: Threshold[] }>(THRESHOLDS, {}, u.token);
    expect(read.data?.alertThresholds.every((r) => !r.custom)).toBe(true);
  });

  it('is per user: B’s limits and resets do not touch A’s', async () => {
    const a = await verifiedUser(t);
    const b = await verifiedUser(t);
    await t.gql(SET_THRESHOLDS, { input: [{ kind: 'HEART_RATE', name: 'high', limit: 100 }] }, a.token);
    await t.gql(RESET_THRESHOLDS, {}, b.token);
    const bRead = await t.gql<{ alertThresholds: Threshold[] }>(THRESHOLDS, {}, b.token);
    expect(bRead.data?.alertThresholds.find((r) => r.kind === 'HEART_RATE' && r.name === 'high')?.limit).toBe(120);
    const aRead = await t.gql<{ alertThresholds: Threshold[] }>(THRESHOLDS, {}, a.token);
    expect(aRead.data?.alertThresholds.find((r) => r.kind === 'HEART_RATE' && r.name === 'high')).toMatchObject({
      limit: 100,
      custom: true,
    });
  });

  it('judges the very next ingested reading by the saved limit, and by the default again after a reset', async () => {
    const u = await verifiedUser(t);
    const g = await addGadget(t, u.token, 'PULSE_OXIMETER', 'Oximeter');
    // 92 % is above the default (90 %): no alert.
    const before = await ingest(t, g.key, {
      readings: [{ id: 'p1', kind: 'spo2', time: minutesAgo(30).toISOString(), value: 92 }],
    });
    expect(before.status).toBe(200);
    const alertsOf = async () => (await t.gql<{ vitalAlerts: Alert[] }>(ALERTS, {}, u.token)).data?.vitalAlerts ?? [];
    expect(await alertsOf()).toHaveLength(0);

    // Raise the limit to 94 %: the same value now alerts, from the next reading on (no restart, no cache).
    const set = await t.gql<{ setAlertThresholds: Threshold[] }>(
      SET_THRESHOLDS,
      { input: [{ kind: 'SPO2', name: 'low', limit: 94 }] },
      u.token,
    );
    expect(set.errors).toBeUndefined();
    expect(set.data?.setAlertThresholds.find((r) => r.kind === 'SPO2')).toMatchObject({ limit: 94, custom: true });
    await ingest(t, g.key, { readings: [{ id: 'p2', kind: 'spo2', time: minutesAgo(10).toISOString(), value: 92 }] });
    const alerts = await alertsOf();
    expect(alerts).toHaveLength(1);
    // 92 % is Low, not critical: the alert is a warning however the limit was set.
    expect(alerts[0]).toMatchObject({ kind: 'SPO2', rule: 'low', value: 92, severity: 'WARNING' });
    expect(alerts[0]?.message).toContain('below 94');

    // Back to the default: 92 % is quiet again.
    const reset = await t.gql<{ resetAlertThresholds: Threshold[] }>(RESET_THRESHOLDS, { kind: 'SPO2' }, u.token);
    expect(reset.data?.resetAlertThresholds.find((r) => r.kind === 'SPO2')).toMatchObject({ limit: 90, custom: false });
    await ingest(t, g.key, { readings: [{ id: 'p3', kind: 'spo2', time: minutesAgo(0).toISOString(), value: 92 }] });
    expect(await alertsOf()).toHaveLength(1);
  });
});
