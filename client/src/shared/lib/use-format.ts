// Numbers, times and durations in the UI language (Intl), so digits and month names match the page.
import { useEffect, useMemo } from 'react';
import { htmlLang } from '../../i18n/i18n';
import { useUnits } from '../preferences/preferences-context';
import { useSettings } from '../settings/settings-context';
import { fitDirection, type Direction } from './bidi';
import { DAY, HOUR, MINUTE } from './time';

export interface Formatters {
  locale: string;
  /** The user's time zone (undefined = the device's) and clock, for formatters built elsewhere. */
  timeZone: string | undefined;
  hour12: boolean;
  /** The page's direction the dates and times are laid out for (see fit). */
  dir: Direction | undefined;
  /**
   * A formatted value isolated (FSI … PDI) when its own direction is not the page's: for dates formatted outside
   * this set (Intl's Arabic dates carry right-to-left marks that garble them in a left-to-right page).
   */
  fit: (text: string) => string;
  number: (value: number, decimals?: number) => string;
  /** 06:46 */
  time: (ms: number) => string;
  /** 06:46:05 */
  timeSeconds: (ms: number) => string;
  /** 21 Nov */
  date: (ms: number) => string;
  /** 21/11: a date where little room is left (chart axes on a phone) */
  dayMonth: (ms: number) => string;
  /** 06:46, without AM/PM on a 12-hour clock: a time where little room is left and the day is plain */
  clockTime: (ms: number) => string;
  /** 6 PM (or 18): a whole hour where little room is left */
  hour: (ms: number) => string;
  /** Sat 21 */
  weekday: (ms: number) => string;
  /** 21 Nov, 06:46 */
  dateTime: (ms: number) => string;
  /** Nov 21, 2026: a day with its year (accounts, invoices and audit entries span years) */
  longDate: (ms: number) => string;
  /** Nov 21, 2026, 06:46 (or 6:46 AM): an instant with its year */
  longDateTime: (ms: number) => string;
  /** 06:46 (or 6:46 AM): the time alone, under a day in a narrow column */
  shortTime: (ms: number) => string;
  /** "3 minutes ago", "yesterday" (times ahead of `now` read as "now") */
  relative: (ms: number, now: number) => string;
  /**
   * "3 min ago", "il y a 3 min", "yesterday": the same, in the language's short units, for a narrow column
   * beside a name (the chat list on a phone, where "il y a 33 minutes" squeezed the name and message).
   */
  relativeShort: (ms: number, now: number) => string;
  /** 7 h 12 min */
  duration: (seconds: number) => string;
  /** A file size: 512 B, 1.5 kB, 2.3 MB (o/ko/Mo in French, بايت/كيلوبايت in Arabic); decimal units, as Intl names them */
  bytes: (size: number) => string;
  /** "Ada, Grace and Linus": the language's own separator and "and" (Arabic "و", Chinese "和" and "、") */
  list: (items: readonly string[]) => string;
  /** 65,50 € from integer minor units of an ISO 4217 currency (Intl knows its digits: JPY 0, EUR 2, KWD 3) */
  money: (minor: number, currency: string) => string;
}

// Decimal steps: Intl's 'kilobyte' and 'megabyte' are 1000 and 1000² bytes.
const BYTE_UNITS = [
  ['gigabyte', 1e9],
  ['megabyte', 1e6],
  ['kilobyte', 1e3],
] as const;

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

function pastRelative(format: Intl.RelativeTimeFormat, ms: number, now: number): string {
  // Past only: a device clock a little ahead of ours must not read "in 2 seconds".
  const diff = Math.min(ms - now, 0);
  const step = RELATIVE_STEPS.find(([, size]) => Math.abs(diff) >= size);
  if (!step) return format.format(Math.round(diff / 1000), 'second');
  return format.format(Math.round(diff / step[1]), step[0]);
}

export interface TimeOptions {
  /** IANA zone; undefined = the device's. */
  timeZone?: string;
  /** 12- or 24-hour clock. */
  hour12: boolean;
  /** The page's direction: dates and times that run the other way come isolated (bidi.ts). */
  dir?: Direction;
}

/**
 * One value, made on first use: an Intl formatter costs about 0.1–0.5 ms to build, and most callers use one or two.
 * The first Intl object of a page costs more (ICU's set-up, 25–52 ms measured here), whichever code builds it.
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

// Every component that formats builds on the same locale, zone and clock: one set per combination, shared
// (building ten formatters in each of ~50 components was a quarter of the overview's first-render CPU).
const built = new Map<string, Formatters>();

export function buildFormatters(locale: string, opts: TimeOptions = { hour12: false }): Formatters {
  const key = `${locale}|${opts.timeZone ?? ''}|${opts.hour12}|${opts.dir ?? ''}`;
  let formatters = built.get(key);
  if (!formatters) {
    formatters = makeFormatters(locale, opts);
    built.set(key, formatters);
  }
  return formatters;
}

function makeFormatters(locale: string, opts: TimeOptions): Formatters {
  // Every date and time is shown in the user's zone and clock (preferences), the same on every page.
  const zone = { timeZone: opts.timeZone, hourCycle: opts.hour12 ? 'h12' : 'h23' } as const;
  const numbers = new Map<number, Intl.NumberFormat>();
  const numberFormat = (decimals: number) => {
    let format = numbers.get(decimals);
    if (!format) {
      format = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
      numbers.set(decimals, format);
    }
    return format;
  };
  const fit = (text: string) => fitDirection(text, opts.dir);
  const dateTimeFormat = (options: Intl.DateTimeFormatOptions) => lazy(() => new Intl.DateTimeFormat(locale, options));
  const time = dateTimeFormat({ ...zone, hour: '2-digit', minute: '2-digit' });
  const timeSeconds = dateTimeFormat({ ...zone, hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const date = dateTimeFormat({ timeZone: opts.timeZone, day: 'numeric', month: 'short' });
  const hour = dateTimeFormat({ ...zone, hour: 'numeric' });
  const dayMonth = dateTimeFormat({ timeZone: opts.timeZone, day: 'numeric', month: 'numeric' });
  const weekday = dateTimeFormat({ timeZone: opts.timeZone, weekday: 'short', day: 'numeric' });
  const dateTime = dateTimeFormat({ ...zone, day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  const longDate = dateTimeFormat({ timeZone: opts.timeZone, dateStyle: 'medium' });
  const longDateTime = dateTimeFormat({ ...zone, dateStyle: 'medium', timeStyle: 'short' });
  const shortTime = dateTimeFormat({ ...zone, timeStyle: 'short' });
  const relative = lazy(() => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  const relativeShort = lazy(() => new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' }));
  const hours = lazy(() => new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'narrow' }));
  const minutes = lazy(() => new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short' }));
  const sizes = new Map<string, Intl.NumberFormat>();
  const sizeFormat = (unit: string) => {
    let format = sizes.get(unit);
    if (!format) {
      format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
      sizes.set(unit, format);
    }
    return format;
  };
  // English CLDR data names the byte in its short form with the word ("45 byte") where the larger units have a
  // symbol (kB, MB): that one takes the narrow form's symbol ("B") in the short form's pattern ("45 B"). French
  // ("45 o"), Arabic ("45 بايت", as "كيلوبايت") and Chinese ("45 B") already match their larger units.
  const byteLabel = lazy(() => {
    const unitOf = (format: Intl.NumberFormat) => format.formatToParts(1).find((p) => p.type === 'unit')?.value ?? '';
    const short = unitOf(sizeFormat('byte'));
    if (short.length <= unitOf(sizeFormat('kilobyte')).length) return null;
    return unitOf(new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'narrow' })) || null;
  });
  const byteSize = (size: number) => {
    const label = byteLabel();
    const parts = sizeFormat('byte').formatToParts(size);
    return parts.map((p) => (label && p.type === 'unit' ? label : p.value)).join('');
  };
  const list = lazy(() => new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' }));
  const currencies = new Map<string, Intl.NumberFormat | null>();
  const currencyFormat = (currency: string) => {
    if (!currencies.has(currency)) {
      let format: Intl.NumberFormat | null = null;
      try {
        format = new Intl.NumberFormat(locale, { style: 'currency', currency });
      } catch {
        // Not a currency Intl knows (RangeError): shown as code and number below.
      }
      currencies.set(currency, format);
    }
    return currencies.get(currency) ?? null;
  };

  return {
    locale,
    timeZone: opts.timeZone,
    hour12: opts.hour12,
    dir: opts.dir,
    fit,
    number: (value, decimals = 0) => numberFormat(decimals).format(value),
    time: (ms) => fit(time().format(ms)),
    timeSeconds: (ms) => fit(timeSeconds().format(ms)),
    date: (ms) => fit(date().format(ms)),
    dayMonth: (ms) => fit(dayMonth().format(ms)),
    hour: (ms) => fit(hour().format(ms)),
    clockTime: (ms) =>
      fit(
        time()
          .formatToParts(ms)
          .filter((part) => part.type !== 'dayPeriod')
          .map((part) => part.value)
          .join('')
          .trim(),
      ),
    weekday: (ms) => fit(weekday().format(ms)),
    dateTime: (ms) => fit(dateTime().format(ms)),
    longDate: (ms) => fit(longDate().format(ms)),
    longDateTime: (ms) => fit(longDateTime().format(ms)),
    shortTime: (ms) => fit(shortTime().format(ms)),
    relative: (ms, now) => pastRelative(relative(), ms, now),
    relativeShort: (ms, now) => pastRelative(relativeShort(), ms, now),
    duration: (seconds) => {
      const total = Math.round(seconds / 60);
      const h = Math.floor(total / 60);
      const m = total % 60;
      if (h === 0) return minutes().format(m);
      return m === 0 ? hours().format(h) : `${hours().format(h)} ${minutes().format(m)}`;
    },
    bytes: (size) => {
      // Rounded to one decimal, 999 950 bytes would read "1000 kB": such a size moves up to the next unit.
      const step = BYTE_UNITS.find(([, factor]) => size >= factor * 0.99995);
      return step ? sizeFormat(step[0]).format(size / step[1]) : byteSize(size);
    },
    list: (items) => list().format(items),
    money: (minor, currency) => {
      const format = currencyFormat(currency);
      if (!format) return `${currency} ${numberFormat(2).format(minor / 100)}`;
      const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
      return format.format(minor / 10 ** digits);
    },
  };
}

/** Formatters for the active UI language, in the user's time zone and clock. */
export function useFormat(): Formatters {
  const { settings } = useSettings();
  const units = useUnits();
  const timeZone = units.timeZone ?? undefined;
  const hour12 = units.clock === 'H12';
  // Latin digits in every language: the translations and the charts' own labels use them too, and browsers
  // differ on Arabic's default numbering system.
  const locale = `${htmlLang(settings.language)}-u-nu-latn`;
  const dir = settings.activeDir;
  return useMemo(() => buildFormatters(locale, { timeZone, hour12, dir }), [locale, timeZone, hour12, dir]);
}

// The formatters a signed-in page shows first (values, times, "3 minutes ago", durations), each built in an idle
// moment of its own after the shell has painted. Built on first use instead, they were built inside the render of
// the page's first answer: ICU's set-up and each formatter's pattern (60+ ms of one blocking task on a phone,
// bench/README, twenty-second pass), where now each is a task of a few ms while the page waits on the network.
const WARM_UP: ((format: Formatters) => unknown)[] = [
  (f) => f.number(0),
  (f) => f.number(0, 1),
  (f) => f.dateTime(0),
  (f) => f.time(0),
  (f) => f.relative(0, 0),
  (f) => f.duration(3660),
  (f) => f.date(0),
];

type Idle = (run: () => void) => () => void;
const whenIdle: Idle =
  typeof requestIdleCallback === 'function'
    ? (run) => {
        const id = requestIdleCallback(run, { timeout: 2000 });
        return () => cancelIdleCallback(id);
      }
    : (run) => {
        const id = setTimeout(run, 1);
        return () => clearTimeout(id);
      };

/** Builds the commonly shown formatters of the active language in idle moments (see WARM_UP). */
export function useWarmFormatters() {
  const format = useFormat();
  useEffect(() => {
    let step = 0;
    let cancel = () => {};
    const next = () => {
      WARM_UP[step++]?.(format);
      if (step < WARM_UP.length) cancel = whenIdle(next);
    };
    cancel = whenIdle(next);
    return () => cancel();
  }, [format]);
}

