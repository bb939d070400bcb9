// Input rules for createRecord/updateRecord. Each failure is BAD_USER_INPUT naming its field the way the
// client shows it: 'title', 'date', 'observations[2].value', 'observations[0].components[1].code'.
import { z } from 'zod';
import type { Interpretation, RecordKind } from '../../../../db/schema/index.js';
import { badInput } from '../../lib/errors.js';
import { parseField } from '../../lib/validation.js';
import { withInterpretation } from './interpretation.js';
import type { ObservationFields, RecordFields } from './records.types.js';

export const LOINC_SYSTEM = 'http://loinc.org';
export const LOINC_CODE = /^\d{1,7}-\d$/;
export const MAX_OBSERVATIONS = 200;
export const MAX_COMPONENTS = 20;
const EARLIEST_DAY = '1900-01-01';
const EARLIEST = Date.parse(EARLIEST_DAY);
const DAY_MS = 86_400_000;

export interface ObservationArg {
  code?: string | null;
  system?: string | null;
  display?: string | null;
  value?: number | null;
  valueText?: string | null;
  valueCode?: string | null;
  unit?: string | null;
  refLow?: number | null;
  refHigh?: number | null;
  refText?: string | null;
  interpretation?: Interpretation | null;
  effectiveAt?: Date | null;
  components?: ObservationArg[] | null;
}

export interface RecordArg {
  kind: RecordKind;
  title: string;
  code?: string | null;
  codeSystem?: string | null;
  date: Date;
  endDate?: Date | null;
  provider?: string | null;
  facility?: string | null;
  status?: string | null;
  notes?: string | null;
  observations?: ObservationArg[] | null;
}

/** Optional text: trimmed, '' → null, at most `max` characters. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * A code system is exported as FHIR Coding.system, which must be an absolute URI (http://loinc.org,
 * urn:oid:2.16.840.1.113883.6.96): a scheme, then no spaces and no invisible direction marks.
 */
const codeSystemText = (label: string) =>
  optionalText(label, 200).refine(
    (v) => v === null || (/^[A-Za-z][A-Za-z0-9+.-]*:\S+$/.test(v) && !/\p{Cf}/u.test(v)),
    `${label} must be a URI, e.g. http://loinc.org.`,
  );

const title = z.string().trim().min(1, 'Title is required.').max(200, 'Title must be at most 200 characters.');

/** A record's date as the portal keeps them: 1900 or later, and not past tomorrow (a time zone ahead). */
export function isRecordDate(d: Date, now = Date.now()): boolean {
  return d.getTime() >= EARLIEST && d.getTime() <= now + DAY_MS;
}

function checkDate(field: string, d: Date, now: number): Date {
  if (d.getTime() < EARLIEST) throw badInput(field, 'The date must be in 1900 or later.', { reason: 'DATE_TOO_EARLY', min: EARLIEST_DAY });
  if (d.getTime() > now + DAY_MS) throw badInput(field, 'The date cannot be in the future.', 'FUTURE_DATE');
  return d;
}

export function parseRecordInput(input: RecordArg, now = Date.now()) {
  const date = checkDate('date', input.date, now);
  const endDate = input.endDate ? checkDate('endDate', input.endDate, now) : null;
  if (endDate && endDate.getTime() < date.getTime()) throw badInput('endDate', 'The end date must not be before the date.', 'END_BEFORE_START');
  const fields: RecordFields = {
    kind: input.kind,
    title: parseField('title', title, input.title),
    code: parseField('code', optionalText('Code', 64), input.code),
    codeSystem: parseField('codeSystem', codeSystemText('Code system'), input.codeSystem),
    date,
    endDate,
    provider: parseField('provider', optionalText('Provider', 200), input.provider),
    facility: parseField('facility', optionalText('Facility', 200), input.facility),
    status: parseField('status', optionalText('Status', 50), input.status),
    notes: parseField('notes', optionalText('Notes', 10_000), input.notes),
  };
  let observations: ObservationFields[] | null = null;
  if (input.observations) {
    if (input.observations.length > MAX_OBSERVATIONS)
      throw badInput('observations', `At most ${MAX_OBSERVATIONS} observations per record.`, { reason: 'TOO_MANY', max: MAX_OBSERVATIONS });
    observations = input.observations.map((o, i) => parseObservation(o, `observations[${i}]`, date, true));
  }
  return { fields, observations };
}

const finite = (field: string, v: number | null | undefined) => {
  if (v === null || v === undefined) return null;
  if (!Number.isFinite(v)) throw badInput(field, 'Enter a finite number.');
  return v;
};

function parseObservation(o: ObservationArg, at: string, recordDate: Date, top: boolean): ObservationFields {
  const code = parseField(`${at}.code`, optionalText('Code', 64), o.code);
  let system = parseField(`${at}.system`, codeSystemText('System'), o.system);
  if (code && !system) system = LOINC_SYSTEM;
  if (code && system === LOINC_SYSTEM && !LOINC_CODE.test(code))
    throw badInput(`${at}.code`, 'A LOINC code looks like 8480-6.', { reason: 'INVALID_FORMAT', example: '8480-6' });
  const display = parseField(`${at}.display`, optionalText('Display', 200), o.display);
  if (!code && !display) throw badInput(`${at}.code`, 'Enter a code or a name for the observation.', 'REQUIRED');
  const components = o.components ?? [];
  if (!top && components.length) throw badInput(`${at}.components`, 'Components cannot have components.');
  if (components.length > MAX_COMPONENTS)
    throw badInput(`${at}.components`, `At most ${MAX_COMPONENTS} components per observation.`, { reason: 'TOO_MANY', max: MAX_COMPONENTS });
  const valueNumber = finite(`${at}.value`, o.value);
  const valueText = parseField(`${at}.valueText`, optionalText('Value', 1000), o.valueText);
  const valueCode = parseField(`${at}.valueCode`, optionalText('Coded value', 64), o.valueCode);
  if (valueNumber !== null && (valueText !== null || valueCode !== null))
    throw badInput(`${at}.value`, 'Give either a number or a text/coded value, not both.');
  if (valueNumber === null && valueText === null && valueCode === null && !components.length)
    throw badInput(`${at}.value`, 'Enter a value.', 'REQUIRED');
  const refLow = finite(`${at}.refLow`, o.refLow);
  const refHigh = finite(`${at}.refHigh`, o.refHigh);
  if (refLow !== null && refHigh !== null && refLow > refHigh)
    throw badInput(`${at}.refHigh`, 'The upper limit must not be below the lower limit.', 'END_BEFORE_START');
  // Components share their panel's time (FHIR components have no time of their own).
  const effectiveAt = top ? (o.effectiveAt ?? recordDate) : recordDate;
  return withInterpretation({
    code,
    system,
    display,
    valueNumber,
    valueText,
    valueCode,
    unit: parseField(`${at}.unit`, optionalText('Unit', 30), o.unit),
    refLow,
    refHigh,
    refText: parseField(`${at}.refText`, optionalText('Range', 200), o.refText),
    interpretation: o.interpretation ?? null,
    effectiveAt,
    components: components.map((c, j) => parseObservation(c, `${at}.components[${j}]`, effectiveAt, false)),
  });
}
