// Observation fields → the FHIR Observation elements (code, value[x], referenceRange, interpretation,
// component): the inverse of map-observation.ts, so export → import gives back the same observation.
import type { ObservationView } from '../records/records.types.js';
import { SYSTEMS } from './codes.js';
import type { Json } from './fhir.types.js';
import { ucumCode } from './ucum-units.js';

const INTERPRETATION_CODE = { low: 'L', normal: 'N', high: 'H' } as const;

function interpretationCode(o: ObservationView): string | null {
  if (!o.interpretation) return null;
  if (o.interpretation !== 'critical') return INTERPRETATION_CODE[o.interpretation];
  if (o.valueNumber !== null && o.refLow !== null && o.valueNumber < o.refLow) return 'LL';
  if (o.valueNumber !== null && o.refHigh !== null && o.valueNumber > o.refHigh) return 'HH';
  return 'AA';
}

/** A Quantity's unit: UCUM system and code only for a unit known to be UCUM (ucum-units.ts), else the text alone. */
function unitOf(unit: string | null): Json {
  if (!unit) return {};
  const code = ucumCode(unit);
  return code ? { unit, system: SYSTEMS.ucum, code } : { unit };
}

function codeOf(o: ObservationView, text?: string): Json {
  // A name without a code is the concept's text: a Coding with neither system nor code says nothing more.
  const coding = o.code
    ? [{ ...(o.system ? { system: o.system } : {}), code: o.code, ...(o.display ? { display: o.display } : {}) }]
    : [];
  const label = text ?? (o.code ? null : o.display);
  return { ...(coding.length ? { coding } : {}), ...(label ? { text: label } : {}) };
}

/**
 * LOINC codes of the R4 vital-signs profiles (hl7.org/fhir/R4/observation-vitalsigns.html): an Observation with
 * one of them SHALL carry the category vital-signs.
 */
const VITAL_SIGNS_LOINC: ReadonlySet<string> = new Set([
  '85353-1', '9279-1', '8867-4', '2708-6', '59408-5', '8310-5', '8302-2', '9843-4', '29463-7', '39156-5', '85354-9',
  '8480-6', '8462-4',
]);

/** The category of an Observation resource: vital-signs for the profiles' codes, none otherwise. */
export function observationCategory(o: ObservationView): Json {
  if (o.system !== SYSTEMS.loinc || !o.code || !VITAL_SIGNS_LOINC.has(o.code)) return {};
  return { category: [{ coding: [{ system: SYSTEMS.observationCategory, code: 'vital-signs', display: 'Vital Signs' }] }] };
}

/** The value, range, interpretation and components of one observation (no status, subject or time). */
export function observationElements(o: ObservationView, text?: string): Json {
  const out: Json = { code: codeOf(o, text) };
  if (o.valueNumber !== null) {
    out['valueQuantity'] = {
      value: o.valueNumber,
      ...unitOf(o.unit),
    };
  } else if (o.valueCode !== null) {
    out['valueCodeableConcept'] = { coding: [{ code: o.valueCode }], ...(o.valueText ? { text: o.valueText } : {}) };
  } else if (o.valueText !== null) {
    out['valueString'] = o.valueText;
  }
  if (o.refLow !== null || o.refHigh !== null || o.refText !== null) {
    const q = (v: number) => ({ value: v, ...unitOf(o.unit) });
    out['referenceRange'] = [
      {
        ...(o.refLow !== null ? { low: q(o.refLow) } : {}),
        ...(o.refHigh !== null ? { high: q(o.refHigh) } : {}),
        ...(o.refText !== null ? { text: o.refText } : {}),
      },
    ];
  }
  const ic = interpretationCode(o);
  if (ic) out['interpretation'] = [{ coding: [{ system: SYSTEMS.interpretation, code: ic }] }];
  if (o.components.length) out['component'] = o.components.map((c) => observationElements(c));
  return out;
}

/** A standalone Observation resource (a result of a report, or an observation of another record). */
export function observationResource(o: ObservationView, subject: Json, extension?: Json[]): Json {
  return {
    resourceType: 'Observation',
    status: 'unknown',
    ...(extension?.length ? { extension } : {}),
    ...observationCategory(o),
    ...observationElements(o),
    subject,
    ...(o.effectiveAt ? { effectiveDateTime: new Date(o.effectiveAt).toISOString() } : {}),
  };
}
