// Interpretation of a numeric value against its reference range, when the source gives none: low, normal or
// high. "Critical" is not inferred from the range width — critical limits are test-specific (a BMI of 35 or
// a creatinine of 2.6 is abnormal, not a panic value). It comes from the source's own interpretation (FHIR
// HH/LL…) or from the few well-established limits of the portal's reference ranges (clinical-ranges), compared
// in the range's unit.
import type { Interpretation } from '../../../../db/schema/index.js';
import { statusOf } from '../clinical-ranges/range-status.js';
import { rangeForCode } from '../clinical-ranges/reference-ranges.js';
import { toRangeUnit } from '../clinical-ranges/units.js';
import type { ObservationFields } from './records.types.js';

/** True when the value, converted to the code's portal range unit, is at or beyond a critical limit. */
function isCritical(value: number, unit: string | null, code: string | null | undefined): boolean {
  const range = rangeForCode(code);
  if (!range?.critical) return false;
  const v = toRangeUnit(value, unit, range);
  return v !== null && statusOf({ low: null, high: null, critical: range.critical }, v) === 'critical';
}

export function interpret(
  value: number | null,
  low: number | null,
  high: number | null,
  code?: string | null,
  unit: string | null = null,
): Interpretation | null {
  if (value === null) return null;
  if (isCritical(value, unit, code)) return 'critical';
  if (low === null && high === null) return null;
  if (low !== null && value < low) return 'low';
  if (high !== null && value > high) return 'high';
  return 'normal';
}

/** Interpretation of an observation tree: the given one, or computed; components too. */
export function withInterpretation(o: ObservationFields): ObservationFields {
  return {
    ...o,
    interpretation: o.interpretation ?? interpret(o.valueNumber, o.refLow, o.refHigh, o.code, o.unit),
    components: o.components.map((c) => withInterpretation(c)),
  };
}
