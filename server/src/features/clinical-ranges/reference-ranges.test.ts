// The one table of ranges holds together: every range is sourced and well-formed, the default alerts never
// fire for a reading the same table calls normal, and the statuses the pages show follow the chosen contexts.
import { describe, expect, it } from 'vitest';
import { VITAL_RANGES, alertSeverity, severityPastLimit, statusOf, vitalStatus } from './range-status.js';
import { ALL_RANGES, RANGES, VITAL_ALERT_RULES, rangeForCode } from './reference-ranges.js';
import type { AlertRule } from './reference-ranges.js';

const fires = (rule: AlertRule, v: number) =>
  ({ lt: v < rule.limit, lte: v <= rule.limit, gt: v > rule.limit, gte: v >= rule.limit })[rule.comparator];

describe('reference ranges', () => {
  it('each range has a source, a unit and ordered bounds, and no code belongs to two ranges', () => {
    const codes = new Set<string>();
    for (const r of ALL_RANGES) {
      expect(r.source.length, r.code).toBeGreaterThan(5);
      expect(r.unit.length, r.code).toBeGreaterThan(0);
      expect(r.low !== null || r.high !== null, r.code).toBe(true);
      if (r.low !== null && r.high !== null) expect(r.low, r.code).toBeLessThan(r.high);
      if (r.critical?.low !== undefined) expect(r.critical.low, r.code).toBeLessThan(r.low ?? Infinity);
      if (r.critical?.high !== undefined) expect(r.critical.high, r.code).toBeGreaterThan(r.high ?? -Infinity);
      for (const c of [r.code, ...(r.alsoCodes ?? [])]) {
        expect(codes.has(c), c).toBe(false);
        codes.add(c);
      }
    }
  });

  it('no default alert fires for a value the same table calls normal', () => {
    for (const [kind, rules] of Object.entries(VITAL_ALERT_RULES)) {
      const ranges = VITAL_RANGES[kind as keyof typeof VITAL_RANGES];
      for (const rule of rules) {
        const range = rule.field === 'value2' ? ranges.value2 : ranges.value;
        if (!range) throw new Error(`${kind}.${rule.name}: no range for ${rule.field}`);
        const lo = range.low ?? 0;
        const hi = range.high ?? lo + 1000;
        for (let v = lo; v <= hi; v += (hi - lo) / 200)
          expect(fires(rule, v), `${kind}.${rule.name} at ${v}`).toBe(false);
      }
    }
  });

  it("an alert's severity is its reading's status: critical exactly when the pages say critical", () => {
    expect(alertSeverity('glucose', 60, null)).toBe('warning'); // Low on every page
    expect(alertSeverity('glucose', 50, null)).toBe('critical');
    expect(alertSeverity('heart_rate', 130, null)).toBe('warning');
    expect(alertSeverity('heart_rate', 150, null)).toBe('critical');
    expect(alertSeverity('heart_rate', 39, null)).toBe('critical');
    expect(alertSeverity('blood_pressure', 150, 120)).toBe('critical'); // the diastolic decides
    expect(alertSeverity('spo2', 92, null)).toBe('warning');
    for (const [kind, rules] of Object.entries(VITAL_ALERT_RULES)) {
      for (const rule of rules as AlertRule[]) {
        // The declared severity of each default rule is what its alerts get at the default limit.
        expect(severityPastLimit(kind as keyof typeof VITAL_RANGES, rule), `${kind}.${rule.name}`).toBe(rule.severity);
        const past = rule.comparator.startsWith('l') ? rule.limit - 0.5 : rule.limit + 0.5;
        const v2 = kind === 'blood_pressure' ? (rule.field === 'value2' ? past : 70) : null;
        const v = rule.field === 'value2' ? 110 : past;
        expect(alertSeverity(kind as keyof typeof VITAL_RANGES, v, v2), `${kind}.${rule.name} just past`).toBe(rule.severity);
      }
    }
    // A user's own limit: SpO2 alerting below 94 % gives warnings (92 % is Low), below 90 % stays critical.
    expect(severityPastLimit('spo2', { field: 'value', comparator: 'lt', limit: 94 })).toBe('warning');
    expect(severityPastLimit('spo2', { field: 'value', comparator: 'lt', limit: 88 })).toBe('critical');
  });

  it('judges the live vitals by their contexts: CGM time in range, resting heart rate, AHA 2017 blood pressure', () => {
    expect(vitalStatus('glucose', 150, null)).toBe('normal'); // within 70–180 time in range
    expect(vitalStatus('glucose', 181, null)).toBe('high');
    expect(vitalStatus('glucose', 60, null)).toBe('low');
    expect(vitalStatus('glucose', 50, null)).toBe('critical'); // level 2 hypoglycaemia < 54
    expect(vitalStatus('heart_rate', 55, null)).toBe('normal');
    expect(vitalStatus('heart_rate', 45, null)).toBe('low');
    expect(vitalStatus('heart_rate', 135, null)).toBe('high');
    expect(vitalStatus('blood_pressure', 125, 78)).toBe('high'); // elevated is outside normal
    expect(vitalStatus('blood_pressure', 118, 85)).toBe('high'); // diastolic decides
    expect(vitalStatus('blood_pressure', 118, 76)).toBe('normal');
    expect(vitalStatus('blood_pressure', 185, 100)).toBe('critical');
    expect(vitalStatus('spo2', 89, null)).toBe('critical');
    expect(vitalStatus('stress', 80, null)).toBe('high');
  });

  it('a fasting lab glucose is judged by the fasting range, not the monitoring one', () => {
    expect(statusOf(RANGES.glucoseFasting, 150)).toBe('high');
    expect(statusOf(RANGES.glucoseMonitoring, 150)).toBe('normal');
    expect(rangeForCode('1558-6')).toBe(RANGES.glucoseFasting);
    expect(rangeForCode('2339-0')).toBe(RANGES.glucoseMonitoring);
    expect(rangeForCode('no-such-code')).toBeNull();
  });
});
