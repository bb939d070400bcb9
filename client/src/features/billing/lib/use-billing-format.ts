// Dates and money of the invoices pages in the active language: instants in the user's time zone, calendar
// days (due dates, payment dates: YYYY-MM-DD) as written, via UTC so no zone shifts them by a day.
import { useMemo } from 'react';
import { useFormat } from '../../../shared/lib/use-format';
import { formatMoney } from './money';

export function useBillingFormat() {
  const { locale, timeZone } = useFormat();
  return useMemo(() => {
    const instant = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
    const instantTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      locale,
      money: (minor: number, currency: string) => formatMoney(minor, currency, locale),
      instant: (iso: string) => instant.format(new Date(iso)),
      instantTime: (iso: string) => instantTime.format(new Date(iso)),
      day: (ymd: string) => day.format(new Date(`${ymd}T00:00:00Z`)),
    };
  }, [locale, timeZone]);
}
