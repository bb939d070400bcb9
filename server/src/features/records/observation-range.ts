// The range an observation is read against, and its interpretation when the source gave none. A result that
// brings its own range (the laboratory's) is judged by it — labs differ by method. Otherwise the portal's
// range for the code (clinical-ranges) is used, if the value's unit converts to it, so an imported blood
// pressure or BMI without a range still reads "normal" or "high" instead of a bare number.
import type { Interpretation } from '../../../../db/schema/index.js';
import { statusOf } from '../clinical-ranges/range-status.js';
import { rangeForCode } from '../clinical-ranges/reference-ranges.js';
import type { ReferenceRange } from '../clinical-ranges/reference-ranges.js';
import { toRangeUnit } from '../clinical-ranges/units.js';

interface Observed {
  code: string | null;
  unit: string | null;
  valueNumber: number | null;
  refLow: number | null;
  refHigh: number | null;
  interpretation: Interpretation | null;
}

export function observationRange(o: Observed): ReferenceRange | null {
  if (o.refLow !== null || o.refHigh !== null) {
    return {
      code: o.code ?? '',
      unit: o.unit ?? '',
      low: o.refLow,
      high: o.refHigh,
      context: 'lab_reported',
      source: 'The reporting laboratory',
    };
  }
  const portal = rangeForCode(o.code);
  // A unit the portal cannot convert (or a coded/text value) is not judged by a range meant for other numbers.
  if (!portal || (o.unit !== null && toRangeUnit(1, o.unit, portal) === null)) return null;
  return portal;
}

/** The source's interpretation, or the value judged against observationRange(o). */
export function observationInterpretation(o: Observed): Interpretation | null {
  if (o.interpretation || o.valueNumber === null) return o.interpretation;
  const range = observationRange(o);
  if (!range || range.context === 'lab_reported') return null;
  const value = toRangeUnit(o.valueNumber, o.unit, range);
  return value === null ? null : statusOf(range, value);
}
