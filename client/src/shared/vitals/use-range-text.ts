// A reference range as text next to a value: "normal 50–100 bpm · at rest", "normal 90–119/60–79 mmHg · at
// rest", "normal ≤ 200 mg/dL · adult". The numbers come from the server (one table of ranges); this only
// formats them in the UI language and, where the user reads glucose in mmol/L, in the unit shown.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferenceRangeFieldsFragment } from '../../gql/graphql';
import { plainNumber } from '../lib/plain-number';
import { useFormat } from '../lib/use-format';

/** What the text needs of a range (a page may select no more than this). */
type RangeBounds = Pick<ReferenceRangeFieldsFragment, 'low' | 'high'>;

export interface RangeTextInput {
  range: RangeBounds & Pick<ReferenceRangeFieldsFragment, 'context'>;
  /** The diastolic range, shown after the systolic one. */
  range2?: RangeBounds | null;
  /** The unit as the page shows it next to the value. */
  unit: string;
  /** From the range's unit to the unit shown (glucose in mmol/L); identity when omitted. */
  convert?: (value: number) => number;
  /**
   * Writes a converted bound as the value beside it is written (its decimals). Glucose's 70–180 mg/dL read
   * "3.89–9.99 mmol/L" beside a reading of "10.0 mmol/L · Normal": a value past the bound it was within.
   */
  write?: (shown: number) => string;
}

export function useRangeText(): (input: RangeTextInput) => string {
  const { t } = useTranslation();
  const format = useFormat();
  return useCallback(
    ({ range, range2, unit, convert = (v) => v, write }: RangeTextInput) => {
      const number = write ?? plainNumber(format.number);
      const bounds = ({ low, high }: RangeBounds) => {
        if (low !== null && high !== null)
          return t('vitals.between', { from: number(convert(low)), to: number(convert(high)) });
        if (high !== null) return t('ranges.atMost', { value: number(convert(high)) });
        return t('ranges.atLeast', { value: number(convert(low ?? 0)) });
      };
      const text = range2 ? `${bounds(range)}/${bounds(range2)}` : bounds(range);
      // The unit isolated in its own direction: "/min" in an Arabic sentence read "min/".
      return t('ranges.normal', { range: text, unit: format.fit(unit), where: t(`ranges.context.${range.context}`) });
    },
    [t, format],
  );
}
