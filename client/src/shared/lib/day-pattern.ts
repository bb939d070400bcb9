// Calendar days typed as text in the page's language: the order of day, month and year and their separator come
// from Intl for the locale ("12/31/2026" in English, "31/12/2026" in French and Arabic, "2026/12/31" in Chinese),
// so a date field reads like the dates the page prints, whatever the browser's own language (a native
// <input type="date"> follows the browser's, not the page's).

export type DayPart = 'day' | 'month' | 'year';

export interface DayPattern {
  order: readonly DayPart[];
  separator: string;
}

// Right-to-left, left-to-right and Arabic letter marks Intl puts around Arabic separators: layout only.
const BIDI_MARKS = /[\u200e\u200f\u061c]/g;
const patterns = new Map<string, DayPattern>();

export function dayPattern(locale: string): DayPattern {
  let pattern = patterns.get(locale);
  if (!pattern) {
    const parts = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }).formatToParts(Date.UTC(2026, 11, 31));
    const order = parts.map((p) => p.type).filter((type): type is DayPart => ['day', 'month', 'year'].includes(type));
    const literal = parts
      .find((p) => p.type === 'literal')
      ?.value.replace(BIDI_MARKS, '')
      .trim();
    pattern =
      order.length === 3 ? { order, separator: literal || '/' } : { order: ['year', 'month', 'day'], separator: '-' };
    patterns.set(locale, pattern);
  }
  return pattern;
}

/** 'YYYY-MM-DD' written in the pattern ("2026-12-31" → "12/31/2026"); '' for anything else. */
export function formatDay(ymd: string, pattern: DayPattern): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!m) return '';
  const value: Record<DayPart, string> = { year: m[1] ?? '', month: m[2] ?? '', day: m[3] ?? '' };
  return pattern.order.map((part) => value[part]).join(pattern.separator);
}

/** 31 December of `year` in the pattern: an example no reader can take the wrong way round (31 is not a month). */
export function exampleDay(pattern: DayPattern, year = new Date().getFullYear()): string {
  return formatDay(`${year}-12-31`, pattern);
}

/**
 * Eight digits without separators, in the pattern's order ("31122026" in French, "20261231" in Chinese): a phone's
 * numeric keypad (the field asks for one) has no "/" on iOS, so this is how a day gets typed there.
 */
function compactParts(digits: string, pattern: DayPattern): string[] {
  const widths = pattern.order.map((part) => (part === 'year' ? 4 : 2));
  let at = 0;
  return widths.map((width) => digits.slice(at, (at += width)));
}

/**
 * Typed text → 'YYYY-MM-DD', '' for an empty field, or null when it is not a real day between 1900 and 2100 (the
 * server's bounds): three numbers in the pattern's order, any separator ("31.12.2026" is read like "31/12/2026"),
 * or an ISO day as pasted from elsewhere ("2026-12-31", recognised by its 4-digit first number), or eight digits
 * in the pattern's order with no separator (compactParts).
 */
export function parseDay(text: string, pattern: DayPattern): string | null {
  const trimmed = text.replace(BIDI_MARKS, '').trim();
  if (!trimmed) return '';
  const numbers = /^\d{8}$/.test(trimmed) ? compactParts(trimmed, pattern) : trimmed.split(/\D+/);
  if (numbers.length !== 3 || !/^\d+\D+\d+\D+\d+$|^\d{8}$/.test(trimmed)) return null;
  const order: readonly DayPart[] = (numbers[0] ?? '').length === 4 ? ['year', 'month', 'day'] : pattern.order;
  const value = { day: 0, month: 0, year: 0, yearDigits: 0 };
  order.forEach((part, i) => {
    value[part] = Number(numbers[i]);
    if (part === 'year') value.yearDigits = (numbers[i] ?? '').length;
  });
  const { day, month, year } = value;
  if (value.yearDigits !== 4 || year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1) return null;
  // Date.UTC rolls 31 February over into March: a real day comes back with the same month.
  if (new Date(Date.UTC(year, month - 1, day)).getUTCMonth() !== month - 1) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
