// The simulated person lives in a time zone: they sleep at night and eat at noon local time, not UTC.
// Offsets come from the platform's time-zone database (Intl), so daylight saving time is followed.

/** True for a time-zone name Intl knows (e.g. "Europe/Paris", "UTC"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at instant `t` (ms; positive east of Greenwich). */
export function utcOffsetMs(timeZone: string, t: number): number {
  const name = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(t)
    .find((p) => p.type === 'timeZoneName')?.value;
  // "GMT" for UTC itself, else "GMT+05:30" / "GMT-03:00".
  const m = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name ?? '');
  if (!m) return 0;
  const sign = m[1] === '-' ? -1 : 1;
  return sign * (Number(m[2]) * 60 + Number(m[3])) * 60_000;
}
