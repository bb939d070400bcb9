// Twin indicators: values of one code in two units are trended and flagged in the range's unit; a vital sign is
// judged by the portal's range whatever range its record carried; a lab result by its lab's own range.
import { describe, expect, it } from 'vitest';
import { buildIndicator } from './indicator.js';
import type { ObservedValue } from './indicator.js';
import { TWIN_SYSTEMS } from './twin-systems.js';

const def = (system: keyof typeof TWIN_SYSTEMS, code: string) => {
  const d = TWIN_SYSTEMS[system].indicators.find((i) => i.codes.includes(code));
  if (!d) throw new Error(`no indicator ${code} on ${system}`);
  return d;
};
const obs = (day: number, value: number, unit: string | null, over: Partial<ObservedValue> = {}): ObservedValue => ({
  value,
  unit,
  time: new Date(Date.UTC(2025, 0, day)),
  refLow: null,
  refHigh: null,
  interpretation: null,
  ...over,
});

describe('twin indicator units', () => {
  it('converts creatinine in µmol/L to mg/dL before trending and flagging', () => {
    const ind = buildIndicator(
      def('kidney', '2160-0'),
      [obs(1, 0.9, 'mg/dL'), obs(2, 159, 'µmol/L'), obs(3, 97, 'umol/L')],
      [],
    );
    expect(ind.trend.map((p) => p.value)).toEqual([0.9, 1.798, 1.097]);
    expect(ind.latest).toMatchObject({ value: 1.097, unit: 'mg/dL' });
    expect(ind.status).toBe('normal'); // 97 µmol/L is 1.1 mg/dL; compared unconverted it would read "high"
    expect(ind.referenceRange).toMatchObject({ low: 0.6, high: 1.3, unit: 'mg/dL', context: 'adult' });
  });

  it('converts glucose in mmol/L, and the lab range that came with it, to mg/dL', () => {
    const ind = buildIndicator(
      def('blood', '1558-6'),
      [obs(1, 92, 'mg/dL'), obs(2, 5.2, 'mmol/L', { refLow: 3.9, refHigh: 5.5 })],
      [],
    );
    expect(ind.trend.map((p) => p.value)).toEqual([92, 93.68]);
    expect(ind.status).toBe('normal'); // 5.2 mmol/L against 70–99 mg/dL would be "low" unconverted
    expect(ind.referenceRange).toMatchObject({ low: 70.26, high: 99.09, unit: 'mg/dL', context: 'lab_reported' });
  });

  it('keeps a value in a unit it cannot convert out of the trend and judges it only by its own range', () => {
    const ind = buildIndicator(def('kidney', '2160-0'), [obs(1, 1.0, 'mg/dL'), obs(2, 12, 'g/L')], []);
    expect(ind.trend.map((p) => p.value)).toEqual([1.0]);
    expect(ind.latest).toMatchObject({ value: 12, unit: 'g/L' });
    expect(ind.status).toBe('unknown');
    expect(ind.referenceRange).toBeNull();
  });

  it('judges a vital sign by the portal range even when its record brought another range and flag', () => {
    const hr = buildIndicator(
      def('vascular', '8867-4'),
      [obs(1, 55, '/min', { refLow: 60, refHigh: 100, interpretation: 'low' })],
      [],
    );
    expect(hr.status).toBe('normal');
    expect(hr.referenceRange).toMatchObject({ low: 50, high: 100, context: 'resting' });
    const glucose = buildIndicator(def('blood', '99504-3'), [], [{ time: new Date(), value: 150 }]);
    expect(glucose).toMatchObject({
      status: 'normal',
      referenceRange: { low: 70, high: 180, context: 'cgm_time_in_range' },
    });
  });

  it('reads kg/m^2 as kg/m2 and converts a weight in lbs. to kg', () => {
    const bmi = buildIndicator(def('vascular', '39156-5'), [obs(1, 35.1, 'kg/m^2')], []);
    expect(bmi).toMatchObject({ status: 'high', latest: { value: 35.1, unit: 'kg/m2' } });
    const weight = buildIndicator(def('vascular', '29463-7'), [obs(1, 180, 'kg'), obs(2, 259, 'lbs.')], []);
    expect(weight.trend.map((p) => p.value)).toEqual([180, 117.5]);
    expect(weight).toMatchObject({ status: 'unknown', latest: { value: 117.5, unit: 'kg' }, referenceRange: null });
  });
});
