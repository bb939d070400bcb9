// When an exported Quantity may say it is UCUM. FHIR R4: with system http://unitsofmeasure.org, `code` must be a
// valid UCUM code. A stored unit is free text (a form, or an imported Quantity's `unit`, which sources fill with
// "lbs." or "kg/m^2"), so `code` is only given for a unit the portal can name in UCUM: one its reference ranges
// or vital signs define (also when spelled another way: kg/m^2 is kg/m2), or a common spelling of one in the
// table below. The unit text stays as stored. Any other unit is exported as text alone, which FHIR allows.
import { ALL_RANGES } from '../clinical-ranges/reference-ranges.js';
import { unitKey } from '../clinical-ranges/units.js';
import { VITALS } from '../vitals/vital-definitions.js';

const KNOWN_UCUM = [...ALL_RANGES.map((r) => r.unit), ...Object.values(VITALS).map((v) => v.unit)];

/** Spellings seen in the wild, by unitKey, and the UCUM code they mean. */
const SPELLINGS: Readonly<Record<string, string>> = {
  lb: '[lb_av]',
  lbs: '[lb_av]',
  bpm: '/min',
  'beats/min': '/min',
  '{beats}/min': '/min',
  mmhg: 'mm[Hg]',
  in: '[in_i]',
  '[in_i]': '[in_i]',
  ft: '[ft_i]',
  '[ft_i]': '[ft_i]',
};

/**
 * Units that are UCUM codes exactly as written (a height in cm, a weight in kg, an acuity as a ratio): the FHIR
 * vital-signs profile needs system and code on each (vs-1), and an export without them named none. Compared
 * with case kept: UCUM is case-sensitive ("G" is gauss, "Mm" megametres), which the keys above are not.
 */
const EXACT = new Set(['cm', 'mm', 'kg', 'g', '{ratio}', '%']);

const BY_KEY: ReadonlyMap<string, string> = new Map([
  ...Object.entries(SPELLINGS),
  ...KNOWN_UCUM.map((u): [string, string] => [unitKey(u), u]),
]);

/** The UCUM code of a stored unit, or null when the portal cannot tell which UCUM unit it is. */
export function ucumCode(unit: string): string | null {
  if (KNOWN_UCUM.includes(unit) || EXACT.has(unit)) return unit;
  return BY_KEY.get(unitKey(unit)) ?? null;
}
