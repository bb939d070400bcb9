// Helpers for the vitals/gadgets integration tests: verified users, gadgets with their keys, device ingest
// calls and the GraphQL operations. Nothing here asserts; the tests do.
import { registerUser } from './account-helpers.js';
import { tokenFromMail } from './smtp-peer.js';
import type { TestApp } from './test-app.js';

export const GADGET_FIELDS =
  'id name kind keyPrefix keyStatus keyRotatedAt lastSeenAt online batteryLevel readingsToday createdAt';
export const READING_FIELDS = 'id kind time value value2 unit code source gadgetId';
export const ALERT_FIELDS = 'id kind gadgetId readingTime value value2 rule severity message createdAt acknowledgedAt';
export const SLEEP_FIELDS =
  'id gadgetId source start end stages { stage start end } awakeSeconds lightSeconds deepSeconds remSeconds asleepSeconds';

export const ADD_GADGET = `mutation Add($name: String!, $kind: GadgetKind!) {
  addGadget(name: $name, kind: $kind) { deviceKey gadget { ${GADGET_FIELDS} } } }`;
export const GADGETS = `query Gadgets { gadgets { ${GADGET_FIELDS} } }`;
export const ROTATE_KEY = `mutation Rotate($id: ID!) { rotateGadgetKey(id: $id) { deviceKey gadget { ${GADGET_FIELDS} } } }`;
export const REVOKE_KEY = `mutation Revoke($id: ID!) { revokeGadgetKey(id: $id) { ${GADGET_FIELDS} } }`;
export const RENAME = `mutation Rename($id: ID!, $name: String!) { renameGadget(id: $id, name: $name) { ${GADGET_FIELDS} } }`;
export const REMOVE = 'mutation Remove($id: ID!) { removeGadget(id: $id) }';
export const RECORD_VITALS = `mutation Record($readings: [VitalReadingInput!]!) { recordVitals(readings: $readings) { ${READING_FIELDS} } }`;
export const LATEST = `query Latest { latestVitals { ${READING_FIELDS} } }`;
export const SINCE = `query Since($since: DateTime!, $kinds: [VitalKind!], $limit: Int) {
  vitalReadingsSince(since: $since, kinds: $kinds, limit: $limit) { ${READING_FIELDS} } }`;
export const SERIES = `query Series($kind: VitalKind!, $from: DateTime!, $to: DateTime!, $points: Int!) {
  vitalSeries(kind: $kind, from: $from, to: $to, points: $points) {
    kind unit code from to bucketSeconds points { time count avg min max avg2 min2 max2 } } }`;
export const SLEEP = `query Sleep($from: DateTime!, $to: DateTime!) { sleepSessions(from: $from, to: $to) { ${SLEEP_FIELDS} } }`;
export const ALERTS = `query Alerts($acknowledged: Boolean) { vitalAlerts(acknowledged: $acknowledged) { ${ALERT_FIELDS} } }`;
export const ACK_ALERT = `mutation Ack($id: ID!) { acknowledgeAlert(id: $id) { ${ALERT_FIELDS} } }`;
export const VITAL_READINGS_SUB = `subscription Live($kinds: [VitalKind!]) { vitalReadings(kinds: $kinds) { ${READING_FIELDS} } }`;
export const VITAL_ALERT_SUB = `subscription AlertLive { vitalAlert { ${ALERT_FIELDS} } }`;
export const SLEEP_SUB = `subscription SleepLive { sleepUpdated { ${SLEEP_FIELDS} } }`;

export interface Reading {
  id: string;
  kind: string;
  time: string;
  value: number;
  value2: number | null;
  unit: string;
  code: string;
  source: string;
  gadgetId: string | null;
}

export interface Gadget {
  id: string;
  name: string;
  kind: string;
  keyPrefix: string;
  keyStatus: string;
  lastSeenAt: string | null;
  online: boolean;
  batteryLevel: number | null;
  readingsToday: number;
}

export interface Alert {
  id: string;
  kind: string;
  readingTime: string;
  value: number;
  value2: number | null;
  rule: string;
  severity: string;
  message: string;
  acknowledgedAt: string | null;
}

export interface IngestAnswer {
  accepted: string[];
  duplicates: string[];
  rejected: { id: string | null; reason: string }[];
  sleepSessions?: { accepted: string[]; duplicates: string[]; rejected: { id: string | null; reason: string }[] };
  message?: string;
  code?: string;
}

export interface VerifiedUser {
  token: string;
  userId: string;
  email: string;
}

/** Registers and confirms the mailed link: health data needs a verified address. */
export async function verifiedUser(t: TestApp): Promise<VerifiedUser> {
  const u = await registerUser(t);
  const token = tokenFromMail(await t.smtp.waitFor(u.email, /confirm/i));
  const res = await t.gql('mutation ($t: String!) { verifyEmail(token: $t) { id } }', { t: token });
  if (res.errors) throw new Error(`verify failed: ${JSON.stringify(res.errors)}`);
  return { token: u.token, userId: u.user.id, email: u.email };
}

export async function addGadget(t: TestApp, token: string, kind = 'WEARABLE', name = 'Watch') {
  const res = await t.gql<{ addGadget: { deviceKey: string; gadget: Gadget } }>(ADD_GADGET, { name, kind }, token);
  if (!res.data) throw new Error(`addGadget failed: ${JSON.stringify(res.errors)}`);
  return { ...res.data.addGadget.gadget, key: res.data.addGadget.deviceKey };
}

/** POST /api/ingest; `body` is sent as is when it is a string. */
export async function ingest(
  t: TestApp,
  key: string | null,
  body: unknown,
  contentType = 'application/json',
): Promise<{ status: number; body: IngestAnswer; headers: Headers }> {
  const res = await fetch(`${t.url}/api/ingest`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...(key === null ? {} : { authorization: `Device ${key}` }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status, body: parsed as IngestAnswer, headers: res.headers };
}

/** An instant `minutesAgo` before `base`, on a whole minute. */
export function minutesAgo(minutes: number, base = Date.now()): Date {
  return new Date(Math.floor(base / 60_000) * 60_000 - minutes * 60_000);
}

export const hr = (id: string, time: Date | string, value: number) => ({
  id,
  kind: 'heart_rate',
  time: typeof time === 'string' ? time : time.toISOString(),
  value,
});
