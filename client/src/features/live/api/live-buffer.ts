// The live chart's ring buffer, as a pure reducer. Readings are kept de-duplicated by id, sorted by time,
// within the chart's window and at most MAX_POINTS. Readings that arrive on a connection whose catch-up has
// not finished yet are held back and merged with the catch-up result, so the stream is only relied on once
// the gap it may have left is filled.
import type {
  Interpretation,
  LiveReadingFragment,
  ReadingSource,
  ReferenceRangeFieldsFragment,
} from '../../../gql/graphql';
import { toMs } from '../../../shared/lib/time';

export interface LivePoint {
  id: string;
  t: number;
  value: number;
  value2: number | null;
  gadgetId: string | null;
  /** A device's, typed in, or from an imported record (which may be years old). */
  source: ReadingSource;
  /** The server's judgement of the reading, and the range(s) it used. */
  status: Interpretation;
  range: ReferenceRangeFieldsFragment;
  range2: ReferenceRangeFieldsFragment | null;
}

export interface LiveBuffer {
  windowMs: number;
  points: LivePoint[];
  held: LivePoint[];
  /** The connection epoch whose catch-up is done; readings from another epoch are held. */
  syncedEpoch: number | null;
}

export type LiveBufferAction =
  | { type: 'received'; points: LivePoint[]; epoch: number; now: number }
  /** The window read as the page opens, before the socket is live: shown, but the catch-up still runs. */
  | { type: 'prefetched'; points: LivePoint[]; now: number }
  | { type: 'caughtUp'; points: LivePoint[]; epoch: number; now: number };

const MAX_POINTS = 3000;

export function toPoint(reading: LiveReadingFragment): LivePoint {
  return {
    id: reading.id,
    t: toMs(reading.time),
    value: reading.value,
    value2: reading.value2,
    gadgetId: reading.gadgetId,
    source: reading.source,
    status: reading.status,
    range: reading.referenceRange,
    range2: reading.referenceRange2,
  };
}

export function initialBuffer(windowMs: number): LiveBuffer {
  return { windowMs, points: [], held: [], syncedEpoch: null };
}

/** Union by id, oldest first, trimmed to the window ending at `now` and to MAX_POINTS. */
export function mergePoints(lists: LivePoint[][], windowMs: number, now: number): LivePoint[] {
  const byId = new Map<string, LivePoint>();
  for (const list of lists) for (const point of list) byId.set(point.id, point);
  const cutoff = now - windowMs;
  const merged = [...byId.values()].filter((p) => p.t >= cutoff).sort((a, b) => a.t - b.t);
  return merged.length > MAX_POINTS ? merged.slice(merged.length - MAX_POINTS) : merged;
}

export function liveBufferReducer(state: LiveBuffer, action: LiveBufferAction): LiveBuffer {
  switch (action.type) {
    case 'received':
      if (action.epoch !== state.syncedEpoch) {
        return { ...state, held: mergePoints([state.held, action.points], state.windowMs, action.now) };
      }
      return { ...state, points: mergePoints([state.points, action.points], state.windowMs, action.now) };
    case 'prefetched':
      return { ...state, points: mergePoints([state.points, action.points], state.windowMs, action.now) };
    case 'caughtUp':
      return {
        ...state,
        points: mergePoints([state.points, action.points, state.held], state.windowMs, action.now),
        held: [],
        syncedEpoch: action.epoch,
      };
  }
}
