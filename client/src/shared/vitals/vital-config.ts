// What the pages need to know about each live vital: its route, display decimals and how much recent history
// the live chart keeps. Values are canonical units (the API's): /min, %, mg/dL, mm[Hg], score 0–100. Normal
// ranges and statuses are not here: the server sends them with each reading (one table for every page).
import type { VitalKind } from '../../gql/graphql';
import { HOUR, MINUTE } from '../lib/time';

export interface VitalConfig {
  kind: VitalKind;
  /** The key of the vital in paths.live. */
  routeKey: 'hbr' | 'box' | 'glc' | 'bp' | 'stress';
  decimals: number;
  /** How far back the live chart looks: a wearable sends every few seconds, a cuff every half hour. */
  liveWindowMs: number;
}

export const VITAL_KINDS: readonly VitalKind[] = ['HEART_RATE', 'SPO2', 'GLUCOSE', 'BLOOD_PRESSURE', 'STRESS'];

export const VITAL_CONFIG: Record<VitalKind, VitalConfig> = {
  HEART_RATE: {
    kind: 'HEART_RATE',
    routeKey: 'hbr',
    decimals: 0,
    liveWindowMs: 10 * MINUTE,
  },
  SPO2: { kind: 'SPO2', routeKey: 'box', decimals: 0, liveWindowMs: 10 * MINUTE },
  GLUCOSE: { kind: 'GLUCOSE', routeKey: 'glc', decimals: 0, liveWindowMs: 3 * HOUR },
  BLOOD_PRESSURE: {
    kind: 'BLOOD_PRESSURE',
    routeKey: 'bp',
    decimals: 0,
    liveWindowMs: 12 * HOUR,
  },
  STRESS: {
    kind: 'STRESS',
    routeKey: 'stress',
    decimals: 0,
    liveWindowMs: 30 * MINUTE,
  },
};
