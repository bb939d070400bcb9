// Dates with the year (records span years): "12 Mar 2024" and "12 Mar 2024, 09:30" in the UI language.
import { useMemo } from 'react';
import { toMs } from '../../../shared/lib/time';
import { useFormat } from '../../../shared/lib/use-format';

export function useDates() {
  const { locale } = useFormat();
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const dayTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const safe = (format: Intl.DateTimeFormat) => (value: unknown) => {
      const ms = toMs(value);
      return Number.isFinite(ms) ? format.format(ms) : '';
    };
    return { day: safe(day), dayTime: safe(dayTime) };
  }, [locale]);
}
