// FHIR Observation (or one of its components) → observation fields: LOINC coding, value (Quantity, string,
// CodeableConcept, integer, boolean), UCUM unit, first reference range, interpretation (given, else computed).
import type { Interpretation, RecordKind } from '../../../../db/schema/index.js';
import { withInterpretation } from '../records/interpretation.js';
import type { ObservationFields } from '../records/records.types.js';
import { pickCoding } from './codes.js';
import { MAX_COMPONENTS } from '../records/record-validation.js';
import { at, codings, cut, fhirDate, isDayOnly, num, objs, str } from './fhir-json.js';
import type { Json } from './fhir.types.js';
import { ucumCode } from './ucum-units.js';

/** LOINC codes of the FHIR vital-signs profile (plus glucose, which the live vitals share). */
export const VITAL_SIGN_CODES = new Set([
  '85353-1', '9279-1', '8867-4', '2708-6', '59408-5', '8310-5', '8302-2', '9843-4', '29463-7', '39156-5',
  '85354-9', '8480-6', '8462-4', '2339-0', '99504-3',
]);

const INTERPRETATION: Record<string, Interpretation> = {
  N: 'normal', L: 'low', LU: 'low', H: 'high', HU: 'high', LL: 'critical', HH: 'critical', AA: 'critical',
  '<': 'low', '>': 'high',
};

function interpretationOf(o: Json): Interpretation | null {
  for (const cc of objs(o['interpretation'])) {
    for (const c of codings(cc)) {
      const hit = c.code ? INTERPRETATION[c.code.toUpperCase()] : undefined;
      if (hit) return hit;
    }
  }
  return null;
}

/**
 * The unit to keep: the UCUM code, which machines agree on, unless the text is a spelling of that same code
 * (kg/m^2 for kg/m2): then the text as the source wrote it, so an export (which adds the code) re-imports equal.
 */
function unitOf(code: string | null, text: string | null): string | null {
  if (code && text && ucumCode(text) === code) return text;
  return code ?? text;
}

function valueOf(o: Json) {
  const q = o['valueQuantity'];
  if (q !== undefined) {
    return { valueNumber: num(at(q, 'value')), valueText: null, valueCode: null, unit: unitOf(str(at(q, 'code')), str(at(q, 'unit'))) };
  }
  const cc = o['valueCodeableConcept'];
  if (cc !== undefined) {
    const c = codings(cc)[0];
    return { valueNumber: null, valueText: str(at(cc, 'text')) ?? c?.display ?? null, valueCode: c?.code ?? null, unit: null };
  }
  const integer = num(o['valueInteger']);
  if (integer !== null) return { valueNumber: integer, valueText: null, valueCode: null, unit: null };
  const b = o['valueBoolean'];
  const text = typeof b === 'boolean' ? String(b) : str(o['valueString']);
  return { valueNumber: null, valueText: text, valueCode: null, unit: null };
}

function rangeOf(o: Json) {
  const r = objs(o['referenceRange'])[0];
  return { refLow: num(at(r, 'low', 'value')), refHigh: num(at(r, 'high', 'value')), refText: str(r?.['text']) };
}

/** Observation or component → fields. Components inherit the parent's time. */
export function mapObservationFields(o: Json, resourceType: string, fallbackTime: Date | null): ObservationFields {
  const list = codings(o['code']);
  const coding = pickCoding(list, resourceType);
  const effectiveAt =
    fhirDate(o['effectiveDateTime']) ?? fhirDate(at(o, 'effectivePeriod', 'start')) ?? fhirDate(o['effectiveInstant']) ?? fallbackTime;
  const value = valueOf(o);
  const range = rangeOf(o);
  // Cut to the lengths a record typed in may have (record-validation.ts): a 200,000-character valueString kept whole
  // reached every page and document that shows the observation (a health summary PDF ran out of memory on it).
  return withInterpretation({
    code: cut(coding?.code ?? null, 64),
    system: coding?.code ? cut(coding.system, 200) : null,
    // A coding's display only; a code-less concept's name is its display (the code's text is the record's title).
    display: cut(coding?.display ?? (coding?.code ? null : (list.find((c) => c.display)?.display ?? str(at(o, 'code', 'text')))), 200),
    ...value,
    valueText: cut(value.valueText, 1000),
    valueCode: cut(value.valueCode, 64),
    unit: cut(value.unit, 30),
    ...range,
    refText: cut(range.refText, 200),
    interpretation: interpretationOf(o),
    effectiveAt,
    effectiveDateOnly: isDayOnly(effectiveAt),
    components: objs(o['component'])
      .slice(0, MAX_COMPONENTS)
      .map((c) => mapObservationFields(c, resourceType, effectiveAt)),
  });
}

/** vital_sign, imaging or lab_result, from the category or (when none) the code. */
export function observationKind(r: Json, code: string | null): RecordKind {
  const cats = objs(r['category']).flatMap((cc) => codings(cc).map((c) => c.code));
  if (cats.includes('vital-signs')) return 'vital_sign';
  if (cats.includes('imaging')) return 'imaging';
  if (cats.length) return 'lab_result';
  return code && VITAL_SIGN_CODES.has(code) ? 'vital_sign' : 'lab_result';
}
