// The user's wall clock: quiet hours and the weekly schedule are local times in the user's IANA zone. Pure;
// the instant always comes from the caller (an injectable clock), never from Date.now() here.

const formatters = new Map<string, Intl.DateTimeFormat>();

export function isTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
  minuteOfDay: number;
}

export function localParts(zone: string, at: Date): LocalParts {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  const year = Number(p['year']);
  const month = Number(p['month']);
  const day = Number(p['day']);
  const weekday = ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
  return { year, month, day, weekday, minuteOfDay: Number(p['hour']) * 60 + Number(p['minute']) };
}

/** Inside [start, end) local minutes; a window whose end is before its start wraps midnight (22:00–07:00). */
export function inQuietHours(start: number | null, end: number | null, zone: string, at: Date): boolean {
  if (start === null || end === null) return false;
  const m = localParts(zone, at).minuteOfDay;
  return start < end ? m >= start && m < end : m >= start || m < end;
}

/** ISO 8601 week of a calendar date, as '2026-W05'. */
export function isoWeekOf(year: number, month: number, day: number): string {
  const d = new Date(Date.UTC(year, month - 1, day));
  const weekday = (d.getUTCDay() + 6) % 7; // Monday 0
  d.setUTCDate(d.getUTCDate() - weekday + 3); // the Thursday of this week decides the year
  const weekYear = d.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(weekYear, 0, 4));
  firstThursday.setUTCDate(firstThursday.getUTCDate() - ((firstThursday.getUTCDay() + 6) % 7) + 3);
  const week = 1 + Math.round((d.getTime() - firstThursday.getTime()) / (7 * 86_400_000));
  return `${weekYear}-W${String(week).padStart(2, '0')}`;
}

/** Local Monday 08:00: a summary of the week before is mailed from then on (not at midnight). */
export const SUMMARY_FROM_MINUTE = 8 * 60;

/**
 * The ISO week whose summary is due at `at` in `zone`: the last completed local week, once its following
 * Monday has reached 08:00; null on Monday before 08:00 (the week before that is long done).
 */
export function dueWeek(zone: string, at: Date): string | null {
  const p = localParts(zone, at);
  if (p.weekday === 1 && p.minuteOfDay < SUMMARY_FROM_MINUTE) return null;
  const lastWeek = new Date(Date.UTC(p.year, p.month - 1, p.day - 7));
  return isoWeekOf(lastWeek.getUTCFullYear(), lastWeek.getUTCMonth() + 1, lastWeek.getUTCDate());
}
