// A reference range as text: "3.5–5.1", "≤ 200", "≥ 40", or the source's own text.
import type { TFunction } from 'i18next';

interface Range {
  refLow?: number | null;
  refHigh?: number | null;
  refText?: string | null;
}

export function rangeText(range: Range, t: TFunction, number: (value: number) => string): string {
  const { refLow, refHigh, refText } = range;
  const low = refLow ?? null;
  const high = refHigh ?? null;
  if (low !== null && high !== null) return t('vitals.between', { from: number(low), to: number(high) });
  if (high !== null) return t('records.observations.atMost', { value: number(high) });
  if (low !== null) return t('records.observations.atLeast', { value: number(low) });
  return refText ?? '';
}

export { plainNumber } from '../../../shared/lib/plain-number';
