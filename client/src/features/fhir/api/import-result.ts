// The answer of POST /api/fhir/import (the same shape as the importFhirBundle mutation's FhirImportResult),
// read defensively: it comes over REST, outside the generated GraphQL types.
import type { RecordFlag } from '../../../gql/graphql';
export interface FhirTypeCount {
  resourceType: string;
  imported: number;
  updated: number;
  unchanged: number;
  skipped: number;
  flagged: number;
}

export interface FhirImportIssue {
  entry: number;
  resourceType: string;
  message: string;
  /** The record was imported with this flag: worded from records.flags in the page's language. */
  flag: RecordFlag | null;
}

const FLAGS: readonly RecordFlag[] = ['MISSING_CODE', 'NON_STANDARD_CODE', 'MISSING_DATE'];
const flagOf = (v: unknown): RecordFlag | null =>
  (FLAGS as readonly unknown[]).includes(v) ? (v as RecordFlag) : null;

export interface FhirImportResult {
  importId: string;
  total: number;
  imported: number;
  updated: number;
  unchanged: number;
  skipped: number;
  flagged: number;
  byType: FhirTypeCount[];
  issues: FhirImportIssue[];
  vitalReadingsAdded: number;
  patientSuggestions: number;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (typeof v === 'object' && v !== null ? (v as Json) : {});
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const list = (v: unknown) => (Array.isArray(v) ? (v as unknown[]).map(obj) : []);

export function parseImportResult(value: unknown): FhirImportResult {
  const r = obj(value);
  return {
    importId: str(r.importId),
    total: num(r.total),
    imported: num(r.imported),
    updated: num(r.updated),
    unchanged: num(r.unchanged),
    skipped: num(r.skipped),
    flagged: num(r.flagged),
    byType: list(r.byType).map((c) => ({
      resourceType: str(c.resourceType),
      imported: num(c.imported),
      updated: num(c.updated),
      unchanged: num(c.unchanged),
      skipped: num(c.skipped),
      flagged: num(c.flagged),
    })),
    issues: list(r.issues).map((i) => ({
      entry: num(i.entry),
      resourceType: str(i.resourceType),
      message: str(i.message),
      flag: flagOf(i.flag),
    })),
    vitalReadingsAdded: num(r.vitalReadingsAdded),
    patientSuggestions: num(r.patientSuggestions),
  };
}

/** Types of which nothing at all was used: "skipped types" in the report. */
export function skippedTypes(result: FhirImportResult): string[] {
  return result.byType
    .filter((c) => c.skipped > 0 && c.imported + c.updated + c.unchanged === 0)
    .map((c) => c.resourceType);
}
