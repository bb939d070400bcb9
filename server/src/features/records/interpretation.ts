// Interpretation of a numeric value against its reference range, when the source gives none. Outside the
// range is low/high; far outside (beyond the range's width past the nearer limit, or with one limit only,
// below half the low limit / above twice the high one) is critical — a project rule, not a clinical one.
import type { Interpretation } from '../../../../db/schema/index.js';
import type { ObservationFields } from './records.types.js';

export function interpret(value: number | null, low: number | null, high: number | null): Interpretation | null {
  if (value === null || (low === null && high === null)) return null;
  const width = low !== null && high !== null ? high - low : null;
  if (low !== null && value < low) {
    const far = width !== null ? value < low - width : value < low / 2;
    return far ? 'critical' : 'low';
  }
  if (high !== null && value > high) {
    const far = width !== null ? value > high + width : value > high * 2;
    return far ? 'critical' : 'high';
  }
  return 'normal';
}

/** Interpretation of an observation tree: the given one, or computed; components too. */
export function withInterpretation(o: ObservationFields): ObservationFields {
  return {
    ...o,
    interpretation: o.interpretation ?? interpret(o.valueNumber, o.refLow, o.refHigh),
    components: o.components.map((c) => withInterpretation(c)),
  };
}
