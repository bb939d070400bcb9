// Which code systems count as standard for each resource type, which coding to keep, and the flags a
// resource earns on import (no code at all; codes only from local or unknown systems; a malformed LOINC code).
import type { RecordFlag } from '../records/records.types.js';
import { LOINC_CODE, LOINC_SYSTEM } from '../records/record-validation.js';
import type { Coding } from './fhir-json.js';

export const SYSTEMS = {
  loinc: LOINC_SYSTEM,
  snomed: 'http://snomed.info/sct',
  icd10: 'http://hl7.org/fhir/sid/icd-10',
  icd10cm: 'http://hl7.org/fhir/sid/icd-10-cm',
  rxnorm: 'http://www.nlm.nih.gov/research/umls/rxnorm',
  atc: 'http://www.whocc.no/atc',
  cvx: 'http://hl7.org/fhir/sid/cvx',
  cpt: 'http://www.ama-assn.org/go/cpt',
  unii: 'http://fdasis.nlm.nih.gov',
  ucum: 'http://unitsofmeasure.org',
  interpretation: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation',
  observationCategory: 'http://terminology.hl7.org/CodeSystem/observation-category',
} as const;

const S = SYSTEMS;
export const STANDARD_SYSTEMS: Record<string, string[]> = {
  Observation: [S.loinc],
  DiagnosticReport: [S.loinc, S.snomed],
  Condition: [S.snomed, S.icd10, S.icd10cm],
  MedicationRequest: [S.rxnorm, S.snomed, S.atc],
  MedicationStatement: [S.rxnorm, S.snomed, S.atc],
  Immunization: [S.cvx, S.snomed],
  Procedure: [S.snomed, S.cpt, S.loinc],
  AllergyIntolerance: [S.snomed, S.rxnorm, S.unii],
};

const isValidCode = (c: Coding) => !!c.code && (c.system !== S.loinc || LOINC_CODE.test(c.code));

/** The coding to keep: a valid one from a standard system, else the first with a code. */
export function pickCoding(list: Coding[], resourceType: string): Coding | null {
  const standard = STANDARD_SYSTEMS[resourceType] ?? [];
  return list.find((c) => c.system && standard.includes(c.system) && isValidCode(c)) ?? list.find((c) => c.code) ?? null;
}

/** Flags for a resource's code (types without a standard list are never flagged). */
export function codeFlags(list: Coding[], resourceType: string): RecordFlag[] {
  const standard = STANDARD_SYSTEMS[resourceType];
  if (!standard) return [];
  const coded = list.filter((c) => c.code);
  if (!coded.length) return ['missing_code'];
  return coded.some((c) => c.system && standard.includes(c.system) && isValidCode(c)) ? [] : ['non_standard_code'];
}
