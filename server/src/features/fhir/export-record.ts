// One record → its FHIR R4 resources: the resource for its kind (or the type it was imported as), plus
// standalone Observations for a report's results or another record's observations. What FHIR has no place
// for (kind, provider, facility, exact dates, an unset status) goes into the portal's extensions, which the
// importer reads first — so export → import reproduces the record.
import type { AttachmentRow, RecordKind } from '../../../../db/schema/index.js';
import type { RecordView } from '../records/records.types.js';
import type { Json } from './fhir.types.js';
import { PORTAL_EXT } from './fhir.types.js';
import { FHIR_ID } from './identity.js';
import { observationCategory, observationElements, observationResource } from './export-observation.js';
import { TYPE_SPECS } from './map-types.js';

export interface OutEntry {
  fullUrl: string;
  resource: Json;
}

const DEFAULT_TYPE: Record<RecordKind, string> = {
  lab_result: 'Observation',
  vital_sign: 'Observation',
  lab_panel: 'DiagnosticReport',
  imaging: 'DiagnosticReport',
  condition: 'Condition',
  medication: 'MedicationStatement',
  immunization: 'Immunization',
  procedure: 'Procedure',
  allergy: 'AllergyIntolerance',
  encounter: 'Encounter',
  document: 'DocumentReference',
};
const CONCEPT_FIELD: Record<string, string> = {
  Observation: 'code',
  DiagnosticReport: 'code',
  Condition: 'code',
  Procedure: 'code',
  AllergyIntolerance: 'code',
  MedicationRequest: 'medicationCodeableConcept',
  MedicationStatement: 'medicationCodeableConcept',
  Immunization: 'vaccineCode',
  Encounter: 'type',
  DocumentReference: 'type',
};
const DEFAULT_STATUS: Record<string, string> = { Immunization: 'completed', DocumentReference: 'current' };
const CLINICAL_STATUS: Record<string, string> = {
  Condition: 'http://terminology.hl7.org/CodeSystem/condition-clinical',
  AllergyIntolerance: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical',
};
/** R4 requires a clinicalStatus on an AllergyIntolerance (ait-1); an unset one exports as active (status-unset keeps the truth). */
const DEFAULT_CLINICAL: Record<string, string> = { AllergyIntolerance: 'active' };
const PATIENT_FIELD: Record<string, string> = { Immunization: 'patient', AllergyIntolerance: 'patient' };

const iso = (d: Date | string) => new Date(d).toISOString();
const ext = (name: string, value: Json) => ({ url: PORTAL_EXT + name, ...value });

function resourceTypeOf(r: RecordView): string {
  const imported = r.fhirResourceType && TYPE_SPECS[r.fhirResourceType] ? r.fhirResourceType : null;
  const type = imported ?? DEFAULT_TYPE[r.kind];
  return type === 'Observation' && r.observations.length !== 1 ? 'DiagnosticReport' : type;
}

/** A FHIR dateTime, or a date (YYYY-MM-DD) when only the day is known: an export must not invent midnight. */
const when = (r: RecordView, d: Date | string) => (r.dateOnly ? iso(d).slice(0, 10) : iso(d));

function nativeDates(type: string, r: RecordView): Json {
  const start = when(r, r.date);
  const end = r.endDate ? when(r, r.endDate) : undefined;
  const period = { start, ...(end ? { end } : {}) };
  switch (type) {
    case 'Observation': {
      const at = r.observations[0]?.effectiveAt;
      return { effectiveDateTime: at && iso(at) !== iso(r.date) ? iso(at) : start };
    }
    case 'DiagnosticReport':
      return { effectiveDateTime: start };
    case 'Condition':
      return { onsetDateTime: start, ...(end ? { abatementDateTime: end } : {}) };
    case 'MedicationRequest':
      return { authoredOn: start };
    case 'Immunization':
      return { occurrenceDateTime: start };
    case 'AllergyIntolerance':
      return { onsetDateTime: start };
    case 'Encounter':
      return { period };
    case 'DocumentReference':
      return { date: start };
    default: // MedicationStatement, Procedure
      return type === 'Procedure' ? { performedPeriod: period } : { effectivePeriod: period };
  }
}

function attachmentJson(a: AttachmentRow): Json {
  return { contentType: a.contentType, data: a.content.toString('base64'), title: a.filename, size: a.size };
}

/** FHIR's uri for a fullUrl: absolute (a scheme, then something), no whitespace. */
function isAbsoluteUri(value: string): boolean {
  return !/\s/.test(value) && /^[A-Za-z][A-Za-z0-9+.-]*:./.test(value) && URL.canParse(value);
}

export function exportRecord(r: RecordView, files: AttachmentRow[], subject: Json): OutEntry[] {
  const type = resourceTypeOf(r);
  const spec = TYPE_SPECS[type];
  const fullUrl = `urn:uuid:${r.id}`;
  const sameType = r.fhirResourceType === type;
  const concept = {
    ...(r.code ? { coding: [{ ...(r.codeSystem ? { system: r.codeSystem } : {}), code: r.code }] } : {}),
    text: r.title,
  };
  const extension: Json[] = [
    ext('record-kind', { valueCode: r.kind }),
    ext('record-date', { valueDateTime: when(r, r.date) }),
    ...(r.endDate ? [ext('end-date', { valueDateTime: when(r, r.endDate) })] : []),
    ...(r.provider ? [ext('provider', { valueString: r.provider })] : []),
    ...(r.facility ? [ext('facility', { valueString: r.facility })] : []),
    ...(r.notes && !spec?.write.notes ? [ext('notes', { valueString: r.notes })] : []),
    ...(r.status === null ? [ext('status-unset', { valueBoolean: true })] : []),
    ...r.flags.map((f) => ext('flag', { valueCode: f })),
    ...(type !== 'DocumentReference'
      ? files.map((f) => ext('attachment', { valueAttachment: attachmentJson(f) }))
      : []),
  ];
  const resource: Json = {
    resourceType: type,
    ...(sameType && r.fhirId && FHIR_ID.test(r.fhirId) ? { id: r.fhirId } : {}),
    ...(sameType && r.fhirSource ? { meta: { source: r.fhirSource } } : {}),
    extension,
    [PATIENT_FIELD[type] ?? 'subject']: subject,
    // A record imported without a date keeps the import's time to sort by (and says so in its flag extension), but
    // that is no clinical date: the resource states none (an Immunization, which must, says it is unknown).
    ...(r.flags.includes('missing_date') ? (type === 'Immunization' ? { occurrenceString: 'unknown' } : {}) : nativeDates(type, r)),
  };
  if (spec?.write.status === 'concept') {
    const status = r.status ?? DEFAULT_CLINICAL[type];
    if (status) resource['clinicalStatus'] = { coding: [{ system: CLINICAL_STATUS[type], code: status }] };
  } else resource['status'] = r.status ?? DEFAULT_STATUS[type] ?? 'unknown';
  // intent is required (1..1) on a MedicationRequest; the portal keeps prescriptions, i.e. orders.
  if (type === 'MedicationRequest') resource['intent'] = 'order';
  if (r.notes && spec?.write.notes === 'note') resource['note'] = [{ text: r.notes }];
  if (r.notes && spec?.write.notes === 'conclusion') resource['conclusion'] = r.notes;
  if (type === 'Encounter') {
    resource['class'] = { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'AMB' };
    resource['type'] = [concept];
  } else if (type === 'DocumentReference') {
    resource['description'] = r.title;
    if (r.code) resource['type'] = { coding: concept.coding };
    // content is 1..*: a document without files gets a title-only attachment (re-import skips it quietly).
    resource['content'] = files.length ? files.map((f) => ({ attachment: attachmentJson(f) })) : [{ attachment: { title: r.title } }];
  } else if (type === 'Observation' && r.observations[0]) {
    Object.assign(resource, observationCategory(r.observations[0]), observationElements(r.observations[0], r.title));
  } else {
    resource[CONCEPT_FIELD[type] ?? 'code'] = concept;
  }
  // An identity that is not a FHIR id (an absolute fullUrl on import) travels as the fullUrl again.
  // Only a real absolute URI, though: an imported id that is neither ("bad id!") would make the Bundle invalid.
  const parentUrl = sameType && r.fhirId && !FHIR_ID.test(r.fhirId) && isAbsoluteUri(r.fhirId) ? r.fhirId : fullUrl;
  const entries: OutEntry[] = [{ fullUrl: parentUrl, resource }];
  const others = type === 'Observation' ? [] : r.observations;
  const results = others.map((o) => ({
    fullUrl: `urn:uuid:${o.id}`,
    resource: observationResource(
      o,
      subject,
      type === 'DiagnosticReport' ? [] : [ext('record-ref', { valueReference: { reference: parentUrl } })],
    ),
  }));
  if (type === 'DiagnosticReport') resource['result'] = results.map((x) => ({ reference: x.fullUrl }));
  return [...entries, ...results];
}
