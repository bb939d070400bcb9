// Values shown in the user's units (client/src/shared/preferences/units.ts) whatever spelling their source used:
// the sample FHIR bundle weighs in "lbs." (text, not UCUM's [lb_av]), which stayed in pounds for a user who
// chose kilograms (found trying the portal, 2026-11-27).
import { describe, expect, it } from 'vitest';
import { DEFAULT_UNITS, toDisplayUnit } from '../../client/src/shared/preferences/units.js';

const kg = { ...DEFAULT_UNITS, weight: 'KG' as const };
const lb = { ...DEFAULT_UNITS, weight: 'LB' as const };

describe('toDisplayUnit', () => {
  it.each(['[lb_av]', 'lb', 'lbs', 'lbs.', 'LBS', ' lb ', 'pounds'])(
    '%s is converted to kg for a user of kilograms',
    (unit) => {
      const shown = toDisplayUnit(239, unit, kg);
      expect(shown?.unit).toBe('kg');
      expect(shown?.value).toBeCloseTo(108.41, 2);
    },
  );

  it('kilograms in any case are shown in pounds for a user of pounds, and kept for a user of kilograms', () => {
    expect(toDisplayUnit(70, 'KG', lb)).toMatchObject({ unit: 'lb', value: expect.closeTo(154.32, 2) as number });
    expect(toDisplayUnit(70, 'kg', kg)).toBeNull();
    expect(toDisplayUnit(239, 'lbs.', lb)).toBeNull();
  });

  it('glucose in mg/dl (lower case) follows a user of mmol/L; units it does not know pass through', () => {
    expect(toDisplayUnit(180.16, 'mg/dl', { ...DEFAULT_UNITS, glucose: 'MMOL_L' })).toMatchObject({
      unit: 'mmol/L',
      value: expect.closeTo(10, 1) as number,
    });
    expect(toDisplayUnit(5, 'mmol/L', DEFAULT_UNITS)).toBeNull();
    expect(toDisplayUnit(12, 'g/dL', kg)).toBeNull();
  });
});
