// What each vital is to the vitals feature: canonical unit (UCUM) and standard code (LOINC) — both from the
// portal's reference ranges (clinical-ranges), with the default alert thresholds — and the plausible input
// range (outside it a reading is rejected). User-tuned thresholds (alert_thresholds rows) override the defaults.
import type { ThresholdComparator, VitalKind } from '../../../../db/schema/index.js';
import { RANGES, VITAL_ALERT_RULES } from '../clinical-ranges/reference-ranges.js';
import type { AlertRule } from '../clinical-ranges/reference-ranges.js';

export type ThresholdRule = AlertRule;

export interface VitalDefinition {
  kind: VitalKind;
  label: string;
  unit: string;
  /** LOINC code of the observation (the panel for blood pressure). */
  code: string;
  /** Codes of value / value2 when they differ from `code` (blood-pressure components). */
  valueCode?: string;
  value2Code?: string;
  /** Inclusive plausible range of `value`. */
  range: { min: number; max: number };
  /** Inclusive plausible range of `value2`; present only for vitals that carry a second value. */
  range2?: { min: number; max: number };
  defaultThresholds: ThresholdRule[];
}

export const VITALS: Record<VitalKind, VitalDefinition> = {
  heart_rate: {
    kind: 'heart_rate',
    label: 'Heart rate',
    unit: RANGES.heartRate.unit,
    code: RANGES.heartRate.code,
    range: { min: 20, max: 250 },
    defaultThresholds: VITAL_ALERT_RULES.heart_rate,
  },
  spo2: {
    kind: 'spo2',
    label: 'Blood oxygen',
    unit: RANGES.spo2.unit,
    // 59408-5 is SpO2 by pulse oximetry; 2708-6 (arterial O2 saturation) is accepted on import.
    code: RANGES.spo2.code,
    range: { min: 50, max: 100 },
    defaultThresholds: VITAL_ALERT_RULES.spo2,
  },
  glucose: {
    kind: 'glucose',
    label: 'Glucose',
    unit: RANGES.glucoseMonitoring.unit,
    // 99504-3: glucose by continuous monitoring (CGM). A fingerstick blood value is 2339-0 (see GLUCOSE_BLOOD_CODE).
    code: RANGES.glucoseMonitoring.code,
    range: { min: 20, max: 600 },
    defaultThresholds: VITAL_ALERT_RULES.glucose,
  },
  blood_pressure: {
    kind: 'blood_pressure',
    label: 'Blood pressure',
    unit: RANGES.systolic.unit,
    code: '85354-9',
    valueCode: RANGES.systolic.code,
    value2Code: RANGES.diastolic.code,
    range: { min: 50, max: 260 },
    range2: { min: 30, max: 160 },
    defaultThresholds: VITAL_ALERT_RULES.blood_pressure,
  },
  stress: {
    kind: 'stress',
    label: 'Stress',
    // A 0–100 score (project code). HRV SDNN, when a device gives it, is LOINC 80404-7 in ms.
    unit: RANGES.stress.unit,
    code: RANGES.stress.code,
    range: { min: 0, max: 100 },
    defaultThresholds: VITAL_ALERT_RULES.stress,
  },
};

export const VITAL_KINDS = Object.keys(VITALS) as VitalKind[];

export const GLUCOSE_BLOOD_CODE = '2339-0';
export const HRV_SDNN_CODE = '80404-7';

/** Sleep: a session of at most 24 h whose stages lie inside it. */
export const SLEEP = {
  totalCode: RANGES.sleep.code,
  stageCodes: { deep: '93831-6', light: '93830-8', rem: '93829-0' },
  maxSessionMs: 24 * 3600_000,
  stages: ['awake', 'light', 'deep', 'rem'] as const,
} as const;

/** A reading may be stamped at most this far in the future (device clocks drift). */
export const MAX_FUTURE_MS = 5 * 60_000;

/** At most one open alert per user + vital + rule within this window around a reading's time. */
export const ALERT_QUIET_MS = 10 * 60_000;

const COMPARE: Record<ThresholdComparator, (v: number, limit: number) => boolean> = {
  lt: (v, l) => v < l,
  lte: (v, l) => v <= l,
  gt: (v, l) => v > l,
  gte: (v, l) => v >= l,
};

/** The first rule a reading breaks (rules are ordered, critical first), or null. */
export function breachedRule(
  rules: ThresholdRule[],
  reading: { value: number; value2: number | null },
): ThresholdRule | null {
  for (const r of rules) {
    const v = r.field === 'value2' ? reading.value2 : reading.value;
    if (v !== null && COMPARE[r.comparator](v, r.limit)) return r;
  }
  return null;
}
