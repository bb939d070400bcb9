// A time of day typed as text in the page's language and the user's clock, the companion of day-pattern.ts: Intl
// writes it ("14:30" on a 24-hour clock; "2:30 PM", "2:30 م", "下午2:30" on a 12-hour one) and the parser reads
// that back, plus what people type by hand:
//  - hours and minutes separated by ':', '.', ',' (a phone's decimal keypad has no ':') or 'h' (French "14h30",
//    "14 h 30", "14h"); full-width digits and colon from a Chinese keyboard are read as plain ones;
//  - a day period before or after the time, in any case, with or without a space: the locale's own (as Intl
//    prints it: AM/PM, ص/م, 上午/下午) or the Latin am, pm, a.m., p.m., a, p in every language; with one, hours
//    are 1–12 and the minutes may be left out ("9 pm"); 12 AM is midnight;
//  - without one, a 24-hour time (0–23). On a 12-hour clock a time without a period that could be morning or
//    evening (1:00–12:59) is refused with a request for AM or PM rather than guessed; "14:30" or "0:15" is not
//    ambiguous and is taken.
// A bare number ("14") and a half-typed time ("14:", "14:3") are not times.

export interface ClockPattern {
  hour12: boolean;
  /** The locale's names of the two day periods, as Intl prints them ("AM"/"PM", "ص"/"م", "上午"/"下午"). */
  am: string;
  pm: string;
  format: Intl.DateTimeFormat;
  /** Lower-cased period markers, longest first, for the parser. */
  markers: readonly (readonly [string, 'am' | 'pm'])[];
}

// Right-to-left, left-to-right and Arabic letter marks Intl puts around Arabic text: layout only.
const BIDI_MARKS = /[\u200e\u200f\u061c]/g;
const LATIN_MARKERS = [
  ['a.m.', 'am'],
  ['p.m.', 'pm'],
  ['am', 'am'],
  ['pm', 'pm'],
  ['a', 'am'],
  ['p', 'pm'],
] as const;
const patterns = new Map<string, ClockPattern>();

export function clockPattern(locale: string, hour12: boolean): ClockPattern {
  const key = `${locale}|${String(hour12)}`;
  let pattern = patterns.get(key);
  if (!pattern) {
    const format = new Intl.DateTimeFormat(locale, {
      hour: hour12 ? 'numeric' : '2-digit',
      minute: '2-digit',
      hourCycle: hour12 ? 'h12' : 'h23',
      timeZone: 'UTC',
    });
    const periods = new Intl.DateTimeFormat(locale, { hour: 'numeric', hourCycle: 'h12', timeZone: 'UTC' });
    const period = (hour: number) =>
      periods
        .formatToParts(Date.UTC(2000, 0, 1, hour))
        .find((p) => p.type === 'dayPeriod')
        ?.value.replace(BIDI_MARKS, '')
        .trim() ?? '';
    const am = period(1) || 'AM';
    const pm = period(13) || 'PM';
    const markers = [[am.toLowerCase(), 'am'] as const, [pm.toLowerCase(), 'pm'] as const, ...LATIN_MARKERS].sort(
      (a, b) => b[0].length - a[0].length,
    );
    pattern = { hour12, am, pm, format, markers };
    patterns.set(key, pattern);
  }
  return pattern;
}

/** 'HH:mm' written on the pattern's clock ("14:30" → "2:30 PM"); '' for anything else. */
export function formatTime(hm: string, pattern: ClockPattern): string {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hm);
  if (!m) return '';
  return pattern.format.format(Date.UTC(2000, 0, 1, Number(m[1]), Number(m[2])));
}

/** Half past two in the afternoon: on a 12-hour clock it shows the period, on a 24-hour one the hours past 12. */
export function exampleTime(pattern: ClockPattern): string {
  return formatTime('14:30', pattern);
}

/** What a typed time is: 'HH:mm' (24-hour), '' for an empty field, or why it is not a time. */
export type TimeReading = { time: string } | { problem: 'INVALID' | 'NEEDS_PERIOD' };

/** Splits a day period off either end of the text: the remaining time and the period found, if any. */
function splitPeriod(text: string, pattern: ClockPattern): { rest: string; period: 'am' | 'pm' | null } {
  for (const [marker, period] of pattern.markers) {
    if (text.startsWith(marker)) return { rest: text.slice(marker.length).trim(), period };
    if (text.endsWith(marker)) return { rest: text.slice(0, -marker.length).trim(), period };
  }
  return { rest: text, period: null };
}

export function parseTime(text: string, pattern: ClockPattern): TimeReading {
  const trimmed = text.normalize('NFKC').replace(BIDI_MARKS, '').trim().toLowerCase();
  if (!trimmed) return { time: '' };
  const { rest, period } = splitPeriod(trimmed, pattern);
  // Four digits alone are hours and minutes ("1430"): a phone's number pad may have no ":" at all.
  const m = /^(\d{2})(\d{2})$/.exec(rest) ?? /^(\d{1,2})(?:\s*[:.,h]\s*(\d{2})|\s*h)?$/.exec(rest);
  if (!m) return { problem: 'INVALID' };
  const hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  // "14" alone is not a time yet (the minutes are still being typed); "14h" and "9 pm" are.
  if (minute > 59 || (m[0] === m[1] && period === null)) return { problem: 'INVALID' };
  let hours = hour;
  if (period) {
    if (hour < 1 || hour > 12) return { problem: 'INVALID' };
    hours = (hour % 12) + (period === 'pm' ? 12 : 0);
  } else if (hour > 23) return { problem: 'INVALID' };
  else if (pattern.hour12 && hour >= 1 && hour <= 12) return { problem: 'NEEDS_PERIOD' };
  return { time: `${String(hours).padStart(2, '0')}:${String(minute).padStart(2, '0')}` };
}
