// Dates and money of the invoices pages in the active language: instants in the user's time zone and clock
// (the shared formatters), calendar days (due dates, payment dates: YYYY-MM-DD) as written, via UTC so no zone
// shifts them by a day.
import { useMemo } from 'react';
import { toMs } from '../../../shared/lib/time';
import { useFormat } from '../../../shared/lib/use-format';
import { formatMoney } from '../../../shared/lib/money';

export function useBillingFormat() {
  const f = useFormat();
  const { locale } = f;
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      locale,
      money: (minor: number, currency: string) => formatMoney(minor, currency, locale),
      instant: (iso: string) => f.longDate(toMs(iso)),
      instantTime: (iso: string) => f.longDateTime(toMs(iso)),
      day: (ymd: string) => f.fit(day.format(new Date(`${ymd}T00:00:00Z`))),
    };
  }, [f, locale]);
}
