// UCUM units as people read them: mm[Hg] → mmHg, 10*3/uL → 10³/µL, annotations like {score} dropped.
const READABLE: Record<string, string> = {
  'mm[Hg]': 'mmHg',
  '/min': '/min',
  '10*3/uL': '10³/µL',
  '10*6/uL': '10⁶/µL',
  'kg/m2': 'kg/m²',
  'mL/min/{1.73_m2}': 'mL/min/1.73 m²',
  'm[IU]/L': 'mIU/L',
  ug: 'µg',
  'ug/g': 'µg/g',
  'ug/L': 'µg/L',
  Cel: '°C',
  '[in_i]': 'in',
  '[lb_av]': 'lb',
  // Common non-UCUM spellings sources send as the unit text (Medplum's sample: "kg/m^2", "lbs.").
  'kg/m^2': 'kg/m²',
  'lbs.': 'lb',
  lbs: 'lb',
};

export function readableUnit(unit: string | null | undefined): string {
  if (!unit) return '';
  const known = READABLE[unit];
  if (known !== undefined) return known;
  // {annotation} alone means "a count of ..." — nothing to show.
  return unit.replace(/\{[^}]*\}/g, '').trim();
}
