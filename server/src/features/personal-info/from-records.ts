// An imported FHIR Patient (kept by the records feature as a "patient suggestion") as the values the
// personal-info page offers beside the user's own: the gender mapped to our choices, the phone normalised.
import type { PatientSuggestionRow } from '../../../../db/schema/index.js';
import type { Gender } from '../../../../db/schema/index.js';
import type { FromRecordsView } from './personal-info.types.js';
import { normalisePhone } from './personal-info.validation.js';

// FHIR administrative gender: male | female | other | unknown.
const GENDER: Record<string, Gender> = { male: 'male', female: 'female', other: 'other', unknown: 'undisclosed' };

export function fromRecordsView(s: PatientSuggestionRow): FromRecordsView {
  return {
    id: s.id,
    firstName: s.firstName,
    lastName: s.lastName,
    birthDate: s.birthDate,
    gender: s.gender ? (GENDER[s.gender.toLowerCase()] ?? null) : null,
    phone: s.phone ? (normalisePhone(s.phone, null) ?? s.phone) : null,
    address: s.address,
    importedAt: s.createdAt,
  };
}
