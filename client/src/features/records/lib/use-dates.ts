// Dates with the year (records span years): "12 Mar 2024" and "12 Mar 2024, 09:30" in the UI language.
import { useMemo } from 'react';
import { toMs } from '../../../shared/lib/time';
import { useFormat } from '../../../shared/lib/use-format';

export function useDates() {
  const { locale, timeZone, hour12 } = useFormat();
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    // An instant in the user's zone and clock. `day` stays zone-free: records' dates are often date-only values.
    const dayTime = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
      hourCycle: hour12 ? 'h12' : 'h23',
    });
    const safe = (format: Intl.DateTimeFormat) => (value: unknown) => {
      const ms = toMs(value);
      return Number.isFinite(ms) ? format.format(ms) : '';
    };
    return { day: safe(day), dayTime: safe(dayTime) };
  }, [locale, timeZone, hour12]);
}
