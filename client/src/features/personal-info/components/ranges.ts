// The server's plausible ranges (personal-info.validation.ts: 30–275 cm, 1–650 kg) in each display unit, for
// the error text and the inputs' min/max.
export const HEIGHT_RANGE = { cm: { min: 30, max: 275 }, in: { min: 12, max: 108 } } as const;
export const WEIGHT_RANGE = { kg: { min: 1, max: 650 }, lb: { min: 3, max: 1433 } } as const;
