// Shapes that cross the records feature's boundary: validated fields (from the API or from a FHIR mapping)
// and the views the API returns (a record with its observation tree and attachment metadata).
import type {
  AttachmentType,
  Interpretation,
  MedicalRecordRow,
  RecordKind,
  RecordSource,
} from '../../../../db/schema/index.js';

export const RECORD_FLAGS = ['missing_code', 'non_standard_code', 'missing_date'] as const;
export type RecordFlag = (typeof RECORD_FLAGS)[number];
export type RecordSort = 'date_desc' | 'date_asc' | 'title_asc' | 'updated_desc';

export interface ObservationFields {
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
  interpretation: Interpretation | null;
  effectiveAt: Date | null;
  /** effectiveAt is a day at no stated time (an import's FHIR date). Unset: as the record's date (repository). */
  effectiveDateOnly?: boolean;
  components: ObservationFields[];
}

export interface RecordFields {
  kind: RecordKind;
  title: string;
  code: string | null;
  codeSystem: string | null;
  date: Date;
  endDate: Date | null;
  /** Only the day of `date` (and `endDate`) is known. Absent on an update: kept while the date is unchanged. */
  dateOnly?: boolean;
  provider: string | null;
  facility: string | null;
  status: string | null;
  notes: string | null;
}

export interface AttachmentFields {
  filename: string;
  contentType: AttachmentType;
  content: Buffer;
}

/** Where a stored record came from: typed by hand, or a FHIR resource (its identity and content hash). */
export interface RecordOrigin {
  source: RecordSource;
  fhirResourceType: string | null;
  fhirId: string | null;
  fhirSource: string;
  fhirHash: string | null;
  flags: RecordFlag[];
}

export const MANUAL_ORIGIN: RecordOrigin = {
  source: 'manual',
  fhirResourceType: null,
  fhirId: null,
  fhirSource: '',
  fhirHash: null,
  flags: [],
};

export interface ObservationView extends Omit<ObservationFields, 'components'> {
  id: string;
  components: ObservationView[];
}

export interface AttachmentView {
  id: string;
  recordId: string;
  filename: string;
  contentType: string;
  size: number;
  createdAt: Date;
}

export interface RecordView extends Omit<MedicalRecordRow, 'fhirHash' | 'flags'> {
  flags: RecordFlag[];
  observations: ObservationView[];
  attachments: AttachmentView[];
}

export interface RecordFilter {
  search: string | null;
  kinds: RecordKind[] | null;
  from: Date | null;
  to: Date | null;
}
