// Imported vital-sign observations also feed the vitals history (source IMPORT): heart rate 8867-4, SpO2
// 59408-5/2708-6, glucose 2339-0/99504-3 (mg/dL, or mmol/L converted), blood pressure panel 85354-9 with
// systolic 8480-6 and diastolic 8462-4. Each reading is checked like manual entry (plausible range, not in the
// future, not before 1970); anything else stays a record only. Its id is derived from the resource identity,
// so a re-import stores nothing twice.
import { parseReading } from '../vitals/reading-validation.js';
import { MGDL_PER_MMOL_GLUCOSE } from '../clinical-ranges/units.js';
import { VITALS } from '../vitals/vital-definitions.js';
import type { ReadingInput } from '../vitals/vitals.types.js';
import type { ObservationFields } from '../records/records.types.js';
import { sha256 } from './identity.js';

const units = {
  heart_rate: [null, '/min', '{beats}/min', 'beats/min', 'bpm'],
  spo2: [null, '%'],
  bp: [null, 'mm[Hg]', 'mmHg'],
} as const;

const unitIn = (u: string | null, list: readonly (string | null)[]) => list.includes(u);

function candidate(o: ObservationFields): { kind: ReadingInput['kind']; value: number; value2?: number } | null {
  const v = o.valueNumber;
  switch (o.code) {
    case VITALS.heart_rate.code:
      return v !== null && unitIn(o.unit, units.heart_rate) ? { kind: 'heart_rate', value: v } : null;
    case VITALS.spo2.code:
    case '2708-6':
      return v !== null && unitIn(o.unit, units.spo2) ? { kind: 'spo2', value: v } : null;
    case '2339-0':
    case VITALS.glucose.code:
      if (v === null) return null;
      if (o.unit === 'mg/dL') return { kind: 'glucose', value: v };
      return o.unit === 'mmol/L' ? { kind: 'glucose', value: Math.round(v * MGDL_PER_MMOL_GLUCOSE * 10) / 10 } : null;
    case VITALS.blood_pressure.code: {
      const part = (code: string | undefined) =>
        o.components.find((c) => c.code === code && c.valueNumber !== null && unitIn(c.unit, units.bp))?.valueNumber;
      const sys = part(VITALS.blood_pressure.valueCode);
      const dia = part(VITALS.blood_pressure.value2Code);
      return sys !== undefined && sys !== null && dia !== undefined && dia !== null
        ? { kind: 'blood_pressure', value: sys, value2: dia }
        : null;
    }
    case null:
    default:
      return null;
  }
}

/**
 * Readings from a record's observations; `identityKey` names the source resource. A value the vitals refuse (a
 * heart rate of 1e308, a time ahead of now) stays in the record and is said in `issues`, not fed.
 */
export function readingsFrom(
  observations: ObservationFields[],
  identityKey: string,
  now = Date.now(),
  issues: string[] = [],
): ReadingInput[] {
  const out: ReadingInput[] = [];
  observations.forEach((o, i) => {
    const c = candidate(o);
    if (!c || !o.effectiveAt) return;
    const id = `fhir:${sha256(`${identityKey}#${i}`).slice(0, 40)}`;
    const p = parseReading(
      { id, kind: c.kind, time: o.effectiveAt, value: c.value, value2: c.value2 ?? null },
      now,
      true,
    );
    if (p.ok) out.push(p.value);
    else issues.push(`Observation ${i + 1} is kept in the record but not added to the vitals: ${p.reason}`);
  });
  return out;
}
