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

/** 08:00 local on the first day of the user's week: a summary of the week before is mailed from then on. */
export const SUMMARY_FROM_MINUTE = 8 * 60;

/**
 * The week whose summary is due at `at` in `zone`, for a week starting on `firstDay` (ISO weekday, 1 = Monday
 * … 7 = Sunday, the account preference): the last completed local week, once the next week's first day has
 * reached 08:00; null on that first day before 08:00 (the week before that is long done). The key is the ISO
 * week of the completed week's fourth day, so a Monday week keeps its ISO number, each week of any start
 * gets a key of its own, and switching the start day mid-week cannot send the same days twice.
 */
export function dueWeek(zone: string, at: Date, firstDay = 1): string | null {
  const p = localParts(zone, at);
  if (p.weekday === firstDay && p.minuteOfDay < SUMMARY_FROM_MINUTE) return null;
  const intoWeek = (p.weekday - firstDay + 7) % 7;
  const lastWeekMiddle = new Date(Date.UTC(p.year, p.month - 1, p.day - intoWeek - 7 + 3));
  return isoWeekOf(lastWeekMiddle.getUTCFullYear(), lastWeekMiddle.getUTCMonth() + 1, lastWeekMiddle.getUTCDate());
}
