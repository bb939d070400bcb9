// Helpers for the records/FHIR/twin integration tests: operations, the sample bundle, REST calls with raw
// bodies, and row counts (to prove an import was all or nothing). Nothing here asserts; the tests do.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SAMPLE_BUNDLE = readFileSync(path.join(here, '../fixtures/medplum-example-patient.json'), 'utf8');
export const fixture = (name: string) => readFileSync(path.join(here, '../fixtures', name), 'utf8');

export const OBS_FIELDS = 'id code system display valueNumber valueText valueCode unit refLow refHigh refText interpretation effectiveAt';
export const RECORD_FIELDS = `id kind title code codeSystem date endDate provider facility status notes source fhirResourceType flags
  createdAt updatedAt attachments { id filename contentType size url }
  observations { ${OBS_FIELDS} components { ${OBS_FIELDS} } }`;

export const CREATE = `mutation Create($input: RecordInput!) { createRecord(input: $input) { ${RECORD_FIELDS} } }`;
export const UPDATE = `mutation Update($id: ID!, $input: RecordInput!) { updateRecord(id: $id, input: $input) { ${RECORD_FIELDS} } }`;
export const DELETE = 'mutation Delete($id: ID!) { deleteRecord(id: $id) }';
export const RECORD = `query Record($id: ID!) { record(id: $id) { ${RECORD_FIELDS} } }`;
export const RECORDS = `query Records($search: String, $kinds: [RecordKind!], $from: DateTime, $to: DateTime, $sort: RecordSort, $page: Int, $pageSize: Int) {
  records(search: $search, kinds: $kinds, from: $from, to: $to, sort: $sort, page: $page, pageSize: $pageSize) {
    totalCount page pageSize hasNextPage items { ${RECORD_FIELDS} } } }`;
export const IMPORT = `mutation Import($bundle: String!, $importId: ID) { importFhirBundle(bundle: $bundle, importId: $importId) {
  importId total imported updated unchanged skipped flagged vitalReadingsAdded patientSuggestions
  byType { resourceType imported updated unchanged skipped flagged } issues { entry resourceType message } } }`;
export const EXPORT = 'query Export { exportFhirBundle }';
export const ACCESS_LOG = 'query Log($first: Int) { myAccessLog(first: $first) { id at action entityType entityId actorId self ip userAgent } }';
export const SUGGESTIONS = 'query S { patientSuggestions { id firstName lastName birthDate gender } }';
export const TWIN = `query Twin($system: TwinSystem!) { twin(system: $system) {
  system summary { indicatorsOutOfRange indicatorsWithData lastMeasuredAt }
  indicators { code display latest { value unit time origin } refLow refHigh status trend { time value } }
  conditions { id title } medications { id title } suggestions } }`;

export interface Obs {
  id: string;
  code: string | null;
  system: string | null;
  display: string | null;
  valueNumber: number | null;
  valueText: string | null;
  valueCode: string | null;
  unit: string | null;
  refLow: number | null;
  refHigh: number | null;
  refText: string | null;
  interpretation: string | null;
  effectiveAt: string | null;
  components?: Obs[];
}

export interface Rec {
  id: string;
  kind: string;
  title: string;
  code: string | null;
  codeSystem: string | null;
  date: string;
  endDate: string | null;
  provider: string | null;
  facility: string | null;
  status: string | null;
  notes: string | null;
  source: string;
  fhirResourceType: string | null;
  flags: string[];
  attachments: { id: string; filename: string; contentType: string; size: number; url: string }[];
  observations: Obs[];
}

export interface TypeCount {
  resourceType: string;
  imported: number;
  updated: number;
  unchanged: number;
  skipped: number;
  flagged: number;
}

export interface ImportResult {
  importId: string;
  total: number;
  imported: number;
  updated: number;
  unchanged: number;
  skipped: number;
  flagged: number;
  vitalReadingsAdded: number;
  patientSuggestions: number;
  byType: TypeCount[];
  issues: { entry: number; resourceType: string; message: string }[];
}

export const byType = (r: ImportResult | undefined, type: string) => r?.byType.find((t) => t.resourceType === type);

export async function importBundle(t: TestApp, token: string, bundle: string) {
  return t.gql<{ importFhirBundle: ImportResult }>(IMPORT, { bundle }, token);
}

/** A raw-body request (uploads, FHIR import over REST). */
export async function raw(
  t: TestApp,
  method: string,
  p: string,
  token: string | null,
  body?: Buffer | string,
  contentType?: string,
) {
  const res = await fetch(`${t.url}${p}`, {
    method,
    headers: { ...(contentType ? { 'content-type': contentType } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' || body === undefined ? body : new Uint8Array(body),
  });
  const buf = Buffer.from(await res.arrayBuffer());
  let json: unknown = null;
  try {
    json = JSON.parse(buf.toString('utf8'));
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, buf, json: json as Record<string, unknown> | null };
}

/** Rows a user has in every table an import writes to. */
export async function rowCounts(t: TestApp, userId: string) {
  const res: unknown = await t.db.db.execute(sql`
    SELECT (SELECT count(*) FROM medical_records WHERE user_id = ${userId})::int AS records,
           (SELECT count(*) FROM observations WHERE user_id = ${userId})::int AS observations,
           (SELECT count(*) FROM attachments a JOIN medical_records r ON r.id = a.record_id WHERE r.user_id = ${userId})::int AS attachments,
           (SELECT count(*) FROM patient_suggestions WHERE user_id = ${userId})::int AS suggestions,
           (SELECT count(*) FROM vital_readings WHERE user_id = ${userId})::int AS readings`);
  return (res as { rows: Record<string, number>[] }).rows[0];
}

export const lab = (over: Record<string, unknown> = {}) => ({
  kind: 'LAB_RESULT',
  title: 'Lipid panel',
  date: '2025-03-01T08:00:00.000Z',
  provider: 'Dr. Who',
  facility: 'City Lab',
  status: 'final',
  notes: 'Fasting sample',
  observations: [
    { code: '2093-3', display: 'Cholesterol', value: 230, unit: 'mg/dL', refHigh: 200 },
    { code: '2085-9', display: 'HDL', value: 55, unit: 'mg/dL', refLow: 40 },
  ],
  ...over,
});
