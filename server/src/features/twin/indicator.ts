// One indicator from its values: newest value (record or live), the range it is judged by, its status and a
// trend of ≤ 30 points. Every value is first converted to the indicator's unit (one code can arrive in mg/dL
// and mmol/L); a value whose unit cannot be converted is never trended, and is judged only by its own range.
// Indicators fed by live vitals are always judged by the portal's range — the same reading has the same status
// here as on the live pages and the overview. A lab result is judged by the lab's own range when it brings one
// (labs differ by method), else by the portal's.
import type { Interpretation } from '../../../../db/schema/index.js';
import { statusOf } from '../clinical-ranges/range-status.js';
import type { ReferenceRange } from '../clinical-ranges/reference-ranges.js';
import { tidy, toRangeUnit, unitKey } from '../clinical-ranges/units.js';
import { VITALS } from '../vitals/vital-definitions.js';
import type { IndicatorDef } from './twin-systems.js';
import type { IndicatorStatus, TwinIndicatorView, TwinPoint, TwinValue } from './twin.types.js';

export const TREND_POINTS = 30;

export interface ObservedValue {
  value: number;
  unit: string | null;
  time: Date;
  refLow: number | null;
  refHigh: number | null;
  interpretation: Interpretation | null;
  dateOnly?: boolean;
}

/** The value in the indicator's unit, or null when its unit is another one that cannot be converted. */
function inIndicatorUnit(def: IndicatorDef, value: number, unit: string | null): number | null {
  return toRangeUnit(value, unit, def.range ?? { unit: def.unit, conversions: def.conversions });
}

interface Normalised extends ObservedValue {
  /** False when the unit could not be converted: value, unit and range are as the source gave them. */
  converted: boolean;
}

function normalise(def: IndicatorDef, o: ObservedValue): Normalised {
  const value = inIndicatorUnit(def, o.value, o.unit);
  if (value === null) return { ...o, converted: false };
  const same = o.unit === null || unitKey(o.unit) === unitKey(def.unit);
  const conv = (v: number | null) => (v === null ? null : same ? v : tidy(inIndicatorUnit(def, v, o.unit) ?? v));
  return {
    ...o,
    value: same ? value : tidy(value),
    unit: def.unit,
    refLow: conv(o.refLow),
    refHigh: conv(o.refHigh),
    converted: true,
  };
}

/**
 * A value of a live vital within what the vitals accept (heart rate 20–250 /min…). One the vitals refused at
 * import (a heart rate of 1e308, reported on the import) is no measurement to show as the newest or to judge.
 */
function plausible(def: IndicatorDef, o: Normalised): boolean {
  if (!def.live || def.live === 'sleep' || !o.converted) return true;
  const vital = VITALS[def.live.kind];
  const range = def.live.field === 'value2' ? (vital.range2 ?? vital.range) : vital.range;
  return o.value >= range.min && o.value <= range.max;
}

/** The lab's own range of a result, as a reference range. */
function labRange(def: IndicatorDef, o: Normalised): ReferenceRange {
  return {
    code: def.codes[0],
    unit: o.unit ?? def.unit,
    low: o.refLow,
    high: o.refHigh,
    context: 'lab_reported',
    source: 'The reporting laboratory',
  };
}

function judge(range: ReferenceRange | null, value: number, critical: ReferenceRange['critical']): IndicatorStatus {
  if (!range || (range.low === null && range.high === null && !critical)) return 'unknown';
  return statusOf({ low: range.low, high: range.high, critical }, value);
}

export function buildIndicator(
  def: IndicatorDef,
  observedRaw: ObservedValue[],
  liveAll: TwinPoint[],
): TwinIndicatorView {
  const observed = observedRaw.map((o) => normalise(def, o)).filter((o) => plausible(def, o));
  // Imported vital-sign observations also fed the vitals: the same instant is one measurement, not two.
  const seen = new Set(observed.map((o) => o.time.getTime()));
  const live = liveAll.filter((p) => !seen.has(p.time.getTime()));
  const newestObs = observed.reduce<Normalised | null>((a, b) => (!a || b.time > a.time ? b : a), null);
  const newestLive = live.reduce<TwinPoint | null>((a, b) => (!a || b.time > a.time ? b : a), null);
  const useLive = !!newestLive && (!newestObs || newestLive.time > newestObs.time);

  let latest: TwinValue | null = null;
  let range: ReferenceRange | null = def.range ?? null;
  let status: IndicatorStatus = 'no_data';
  if (useLive) {
    latest = { value: newestLive.value, time: newestLive.time, unit: def.unit, origin: 'VITALS', dateOnly: false };
    status = judge(range, newestLive.value, range?.critical);
  } else if (newestObs) {
    latest = {
      value: newestObs.value,
      time: newestObs.time,
      unit: newestObs.unit ?? def.unit,
      origin: 'RECORD',
      dateOnly: newestObs.dateOnly ?? false,
    };
    const ownRange = newestObs.refLow !== null || newestObs.refHigh !== null ? labRange(def, newestObs) : null;
    // A vital sign is judged by the portal's range wherever it shows; a lab result by its lab's, if given; a
    // value in a unit the portal cannot convert only by what came with it.
    const portalOnly = !!def.live && !!def.range && newestObs.converted;
    if (!newestObs.converted) range = ownRange;
    else if (!portalOnly && ownRange) range = ownRange;
    const critical = newestObs.converted ? def.range?.critical : undefined;
    status = (portalOnly ? null : newestObs.interpretation) ?? judge(range, newestObs.value, critical);
  }
  const trend = [...observed.filter((o) => o.converted).map((o) => ({ time: o.time, value: o.value })), ...live]
    .sort((a, b) => a.time.getTime() - b.time.getTime())
    .slice(-TREND_POINTS);
  return {
    code: def.codes[0],
    display: def.display,
    latest,
    referenceRange: range,
    refLow: range?.low ?? null,
    refHigh: range?.high ?? null,
    status,
    trend,
  };
}

export const outOfRange = (s: IndicatorStatus) => s === 'low' || s === 'high' || s === 'critical';
