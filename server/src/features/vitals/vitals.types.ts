// Shapes that cross the feature's boundary: validated inputs, and the JSON-safe views the API and the event
// bus carry (ISO times, string ids), so an event through Redis looks exactly like a query result.
import type { ReadingSource, SleepStageInterval, VitalKind } from '../../../../db/schema/index.js';

export interface ReadingInput {
  /** Device-side id; null for manual entry. */
  deviceReadingId: string | null;
  kind: VitalKind;
  time: Date;
  value: number;
  value2: number | null;
}

export interface SleepTotals {
  awakeSeconds: number;
  lightSeconds: number;
  deepSeconds: number;
  remSeconds: number;
}

export interface SleepInput {
  deviceReadingId: string | null;
  start: Date;
  end: Date;
  stages: SleepStageInterval[];
  totals: SleepTotals;
}

export interface VitalReadingView {
  id: string;
  kind: VitalKind;
  time: string;
  value: number;
  value2: number | null;
  unit: string;
  code: string;
  source: ReadingSource;
  gadgetId: string | null;
}

export interface SleepSessionView extends SleepTotals {
  id: string;
  gadgetId: string | null;
  source: ReadingSource;
  start: string;
  end: string;
  stages: SleepStageInterval[];
}

export interface VitalAlertView {
  id: string;
  kind: VitalKind;
  gadgetId: string | null;
  readingTime: string;
  value: number;
  value2: number | null;
  rule: string;
  severity: 'warning' | 'critical';
  message: string;
  createdAt: string;
  acknowledgedAt: string | null;
}

export interface SeriesPoint {
  time: string;
  count: number;
  avg: number;
  min: number;
  max: number;
  avg2: number | null;
  min2: number | null;
  max2: number | null;
}

export interface VitalSeriesView {
  kind: VitalKind;
  unit: string;
  code: string;
  from: string;
  to: string;
  bucketSeconds: number;
  /** True when the buckets came from the per-minute rollups, false for raw rows (sub-minute buckets). */
  fromRollups: boolean;
  points: SeriesPoint[];
}

/** The gadget a batch comes from (or null for manual entry). */
export interface ReadingOrigin {
  userId: string;
  gadgetId: string | null;
  source: ReadingSource;
}

export interface Rejected {
  id: string | null;
  reason: string;
}

export interface ItemOutcome {
  accepted: string[];
  duplicates: string[];
  rejected: Rejected[];
}

export interface IngestResult extends ItemOutcome {
  /** Present when the batch carried sleep sessions. */
  sleepSessions?: ItemOutcome;
}
