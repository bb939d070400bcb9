// Validation of one reading or one sleep session, shared by device ingest and manual entry. Each function
// answers either the parsed item or a reason a person can act on; callers decide whether a bad item rejects
// only itself (ingest) or the whole call (manual entry).
import type { SleepStageInterval, VitalKind } from '../../../../db/schema/index.js';
import { parseInstant } from '../../lib/calendar.js';
import type { Refusal } from '../../lib/errors.js';
import { MAX_FUTURE_MS, SLEEP, VITAL_KINDS, VITALS } from './vital-definitions.js';
import type { ReadingInput, SleepInput, SleepTotals } from './vitals.types.js';

/** A failure's `reason` is the English sentence (device ingest answers it); `rule` the key a form translates. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; field: string; reason: string; rule?: Refusal };

const fail = (
  field: string,
  reason: string,
  rule?: Refusal,
): { ok: false; field: string; reason: string; rule?: Refusal } => ({
  ok: false,
  field,
  reason,
  ...(rule ? { rule } : {}),
});
const MAX_ID_LENGTH = 128;

/** Device-side id: a non-empty string (≤ 128 chars) or a non-negative integer. */
export function parseDeviceId(raw: unknown): string | null {
  if (typeof raw === 'string' && raw.length > 0 && raw.length <= MAX_ID_LENGTH) return raw;
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0) return String(raw);
  return null;
}

/** ISO 8601 with a zone, epoch milliseconds, or a Date; not more than 5 minutes in the future. */
export function parseTime(raw: unknown, now: number, field = 'time'): Parsed<Date> {
  const ms =
    raw instanceof Date
      ? raw.getTime()
      : typeof raw === 'number'
        ? raw
        : // An explicit offset or Z (a time without one would be read in the server's zone), and a real date.
          typeof raw === 'string'
          ? parseInstant(raw)?.getTime()
          : undefined;
  if (ms === undefined)
    return fail(field, `${field} must be an ISO 8601 date-time with a time zone, or epoch milliseconds.`);
  if (!Number.isFinite(ms) || ms < Date.UTC(1970, 0, 1)) return fail(field, `${field} is not a valid date-time.`);
  if (ms > now + MAX_FUTURE_MS)
    return fail(field, `${field} is more than 5 minutes in the future.`, { reason: 'FUTURE_DATE' });
  return { ok: true, value: new Date(ms) };
}

export function parseKind(raw: unknown): VitalKind | null {
  if (typeof raw !== 'string') return null;
  const k = raw.toLowerCase();
  return (VITAL_KINDS as string[]).includes(k) ? (k as VitalKind) : null;
}

function inRange(field: string, v: unknown, range: { min: number; max: number }, unit: string): Parsed<number> {
  if (typeof v !== 'number' || !Number.isFinite(v)) return fail(field, `${field} must be a number.`);
  if (v < range.min || v > range.max) {
    // No OUT_OF_RANGE rule for a form to word: its limits are in the stored unit (mg/dL, kg), which may not be the
    // unit the person typed in, and that rule's text carries no unit. The English sentence names it.
    return fail(field, `${field} ${v} is outside the plausible range ${range.min}–${range.max} ${unit}.`);
  }
  return { ok: true, value: v };
}

/** One reading: `{ id?, kind, time, value, value2? }`. `requireId` for device ingest. */
export function parseReading(raw: unknown, now: number, requireId: boolean): Parsed<ReadingInput> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return fail('reading', 'A reading must be an object.');
  const r = raw as Record<string, unknown>;
  const deviceReadingId = parseDeviceId(r['id']);
  if (requireId && deviceReadingId === null)
    return fail('id', 'id must be a non-empty string (at most 128 characters) or a non-negative integer.');
  const kind = parseKind(r['kind']);
  if (!kind) return fail('kind', `kind must be one of ${VITAL_KINDS.join(', ')}.`);
  const def = VITALS[kind];
  const time = parseTime(r['time'], now);
  if (!time.ok) return time;
  const value = inRange('value', r['value'], def.range, def.unit);
  if (!value.ok) return value;
  let value2: number | null = null;
  if (def.range2) {
    const v2 = inRange('value2', r['value2'], def.range2, def.unit);
    if (!v2.ok)
      return r['value2'] === undefined || r['value2'] === null
        ? fail('value2', 'value2 (diastolic) is required for blood_pressure.', { reason: 'REQUIRED' })
        : v2;
    if (value.value <= v2.value) return fail('value2', 'Systolic pressure must be greater than diastolic.');
    value2 = v2.value;
  } else if (r['value2'] !== undefined && r['value2'] !== null) {
    return fail('value2', `value2 is only allowed for blood_pressure.`);
  }
  return { ok: true, value: { deviceReadingId, kind, time: time.value, value: value.value, value2 } };
}

/** One sleep session: `{ id?, start, end, stages: [{ stage, start, end }] }`, ≤ 24 h, stages inside it. */
export function parseSleepSession(raw: unknown, now: number, requireId: boolean): Parsed<SleepInput> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    return fail('sleepSession', 'A sleep session must be an object.');
  const r = raw as Record<string, unknown>;
  const deviceReadingId = parseDeviceId(r['id']);
  if (requireId && deviceReadingId === null)
    return fail('id', 'id must be a non-empty string (at most 128 characters) or a non-negative integer.');
  const start = parseTime(r['start'], now, 'start');
  if (!start.ok) return start;
  const end = parseTime(r['end'], now, 'end');
  if (!end.ok) return end;
  const length = end.value.getTime() - start.value.getTime();
  if (length <= 0) return fail('end', 'end must be after start.');
  if (length > SLEEP.maxSessionMs) return fail('end', 'A sleep session may last at most 24 hours.');
  const stages = parseStages(r['stages'], start.value.getTime(), end.value.getTime(), now);
  if (!stages.ok) return stages;
  return {
    ok: true,
    value: {
      deviceReadingId,
      start: start.value,
      end: end.value,
      stages: stages.value,
      totals: stageTotals(stages.value),
    },
  };
}

function parseStages(raw: unknown, start: number, end: number, now: number): Parsed<SleepStageInterval[]> {
  if (!Array.isArray(raw)) return fail('stages', 'stages must be an array.');
  if (raw.length > 2_000) return fail('stages', 'At most 2000 stages per session.');
  const out: SleepStageInterval[] = [];
  let previousEnd = start;
  for (const [i, item] of raw.entries()) {
    const s = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const stage = typeof s['stage'] === 'string' ? s['stage'].toLowerCase() : '';
    if (!(SLEEP.stages as readonly string[]).includes(stage)) {
      return fail(`stages[${i}].stage`, `stages[${i}].stage must be one of ${SLEEP.stages.join(', ')}.`);
    }
    const a = parseTime(s['start'], now, `stages[${i}].start`);
    if (!a.ok) return a;
    const b = parseTime(s['end'], now, `stages[${i}].end`);
    if (!b.ok) return b;
    const [t0, t1] = [a.value.getTime(), b.value.getTime()];
    if (t1 <= t0) return fail(`stages[${i}].end`, `stages[${i}] must end after it starts.`);
    if (t0 < start || t1 > end) return fail(`stages[${i}]`, `stages[${i}] must lie inside the session.`);
    if (t0 < previousEnd)
      return fail(`stages[${i}]`, `stages[${i}] overlaps the previous stage (stages must be in order).`);
    previousEnd = t1;
    out.push({ stage: stage as SleepStageInterval['stage'], start: a.value.toISOString(), end: b.value.toISOString() });
  }
  return { ok: true, value: out };
}

export function stageTotals(stages: SleepStageInterval[]): SleepTotals {
  const totals: SleepTotals = { awakeSeconds: 0, lightSeconds: 0, deepSeconds: 0, remSeconds: 0 };
  for (const s of stages) {
    const seconds = Math.round((Date.parse(s.end) - Date.parse(s.start)) / 1000);
    totals[`${s.stage}Seconds`] += seconds;
  }
  return totals;
}
