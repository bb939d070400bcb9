// Unit conversion for values judged against a reference range: one code can arrive in two units (glucose in
// mg/dL or mmol/L, creatinine in mg/dL or µmol/L), and a trend or a status is only meaningful in one. Units
// are compared loosely (case, µ/μ/u, surrounding spaces), since sources spell UCUM in several ways.
import type { ReferenceRange } from './reference-ranges.js';

/** value in the range's unit = value × factor + offset. */
export interface Conversion {
  factor: number;
  offset?: number;
}

/** 1 mmol/L of glucose is 18.016 mg/dL (molar mass 180.16 g/mol). */
export const MGDL_PER_MMOL_GLUCOSE = 18.016;

/** Spellings of a unit that mean the same thing. */
export const UNIT_ALIASES = {
  perMinute: { '{beats}/min': { factor: 1 }, 'beats/min': { factor: 1 }, bpm: { factor: 1 } },
  mmHg: { mmHg: { factor: 1 } },
  /** Body weight in kg. */
  kilograms: {
    '[lb_av]': { factor: 0.45359237 },
    lb: { factor: 0.45359237 },
    lbs: { factor: 0.45359237 },
    g: { factor: 0.001 },
  },
} satisfies Record<string, Record<string, Conversion>>;

/** A unit as compared: case, µ/μ/u, spaces, '^' and a trailing dot do not matter (kg/m^2 = kg/m2, lbs. = lbs). */
export function unitKey(unit: string): string {
  return unit.replace(/[µμ]/g, 'u').replace(/[\s^]/g, '').replace(/\.$/, '').toLowerCase();
}

/** How `unit` converts to the range's unit: identity for the same unit (or none given), null when it cannot. */
function conversionFor(unit: string | null, range: Pick<ReferenceRange, 'unit' | 'conversions'>): Conversion | null {
  if (unit === null || unit.trim() === '' || unitKey(unit) === unitKey(range.unit)) return { factor: 1 };
  const key = unitKey(unit);
  for (const [from, c] of Object.entries(range.conversions ?? {})) if (unitKey(from) === key) return c;
  return null;
}

/**
 * The value in the range's unit, or null when its unit cannot be converted. A value without a unit is taken
 * to be in the range's unit (many sources leave the canonical unit out).
 */
export function toRangeUnit(
  value: number,
  unit: string | null,
  range: Pick<ReferenceRange, 'unit' | 'conversions'>,
): number | null {
  const c = conversionFor(unit, range);
  return c ? value * c.factor + (c.offset ?? 0) : null;
}

/**
 * A value given in the range's unit, written in `unit` (the inverse of toRangeUnit, rounded as a lab prints it):
 * a range shown next to a value in mmol/L is shown in mmol/L. Null when the unit cannot be converted.
 */
export function fromRangeUnit(
  value: number,
  unit: string | null,
  range: Pick<ReferenceRange, 'unit' | 'conversions'>,
): number | null {
  const c = conversionFor(unit, range);
  if (!c) return null;
  return c.factor === 1 && !c.offset ? value : tidy((value - (c.offset ?? 0)) / c.factor);
}

/** Rounds a converted value to what a lab would print: 4 significant digits. */
export function tidy(value: number): number {
  return Number(value.toPrecision(4));
}
