// Dates with the year for ISO values from the API, through the shared formatters (use-format.ts): in the page
// language, and in the user's time zone and clock like every other date of the portal (the admin grids had
// used the device's zone and the language's clock).
import { useMemo } from 'react';
import { toMs } from './time';
import { useFormat, type Formatters } from './use-format';

type IsoFormat = (iso: string | null | undefined) => string;

function useIso(pick: (f: Formatters) => (ms: number) => string): IsoFormat {
  const f = useFormat();
  const format = pick(f);
  return useMemo(
    () => (iso) => {
      const ms = iso ? toMs(iso) : Number.NaN;
      return Number.isFinite(ms) ? format(ms) : '';
    },
    [format],
  );
}

/** Date and time with the year (account dates span years): "Nov 23, 2026, 17:51". */
export function useLongDate(): IsoFormat {
  return useIso((f) => f.longDateTime);
}

/** A day with the year, short (columns): "Nov 23, 2026". */
export function useShortDay(): IsoFormat {
  return useIso((f) => f.longDate);
}

/** The time of day alone, short ("17:51", or "5:51 PM" on a 12-hour clock): the line under a day in a narrow column. */
export function useShortTime(): IsoFormat {
  return useIso((f) => f.shortTime);
}
