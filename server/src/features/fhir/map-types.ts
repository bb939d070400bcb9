// Where each supported resource type keeps the parts of a record: its concept (title and code), dates,
// status, who and where, notes. One table, so adding a type is one entry. Observation and DiagnosticReport
// carry observations too (map-record.ts); Patient becomes a suggestion (map-patient.ts).
import type { RecordKind } from '../../../../db/schema/index.js';
import { at, codings, conceptText, fhirDate, notesOf, objs, refDisplay, str } from './fhir-json.js';
import type { BundleEntry, Json } from './fhir.types.js';
import type { BundleIndex } from './identity.js';
import { observationKind } from './map-observation.js';

export interface TypeSpec {
  kind(r: Json): RecordKind;
  /** The CodeableConcept naming the item, and entries merged in to find it (a referenced Medication). */
  concept(r: Json, index: BundleIndex): { concept: unknown; members: BundleEntry[] };
  date(r: Json): Date | null;
  end(r: Json): Date | null;
  status(r: Json): string | null;
  provider(r: Json): string | null;
  facility(r: Json): string | null;
  notes(r: Json): string | null;
  /** Where an export writes each part (see export-record.ts); absent parts go to portal extensions. */
  write: { status: 'code' | 'concept' | null; notes: 'note' | 'conclusion' | null };
}

const d = (...vals: unknown[]) => {
  for (const v of vals) {
    const x = fhirDate(v);
    if (x) return x;
  }
  return null;
};
const own = (field: string) => (r: Json) => ({ concept: r[field], members: [] as BundleEntry[] });
const statusCode = (r: Json) => str(r['status']);
const clinical = (r: Json) => codings(r['clinicalStatus'])[0]?.code ?? str(at(r, 'clinicalStatus', 'text'));
const notes = (r: Json) => notesOf(r['note']);
const none = () => null;
const firstActor = (list: unknown, key = 'actor') => refDisplay(at(objs(list)[0], key));

function medication(r: Json, index: BundleIndex) {
  if (r['medicationCodeableConcept'] !== undefined) return { concept: r['medicationCodeableConcept'], members: [] };
  const med = index.resolve(r['medicationReference']);
  if (med && med.resourceType === 'Medication') return { concept: med.resource['code'], members: [med] };
  return { concept: { text: refDisplay(r['medicationReference']) }, members: [] };
}

export const TYPE_SPECS: Record<string, TypeSpec> = {
  Observation: {
    kind: (r) => observationKind(r, codings(r['code']).find((c) => c.code)?.code ?? null),
    concept: own('code'),
    date: (r) => d(r['effectiveDateTime'], at(r, 'effectivePeriod', 'start'), r['effectiveInstant'], r['issued']),
    end: (r) => d(at(r, 'effectivePeriod', 'end')),
    status: statusCode,
    provider: (r) => refDisplay(objs(r['performer'])[0]),
    facility: none,
    notes,
    write: { status: 'code', notes: 'note' },
  },
  DiagnosticReport: {
    kind: (r) => {
      const cats = objs(r['category']).flatMap((cc) => codings(cc).map((c) => c.code));
      return cats.some((c) => c === 'RAD' || c === 'imaging' || c === 'IMG') ? 'imaging' : 'lab_panel';
    },
    concept: own('code'),
    date: (r) => d(r['effectiveDateTime'], at(r, 'effectivePeriod', 'start'), r['issued']),
    end: (r) => d(at(r, 'effectivePeriod', 'end')),
    status: statusCode,
    provider: (r) => refDisplay(objs(r['performer'])[0]),
    facility: none,
    notes: (r) => str(r['conclusion']),
    write: { status: 'code', notes: 'conclusion' },
  },
  Condition: {
    kind: () => 'condition',
    concept: own('code'),
    date: (r) => d(r['onsetDateTime'], at(r, 'onsetPeriod', 'start'), r['recordedDate']),
    end: (r) => d(r['abatementDateTime'], at(r, 'abatementPeriod', 'end')),
    status: clinical,
    provider: (r) => refDisplay(r['asserter']) ?? refDisplay(r['recorder']),
    facility: none,
    notes,
    write: { status: 'concept', notes: 'note' },
  },
  MedicationRequest: {
    kind: () => 'medication',
    concept: medication,
    date: (r) => d(r['authoredOn']),
    end: (r) => d(at(r, 'dispenseRequest', 'validityPeriod', 'end')),
    status: statusCode,
    provider: (r) => refDisplay(r['requester']),
    facility: none,
    notes: (r) => notesOf(r['note']) ?? str(at(objs(r['dosageInstruction'])[0], 'text')),
    write: { status: 'code', notes: 'note' },
  },
  MedicationStatement: {
    kind: () => 'medication',
    concept: medication,
    date: (r) => d(r['effectiveDateTime'], at(r, 'effectivePeriod', 'start'), r['dateAsserted']),
    end: (r) => d(at(r, 'effectivePeriod', 'end')),
    status: statusCode,
    provider: (r) => refDisplay(r['informationSource']),
    facility: none,
    notes: (r) => notesOf(r['note']) ?? str(at(objs(r['dosage'])[0], 'text')),
    write: { status: 'code', notes: 'note' },
  },
  Immunization: {
    kind: () => 'immunization',
    concept: own('vaccineCode'),
    date: (r) => d(r['occurrenceDateTime'], r['recorded']),
    end: none,
    status: statusCode,
    provider: (r) => firstActor(r['performer']),
    facility: (r) => refDisplay(r['location']),
    notes,
    write: { status: 'code', notes: 'note' },
  },
  Procedure: {
    kind: () => 'procedure',
    concept: own('code'),
    date: (r) => d(r['performedDateTime'], at(r, 'performedPeriod', 'start')),
    end: (r) => d(at(r, 'performedPeriod', 'end')),
    status: statusCode,
    provider: (r) => firstActor(r['performer']),
    facility: (r) => refDisplay(r['location']),
    notes,
    write: { status: 'code', notes: 'note' },
  },
  AllergyIntolerance: {
    kind: () => 'allergy',
    concept: own('code'),
    date: (r) => d(r['onsetDateTime'], at(r, 'onsetPeriod', 'start'), r['recordedDate']),
    end: none,
    status: clinical,
    provider: (r) => refDisplay(r['recorder']) ?? refDisplay(r['asserter']),
    facility: none,
    notes: (r) =>
      notesOf(r['note']) ??
      (objs(r['reaction'])
        .flatMap((x) => objs(x['manifestation']).map(conceptText))
        .filter(Boolean)
        .join(', ') || null),
    write: { status: 'concept', notes: 'note' },
  },
  Encounter: {
    kind: () => 'encounter',
    concept: (r) => ({ concept: objs(r['type'])[0] ?? { text: str(at(r, 'class', 'display')) ?? 'Encounter' }, members: [] }),
    date: (r) => d(at(r, 'period', 'start')),
    end: (r) => d(at(r, 'period', 'end')),
    status: statusCode,
    provider: (r) => refDisplay(at(objs(r['participant'])[0], 'individual')),
    facility: (r) => refDisplay(r['serviceProvider']) ?? refDisplay(at(objs(r['location'])[0], 'location')),
    notes: (r) => objs(r['reasonCode']).map(conceptText).filter(Boolean).join(', ') || null,
    write: { status: 'code', notes: null },
  },
  DocumentReference: {
    kind: () => 'document',
    concept: (r) => ({ concept: { ...(typeof r['type'] === 'object' ? r['type'] : {}), text: str(r['description']) ?? conceptText(r['type']) ?? 'Document' }, members: [] }),
    date: (r) => d(r['date'], at(r, 'context', 'period', 'start')),
    end: (r) => d(at(r, 'context', 'period', 'end')),
    status: statusCode,
    provider: (r) => refDisplay(objs(r['author'])[0]),
    facility: (r) => refDisplay(r['custodian']),
    notes: none,
    write: { status: 'code', notes: null },
  },
};
