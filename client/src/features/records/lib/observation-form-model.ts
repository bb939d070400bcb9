// One observation (or panel component) in the record form: its values as typed, conversion from the stored
// observation and to an ObservationInput. What the form does not show rides along in `kept`.
import type { Interpretation, ObservationInput } from '../../../gql/graphql';
import type { Observation } from '../api/use-records';

export interface ObservationForm {
  /** Stable React key. */
  key: string;
  code: string;
  display: string;
  value: string;
  unit: string;
  refLow: string;
  refHigh: string;
  refText: string;
  components: ObservationForm[];
  /** Kept from the stored observation. */
  kept: {
    system: string | null;
    valueCode: string | null;
    valueText: string | null;
    interpretation: Interpretation | null;
    effectiveAt: unknown;
    /** value|refLow|refHigh|refText as loaded: the source's interpretation holds while these are unchanged. */
    basis: string;
  };
}

let nextKey = 0;
const newKey = () => `obs-${String((nextKey += 1))}`;

const str = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value.trim().replace(',', '.')));
const basisOf = (o: Pick<ObservationForm, 'value' | 'refLow' | 'refHigh' | 'refText'>) =>
  [o.value, o.refLow, o.refHigh, o.refText].join('|');

/** A number as typed ("5,1" too), or null when it is not one. */
export function parseNumber(value: string): number | null {
  const n = numberOrNull(value);
  return n !== null && Number.isFinite(n) ? n : null;
}

export function emptyObservation(): ObservationForm {
  const form = { key: newKey(), code: '', display: '', value: '', unit: '', refLow: '', refHigh: '', refText: '' };
  return {
    ...form,
    components: [],
    kept: { system: null, valueCode: null, valueText: null, interpretation: null, effectiveAt: null, basis: '' },
  };
}

export function observationForm(o: Observation & { components?: Observation[] }): ObservationForm {
  const form = {
    key: newKey(),
    code: str(o.code),
    display: str(o.display),
    value: str(o.valueNumber ?? o.valueText ?? o.valueCode),
    unit: str(o.unit),
    refLow: str(o.refLow),
    refHigh: str(o.refHigh),
    refText: str(o.refText),
  };
  return {
    ...form,
    components: (o.components ?? []).map((c) => observationForm(c)),
    kept: {
      system: o.system ?? null,
      valueCode: o.valueCode ?? null,
      valueText: o.valueText ?? null,
      interpretation: o.interpretation ?? null,
      effectiveAt: o.effectiveAt ?? null,
      basis: basisOf(form),
    },
  };
}

export function observationInput(o: ObservationForm, top: boolean): ObservationInput {
  const raw = o.value.trim();
  const number = parseNumber(raw);
  const sameAsLoaded = basisOf(o) === o.kept.basis;
  const input: ObservationInput = {
    code: orNull(o.code),
    system: orNull(o.code) ? o.kept.system : null,
    display: orNull(o.display),
    unit: orNull(o.unit),
    refLow: numberOrNull(o.refLow),
    refHigh: numberOrNull(o.refHigh),
    refText: orNull(o.refText),
    interpretation: sameAsLoaded ? o.kept.interpretation : null,
  };
  if (raw !== '' && number !== null) input.value = number;
  else if (raw !== '' && o.kept.valueCode && (raw === o.kept.valueCode || raw === o.kept.valueText)) {
    input.valueCode = o.kept.valueCode;
    input.valueText = o.kept.valueText;
  } else if (raw !== '') input.valueText = raw;
  if (top) {
    if (o.kept.effectiveAt) input.effectiveAt = o.kept.effectiveAt;
    if (o.components.length) input.components = o.components.map((c) => observationInput(c, false));
  }
  return input;
}
