import type { Field } from '../api/form-values';

// The server's plausible ranges (personal-info.validation.ts: 30–275 cm, 1–650 kg) in each display unit, for
// the error text and the inputs' min/max.
export const HEIGHT_RANGE = { cm: { min: 30, max: 275 }, in: { min: 12, max: 108 } } as const;
export const WEIGHT_RANGE = { kg: { min: 1, max: 650 }, lb: { min: 3, max: 1433 } } as const;

/** The server's longest text per field (personal-info.validation.ts): the inputs take no more. */
export const TEXT_MAX = {
  firstName: 100,
  lastName: 100,
  phone: 40,
  'address.line': 200,
  'address.city': 100,
  'address.postalCode': 20,
  'emergencyContact.name': 100,
  'emergencyContact.relation': 50,
  'emergencyContact.phone': 40,
} as const satisfies Partial<Record<Field, number>>;
