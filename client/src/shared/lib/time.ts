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

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** How far the wall clock of `timeZone` (the device's when not given) is ahead of UTC at `ms`. */
export function zoneOffset(ms: number, timeZone?: string | null): number {
  if (!timeZone) return -new Date(ms).getTimezoneOffset() * MINUTE;
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(ms).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - Math.floor(ms / 1000) * 1000;
}

/**
 * Midnight of the day `ms` falls in: in the user's time zone when given (preferences), else the device's —
 * so "today", the nights of the sleep chart and their weekday labels agree with the times shown.
 */
export function startOfDay(ms: number, timeZone?: string | null): number {
  if (!timeZone) {
    const d = new Date(ms);
    d.setHours(0, 0, 0, 0);
    return d.getTime();
  }
  const offset = zoneOffset(ms, timeZone);
  const wallMidnight = Math.floor((ms + offset) / DAY) * DAY;
  // The offset at midnight may differ (a daylight-saving change that day): correct with it.
  return wallMidnight - zoneOffset(wallMidnight - offset, timeZone);
}

/** The day ('YYYY-MM-DD') and time ('HH:mm') on the wall clock of `timeZone` (the device's if not given) at `ms`. */
export function wallClock(ms: number, timeZone?: string | null): { day: string; time: string } {
  if (!Number.isFinite(ms)) return { day: '', time: '' };
  const iso = new Date(ms + zoneOffset(ms, timeZone)).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/**
 * The instant at which the wall clock of `timeZone` (the device's when not given) shows day `ymd` ('YYYY-MM-DD')
 * and time `hm` ('HH:mm'); NaN for a day or time that does not exist. Around a change of the zone's offset it does
 * what Temporal's 'compatible' disambiguation does: a time shown twice (clocks turned back) is the earlier instant;
 * a time skipped (clocks turned forward: 02:30 in New York on a March Sunday) is moved forward by the gap (03:30),
 * as the clock on the wall would read it. Assumes no two offset changes within a day of each other.
 */
export function fromWallClock(ymd: string, hm: string, timeZone?: string | null): number {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  const t = /^(\d{2}):(\d{2})$/.exec(hm);
  if (!d || !t) return Number.NaN;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  // Date.UTC rolls 30 February or 24:00 over: a real day and time come back as they were written.
  if (new Date(wall).toISOString().slice(0, 16) !== `${ymd}T${hm}`) return Number.NaN;
  const before = zoneOffset(wall - DAY, timeZone);
  const after = zoneOffset(wall + DAY, timeZone);
  const fits = [wall - before, wall - after].filter((ms) => wall - ms === zoneOffset(ms, timeZone));
  if (fits.length) return Math.min(...fits);
  // In the gap: read with the offset in force before the change, which lands after it.
  return wall - before;
}
