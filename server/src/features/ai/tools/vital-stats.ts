// vitalStats: min/avg/max/latest, trend and time in range of one vital over a date range, in the user's units,
// judged against the user's own alert thresholds (the limits they set, else the defaults).
import type { VitalKind } from '../../../../../db/schema/index.js';
import type { AlertThresholdView } from '../../preferences/preferences.types.js';
import type { SeriesPoint } from '../../vitals/vitals.types.js';
import type { ToolContext, WithSources } from './tool-context.js';
import { rangeOf, round } from './tool-context.js';

export const LIVE_PATH: Record<VitalKind, string> = {
  heart_rate: '/live/hbr',
  spo2: '/live/box',
  glucose: '/live/glc',
  blood_pressure: '/live/bp',
  stress: '/live/stress',
};

const MG_PER_MMOL = 18.016;

export interface VitalStatsOutput extends WithSources {
  kind: VitalKind;
  unit: string;
  from: string;
  to: string;
  count: number;
  min: number | null;
  avg: number | null;
  max: number | null;
  /** Blood pressure: the diastolic side. */
  avg2: number | null;
  latest: { time: string; value: number; value2: number | null } | null;
  trend: 'rising' | 'falling' | 'stable' | null;
  /** Share (0–100) of the measured periods whose average lay within the user's limits. */
  timeInRange: number | null;
  limits: { low: number | null; high: number | null };
  latestStatus: 'low' | 'normal' | 'high' | null;
}

/** The warning limits of a vital's main value: the highest "below" limit and the lowest "above" one. */
function limitsOf(rules: AlertThresholdView[], kind: VitalKind) {
  const mine = rules.filter((r) => r.kind === kind && r.field === 'VALUE');
  const lows = mine.filter((r) => r.comparator === 'LT' || r.comparator === 'LTE').map((r) => r.limit);
  const highs = mine.filter((r) => r.comparator === 'GT' || r.comparator === 'GTE').map((r) => r.limit);
  return { low: lows.length ? Math.max(...lows) : null, high: highs.length ? Math.min(...highs) : null };
}

/**
 * The latest reading against the user's alert rules as the alerts judge it: each rule's own comparator (≥ 180
 * raises at 180) and field (a diastolic of 125 breaches the diastolic rule). Only the systolic was compared, and
 * with > for every rule, so "within your limits" was said of a reading that had raised an alert.
 */
function statusAgainst(rules: AlertThresholdView[], kind: VitalKind, value: number, value2: number | null) {
  let status: 'low' | 'normal' | 'high' = 'normal';
  for (const r of rules) {
    if (r.kind !== kind) continue;
    const v = r.field === 'VALUE2' ? value2 : value;
    if (v === null) continue;
    const breached = { LT: v < r.limit, LTE: v <= r.limit, GT: v > r.limit, GTE: v >= r.limit }[r.comparator];
    if (!breached) continue;
    if (r.comparator === 'GT' || r.comparator === 'GTE') return 'high';
    status = 'low';
  }
  return status;
}

function trendOf(points: SeriesPoint[]): VitalStatsOutput['trend'] {
  if (points.length < 4) return null;
  const half = Math.floor(points.length / 2);
  const mean = (ps: SeriesPoint[]) => ps.reduce((s, p) => s + p.avg, 0) / ps.length;
  const a = mean(points.slice(0, half));
  const b = mean(points.slice(half));
  const change = a === 0 ? 0 : (b - a) / Math.abs(a);
  return change > 0.05 ? 'rising' : change < -0.05 ? 'falling' : 'stable';
}

export async function vitalStats(ctx: ToolContext, kind: VitalKind, fromIso?: string, toIso?: string): Promise<VitalStatsOutput> {
  const { actor, services } = ctx;
  const { from, to } = rangeOf(ctx.now, fromIso, toIso, 7);
  const [series, latestAll, rules, units] = await Promise.all([
    services.vitals.series(actor.userId, kind, from, to, 48, actor),
    services.vitals.latest(actor.userId, actor),
    services.preferences.thresholds(actor.userId),
    services.preferences.unitsFor(actor.userId),
  ]);
  const mmol = kind === 'glucose' && units.glucose === 'MMOL_L';
  const conv = (v: number) => (mmol ? round(v / MG_PER_MMOL, 1) : round(v, 1));
  const points = series.points.filter((p) => p.count > 0);
  const count = points.reduce((s, p) => s + p.count, 0);
  const weighted = (f: (p: SeriesPoint) => number | null) => {
    const ps = points.filter((p) => f(p) !== null);
    const n = ps.reduce((s, p) => s + p.count, 0);
    return n ? ps.reduce((s, p) => s + (f(p) ?? 0) * p.count, 0) / n : null;
  };
  const avg = weighted((p) => p.avg);
  const avg2 = weighted((p) => p.avg2);
  const limits = limitsOf(rules, kind);
  const inRange = (v: number) => (limits.low === null || v >= limits.low) && (limits.high === null || v <= limits.high);
  const latestRow = latestAll.find((r) => r.kind === kind);
  const latestStatus = latestRow ? statusAgainst(rules, kind, latestRow.value, latestRow.value2) : null;
  return {
    kind,
    unit: mmol ? 'mmol/L' : series.unit,
    from: from.toISOString(),
    to: to.toISOString(),
    count,
    min: points.length ? conv(Math.min(...points.map((p) => p.min))) : null,
    avg: avg === null ? null : conv(avg),
    max: points.length ? conv(Math.max(...points.map((p) => p.max))) : null,
    avg2: avg2 === null ? null : round(avg2, 0),
    latest: latestRow
      ? { time: latestRow.time, value: conv(latestRow.value), value2: latestRow.value2 }
      : null,
    trend: trendOf(points),
    timeInRange: points.length ? Math.round((100 * points.filter((p) => inRange(p.avg)).length) / points.length) : null,
    limits: { low: limits.low === null ? null : conv(limits.low), high: limits.high === null ? null : conv(limits.high) },
    latestStatus,
    sources: [{ kind: 'vitals', label: kind, href: LIVE_PATH[kind], from: from.toISOString(), to: to.toISOString() }],
  };
}
