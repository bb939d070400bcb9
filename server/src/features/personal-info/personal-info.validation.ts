// Server rules for the personal-info form. Every invalid field is reported (extensions.fieldErrors), the first
// one also as extensions.field, so the page can put each message next to its field. `reason` is a stable key
// the client translates; `message` is the English fallback.
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { AppError } from '../../lib/errors.js';
import type { PersonalInfoInput } from '../../graphql/resolvers-types.generated.js';
import type { PersonalInfoData } from './personal-info.types.js';

export interface FieldError {
  field: string;
  reason: string;
  message: string;
  /** TOO_LONG: the most characters kept, as the other refusals of a too-long text say (README, errors). */
  max?: number;
}

const MAX_AGE_YEARS = 130;
/** The form's order: the first error reported is the first one the user meets on the page. */
const FIELD_ORDER = [
  'firstName',
  'lastName',
  'birthDate',
  'phone',
  'address.line',
  'address.city',
  'address.postalCode',
  'address.country',
  'emergencyContact.name',
  'emergencyContact.relation',
  'emergencyContact.phone',
  'heightCm',
  'weightKg',
];
export const HEIGHT_CM = { min: 30, max: 275 };
export const WEIGHT_KG = { min: 1, max: 650 };

/** Trimmed text, or null when empty. */
const text = (v: string | null | undefined) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** Today's date as it is somewhere on Earth already (UTC+14): a birth "today" in Kiribati is not future. */
const latestToday = (now: Date) => new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);

export function checkBirthDate(raw: string | null, now = new Date()): Omit<FieldError, 'field'> | null {
  if (raw === null) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  // Date.UTC rolls 2023-02-30 over to March: a round trip that changes the text is an impossible date.
  if (!d || d.toISOString().slice(0, 10) !== raw) {
    return { reason: 'INVALID_DATE', message: 'Enter a real date as YYYY-MM-DD.' };
  }
  if (raw > latestToday(now)) return { reason: 'FUTURE_DATE', message: 'The date of birth cannot be in the future.' };
  const oldest = new Date(now);
  oldest.setUTCFullYear(oldest.getUTCFullYear() - MAX_AGE_YEARS);
  if (raw < oldest.toISOString().slice(0, 10)) {
    return { reason: 'TOO_OLD', message: `The date of birth cannot be more than ${MAX_AGE_YEARS} years ago.` };
  }
  return null;
}

/** E.164 from what the user typed; the address country is the default region for a number without +. */
export function normalisePhone(raw: string, country: string | null): string | null {
  const region = country && isSupportedCountry(country) ? country : undefined;
  const parsed = parsePhoneNumberFromString(raw, region);
  return parsed?.isValid() ? parsed.number : null;
}

export function parsePersonalInfo(input: PersonalInfoInput, now = new Date()): PersonalInfoData {
  const errors: FieldError[] = [];
  const fail = (field: string, reason: string, message: string, max?: number) => {
    errors.push({ field, reason, message, ...(max === undefined ? {} : { max }) });
    return null;
  };
  const bounded = (field: string, v: string | null | undefined, max: number, required = false) => {
    const t = text(v);
    if (!t) return required ? fail(field, 'REQUIRED', 'This field is required.') : null;
    return t.length > max ? fail(field, 'TOO_LONG', `At most ${max} characters.`, max) : t;
  };
  const measure = (field: string, v: number | null | undefined, range: { min: number; max: number }, unit: string) => {
    if (v === null || v === undefined) return null;
    if (!Number.isFinite(v) || v < range.min || v > range.max) {
      return fail(field, 'OUT_OF_RANGE', `Enter a value between ${range.min} and ${range.max} ${unit}.`);
    }
    return Math.round(v * 10) / 10;
  };

  const rawCountry = text(input.address?.country)?.toUpperCase() ?? null;
  const country =
    rawCountry && !(/^[A-Z]{2}$/.test(rawCountry) && isSupportedCountry(rawCountry))
      ? fail('address.country', 'INVALID_COUNTRY', 'Choose a country from the list.')
      : rawCountry;
  const phone = (field: string, v: string | null | undefined) => {
    const t = bounded(field, v, 40);
    if (!t) return null;
    return (
      normalisePhone(t, country) ?? fail(field, 'INVALID_PHONE', 'Enter a valid phone number, e.g. +33 6 12 34 56 78.')
    );
  };
  const birthRaw = text(input.birthDate);
  const birthError = checkBirthDate(birthRaw, now);
  if (birthError) fail('birthDate', birthError.reason, birthError.message);
  const postal = bounded('address.postalCode', input.address?.postalCode, 20);
  const postalCode =
    postal && !/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u.test(postal)
      ? fail('address.postalCode', 'INVALID_POSTAL_CODE', 'Use letters, digits, spaces and hyphens only.')
      : postal;

  const data: PersonalInfoData = {
    firstName: bounded('firstName', input.firstName, 100, true) ?? '',
    lastName: bounded('lastName', input.lastName, 100, true) ?? '',
    birthDate: birthError ? null : birthRaw,
    sexAtBirth: input.sexAtBirth ?? null,
    gender: input.gender ?? null,
    phone: phone('phone', input.phone),
    addressLine: bounded('address.line', input.address?.line, 200),
    city: bounded('address.city', input.address?.city, 100),
    postalCode,
    country,
    preferredLanguage: input.preferredLanguage ?? null,
    emergencyName: bounded('emergencyContact.name', input.emergencyContact?.name, 100),
    emergencyRelation: bounded('emergencyContact.relation', input.emergencyContact?.relation, 50),
    emergencyPhone: phone('emergencyContact.phone', input.emergencyContact?.phone),
    bloodType: input.bloodType ?? null,
    heightCm: measure('heightCm', input.heightCm, HEIGHT_CM, 'cm'),
    weightKg: measure('weightKg', input.weightKg, WEIGHT_KG, 'kg'),
  };
  errors.sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field));
  const first = errors[0];
  if (first) {
    throw new AppError('BAD_USER_INPUT', first.message, {
      field: first.field,
      reason: first.reason,
      ...(first.max === undefined ? {} : { max: first.max }),
      fieldErrors: errors,
    });
  }
  return data;
}

/** Required for personalInfo.filled: names, date of birth, sex at birth and one way to reach the person. */
export function missingItems(
  d: Pick<
    PersonalInfoData,
    'firstName' | 'lastName' | 'birthDate' | 'sexAtBirth' | 'phone' | 'addressLine' | 'city' | 'postalCode' | 'country'
  >,
): string[] {
  const missing: string[] = [];
  if (!d.firstName) missing.push('FIRST_NAME');
  if (!d.lastName) missing.push('LAST_NAME');
  if (!d.birthDate) missing.push('BIRTH_DATE');
  if (!d.sexAtBirth) missing.push('SEX_AT_BIRTH');
  // The e-mail address does not count: every account has one. A phone, or a complete postal address, does.
  const fullAddress = Boolean(d.addressLine && d.city && d.postalCode && d.country);
  if (!d.phone && !fullAddress) missing.push('CONTACT');
  return missing;
}
