import { describe, expect, it } from 'vitest';
import { VITAL_ALERT_RULES } from '../clinical-ranges/reference-ranges.js';
import type { VitalKind } from '../../../../db/schema/index.js';
import { THRESHOLD_BOUNDS } from './threshold-bounds.js';
import { effectiveThresholds, thresholdRows } from './thresholds.js';

const kinds = Object.keys(VITAL_ALERT_RULES) as VitalKind[];

describe('threshold bounds', () => {
  it('exist for every default alert rule (a new rule cannot go unbounded) and hold its default', () => {
    for (const kind of kinds)
      for (const rule of VITAL_ALERT_RULES[kind]) {
        const b = THRESHOLD_BOUNDS[kind][rule.name];
        expect(b, `${kind}.${rule.name}`).toBeDefined();
        expect(rule.limit).toBeGreaterThanOrEqual(b?.min ?? Infinity);
        expect(rule.limit).toBeLessThanOrEqual(b?.max ?? -Infinity);
        expect(b?.why.length).toBeGreaterThan(10);
      }
    expect(Object.keys(THRESHOLD_BOUNDS).sort()).toEqual([...kinds].sort());
  });

  it('never lets the low SpO2 alert go under 80 % nor a crisis blood pressure alert later than 180/120', () => {
    expect(THRESHOLD_BOUNDS.spo2['low']?.min).toBe(80);
    expect(THRESHOLD_BOUNDS.blood_pressure['systolic_high']?.max).toBe(180);
    expect(THRESHOLD_BOUNDS.blood_pressure['diastolic_high']?.max).toBe(120);
    expect(() => thresholdRows('u', [{ kind: 'spo2', name: 'low', limit: 79.9 }])).toThrow(/80 to 95/);
    expect(() => thresholdRows('u', [{ kind: 'glucose', name: 'low', limit: Number.NaN }])).toThrow();
    expect(thresholdRows('u', [{ kind: 'spo2', name: 'low', limit: 80 }])[0]).toMatchObject({
      comparator: 'lt',
      severity: 'critical',
      limit: 80,
    });
  });

  it('reports the user’s limit over the default, and only for enabled own rows', () => {
    const base = {
      id: 'x',
      userId: 'u',
      field: 'value' as const,
      comparator: 'lt' as const,
      severity: 'critical' as const,
    };
    const dates = { createdAt: new Date(), updatedAt: new Date() };
    const rows = effectiveThresholds([{ ...base, ...dates, kind: 'spo2', name: 'low', limit: 88, enabled: true }]);
    expect(rows.find((r) => r.kind === 'spo2')).toMatchObject({
      limit: 88,
      defaultLimit: 90,
      custom: true,
      comparator: 'LT',
    });
    expect(rows.find((r) => r.kind === 'glucose' && r.name === 'low')).toMatchObject({ limit: 70, custom: false });
  });
});
