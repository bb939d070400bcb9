// The simulator's device: for a gadget and a time window (from, to], the exact ingest batch a real device
// would send. Ids are derived from the kind and the instant (gadget-scoped by the unique index), so producing
// the same window twice yields the same ids and ingest stores nothing twice.
import { clamp, rand, seedOf } from './noise.js';
import { HOUR, MINUTE, bloodPressure, glucose, heartRate, nightOf, sleepWindow, spo2, stress } from './physiology.js';

export interface SimReading {
  id: string;
  kind: 'heart_rate' | 'spo2' | 'glucose' | 'blood_pressure' | 'stress';
  time: string;
  value: number;
  value2?: number;
}

export interface SimSleep {
  id: string;
  start: string;
  end: string;
  stages: { stage: 'awake' | 'light' | 'deep' | 'rem'; start: string; end: string }[];
}

export interface SimBatch {
  readings: SimReading[];
  sleepSessions: SimSleep[];
  battery: number;
}

/** Sampling period of each signal (a wearable's HR every 5 s, a CGM every 5 min, a cuff every 30 min…). */
export const PERIODS = {
  heart_rate: 5_000,
  spo2: 30_000,
  stress: MINUTE,
  glucose: 5 * MINUTE,
  blood_pressure: 30 * MINUTE,
} as const;

const ID_PREFIX = { heart_rate: 'hr', spo2: 'spo2', stress: 'st', glucose: 'glc', blood_pressure: 'bp' } as const;

/**
 * What a wearable keeps when it syncs after days away (background sampling): heart rate each minute, SpO2,
 * stress and glucose every 5 min, a cuff reading every 30 min. Every instant is also on the live grid, so
 * ids never clash with the live stream's (a duplicate is a duplicate, not a second reading).
 */
export const HISTORY_PERIODS = {
  heart_rate: MINUTE,
  spo2: 5 * MINUTE,
  stress: 5 * MINUTE,
  glucose: 5 * MINUTE,
  blood_pressure: 30 * MINUTE,
} as const;

/** Grid instants t with from < t ≤ to. */
function* grid(from: number, to: number, period: number) {
  for (let t = Math.floor(from / period) * period + period; t <= to; t += period) yield t;
}

/**
 * Readings in (from, to], the sleep sessions that ended in it, and (with `lastNight`) the most recent
 * completed night even if it ended earlier — so a newcomer sees last night's sleep at once.
 * The physiology runs on local time (`utcOffsetMs`, see local-time.ts); ids and stored times stay UTC.
 */
export function simulatedBatch(
  gadgetId: string,
  from: number,
  to: number,
  opts: { lastNight?: boolean; utcOffsetMs?: number; periods?: Record<keyof typeof PERIODS, number> } = {},
): SimBatch {
  const periods = opts.periods ?? PERIODS;
  const seed = seedOf(gadgetId);
  const off = opts.utcOffsetMs ?? 0;
  const readings: SimReading[] = [];
  const add = (kind: SimReading['kind'], t: number, value: number, value2?: number) =>
    readings.push({
      id: `${ID_PREFIX[kind]}-${t}`,
      kind,
      time: new Date(t).toISOString(),
      value,
      ...(value2 === undefined ? {} : { value2 }),
    });
  for (const t of grid(from, to, periods.heart_rate)) add('heart_rate', t, heartRate(seed, t + off));
  for (const t of grid(from, to, periods.spo2)) add('spo2', t, spo2(seed, t + off));
  for (const t of grid(from, to, periods.stress)) add('stress', t, stress(seed, t + off));
  for (const t of grid(from, to, periods.glucose)) add('glucose', t, glucose(seed, t + off));
  for (const t of grid(from, to, periods.blood_pressure)) {
    const [sys, dia] = bloodPressure(seed, t + off);
    add('blood_pressure', t, sys, dia);
  }
  const nights = new Set<number>();
  // Sleep windows are computed in local time, then compared and stored in UTC.
  const [localFrom, localTo] = [from + off, to + off];
  for (let n = nightOf(localFrom) - 1; n <= nightOf(localTo); n++) {
    const w = sleepWindow(seed, n);
    if (w.end > localFrom && w.end <= localTo) nights.add(n);
  }
  if (opts.lastNight) {
    const n = sleepWindow(seed, nightOf(localTo)).end <= localTo ? nightOf(localTo) : nightOf(localTo) - 1;
    nights.add(n);
  }
  const sleepSessions = [...nights].sort((a, b) => a - b).map((n) => sleepSession(seed, n, off));
  const battery = Math.round(100 - ((to / HOUR) % 40) * 2.3);
  return { readings, sleepSessions, battery };
}

/** Sleep cycles of ~90 min: light → deep → light → REM, deep shrinking and REM growing through the night. */
function sleepSession(seed: number, night: number, off: number): SimSleep {
  const local = sleepWindow(seed, night);
  const [start, end] = [local.start - off, local.end - off];
  const stages: SimSleep['stages'] = [];
  let t = start;
  const push = (stage: SimSleep['stages'][number]['stage'], ms: number) => {
    const e = Math.min(end, t + Math.round(ms / 1000) * 1000);
    if (e > t) stages.push({ stage, start: new Date(t).toISOString(), end: new Date(e).toISOString() });
    t = e;
  };
  push('awake', (5 + 10 * rand(seed, 20, night)) * MINUTE);
  for (let c = 0; t < end; c++) {
    const len = (80 + 25 * rand(seed, 21, night * 10 + c)) * MINUTE;
    const progress = clamp((t - start) / (end - start), 0, 1);
    const deep = len * (0.32 - 0.27 * progress);
    const rem = len * (0.12 + 0.22 * progress);
    push('light', (len - deep - rem) * 0.55);
    push('deep', deep);
    push('light', (len - deep - rem) * 0.45);
    push('rem', rem);
    if (rand(seed, 22, night * 10 + c) < 0.35) push('awake', (1 + 5 * rand(seed, 23, night * 10 + c)) * MINUTE);
  }
  return { id: `sleep-${night}`, start: new Date(start).toISOString(), end: new Date(end).toISOString(), stages };
}
