// STOP-GAP, swap at merge: the user's height/weight units. Unit preferences on the account are being built
// in parallel (/preferences); until then this reads a browser-only setting if one exists ('units' in
// localStorage: {"weight":"lb","height":"in"}) and otherwise uses metric. Replace the body of
// usePreferredUnits() with the account preference; the conversions below stay.
import { useMemo } from 'react';

export type WeightUnit = 'kg' | 'lb';
export type HeightUnit = 'cm' | 'in';
export interface PreferredUnits {
  weight: WeightUnit;
  height: HeightUnit;
}

const KG_PER_LB = 0.45359237;
const CM_PER_IN = 2.54;

function readLocal(): PreferredUnits {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem('units') ?? '{}');
    const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    return { weight: o.weight === 'lb' ? 'lb' : 'kg', height: o.height === 'in' ? 'in' : 'cm' };
  } catch {
    return { weight: 'kg', height: 'cm' };
  }
}

export function usePreferredUnits(): PreferredUnits {
  return useMemo(() => readLocal(), []);
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
