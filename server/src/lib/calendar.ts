// Dates people and devices send, read strictly. `new Date()` is lenient in ways that lose data silently:
// 2025-02-30 becomes 2 March, and year 0000 parses but PostgreSQL (which has no year 0) refuses it, a 500.
// Every door (the DateTime scalar, device ingest, FHIR import, day fields) reads dates through here.

/** Days in a month of the proleptic Gregorian calendar (month 1–12). */
function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A real day: year 1–9999 (PostgreSQL has no year 0), month 1–12, day within that month. */
export function isRealDay(year: number, month: number, day: number): boolean {
  return year >= 1 && year <= 9999 && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}

const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-](\d{2}):?(\d{2}))$/i;

/**
 * An ISO 8601 date-time with a zone (Z or ±hh:mm) whose every part is real: the day exists, hours 0–23,
 * minutes and seconds 0–59, the offset at most ±18:00. Anything else is null, never a nearby instant.
 */
export function parseInstant(s: string): Date | null {
  const m = INSTANT.exec(s);
  if (!m) return null;
  const [, y, mo, d, hh, mi, ss = '00', , , oh = '00', om = '00'] = m;
  if (!isRealDay(Number(y), Number(mo), Number(d))) return null;
  if (Number(hh) > 23 || Number(mi) > 59 || Number(ss) > 59) return null;
  if (Number(oh) > 18 || Number(om) > 59) return null;
  const date = new Date(s);
  return Number.isNaN(date.getTime()) ? null : date;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day written YYYY-MM-DD that exists, between `min` and `max` (both YYYY-MM-DD, inclusive). */
export function isDayString(v: string, min = '0001-01-01', max = '9999-12-31'): boolean {
  const m = DAY.exec(v);
  return !!m && isRealDay(Number(m[1]), Number(m[2]), Number(m[3])) && v >= min && v <= max;
}
