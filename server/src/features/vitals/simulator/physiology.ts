// A small physiological model for the built-in simulator: a nightly sleep window, daytime activity bouts,
// circadian rhythm and meals, from which heart rate, SpO2, CGM glucose, blood pressure and stress follow.
// Times are UTC milliseconds; every function is pure and deterministic for a given gadget seed.
import { clamp, rand, round1, smooth } from './noise.js';

export const HOUR = 3600_000;
export const MINUTE = 60_000;
const DAY = 24 * HOUR;

const S = {
  sleepStart: 1,
  sleepEnd: 2,
  act: 3,
  actStart: 4,
  actLen: 5,
  actPower: 6,
  meal: 7,
  mealAmp: 8,
  slow: 9,
  fast: 10,
  glc: 11,
  bp: 12,
  stress: 13,
  spo2: 14,
};

/** Night n runs from about 23:00 on day n to about 06:45 on day n + 1. */
export function sleepWindow(seed: number, night: number): { start: number; end: number } {
  const start = night * DAY + 23 * HOUR + (rand(seed, S.sleepStart, night) - 0.4) * 70 * MINUTE;
  const end = (night + 1) * DAY + 6.75 * HOUR + (rand(seed, S.sleepEnd, night) - 0.4) * 50 * MINUTE;
  return { start: Math.round(start / 1000) * 1000, end: Math.round(end / 1000) * 1000 };
}

/** The night whose window could contain t (nights are indexed by the day they start). */
export const nightOf = (t: number) => Math.floor((t - 12 * HOUR) / DAY);

export function asleep(seed: number, t: number): boolean {
  const w = sleepWindow(seed, nightOf(t));
  return t >= w.start && t < w.end;
}

/** 0..1: exercise bouts of 15–35 min in about a third of the waking hours, ramping over 3 minutes. */
export function activity(seed: number, t: number): number {
  if (asleep(seed, t)) return 0;
  const hour = Math.floor(t / HOUR);
  if (rand(seed, S.act, hour) > 0.33) return 0;
  const start = hour * HOUR + rand(seed, S.actStart, hour) * 25 * MINUTE;
  const end = start + (15 + rand(seed, S.actLen, hour) * 20) * MINUTE;
  if (t < start || t >= end) return 0;
  const ramp = Math.min(t - start, end - t) / (3 * MINUTE);
  return clamp(ramp, 0, 1) * (0.35 + 0.65 * rand(seed, S.actPower, hour));
}

/** -1..1, peaking mid-afternoon and lowest before dawn. */
export const circadian = (t: number) => Math.sin((2 * Math.PI * ((t % DAY) / HOUR - 10)) / 24);

export function heartRate(seed: number, t: number): number {
  const base = asleep(seed, t) ? 55 + 2 * circadian(t) : 67 + 5 * circadian(t);
  const v =
    base + 62 * activity(seed, t) + 4 * smooth(seed, S.slow, t, 7 * MINUTE) + 1.5 * smooth(seed, S.fast, t, 20_000);
  return Math.round(clamp(v, 38, 190));
}

export function spo2(seed: number, t: number): number {
  const base = asleep(seed, t) ? 95.3 : 97.4;
  return Math.round(clamp(base + 1.3 * smooth(seed, S.spo2, t, 4 * MINUTE), 92, 100));
}

/** Meal m of day d: breakfast ~07:30, lunch ~12:45, dinner ~19:15. */
function mealTime(seed: number, day: number, m: number): number {
  const at = [7.5, 12.75, 19.25][m] ?? 12;
  return day * DAY + at * HOUR + (rand(seed, S.meal, day * 3 + m) - 0.5) * 60 * MINUTE;
}

export function glucose(seed: number, t: number): number {
  let v = 92 + 5 * circadian(t) + 5 * smooth(seed, S.glc, t, 40 * MINUTE) - 14 * activity(seed, t);
  const day = Math.floor(t / DAY);
  for (const d of [day - 1, day]) {
    for (let m = 0; m < 3; m++) {
      const dt = (t - mealTime(seed, d, m)) / (45 * MINUTE);
      // Gamma-shaped response: peaks 45 min after the meal, mostly gone after ~3 h.
      if (dt > 0) v += (38 + 40 * rand(seed, S.mealAmp, d * 3 + m)) * dt * Math.exp(1 - dt);
    }
  }
  return round1(clamp(v, 55, 320));
}

export function bloodPressure(seed: number, t: number): [number, number] {
  const a = activity(seed, t);
  const sys = 117 + 6 * circadian(t) + 22 * a + 5 * smooth(seed, S.bp, t, 50 * MINUTE);
  const dia = 76 + 4 * circadian(t) + 7 * a + 3 * smooth(seed, S.bp + 100, t, 50 * MINUTE);
  return [Math.round(clamp(sys, 90, 175)), Math.round(clamp(dia, 55, 110))];
}

export function stress(seed: number, t: number): number {
  if (asleep(seed, t)) return Math.round(clamp(12 + 6 * smooth(seed, S.stress, t, 20 * MINUTE), 0, 100));
  const v = 32 + 8 * circadian(t) + 18 * smooth(seed, S.stress, t, 25 * MINUTE) + 35 * activity(seed, t);
  return Math.round(clamp(v, 0, 100));
}
