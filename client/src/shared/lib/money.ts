// Money arrives as integer minor units plus an ISO 4217 code; Intl decides the digits (JPY 0, EUR 2, KWD 3)
// and the symbol and order for the active language. Division happens only here, for display.
const digitsCache = new Map<string, number>();

export function minorDigits(currency: string): number {
  let d = digitsCache.get(currency);
  if (d === undefined) {
    d = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(currency, d);
  }
  return d;
}

export function formatMoney(minor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 10 ** minorDigits(currency));
}

/** A typed amount ("12.50", "12,50" or Arabic's "12٫50") → minor units, or null when it is not a non-negative amount. */
export function parseMoney(text: string, currency: string): number | null {
  const clean = text.trim().replace(/\s/g, '').replace(/[,٫]/, '.');
  if (!/^\d+(\.\d+)?$/.test(clean)) return null;
  const digits = minorDigits(currency);
  const [whole = '0', frac = ''] = clean.split('.');
  if (frac.length > digits) return null;
  return Number(whole) * 10 ** digits + Number(frac.padEnd(digits, '0') || '0');
}

/**
 * Minor units → the text an amount field shows for editing, in the language's decimal mark and without
 * grouping or symbol (4990 EUR → "49.90", "49,90" in French), which parseMoney reads back to the same amount.
 */
export function moneyInputText(minor: number, currency: string, locale: string): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
    numberingSystem: 'latn',
  }).format(minor / 10 ** digits);
}
