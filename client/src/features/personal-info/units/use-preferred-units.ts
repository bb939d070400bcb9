// The user's height/weight units, from the preferences on the account (/preferences). Feet-and-inches is
// entered here as total inches; the conversions below are this form's.
import { useMemo } from 'react';
import { useUnits } from '../../../shared/preferences/preferences-context';

export type WeightUnit = 'kg' | 'lb';
export type HeightUnit = 'cm' | 'in';
export interface PreferredUnits {
  weight: WeightUnit;
  height: HeightUnit;
}

const KG_PER_LB = 0.45359237;
const CM_PER_IN = 2.54;

export function usePreferredUnits(): PreferredUnits {
  const units = useUnits();
  return useMemo(
    () => ({ weight: units.weight === 'LB' ? 'lb' : 'kg', height: units.height === 'FT_IN' ? 'in' : 'cm' }),
    [units.weight, units.height],
  );
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/** Canonical (cm, kg) → the unit shown, rounded to one decimal. */
export const toShown = {
  height: (cm: number, unit: HeightUnit) => round1(unit === 'in' ? cm / CM_PER_IN : cm),
  weight: (kg: number, unit: WeightUnit) => round1(unit === 'lb' ? kg / KG_PER_LB : kg),
};

/** The unit shown → canonical (cm, kg) for the server. */
export const toCanonical = {
  height: (v: number, unit: HeightUnit) => (unit === 'in' ? v * CM_PER_IN : v),
  weight: (v: number, unit: WeightUnit) => (unit === 'lb' ? v * KG_PER_LB : v),
};
