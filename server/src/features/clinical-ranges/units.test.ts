import { describe, expect, it } from 'vitest';
import { RANGES } from './reference-ranges.js';
import { tidy, toRangeUnit } from './units.js';

describe('conversion to a range unit', () => {
  it('converts the units an analyte arrives in, spelled loosely, and leaves the range unit alone', () => {
    expect(tidy(toRangeUnit(5.5, 'mmol/L', RANGES.glucoseMonitoring) ?? NaN)).toBe(99.09);
    expect(toRangeUnit(99, 'mg/dl', RANGES.glucoseMonitoring)).toBe(99);
    expect(tidy(toRangeUnit(88.42, 'µmol/L', RANGES.creatinine) ?? NaN)).toBe(1);
    expect(tidy(toRangeUnit(88.42, 'umol/L', RANGES.creatinine) ?? NaN)).toBe(1);
    expect(tidy(toRangeUnit(53, 'mmol/mol', RANGES.hba1c) ?? NaN)).toBe(7);
    expect(toRangeUnit(72, 'bpm', RANGES.heartRate)).toBe(72);
    expect(toRangeUnit(120, 'mmHg', RANGES.systolic)).toBe(120);
  });

  it('takes a value without a unit as in the range unit, and refuses a unit it cannot convert', () => {
    expect(toRangeUnit(1.1, null, RANGES.creatinine)).toBe(1.1);
    expect(toRangeUnit(1.1, 'g/L', RANGES.creatinine)).toBeNull();
    expect(toRangeUnit(40, 'U/L', RANGES.bilirubin)).toBeNull();
  });
});
