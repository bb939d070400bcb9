// Money in the active language: integer minor units → "79,90 €" / "€79.90" / "٧٩٫٩٠ €" (Latin digits, as the
// rest of the UI), via Intl.
import { useMemo } from 'react';
import { useFormat } from '../../../shared/lib/use-format';

export function useMoney(): (minor: number, currency: string) => string {
  const { locale } = useFormat();
  return useMemo(() => {
    // The shop sells in one currency: its formatter is built once per language; any other is built on demand.
    const eur = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    return (minor, currency) =>
      (currency === 'EUR' ? eur : new Intl.NumberFormat(locale, { style: 'currency', currency })).format(minor / 100);
  }, [locale]);
}
