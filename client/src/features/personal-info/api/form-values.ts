// The form's flat text values (keyed by the server's field paths, so server errors land on the right field)
// and their conversion from the stored details and to the mutation input, in the user's units.
import { CombinedGraphQLErrors } from '@apollo/client';
import type { PersonalInfoFieldsFragment, PersonalInfoInput } from '../../../gql/graphql';
import type { PreferredUnits } from '../units/use-preferred-units';
import { toCanonical, toShown } from '../units/use-preferred-units';

export const FIELDS = [
  'firstName',
  'lastName',
  'birthDate',
  'sexAtBirth',
  'gender',
  'preferredLanguage',
  'phone',
  'address.line',
  'address.city',
  'address.postalCode',
  'address.country',
  'emergencyContact.name',
  'emergencyContact.relation',
  'emergencyContact.phone',
  'bloodType',
  'heightCm',
  'weightKg',
] as const;
export type Field = (typeof FIELDS)[number];
export type Values = Record<Field, string>;
export interface FieldProblem {
  reason: string;
  message: string;
  /** TOO_LONG: the most characters the server keeps. */
  max?: number;
}
export type Problems = Partial<Record<Field, FieldProblem>>;

const textOf = (v: unknown) => (typeof v === 'string' ? v : '');
const s = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function fromDetails(d: PersonalInfoFieldsFragment | null | undefined, units: PreferredUnits): Values {
  return {
    firstName: s(d?.firstName),
    lastName: s(d?.lastName),
    birthDate: s(d?.birthDate),
    sexAtBirth: s(d?.sexAtBirth),
    gender: s(d?.gender),
    preferredLanguage: s(d?.preferredLanguage),
    phone: s(d?.phone),
    'address.line': s(d?.address?.line),
    'address.city': s(d?.address?.city),
    'address.postalCode': s(d?.address?.postalCode),
    'address.country': s(d?.address?.country),
    'emergencyContact.name': s(d?.emergencyContact?.name),
    'emergencyContact.relation': s(d?.emergencyContact?.relation),
    'emergencyContact.phone': s(d?.emergencyContact?.phone),
    bloodType: s(d?.bloodType),
    heightCm: d?.heightCm === null || d?.heightCm === undefined ? '' : String(toShown.height(d.heightCm, units.height)),
    weightKg: d?.weightKg === null || d?.weightKg === undefined ? '' : String(toShown.weight(d.weightKg, units.weight)),
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : v);

/**
 * The mutation input, and the fields that are not numbers (checked here: the server only sees numbers). Such a
 * field is sent as empty, so the rest of the form can still be checked by the server (see the form's submit).
 */
export function toInput(v: Values, units: PreferredUnits): { input: PersonalInfoInput; problems: Problems } {
  const problems: Problems = {};
  const number = (field: 'heightCm' | 'weightKg') => {
    const raw = v[field].trim().replace(',', '.');
    if (raw === '') return null;
    const n = Number(raw);
    if (Number.isFinite(n)) return n;
    problems[field] = { reason: 'NOT_A_NUMBER', message: '' };
    return null;
  };
  const height = number('heightCm');
  const weight = number('weightKg');
  return {
    problems,
    input: {
      firstName: v.firstName,
      lastName: v.lastName,
      birthDate: orNull(v.birthDate),
      sexAtBirth: orNull(v.sexAtBirth) as PersonalInfoInput['sexAtBirth'],
      gender: orNull(v.gender) as PersonalInfoInput['gender'],
      preferredLanguage: orNull(v.preferredLanguage) as PersonalInfoInput['preferredLanguage'],
      phone: orNull(v.phone),
      address: {
        line: orNull(v['address.line']),
        city: orNull(v['address.city']),
        postalCode: orNull(v['address.postalCode']),
        country: orNull(v['address.country']),
      },
      emergencyContact: {
        name: orNull(v['emergencyContact.name']),
        relation: orNull(v['emergencyContact.relation']),
        phone: orNull(v['emergencyContact.phone']),
      },
      bloodType: orNull(v.bloodType) as PersonalInfoInput['bloodType'],
      heightCm: height === null ? null : toCanonical.height(height, units.height),
      weightKg: weight === null ? null : toCanonical.weight(weight, units.weight),
    },
  };
}

/** Field errors of a failed save (extensions.fieldErrors, else the single extensions.field). */
export function problemsOf(error: unknown): Problems | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const ext = error.errors[0]?.extensions ?? {};
  if (ext.code !== 'BAD_USER_INPUT') return null;
  const list = Array.isArray(ext.fieldErrors)
    ? (ext.fieldErrors as { field?: unknown; reason?: unknown; message?: unknown; max?: unknown }[])
    : [];
  const problems: Problems = {};
  for (const e of list) {
    if (typeof e.field === 'string' && (FIELDS as readonly string[]).includes(e.field)) {
      problems[e.field as Field] = {
        reason: textOf(e.reason),
        message: textOf(e.message),
        ...(typeof e.max === 'number' ? { max: e.max } : {}),
      };
    }
  }
  if (
    Object.keys(problems).length === 0 &&
    typeof ext.field === 'string' &&
    (FIELDS as readonly string[]).includes(ext.field)
  ) {
    problems[ext.field as Field] = { reason: textOf(ext.reason), message: error.errors[0]?.message ?? '' };
  }
  return Object.keys(problems).length > 0 ? problems : null;
}
