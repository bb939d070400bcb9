// Client-side rules of the record form. They mirror the server's (record-validation.ts) and name fields the
// way the server does ('title', 'observations[0].value', 'observations[1].components[0].code'), so a client
// finding and a server BAD_USER_INPUT land on the same input.
import { parseNumber, type ObservationForm } from './observation-form-model';
import type { RecordForm } from './record-form-model';

export type RecordErrorKey =
  | 'titleRequired'
  | 'titleTooLong'
  | 'dateRequired'
  | 'dateFuture'
  | 'dateTooEarly'
  | 'endBeforeDate'
  | 'tooLong'
  | 'codeOrDisplay'
  | 'loincFormat'
  | 'valueRequired'
  | 'notNumber'
  | 'rangeOrder';

export type FieldError = { key: RecordErrorKey; count?: number } | { text: string };
export type FieldErrors = Record<string, FieldError>;

const LOINC_CODE = /^\d{1,7}-\d$/;
const DAY_MS = 86_400_000;
const EARLIEST = Date.UTC(1900, 0, 1);
const LIMITS = { provider: 200, facility: 200, status: 50, notes: 10_000 } as const;

function checkDate(value: string, now: number): RecordErrorKey | null {
  const ms = new Date(value).getTime();
  if (value === '' || !Number.isFinite(ms)) return 'dateRequired';
  if (ms < EARLIEST) return 'dateTooEarly';
  if (ms > now + DAY_MS) return 'dateFuture';
  return null;
}

function checkObservation(o: ObservationForm, at: string, top: boolean, errors: FieldErrors): void {
  const code = o.code.trim();
  if (code === '' && o.display.trim() === '') errors[`${at}.code`] = { key: 'codeOrDisplay' };
  else if (code !== '' && (o.kept.system ?? 'http://loinc.org') === 'http://loinc.org' && !LOINC_CODE.test(code))
    errors[`${at}.code`] = { key: 'loincFormat' };
  if (o.value.trim() === '' && !(top && o.components.length > 0)) errors[`${at}.value`] = { key: 'valueRequired' };
  for (const field of ['refLow', 'refHigh'] as const) {
    if (o[field].trim() !== '' && parseNumber(o[field]) === null) errors[`${at}.${field}`] = { key: 'notNumber' };
  }
  const low = parseNumber(o.refLow);
  const high = parseNumber(o.refHigh);
  if (low !== null && high !== null && low > high) errors[`${at}.refHigh`] = { key: 'rangeOrder' };
  if (top) o.components.forEach((c, j) => checkObservation(c, `${at}.components[${String(j)}]`, false, errors));
}

export function checkRecordForm(form: RecordForm, now = Date.now()): FieldErrors {
  const errors: FieldErrors = {};
  const title = form.title.trim();
  if (title === '') errors.title = { key: 'titleRequired' };
  else if (title.length > 200) errors.title = { key: 'titleTooLong' };
  const date = checkDate(form.date, now);
  if (date) errors.date = { key: date };
  if (form.endDate !== '') {
    const end = checkDate(form.endDate, now);
    if (end) errors.endDate = { key: end };
    else if (!date && new Date(form.endDate).getTime() < new Date(form.date).getTime())
      errors.endDate = { key: 'endBeforeDate' };
  }
  for (const [field, max] of Object.entries(LIMITS) as [keyof typeof LIMITS, number][]) {
    if (form[field].trim().length > max) errors[field] = { key: 'tooLong', count: max };
  }
  form.observations.forEach((o, i) => {
    checkObservation(o, `observations[${String(i)}]`, true, errors);
  });
  return errors;
}

/** The server names valueText/valueCode errors separately; the form shows them on its one value input. */
export function formFieldOf(serverField: string): string {
  return serverField.replace(/\.(valueText|valueCode)$/, '.value');
}
