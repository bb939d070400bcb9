// Effective alert thresholds of one user: each default rule (reference-ranges.ts) with the user's own limit
// when they set one, and the bounds they may move it within (threshold-bounds.ts). Pure.
import type { AlertThresholdRow, VitalKind } from '../../../../db/schema/index.js';
import { VITAL_ALERT_RULES, RANGES } from '../clinical-ranges/reference-ranges.js';
import type { AlertRule } from '../clinical-ranges/reference-ranges.js';
import { severityPastLimit } from '../clinical-ranges/range-status.js';
import { badInput } from '../../lib/errors.js';
import { boundsOf } from './threshold-bounds.js';
import type { AlertThresholdView } from './preferences.types.js';

export const TUNABLE_KINDS = Object.keys(VITAL_ALERT_RULES) as VitalKind[];

const UNIT: Record<VitalKind, string> = {
  heart_rate: RANGES.heartRate.unit,
  spo2: RANGES.spo2.unit,
  glucose: RANGES.glucoseMonitoring.unit,
  blood_pressure: RANGES.systolic.unit,
  stress: RANGES.stress.unit,
};

/** GraphQL's name of a kind in field paths ("SPO2.low"). */
export const kindName = (kind: VitalKind) => kind.toUpperCase();

function defaultsOf(kind: VitalKind): AlertRule[] {
  return VITAL_ALERT_RULES[kind];
}

export function effectiveThresholds(own: AlertThresholdRow[]): AlertThresholdView[] {
  return TUNABLE_KINDS.flatMap((kind) =>
    defaultsOf(kind).flatMap((rule) => {
      const bounds = boundsOf(kind, rule.name);
      if (!bounds) return [];
      const mine = own.find((o) => o.kind === kind && o.name === rule.name && o.enabled);
      const limit = mine?.limit ?? rule.limit;
      return [
        {
          kind,
          name: rule.name,
          field: rule.field === 'value2' ? 'VALUE2' : 'VALUE',
          comparator: rule.comparator.toUpperCase() as AlertThresholdView['comparator'],
          severity: severityPastLimit(kind, { ...rule, limit }),
          limit,
          defaultLimit: rule.limit,
          custom: limit !== rule.limit,
          min: bounds.min,
          max: bounds.max,
          unit: UNIT[kind],
        },
      ];
    }),
  );
}

/** The alert_thresholds rows for the requested limits, or BAD_USER_INPUT naming "<KIND>.<name>". */
export function thresholdRows(userId: string, input: { kind: VitalKind; name: string; limit: number }[]) {
  return input.map(({ kind, name, limit }) => {
    const field = `${kindName(kind)}.${name}`;
    const rule = defaultsOf(kind).find((r) => r.name === name);
    const bounds = boundsOf(kind, name);
    if (!rule || !bounds) throw badInput(field, `There is no alert "${name}" for this vital.`);
    if (!Number.isFinite(limit) || limit < bounds.min || limit > bounds.max)
      // Without the OUT_OF_RANGE rule: the bounds are in the stored unit, not necessarily the one shown (mmol/L), and
      // that rule's text has no unit; the form keeps limits inside the bounds before sending anyway.
      throw badInput(field, `Choose a limit from ${bounds.min} to ${bounds.max} ${UNIT[kind]}.`);
    return {
      userId,
      kind,
      name,
      field: rule.field,
      comparator: rule.comparator,
      severity: rule.severity,
      limit,
      enabled: true,
    };
  });
}
