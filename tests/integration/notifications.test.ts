// Notification settings and mails against a real database and the real SMTP peer: critical-alert mails after
// ingest (hourly per vital, quiet hours, setting off, no health values) and the weekly summary job (one mail
// per user and week across runs, concurrent instances and restarts). The clock of the rules is injected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, fieldOf, mailsTo, registerUser } from '../support/account-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { ALERTS, addGadget, ingest, minutesAgo, verifiedUser } from '../support/vitals-helpers.js';
import type { Alert, VerifiedUser } from '../support/vitals-helpers.js';

const FIELDS = 'criticalAlertEmail quietHoursStart quietHoursEnd timeZone weeklySummaryEmail language updatedAt';
const SETTINGS = `query Settings { notificationSettings { ${FIELDS} } }`;
const UPDATE = `mutation Update($input: NotificationSettingsInput!) { updateNotificationSettings(input: $input) { ${FIELDS} } }`;
const ALERT_SUBJECT = /critical alert|alerte critique/i;
const WEEKLY_SUBJECT = /weekly summary|résumé hebdomadaire/i;

interface Settings {
  criticalAlertEmail: boolean;
  quietHoursStart: string | null;
  quietHoursEnd: string | null;
  timeZone: string;
  weeklySummaryEmail: boolean;
  language: string;
  updatedAt: string | null;
}

const SET_PREFS = 'mutation ($input: PreferencesInput!) { updatePreferences(input: $input) { updatedAt } }';
const LOOK = { language: 'EN', theme: 'BLUE_THEME', mode: 'LIGHT', direction: 'LTR', layout: 'FULL', cardShadow: true, borderRadius: 7 };

const base = { criticalAlertEmail: true, timeZone: 'UTC', weeklySummaryEmail: false };

/** The rules' clock: real time unless a test sets it. */
let clockMs: number | null = null;
const now = () => new Date(clockMs ?? Date.now());

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ notifications: { now } });
});
afterAll(() => t.close());

async function save(app: TestApp, token: string, input: Record<string, unknown>) {
  return app.gql<{ updateNotificationSettings: Settings }>(UPDATE, { input: { ...base, ...input } }, token);
}

async function saved(app: TestApp, token: string, input: Record<string, unknown>) {
  const res = await save(app, token, input);
  if (!res.data) throw new Error(`save failed: ${JSON.stringify(res.errors)}`);
  return res.data.updateNotificationSettings;
}

/** A critical reading of `kind` `minutes` ago through the device door; waits until its mail was handled. */
async function critical(app: TestApp, key: string, id: string, kind: 'spo2' | 'glucose', minutes: number) {
  const value = kind === 'spo2' ? 84 : 52;
  const res = await ingest(app, key, { readings: [{ id, kind, time: minutesAgo(minutes).toISOString(), value }] });
  expect(res.status).toBe(200);
  expect(res.body.accepted).toEqual([id]);
  await app.app.services.criticalAlertMailer.idle();
}

async function criticalAlerts(token: string) {
  const res = await t.gql<{ vitalAlerts: Alert[] }>(ALERTS, {}, token);
  return (res.data?.vitalAlerts ?? []).filter((a) => a.severity === 'CRITICAL');
}

/** Local "HH:MM" of an instant in a zone, shifted by `minutes`. */
function hhmm(zone: string, minutes: number): string {
  const d = new Date(Date.now() + minutes * 60_000);
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d);
}

async function userWithGadget(app = t): Promise<VerifiedUser & { key: string }> {
  const u = await verifiedUser(app);
  const g = await addGadget(app, u.token, 'PULSE_OXIMETER', 'Oximeter');
  return { ...u, key: g.key };
}

describe('notification settings', () => {
  it('starts from the defaults: critical mail on, weekly summary off, no quiet hours', async () => {
    const u = await registerUser(t);
    const res = await t.gql<{ notificationSettings: Settings }>(SETTINGS, {}, u.token);
    expect(res.data?.notificationSettings).toEqual({
      criticalAlertEmail: true,
      quietHoursStart: null,
      quietHoursEnd: null,
      timeZone: 'UTC',
      weeklySummaryEmail: false,
      language: 'en',
      updatedAt: null,
    });
  });

  it('saves and reads back the settings', async () => {
    const u = await registerUser(t);
    const out = await saved(t, u.token, {
      criticalAlertEmail: false,
      quietHoursStart: '22:00',
      quietHoursEnd: '07:30',
      timeZone: 'Europe/Paris',
      weeklySummaryEmail: true,
      language: 'ar',
    });
    expect(out).toMatchObject({
      quietHoursStart: '22:00',
      quietHoursEnd: '07:30',
      timeZone: 'Europe/Paris',
      language: 'ar',
    });
    expect(out.updatedAt).not.toBeNull();
    const read = await t.gql<{ notificationSettings: Settings }>(SETTINGS, {}, u.token);
    expect(read.data?.notificationSettings).toEqual(out);
    // Without a language the saved one stays.
    expect((await saved(t, u.token, { quietHoursStart: null, quietHoursEnd: null })).language).toBe('ar');
  });

  it.each([
    [{ quietHoursStart: '25:00', quietHoursEnd: '07:00' }, 'quietHoursStart'],
    [{ quietHoursStart: '22:00', quietHoursEnd: '7h' }, 'quietHoursEnd'],
    [{ quietHoursStart: '22:00' }, 'quietHoursEnd'],
    [{ quietHoursEnd: '07:00' }, 'quietHoursStart'],
    [{ quietHoursStart: '08:00', quietHoursEnd: '08:00' }, 'quietHoursEnd'],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
    [{ timeZone: '' }, 'timeZone'],
    [{ language: 'de' }, 'language'],
  ])('refuses %j with BAD_USER_INPUT on %s and changes nothing', async (input, field) => {
    const u = await registerUser(t);
    const res = await save(t, u.token, input);
    expect(res.status).toBe(200);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(fieldOf(res)).toBe(field);
    const read = await t.gql<{ notificationSettings: Settings }>(SETTINGS, {}, u.token);
    expect(read.data?.notificationSettings.updatedAt).toBeNull();
  });

  it('needs a session', async () => {
    expect(codeOf(await t.gql(SETTINGS))).toBe('UNAUTHENTICATED');
    expect(codeOf(await save(t, '', {}))).toBe('UNAUTHENTICATED');
  });

  it("never shows or changes another user's settings (no id can even be named)", async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const aSaved = await saved(t, a.token, { weeklySummaryEmail: true, timeZone: 'Asia/Tokyo', language: 'zh' });
    const bRead = await t.gql<{ notificationSettings: Settings }>(SETTINGS, {}, b.token);
    expect(bRead.data?.notificationSettings).toMatchObject({
      weeklySummaryEmail: false,
      timeZone: 'UTC',
      updatedAt: null,
    });
    await saved(t, b.token, { criticalAlertEmail: false });
    const aRead = await t.gql<{ notificationSettings: Settings }>(SETTINGS, {}, a.token);
    expect(aRead.data?.notificationSettings).toEqual(aSaved);
    const named = await t.gql(`query { notificationSettings(userId: "${a.user.id}") { timeZone } }`, {}, b.token);
    expect(codeOf(named)).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('critical alert mail', () => {
  it('mails once per vital per hour, another vital again, and carries no health values', async () => {
    const u = await userWithGadget();
    await critical(t, u.key, 'c1', 'spo2', 40);
    const mails = mailsTo(t.smtp, u.email, ALERT_SUBJECT);
    expect(mails).toHaveLength(1);
    const text = mails[0]?.text ?? '';
    expect(text).toContain('http://127.0.0.1:4000/overview');
    // No value, unit, vital name or rule: only "a critical alert on your account" and the link.
    for (const leak of ['84', '%', 'SpO2', 'oxygen', 'spo2', 'below', '90']) expect(text).not.toContain(leak);
    expect(mails[0]?.subject).not.toMatch(/\d/);

    // Same vital, 35 minutes later (a separate alert): no second mail within the hour.
    await critical(t, u.key, 'c2', 'spo2', 5);
    expect(await criticalAlerts(u.token)).toHaveLength(2);
    expect(mailsTo(t.smtp, u.email, ALERT_SUBJECT)).toHaveLength(1);

    // Another vital: its own hour.
    await critical(t, u.key, 'c3', 'glucose', 5);
    expect(mailsTo(t.smtp, u.email, ALERT_SUBJECT)).toHaveLength(2);

    // An hour after the first spo2 mail, the next spo2 alert mails again.
    clockMs = Date.now() + 61 * 60_000;
    try {
      await critical(t, u.key, 'c4', 'spo2', 20);
      expect(mailsTo(t.smtp, u.email, ALERT_SUBJECT)).toHaveLength(3);
    } finally {
      clockMs = null;
    }
  });

  it('sends nothing for a warning alert', async () => {
    const u = await userWithGadget();
    const res = await ingest(t, u.key, {
      readings: [{ id: 'w1', kind: 'heart_rate', time: minutesAgo(2).toISOString(), value: 130 }],
    });
    expect(res.status).toBe(200);
    await t.app.services.criticalAlertMailer.idle();
    const alerts = await t.gql<{ vitalAlerts: Alert[] }>(ALERTS, {}, u.token);
    expect(alerts.data?.vitalAlerts.map((a) => a.severity)).toEqual(['WARNING']);
    expect(mailsTo(t.smtp, u.email)).toHaveLength(1); // the address confirmation only
  });

  it('sends nothing when the setting is off', async () => {
    const u = await userWithGadget();
    await saved(t, u.token, { criticalAlertEmail: false });
    await critical(t, u.key, 'o1', 'spo2', 3);
    expect(await criticalAlerts(u.token)).toHaveLength(1);
    expect(mailsTo(t.smtp, u.email, ALERT_SUBJECT)).toHaveLength(0);
  });

  it('skips alerts in quiet hours, read in the user time zone', async () => {
    const zone = 'Asia/Tokyo';
    const quiet = { quietHoursStart: hhmm(zone, -60), quietHoursEnd: hhmm(zone, 60), timeZone: zone };
    const inside = await userWithGadget();
    await saved(t, inside.token, quiet);
    await critical(t, inside.key, 'q1', 'spo2', 3);
    expect(await criticalAlerts(inside.token)).toHaveLength(1);
    expect(mailsTo(t.smtp, inside.email, ALERT_SUBJECT)).toHaveLength(0);

    // The same wall-clock hours in UTC are nine hours away from now: mailed.
    const outside = await userWithGadget();
    await saved(t, outside.token, { ...quiet, timeZone: 'UTC' });
    await critical(t, outside.key, 'q2', 'spo2', 3);
    expect(mailsTo(t.smtp, outside.email, ALERT_SUBJECT)).toHaveLength(1);
  });

  it('writes in the language of the settings', async () => {
    const u = await userWithGadget();
    await saved(t, u.token, { language: 'fr' });
    await critical(t, u.key, 'f1', 'glucose', 3);
    const [mail] = mailsTo(t.smtp, u.email, ALERT_SUBJECT);
    expect(mail?.subject).toBe('Une alerte critique sur votre compte Health Portal');
    expect(mail?.text).toContain('Connectez-vous');
  });

  it("follows the account's time zone and language when the account has them", async () => {
    const zone = 'Asia/Tokyo';
    const u = await userWithGadget();
    // The settings say UTC and English (a device's values); the account says Tokyo and French.
    await saved(t, u.token, { quietHoursStart: hhmm(zone, -60), quietHoursEnd: hhmm(zone, 60), timeZone: 'UTC', language: 'en' });
    const prefs = await t.gql(SET_PREFS, { input: { units: { timeZone: zone } } }, u.token);
    expect(prefs.errors).toBeUndefined();
    await critical(t, u.key, 'z1', 'spo2', 3);
    expect(mailsTo(t.smtp, u.email, ALERT_SUBJECT), 'quiet in Tokyo').toHaveLength(0);

    const v = await userWithGadget();
    await saved(t, v.token, { language: 'en' });
    await t.gql(SET_PREFS, { input: { appearance: { ...LOOK, language: 'FR' } } }, v.token);
    await critical(t, v.key, 'z2', 'glucose', 3);
    expect(mailsTo(t.smtp, v.email, ALERT_SUBJECT)[0]?.subject).toBe('Une alerte critique sur votre compte Health Portal');
  });

  it('sends one mail when two instances raise alerts of the same vital at once', async () => {
    const t2 = await startTestApp({ db: t.db, notifications: { now } });
    try {
      const u = await userWithGadget();
      await Promise.all([critical(t, u.key, 'p1', 'spo2', 40), critical(t2, u.key, 'p2', 'spo2', 5)]);
      expect(await criticalAlerts(u.token)).toHaveLength(2);
      const total = mailsTo(t.smtp, u.email, ALERT_SUBJECT).length + mailsTo(t2.smtp, u.email, ALERT_SUBJECT).length;
      expect(total).toBe(1);
    } finally {
      await t2.close();
    }
  });
});

describe('weekly summary job', () => {
  // Monday 2030-06-10 is in ISO week 24: from 08:00 that Monday, week 23 is due.
  const MONDAY_9 = Date.parse('2030-06-10T09:00:00Z');
  const weekly = (app: TestApp) => app.app.services.weeklySummary;
  const sentTo = (apps: TestApp[], email: string) =>
    apps.reduce((n, a) => n + mailsTo(a.smtp, email, WEEKLY_SUBJECT).length, 0);

  it('sends one mail per user and week across runs, concurrent instances and a restart', async () => {
    const on = await verifiedUser(t);
    const off = await verifiedUser(t);
    await saved(t, on.token, { weeklySummaryEmail: true });
    await saved(t, off.token, { weeklySummaryEmail: false });
    clockMs = MONDAY_9;
    const second = await startTestApp({ db: t.db, notifications: { now } });
    let restarted: TestApp | null = null;
    try {
      // Two job instances on the same database, at the same moment.
      await Promise.all([weekly(t).runOnce(), weekly(second).runOnce()]);
      expect(sentTo([t, second], on.email)).toBe(1);
      const mail = [...mailsTo(t.smtp, on.email, WEEKLY_SUBJECT), ...mailsTo(second.smtp, on.email, WEEKLY_SUBJECT)][0];
      expect(mail?.text).toContain('http://127.0.0.1:4000/overview');
      expect(mail?.text).not.toMatch(/\d+ (alert|reading)/i);

      // Later runs the same week, on both.
      clockMs = MONDAY_9 + 2 * 3600_000;
      await weekly(t).runOnce();
      await weekly(second).runOnce();

      // A restart: a new instance on the same data still finds the week sent.
      await second.close();
      restarted = await startTestApp({ db: t.db, notifications: { now } });
      await weekly(restarted).runOnce();
      expect(sentTo([t, second, restarted], on.email)).toBe(1);
      expect(sentTo([t, second, restarted], off.email)).toBe(0);

      // The next week is a new mail, once.
      clockMs = MONDAY_9 + 7 * 86_400_000;
      await Promise.all([weekly(t).runOnce(), weekly(restarted).runOnce()]);
      expect(sentTo([t, second, restarted], on.email)).toBe(2);
      expect(sentTo([t, second, restarted], off.email)).toBe(0);
    } finally {
      clockMs = null;
      await second.close().catch(() => undefined);
      await restarted?.close();
    }
  });

  it('waits for Monday 08:00 local time and for the end of quiet hours', async () => {
    const u = await verifiedUser(t);
    await saved(t, u.token, {
      weeklySummaryEmail: true,
      timeZone: 'America/New_York',
      quietHoursStart: '08:00',
      quietHoursEnd: '09:30',
    });
    try {
      clockMs = Date.parse('2030-06-17T11:00:00Z'); // 07:00 in New York: too early
      await weekly(t).runOnce();
      clockMs = Date.parse('2030-06-17T12:45:00Z'); // 08:45: quiet hours
      await weekly(t).runOnce();
      expect(sentTo([t], u.email)).toBe(0);
      clockMs = Date.parse('2030-06-17T13:45:00Z'); // 09:45
      await weekly(t).runOnce();
      expect(sentTo([t], u.email)).toBe(1);
    } finally {
      clockMs = null;
    }
  });

  it("starts the week on the account's first day of the week, in the account's time zone", async () => {
    const u = await verifiedUser(t);
    await saved(t, u.token, { weeklySummaryEmail: true, timeZone: 'UTC' });
    const prefs = await t.gql(SET_PREFS, { input: { units: { firstDayOfWeek: 'SUNDAY', timeZone: 'America/New_York' } } }, u.token);
    expect(prefs.errors).toBeUndefined();
    try {
      // Sunday 2030-06-23: 07:00 in New York is too early; 08:30 there (12:30 UTC) the week Sun 16 – Sat 22 is due.
      clockMs = Date.parse('2030-06-23T11:00:00Z');
      await weekly(t).runOnce();
      expect(sentTo([t], u.email)).toBe(0);
      clockMs = Date.parse('2030-06-23T12:30:00Z');
      await weekly(t).runOnce();
      expect(sentTo([t], u.email)).toBe(1);
      // The next day (Monday, when an ISO week would start) sends nothing more: that week is the same one.
      clockMs = Date.parse('2030-06-24T13:00:00Z');
      await weekly(t).runOnce();
      expect(sentTo([t], u.email)).toBe(1);
    } finally {
      clockMs = null;
    }
  });

  it('gives the week back when the mail cannot be sent, and a later run sends it', async () => {
    const u = await verifiedUser(t);
    await saved(t, u.token, { weeklySummaryEmail: true, language: 'fr' });
    const broken = await startTestApp({ db: t.db, notifications: { now } });
    try {
      await broken.smtp.close(); // the real peer is gone: the send fails with a connection error
      clockMs = Date.parse('2030-07-01T10:00:00Z');
      expect(await weekly(broken).runOnce()).toBe(0);
      expect(await weekly(t).runOnce()).toBeGreaterThanOrEqual(1);
      const mails = mailsTo(t.smtp, u.email, WEEKLY_SUBJECT);
      expect(mails.map((m) => m.subject)).toEqual(['Votre résumé hebdomadaire est prêt']);
    } finally {
      clockMs = null;
      await broken.app.close();
      await broken.smtp.close().catch(() => undefined);
    }
  });

  it('runs by itself on its timer', async () => {
    const u = await verifiedUser(t);
    await saved(t, u.token, { weeklySummaryEmail: true });
    clockMs = Date.parse('2030-08-05T10:00:00Z');
    const timed = await startTestApp({ db: t.db, notifications: { now, weeklyIntervalMs: 50 } });
    try {
      weekly(timed).start(0);
      await timed.smtp.waitFor(u.email, WEEKLY_SUBJECT);
    } finally {
      clockMs = null;
      await timed.close();
    }
  });
});
