// Views of a twin page (body system): indicators with latest value, status and trend, plus related records.
import type { ReferenceRange } from '../clinical-ranges/reference-ranges.js';
import type { RecordView } from '../records/records.types.js';
import type { TwinSystemId } from './twin-systems.js';

export type IndicatorStatus = 'low' | 'normal' | 'high' | 'critical' | 'unknown' | 'no_data';

export interface TwinPoint {
  time: Date;
  value: number;
}

export interface TwinValue extends TwinPoint {
  unit: string | null;
  origin: 'RECORD' | 'VITALS';
  /** A record's value measured on a day at no stated time: `time` is that day's UTC midnight. */
  dateOnly: boolean;
}

export interface TwinIndicatorView {
  code: string;
  display: string;
  latest: TwinValue | null;
  /** The range `status` was judged by (the portal's, or the lab's own for a lab result); null when none. */
  referenceRange: ReferenceRange | null;
  refLow: number | null;
  refHigh: number | null;
  status: IndicatorStatus;
  trend: TwinPoint[];
}

export interface TwinPageView {
  system: TwinSystemId;
  summary: {
    indicatorsOutOfRange: number;
    indicatorsWithData: number;
    lastMeasuredAt: Date | null;
    lastMeasuredDateOnly: boolean;
  };
  indicators: TwinIndicatorView[];
  conditions: RecordView[];
  medications: RecordView[];
  suggestions: string[];
}
