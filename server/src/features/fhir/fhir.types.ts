// Shapes of the FHIR feature: untrusted JSON as `Json`, the record a resource maps to, and import reports.
import type { DbOrTx } from '../../../../db/client.js';
import type { ReadingInput } from '../vitals/vitals.types.js';
import type { BundleIndex } from './identity.js';
import type { AttachmentFields, ObservationFields, RecordFields, RecordFlag } from '../records/records.types.js';

/** A parsed but untrusted JSON object: read it only through fhir-json.ts accessors. */
export type Json = Record<string, unknown>;

export interface BundleEntry {
  /** Position in Bundle.entry. */
  index: number;
  fullUrl: string | null;
  resource: Json;
  resourceType: string;
}

export interface FhirIdentity {
  resourceType: string;
  id: string;
  source: string;
}

/** One record to store, with the resources it was made from (a report and its results count together). */
export interface MappedRecord {
  identity: FhirIdentity;
  fields: RecordFields;
  observations: ObservationFields[];
  attachments: (AttachmentFields & { sha256: string })[];
  flags: RecordFlag[];
  /** Entry indexes of the resources merged into this record (Observation results, a Medication). */
  members: BundleEntry[];
  /** Vital readings derived from its observations (stored only when the record is new or changed). */
  readings: ReadingInput[];
  entry: BundleEntry;
  hash: string;
}

export interface PatientDemographics {
  identity: FhirIdentity;
  firstName: string | null;
  lastName: string | null;
  birthDate: string | null;
  gender: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
}

export interface ImportIssue {
  entry: number;
  resourceType: string;
  message: string;
  /** Set when the issue is that the record was imported with this flag: a page words it in its own language. */
  flag?: RecordFlag;
}

export type Outcome = 'imported' | 'updated' | 'unchanged' | 'skipped';

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
  byType: TypeCount[];
  issues: ImportIssue[];
  vitalReadingsAdded: number;
  patientSuggestions: number;
}

export type ImportPhase = 'parsing' | 'storing' | 'done' | 'failed';

export interface ImportProgress {
  importId: string;
  phase: ImportPhase;
  processed: number;
  total: number;
  message: string | null;
}

/** The portal's own extensions, so an export re-imports into exactly the same records. */
export const PORTAL_EXT = 'https://health-portal.local/fhir/StructureDefinition/';

/** Where a plug-in importer reports each entry's outcome and its problems (the import summary). */
export interface ImportSink {
  count(resourceType: string, outcome: Outcome, flagged?: boolean): void;
  issue(i: ImportIssue): void;
}

/**
 * Another feature that imports some resource types (invoices: Claim and ExplanationOfBenefit). The importer
 * hands it those entries inside the import's transaction; it maps and stores them, reports each entry, and
 * must not throw for one bad entry (report it and go on), so one malformed resource never sinks the rest.
 */
export interface FhirResourceImporter {
  readonly resourceTypes: readonly string[];
  importEntries(
    tx: DbOrTx,
    userId: string,
    entries: BundleEntry[],
    index: BundleIndex,
    report: ImportSink,
  ): Promise<void>;
}

/** Another feature that adds resources to the user's export (invoices: Invoice). */
export interface FhirResourceExporter {
  exportEntries(
    db: DbOrTx,
    userId: string,
    subject: { reference: string },
  ): Promise<{ fullUrl: string; resource: Json }[]>;
}
