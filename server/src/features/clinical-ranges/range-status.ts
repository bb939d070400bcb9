// One way to judge a value against a reference range, used by every page that shows a status: the live
// vitals, the overview, the twin indicators and the records' computed interpretation.
import type { AlertSeverity, VitalKind } from '../../../../db/schema/index.js';
import { RANGES } from './reference-ranges.js';
import type { AlertRule, ReferenceRange } from './reference-ranges.js';

export type RangeStatus = 'low' | 'normal' | 'high' | 'critical';

/** Critical at or beyond a critical limit, else low / high outside [low, high], else normal. */
export function statusOf(range: Pick<ReferenceRange, 'low' | 'high' | 'critical'>, value: number): RangeStatus {
  const { critical } = range;
  if (
    critical &&
    ((critical.low !== undefined && value < critical.low) || (critical.high !== undefined && value >= critical.high))
  ) {
    return 'critical';
  }
  if (range.low !== null && value < range.low) return 'low';
  if (range.high !== null && value > range.high) return 'high';
  return 'normal';
}

const SEVERITY: Record<RangeStatus, number> = { normal: 0, low: 1, high: 2, critical: 3 };

/** The worse of two statuses: critical over high over low over normal. */
export function worse(a: RangeStatus, b: RangeStatus): RangeStatus {
  return SEVERITY[b] > SEVERITY[a] ? b : a;
}

/** The range(s) of a live vital, in its canonical unit: value, and value2 (diastolic) for blood pressure. */
export const VITAL_RANGES: Record<VitalKind, { value: ReferenceRange; value2?: ReferenceRange }> = {
  heart_rate: { value: RANGES.heartRate },
  spo2: { value: RANGES.spo2 },
  glucose: { value: RANGES.glucoseMonitoring },
  blood_pressure: { value: RANGES.systolic, value2: RANGES.diastolic },
  stress: { value: RANGES.stress },
};

/** The status of a live reading; for blood pressure the worse of systolic and diastolic. */
export function vitalStatus(kind: VitalKind, value: number, value2: number | null): RangeStatus {
  const ranges = VITAL_RANGES[kind];
  const first = statusOf(ranges.value, value);
  return ranges.value2 && value2 !== null ? worse(first, statusOf(ranges.value2, value2)) : first;
}

/**
 * How serious an alert is follows its reading, by the same table as every status shown: CRITICAL when the
 * reading is in a critical band (for blood pressure, either number), else WARNING. A rule's limit decides
 * *whether* to alert; it cannot make a merely low value critical (glucose 60 mg/dL is Low on every page, so its
 * alert is a warning; 50 mg/dL is critical everywhere).
 */
export function alertSeverity(kind: VitalKind, value: number, value2: number | null): AlertSeverity {
  return vitalStatus(kind, value, value2) === 'critical' ? 'critical' : 'warning';
}

/**
 * The severity every alert of a rule has at a given limit (shown with the thresholds): CRITICAL when each value
 * past the limit is in the critical band, else WARNING (values just past it are then only low or high).
 */
export function severityPastLimit(kind: VitalKind, rule: Pick<AlertRule, 'field' | 'comparator' | 'limit'>): AlertSeverity {
  const ranges = VITAL_RANGES[kind];
  const critical = (rule.field === 'value2' ? ranges.value2 : ranges.value)?.critical;
  const { comparator: c, limit } = rule;
  const below = (c === 'lt' && critical?.low !== undefined && limit <= critical.low) || (c === 'lte' && critical?.low !== undefined && limit < critical.low);
  const above = (c === 'gt' || c === 'gte') && critical?.high !== undefined && limit >= critical.high;
  return below || above ? 'critical' : 'warning';
}
