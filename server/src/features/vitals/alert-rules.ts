// Threshold evaluation: which stored readings raise an alert. Pure; the ingest service stores and publishes.
import type { ThresholdOverride, VitalKind } from '../../../../db/schema/index.js';
import { ALERT_QUIET_MS, VITALS, breachedRule } from './vital-definitions.js';
import type { ThresholdRule } from './vital-definitions.js';

export interface AlertCandidate {
  kind: VitalKind;
  rule: ThresholdRule;
  time: Date;
  value: number;
  value2: number | null;
  message: string;
}

/** Defaults from vital-definitions, overridden by name: everyone's rows first, then the user's own. */
export function effectiveRules(kind: VitalKind, overrides: ThresholdOverride[]): ThresholdRule[] {
  const rules = new Map(VITALS[kind].defaultThresholds.map((r) => [r.name, r]));
  const ordered = [...overrides]
    .filter((o) => o.kind === kind)
    .sort((a, b) => Number(a.userId !== null) - Number(b.userId !== null));
  for (const o of ordered) {
    if (!o.enabled) rules.delete(o.name);
    else
      rules.set(o.name, {
        name: o.name,
        field: o.field,
        comparator: o.comparator,
        limit: o.limit,
        severity: o.severity,
      });
  }
  return [...rules.values()].sort((a, b) => Number(a.severity !== 'critical') - Number(b.severity !== 'critical'));
}

const WORDS = { gt: 'above', gte: 'at or above', lt: 'below', lte: 'at or below' } as const;

function message(kind: VitalKind, rule: ThresholdRule, value: number, value2: number | null): string {
  const def = VITALS[kind];
  const shown = value2 === null ? `${round(value)} ${def.unit}` : `${round(value)}/${round(value2)} ${def.unit}`;
  const what = rule.field === 'value2' ? 'diastolic ' : kind === 'blood_pressure' ? 'systolic ' : '';
  return `${def.label} ${shown}: ${what}${WORDS[rule.comparator]} ${rule.limit} ${def.unit}.`;
}

const round = (v: number) => Math.round(v * 10) / 10;

/**
 * Breaches in time order, thinned so a rule fires at most once per quiet window within the batch (a device
 * catching up an hour of high heart rate raises a handful of alerts, not thousands). The service then skips
 * candidates that already have an open alert near them in the database.
 */
export function alertCandidates(
  readings: { kind: VitalKind; time: Date; value: number; value2: number | null }[],
  overrides: ThresholdOverride[],
): AlertCandidate[] {
  const rulesByKind = new Map<VitalKind, ThresholdRule[]>();
  const lastFired = new Map<string, number>();
  const out: AlertCandidate[] = [];
  const sorted = [...readings].sort((a, b) => a.time.getTime() - b.time.getTime());
  for (const r of sorted) {
    let rules = rulesByKind.get(r.kind);
    if (!rules) rulesByKind.set(r.kind, (rules = effectiveRules(r.kind, overrides)));
    const rule = breachedRule(rules, r);
    if (!rule) continue;
    const key = `${r.kind}|${rule.name}`;
    const last = lastFired.get(key);
    if (last !== undefined && r.time.getTime() - last < ALERT_QUIET_MS) continue;
    lastFired.set(key, r.time.getTime());
    out.push({
      kind: r.kind,
      rule,
      time: r.time,
      value: r.value,
      value2: r.value2,
      message: message(r.kind, rule, r.value, r.value2),
    });
  }
  return out;
}
