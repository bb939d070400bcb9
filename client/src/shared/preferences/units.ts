// Display units: values stay canonical (UCUM: mg/dL, kg, cm, Cel) everywhere but on screen. Pure conversions.
import type { AccountPreferencesFragment } from '../../gql/graphql';

export type Units = Omit<AccountPreferencesFragment['units'], '__typename'>;

export const DEFAULT_UNITS: Units = {
  glucose: 'MG_DL',
  weight: 'KG',
  height: 'CM',
  temperature: 'CELSIUS',
  clock: 'H24',
  firstDayOfWeek: 'MONDAY',
  timeZone: null,
};

/** 1 mmol/L of glucose is 18.016 mg/dL (molar mass 180.16 g/mol). */
export const MGDL_PER_MMOL = 18.016;
const LB_PER_KG = 2.20462262;
const CM_PER_INCH = 2.54;

export interface Shown {
  value: number;
  /** Human unit text, e.g. "mmol/L", "lb", "°F". */
  unit: string;
  decimals: number;
  /** Height in feet and inches is two numbers: 5 ft 9 in. */
  feetInches?: { feet: number; inches: number };
}

/**
 * How sources spell the units converted below. FHIR files often carry a unit's text instead of its UCUM code
 * (the sample bundle weighs in "lbs."), so units are compared as the server does (clinical-ranges/units.ts):
 * letter case, spaces and a trailing dot do not matter.
 */
const SPELLINGS: Record<string, string> = {
  'mg/dl': 'mg/dL',
  kg: 'kg',
  kgs: 'kg',
  '[lb_av]': '[lb_av]',
  lb: '[lb_av]',
  lbs: '[lb_av]',
  pound: '[lb_av]',
  pounds: '[lb_av]',
  cm: 'cm',
  cel: 'Cel',
  '°c': 'Cel',
  '[degf]': '[degF]',
  '°f': '[degF]',
};

const canonical = (unit: string) => SPELLINGS[unit.replace(/\s/g, '').replace(/\.$/, '').toLowerCase()] ?? unit;

/**
 * A canonical value in the user's unit. `ucum` is the value's unit as stored (mg/dL, kg, cm, Cel…); units the
 * preferences do not cover are returned as they are (decimals null = keep the caller's).
 */
export function toDisplayUnit(value: number, ucum: string, units: Units): Shown | null {
  switch (canonical(ucum)) {
    case 'mg/dL':
      return units.glucose === 'MMOL_L' ? { value: value / MGDL_PER_MMOL, unit: 'mmol/L', decimals: 1 } : null;
    case 'kg':
      return units.weight === 'LB' ? { value: value * LB_PER_KG, unit: 'lb', decimals: 1 } : null;
    case '[lb_av]':
      return units.weight === 'KG' ? { value: value / LB_PER_KG, unit: 'kg', decimals: 1 } : null;
    case 'cm': {
      if (units.height !== 'FT_IN') return null;
      const totalInches = Math.round(value / CM_PER_INCH);
      return {
        value: value / CM_PER_INCH,
        unit: 'in',
        decimals: 0,
        feetInches: { feet: Math.floor(totalInches / 12), inches: totalInches % 12 },
      };
    }
    case 'Cel':
      return units.temperature === 'FAHRENHEIT' ? { value: (value * 9) / 5 + 32, unit: '°F', decimals: 1 } : null;
    case '[degF]':
      return units.temperature === 'CELSIUS' ? { value: ((value - 32) * 5) / 9, unit: '°C', decimals: 1 } : null;
    default:
      return null;
  }
}

/** The inverse for glucose inputs (the thresholds form): a value typed in the user's unit → mg/dL. */
export function glucoseToCanonical(value: number, units: Units): number {
  return units.glucose === 'MMOL_L' ? value * MGDL_PER_MMOL : value;
}

/** JS weekday (0 = Sunday) of the user's first day of the week. */
export function firstDayIndex(units: Units): number {
  const order = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;
  return order.indexOf(units.firstDayOfWeek);
}
