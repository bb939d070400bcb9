// Money as integer minor units of an ISO 4217 currency. The number of minor digits comes from Intl (JPY 0,
// EUR 2, KWD 3), so a FHIR decimal like 27.200000000000003 USD becomes exactly 2720.
const KNOWN = new Set(Intl.supportedValuesOf('currency'));

/**
 * Largest amount accepted on one invoice (10 million units of a 2-digit currency): far inside GraphQL's Int.
 * Sums over many invoices (InvoiceTotal.amountMinor) are SafeInt: exact up to 2^53 - 1.
 */
export const MAX_MINOR = 1_000_000_000;

export const isCurrency = (code: string) => /^[A-Z]{3}$/.test(code) && KNOWN.has(code);

export function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** A decimal amount (as FHIR Money.value carries it) → minor units, rounded half away from zero. */
export function toMinor(value: number, currency: string): number {
  const scaled = value * 10 ** minorDigits(currency);
  return Math.sign(scaled) * Math.round(Math.abs(scaled));
}

/** Minor units → the decimal FHIR Money.value wants (exact for the digits of the currency). */
export function fromMinor(minor: number, currency: string): number {
  const d = minorDigits(currency);
  return Number((minor / 10 ** d).toFixed(d));
}

/**
 * Minor units → the amount as decimal text with every digit of the currency ("165.50", "220.00", "1500" for
 * JPY): what an accounting export writes, where `fromMinor`'s number would lose the trailing zeros.
 */
export function minorText(minor: number, currency: string): string {
  return (minor / 10 ** minorDigits(currency)).toFixed(minorDigits(currency));
}
