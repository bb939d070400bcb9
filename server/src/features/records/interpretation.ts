// Interpretation of a numeric value against its reference range, when the source gives none: low, normal or
// high. "Critical" is not inferred from the range width — critical limits are test-specific (a BMI of 35 or
// a creatinine of 2.6 is abnormal, not a panic value). It comes from the source's own interpretation (FHIR
// HH/LL…) or from the few well-established limits below, in canonical units.
const CRITICAL_LIMITS: Record<string, { low?: number; high?: number }> = {
  '8480-6': { high: 180 }, // systolic BP, mm[Hg]: hypertensive crisis (ACC/AHA)
  '8462-4': { high: 120 }, // diastolic BP, mm[Hg]: hypertensive crisis (ACC/AHA)
  '8867-4': { low: 40, high: 150 }, // heart rate, /min
  '59408-5': { low: 85 }, // SpO2 by pulse oximetry, %
  '2708-6': { low: 85 }, // SpO2 arterial, %
  '2339-0': { low: 54, high: 400 }, // glucose, mg/dL (level 2 hypoglycaemia; marked hyperglycaemia)
  '2823-3': { low: 2.5, high: 6.5 }, // potassium, mmol/L
  '6298-4': { low: 2.5, high: 6.5 }, // potassium, mmol/L
  '2951-2': { low: 120, high: 160 }, // sodium, mmol/L
  '2947-0': { low: 120, high: 160 }, // sodium, mmol/L
};
import type { Interpretation } from '../../../../db/schema/index.js';
import type { ObservationFields } from './records.types.js';

export function interpret(
  value: number | null,
  low: number | null,
  high: number | null,
  code?: string | null,
): Interpretation | null {
  if (value === null) return null;
  const critical = code ? CRITICAL_LIMITS[code] : undefined;
  if (
    critical &&
    ((critical.low !== undefined && value < critical.low) || (critical.high !== undefined && value >= critical.high))
  ) {
    return 'critical';
  }
  if (low === null && high === null) return null;
  if (low !== null && value < low) return 'low';
  if (high !== null && value > high) return 'high';
  return 'normal';
}

/** Interpretation of an observation tree: the given one, or computed; components too. */
export function withInterpretation(o: ObservationFields): ObservationFields {
  return {
    ...o,
    interpretation: o.interpretation ?? interpret(o.valueNumber, o.refLow, o.refHigh, o.code),
    components: o.components.map((c) => withInterpretation(c)),
  };
}
