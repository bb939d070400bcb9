// The account's FHIR R4 Patient for the export. The demographics come from whoever provides them (the
// personal-info feature, wired in services.ts) through the small DemographicsSource seam, so this file owns
// only the FHIR mapping. Blood type, height and weight are not Patient fields (they would be Observations)
// and are deliberately left out: see the personal-info notes.
import type { Json } from './fhir.types.js';

export interface AccountDemographics {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  birthDate: string | null;
  sexAtBirth: 'female' | 'male' | 'intersex' | 'undisclosed' | null;
  gender: 'female' | 'male' | 'non_binary' | 'other' | 'undisclosed' | null;
  phone: string | null;
  address: { line: string | null; city: string | null; postalCode: string | null; country: string | null } | null;
  /** BCP-47 primary tag: en, fr, ar, zh. */
  language: string | null;
  emergency: { name: string | null; relation: string | null; phone: string | null } | null;
}

export interface DemographicsSource {
  demographics(userId: string): Promise<AccountDemographics | null>;
}

// Patient.gender is administrative gender (male | female | other | unknown); sex at birth goes in the US Core
// birth-sex extension (F | M | UNK), the de-facto place other systems read it from.
const ADMIN_GENDER = {
  female: 'female',
  male: 'male',
  non_binary: 'other',
  other: 'other',
  intersex: 'other',
  undisclosed: 'unknown',
} as const;
const BIRTH_SEX = { female: 'F', male: 'M', intersex: 'UNK', undisclosed: 'UNK' } as const;
const BIRTH_SEX_URL = 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-birthsex';
const LANGUAGE_NAME: Record<string, string> = { en: 'English', fr: 'French', ar: 'Arabic', zh: 'Chinese' };

/** Drops null/undefined/empty values so the resource carries only what is known. */
function compact<T extends Json>(o: T): Json {
  return Object.fromEntries(
    Object.entries(o).filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0)),
  );
}

export function exportPatient(userId: string, d: AccountDemographics | null): Json {
  if (!d) return { resourceType: 'Patient', id: userId, name: [{}] };
  const genderKey = d.gender ?? d.sexAtBirth;
  const a = d.address;
  const e = d.emergency;
  return compact({
    resourceType: 'Patient',
    id: userId,
    extension: d.sexAtBirth ? [{ url: BIRTH_SEX_URL, valueCode: BIRTH_SEX[d.sexAtBirth] }] : null,
    name: [compact({ use: 'official', family: d.lastName, given: d.firstName ? [d.firstName] : null })],
    telecom: [
      ...(d.phone ? [{ system: 'phone', value: d.phone }] : []),
      ...(d.email ? [{ system: 'email', value: d.email }] : []),
    ],
    gender: genderKey ? ADMIN_GENDER[genderKey] : null,
    birthDate: d.birthDate,
    address:
      a && (a.line || a.city || a.postalCode || a.country)
        ? [
            compact({
              use: 'home',
              line: a.line ? [a.line] : null,
              city: a.city,
              postalCode: a.postalCode,
              country: a.country,
            }),
          ]
        : null,
    contact:
      e && (e.name || e.phone)
        ? [
            compact({
              relationship: [
                {
                  coding: [
                    {
                      system: 'http://terminology.hl7.org/CodeSystem/v2-0131',
                      code: 'C',
                      display: 'Emergency Contact',
                    },
                  ],
                  ...(e.relation ? { text: e.relation } : {}),
                },
              ],
              name: e.name ? { text: e.name } : null,
              telecom: e.phone ? [{ system: 'phone', value: e.phone }] : null,
            }),
          ]
        : null,
    communication: d.language
      ? [
          {
            language: { coding: [{ system: 'urn:ietf:bcp:47', code: d.language, display: LANGUAGE_NAME[d.language] }] },
            preferred: true,
          },
        ]
      : null,
  });
}
