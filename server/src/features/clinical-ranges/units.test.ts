import { describe, expect, it } from 'vitest';
import { RANGES } from './reference-ranges.js';
import { fromRangeUnit, tidy, toRangeUnit } from './units.js';

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

  it('writes a range bound back in the unit of the value it is shown with (the inverse, with offsets)', () => {
    expect(fromRangeUnit(99, 'mmol/L', RANGES.glucoseFasting)).toBe(5.495);
    expect(fromRangeUnit(1.3, 'umol/L', RANGES.creatinine)).toBe(114.9);
    expect(fromRangeUnit(5.7, 'mmol/mol', RANGES.hba1c)).toBe(38.78);
    expect(fromRangeUnit(99, 'mg/dL', RANGES.glucoseFasting)).toBe(99);
    expect(fromRangeUnit(1.3, null, RANGES.creatinine)).toBe(1.3);
    expect(fromRangeUnit(1.3, 'g/L', RANGES.creatinine)).toBeNull();
    // Round trip through both directions.
    expect(tidy(toRangeUnit(fromRangeUnit(7, 'mmol/mol', RANGES.hba1c) ?? NaN, 'mmol/mol', RANGES.hba1c) ?? NaN)).toBe(7);
  });
});
