// Time helpers for API values. Codegen types DateTime as `unknown`; the server sends ISO 8601 strings.
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Milliseconds since the epoch of a DateTime from the API; NaN when it is not a date. */
export function toMs(value: unknown): number {
  if (typeof value === 'string' || typeof value === 'number') return new Date(value).getTime();
  if (value instanceof Date) return value.getTime();
  return Number.NaN;
}

/** An ISO 8601 string for a DateTime argument. */
export function toIso(ms: number): string {
  return new Date(ms).toISOString();
}

/** Local midnight of the day `ms` falls in. */
export function startOfDay(ms: number): number {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}
