// One indicator from its values: newest value (record or live), range (the newest observation's, else the
// default), status (the source's interpretation, else computed from the range) and a trend of ≤ 30 points.
import type { Interpretation } from '../../../../db/schema/index.js';
import { interpret } from '../records/interpretation.js';
import type { IndicatorDef } from './twin-systems.js';
import type { IndicatorStatus, TwinIndicatorView, TwinPoint } from './twin.types.js';

export const TREND_POINTS = 30;

export interface ObservedValue {
  value: number;
  unit: string | null;
  time: Date;
  refLow: number | null;
  refHigh: number | null;
  interpretation: Interpretation | null;
}

export function buildIndicator(def: IndicatorDef, observed: ObservedValue[], liveAll: TwinPoint[]): TwinIndicatorView {
  // Imported vital-sign observations also fed the vitals: the same instant is one measurement, not two.
  const seen = new Set(observed.map((o) => o.time.getTime()));
  const live = liveAll.filter((p) => !seen.has(p.time.getTime()));
  const newestObs = observed.reduce<ObservedValue | null>((a, b) => (!a || b.time > a.time ? b : a), null);
  const newestLive = live.reduce<TwinPoint | null>((a, b) => (!a || b.time > a.time ? b : a), null);
  const refLow = newestObs && (newestObs.refLow !== null || newestObs.refHigh !== null) ? newestObs.refLow : (def.refLow ?? null);
  const refHigh = newestObs && (newestObs.refLow !== null || newestObs.refHigh !== null) ? newestObs.refHigh : (def.refHigh ?? null);
  const useLive = !!newestLive && (!newestObs || newestLive.time > newestObs.time);
  const latest = useLive && newestLive
    ? { value: newestLive.value, time: newestLive.time, unit: def.unit, origin: 'VITALS' as const }
    : newestObs
      ? { value: newestObs.value, time: newestObs.time, unit: newestObs.unit ?? def.unit, origin: 'RECORD' as const }
      : null;
  let status: IndicatorStatus = 'no_data';
  if (latest) {
    const given = !useLive ? newestObs?.interpretation : null;
    status = given ?? interpret(latest.value, refLow, refHigh, def.codes[0]) ?? 'unknown';
  }
  const trend = [...observed.map((o) => ({ time: o.time, value: o.value })), ...live]
    .sort((a, b) => a.time.getTime() - b.time.getTime())
    .slice(-TREND_POINTS);
  return { code: def.codes[0], display: def.display, latest, refLow, refHigh, status, trend };
}

export const outOfRange = (s: IndicatorStatus) => s === 'low' || s === 'high' || s === 'critical';
