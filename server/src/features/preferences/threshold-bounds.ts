// How far a user may move each default alert threshold (reference-ranges.ts VITAL_ALERT_RULES). Limits are in the
// vital's canonical unit. The lower end of a "low" rule and the upper end of a "high" rule are safety floors:
// past them an alert would stay silent through a dangerous value. The other end stops the rule from firing on
// values that are normal, which would train the user to ignore alerts. Adult defaults, not medical advice.
import type { VitalKind } from '../../../../db/schema/index.js';

export interface ThresholdBounds {
  min: number;
  max: number;
  /** Why these numbers: shown nowhere, kept for whoever changes them. */
  why: string;
}

export const THRESHOLD_BOUNDS: Record<VitalKind, Record<string, ThresholdBounds>> = {
  heart_rate: {
    // > 100 /min at rest is tachycardia (AHA), so a limit under 100 would alert on normal rates; resting rates
    // over 180 /min are beyond sinus tachycardia in adults and need care at once.
    high: { min: 100, max: 180, why: 'AHA: tachycardia > 100 /min; > 180 /min at rest is an emergency' },
    // < 60 /min is bradycardia (AHA) but common and normal in fit people; below 30 /min cardiac output fails.
    low: { min: 30, max: 60, why: 'AHA: bradycardia < 60 /min; < 30 /min risks syncope' },
  },
  spo2: {
    // WHO: < 90 % needs oxygen; BTS 2017 targets 88–92 % for people with COPD, so they may lower the alert —
    // but never under 80 %, severe hypoxaemia for anyone. Over 95 % would alert on normal saturation.
    low: { min: 80, max: 95, why: 'WHO < 90 %; BTS COPD target 88–92 %; < 80 % severe hypoxaemia' },
  },
  glucose: {
    // ADA: < 70 mg/dL level 1, < 54 mg/dL level 2 (clinically significant) hypoglycaemia: never silence below 54.
    // Up to 100 mg/dL (upper normal fasting) for people who want an earlier warning.
    low: { min: 54, max: 100, why: 'ADA level 2 hypoglycaemia < 54 mg/dL; normal fasting up to 100' },
    // ADA time-in-range: 70–180 mg/dL target, > 250 level 2 hyperglycaemia; > 300 with symptoms risks DKA/HHS,
    // so a warning may move from 180 (top of target) to 300, no later.
    high: { min: 180, max: 300, why: 'ADA TIR target ≤ 180 mg/dL; > 300 risks ketoacidosis' },
  },
  blood_pressure: {
    // ACC/AHA 2017: 180/120 is a hypertensive crisis — a limit may only come earlier, down to stage 2 (140/90).
    systolic_high: { min: 140, max: 180, why: 'ACC/AHA 2017: stage 2 ≥ 140, crisis ≥ 180 mm[Hg]' },
    diastolic_high: { min: 90, max: 120, why: 'ACC/AHA 2017: stage 2 ≥ 90, crisis ≥ 120 mm[Hg]' },
  },
  stress: {},
};

/** The bounds of a rule, or null when the rule does not exist (or cannot be tuned). */
export function boundsOf(kind: VitalKind, name: string): ThresholdBounds | null {
  return Object.hasOwn(THRESHOLD_BOUNDS[kind], name) ? (THRESHOLD_BOUNDS[kind][name] ?? null) : null;
}
