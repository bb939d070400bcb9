// The record form's values (all strings, as typed) and their conversion from a stored record and to a
// RecordInput. Fields the form does not show (codes, systems, coded values, a source's interpretation) ride
// along untouched so that editing a record never drops what an import brought.
import type { RecordFieldsFragment, RecordInput, RecordKind } from '../../../gql/graphql';
import { observationForm, observationInput, type ObservationForm } from './observation-form-model';
import { MINUTE, toMs } from '../../../shared/lib/time';

export interface RecordForm {
  kind: RecordKind;
  title: string;
  /** ISO instants (or ''), typed as a day and a time in the user's zone (shared/ui/date-time-field.tsx). */
  date: string;
  endDate: string;
  provider: string;
  facility: string;
  status: string;
  notes: string;
  observations: ObservationForm[];
  kept: { code: string | null; codeSystem: string | null };
}

/** An ISO instant, or '' for a time that is not one. */
const iso = (ms: number) => (Number.isFinite(ms) ? new Date(ms).toISOString() : '');

const str = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function emptyRecordForm(now = Date.now()): RecordForm {
  const fields = { title: '', endDate: '', provider: '', facility: '', status: '', notes: '' };
  return {
    kind: 'LAB_RESULT',
    // To the minute, as the field shows it.
    date: iso(Math.floor(now / MINUTE) * MINUTE),
    ...fields,
    observations: [],
    kept: { code: null, codeSystem: null },
  };
}

export function recordForm(r: RecordFieldsFragment): RecordForm {
  return {
    kind: r.kind,
    title: r.title,
    // The stored instants as they are (to the second): an edit that leaves the date alone does not move it.
    date: iso(toMs(r.date)),
    endDate: r.endDate ? iso(toMs(r.endDate)) : '',
    provider: str(r.provider),
    facility: str(r.facility),
    status: str(r.status),
    notes: str(r.notes),
    observations: r.observations.map((o) => observationForm(o)),
    kept: { code: r.code ?? null, codeSystem: r.codeSystem ?? null },
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export function recordInput(form: RecordForm): RecordInput {
  return {
    kind: form.kind,
    title: form.title.trim(),
    code: form.kept.code,
    codeSystem: form.kept.codeSystem,
    date: new Date(form.date).toISOString(),
    endDate: form.endDate ? new Date(form.endDate).toISOString() : null,
    provider: orNull(form.provider),
    facility: orNull(form.facility),
    status: orNull(form.status),
    notes: orNull(form.notes),
    observations: form.observations.map((o) => observationInput(o, true)),
  };
}
