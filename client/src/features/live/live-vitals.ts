import type { LiveVital } from '../../app/paths';
import type { VitalKind } from '../../gql/graphql';

/** The /live/* pages that show one vital sign (sleep has its own page). */
export type LiveVitalSign = Exclude<LiveVital, 'sleep'>;

export const KIND_OF_ROUTE: Record<LiveVitalSign, VitalKind> = {
  hbr: 'HEART_RATE',
  box: 'SPO2',
  glc: 'GLUCOSE',
  bp: 'BLOOD_PRESSURE',
  stress: 'STRESS',
};

export const LIVE_VITAL_SIGNS = Object.keys(KIND_OF_ROUTE) as LiveVitalSign[];
