// What the pages need to know about each live vital: its route, the normal range the status chip compares
// against, display decimals and how much recent history the live chart keeps. Values are canonical units
// (the API's): /min, %, mg/dL, mm[Hg], score 0–100. Normal ranges are for display, not the server's alert
// thresholds (those are wider: an alert is for something to act on, a "high" chip only informs).
import type { VitalKind } from '../../gql/graphql';
import { HOUR, MINUTE } from '../lib/time';

export interface Range {
  /** Below this is low; null when there is no "low" (stress). */
  low: number | null;
  /** Above this is high. */
  high: number | null;
}

export interface VitalConfig {
  kind: VitalKind;
  /** The key of the vital in paths.live. */
  routeKey: 'hbr' | 'box' | 'glc' | 'bp' | 'stress';
  normal: Range;
  /** Diastolic range (blood pressure only). */
  normal2?: Range;
  decimals: number;
  /** How far back the live chart looks: a wearable sends every few seconds, a cuff every half hour. */
  liveWindowMs: number;
}

export const VITAL_KINDS: readonly VitalKind[] = ['HEART_RATE', 'SPO2', 'GLUCOSE', 'BLOOD_PRESSURE', 'STRESS'];

export const VITAL_CONFIG: Record<VitalKind, VitalConfig> = {
  // Resting 60–100 is the textbook range; 50 keeps a sleeping adult's heart rate from reading as "low".
  HEART_RATE: {
    kind: 'HEART_RATE',
    routeKey: 'hbr',
    normal: { low: 50, high: 100 },
    decimals: 0,
    liveWindowMs: 10 * MINUTE,
  },
  SPO2: { kind: 'SPO2', routeKey: 'box', normal: { low: 95, high: null }, decimals: 0, liveWindowMs: 10 * MINUTE },
  // The CGM consensus "time in range" target, 70–180 mg/dL.
  GLUCOSE: { kind: 'GLUCOSE', routeKey: 'glc', normal: { low: 70, high: 180 }, decimals: 0, liveWindowMs: 3 * HOUR },
  // Below 90/60 is low; from 130/85 (ESC "high normal") it is high.
  BLOOD_PRESSURE: {
    kind: 'BLOOD_PRESSURE',
    routeKey: 'bp',
    normal: { low: 90, high: 129 },
    normal2: { low: 60, high: 84 },
    decimals: 0,
    liveWindowMs: 12 * HOUR,
  },
  STRESS: {
    kind: 'STRESS',
    routeKey: 'stress',
    normal: { low: null, high: 60 },
    decimals: 0,
    liveWindowMs: 30 * MINUTE,
  },
};

export type VitalStatus = 'low' | 'normal' | 'high';

function against(range: Range, value: number): VitalStatus {
  if (range.low !== null && value < range.low) return 'low';
  if (range.high !== null && value > range.high) return 'high';
  return 'normal';
}

/** Status of a reading against the normal range; for blood pressure, high wins over low over normal. */
export function vitalStatus(kind: VitalKind, value: number, value2: number | null): VitalStatus {
  const config = VITAL_CONFIG[kind];
  const first = against(config.normal, value);
  if (!config.normal2 || value2 === null) return first;
  const second = against(config.normal2, value2);
  if (first === 'high' || second === 'high') return 'high';
  if (first === 'low' || second === 'low') return 'low';
  return 'normal';
}
