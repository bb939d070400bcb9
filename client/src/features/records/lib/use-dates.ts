// Dates with the year (records span years): "12 Mar 2024" and "12 Mar 2024, 09:30" in the UI language.
import { useMemo } from 'react';
import { toMs } from '../../../shared/lib/time';
import { lazy, useFormat } from '../../../shared/lib/use-format';

export function useDates() {
  const { locale, timeZone, hour12, fit } = useFormat();
  return useMemo(() => {
    // Each formatter is built on its first use: a card that shows only day-only dates never builds the others.
    const formatter = (options: Intl.DateTimeFormatOptions) => lazy(() => new Intl.DateTimeFormat(locale, options));
    // Instants in the user's zone and clock; day-only record dates use utcDay below (recordDay, recordWhen).
    const day = formatter({ dateStyle: 'medium', timeZone });
    const dayTime = formatter({ dateStyle: 'medium', timeStyle: 'short', timeZone, hourCycle: hour12 ? 'h12' : 'h23' });
    // A day-only value is that day at 00:00 UTC: formatted in UTC, or a zone west of Greenwich shows the day before.
    const utcDay = formatter({ dateStyle: 'medium', timeZone: 'UTC' });
    const safe = (format: () => Intl.DateTimeFormat) => (value: unknown) => {
      const ms = toMs(value);
      // Isolated when its direction is not the page's (an Arabic date in a left-to-right page): bidi.ts.
      return Number.isFinite(ms) ? fit(format().format(ms)) : '';
    };
    const dayOnly = safe(utcDay);
    return {
      day: safe(day),
      dayTime: safe(dayTime),
      /** A record's date as precise as it is known: "5 Feb 2000" for a day-only date, else with the time. */
      recordWhen: (value: unknown, isDayOnly: boolean) => (isDayOnly ? dayOnly(value) : safe(dayTime)(value)),
      /** A record's day in lists: in UTC for a day-only date. */
      recordDay: (value: unknown, isDayOnly: boolean) => (isDayOnly ? dayOnly(value) : safe(day)(value)),
    };
  }, [locale, timeZone, hour12, fit]);
}
