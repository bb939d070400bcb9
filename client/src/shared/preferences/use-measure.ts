// A stored measurement as the user reads it: glucose, weight, height and temperature in their units (records,
// twin indicators). Values in other units pass through; the caller then shows them as stored.
import { useCallback } from 'react';
import { useFormat } from '../lib/use-format';
import { useUnits } from './preferences-context';
import { toDisplayUnit } from './units';

export interface Measure {
  value: string;
  /** Human unit text; empty when the value already says it (5 ft 9 in). */
  unit: string;
  /** Converts a number of the stored unit into the shown one (for ranges next to the value). */
  convert: (value: number) => number;
  /** Writes a converted number as the value is written (the shown unit's decimals: 3.9 mmol/L, not 3.89). */
  write: (shownValue: number) => string;
}

export function useMeasure(): (value: number, ucum: string | null | undefined) => Measure | null {
  const units = useUnits();
  const format = useFormat();
  return useCallback(
    (value, ucum) => {
      if (!ucum) return null;
      const shown = toDisplayUnit(value, ucum, units);
      if (!shown) return null;
      const convert = (v: number) => toDisplayUnit(v, ucum, units)?.value ?? v;
      const write = (v: number) => format.number(v, shown.decimals);
      if (shown.feetInches)
        return {
          value: `${format.number(shown.feetInches.feet)} ft ${format.number(shown.feetInches.inches)} in`,
          unit: '',
          convert,
          write,
        };
      return { value: format.number(shown.value, shown.decimals), unit: shown.unit, convert, write };
    },
    [units, format],
  );
}
