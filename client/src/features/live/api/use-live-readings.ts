// The last minutes of one vital, live. Readings stream in over the `vitalReadings` subscription; whenever a
// connection is (re-)established the hook first fetches what it may have missed with `vitalReadingsSince`
// (from a little before the newest reading it has, or before the drop) and only then trusts the stream again.
// Readings are de-duplicated by id, so the overlap between the two costs nothing and leaves no gap.
import { startTransition, useEffect, useReducer, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { LiveReadingsSinceDocument, LiveVitalReadingsDocument, type VitalKind } from '../../../gql/graphql';
import { getConnectionState, useConnectionState } from '../../../shared/api/connection-state';
import { SECOND, toIso } from '../../../shared/lib/time';
import { headStartVariables, READINGS_PAGE_SIZE } from './live-variables';
import { initialBuffer, liveBufferReducer, toPoint, type LiveBuffer, type LivePoint } from './live-buffer';
import { useSubscriptionEvents } from '../../../shared/api/use-subscription-events';

/** Let the server register the (re)sent subscription before reading what was missed. */
const SETTLE_MS = 250;
/** Re-read a little before the newest reading: others may share its timestamp or be committed late. */
const OVERLAP_MS = 30 * SECOND;
const RETRY_MS = 3 * SECOND;
const MAX_PAGES = 5;

export interface LiveReadings {
  points: LivePoint[];
  /** True until what the current connection may have missed is fetched. */
  catchingUp: boolean;
  error: unknown;
}

function catchUpSince(buffer: LiveBuffer, lostAt: number | null, now: number): number {
  const windowStart = now - buffer.windowMs;
  const newest = buffer.points.at(-1)?.t;
  if (newest === undefined) return windowStart;
  return Math.max(windowStart, Math.min(newest, lostAt ?? newest) - OVERLAP_MS);
}

export function useLiveReadings(kind: VitalKind, windowMs: number): LiveReadings {
  const client = useApolloClient();
  const { status, epoch } = useConnectionState();
  const [buffer, dispatch] = useReducer(liveBufferReducer, windowMs, initialBuffer);
  const [error, setError] = useState<unknown>(null);
  const bufferRef = useRef(buffer);
  useEffect(() => {
    bufferRef.current = buffer;
  }, [buffer]);

  useSubscriptionEvents(LiveVitalReadingsDocument, {
    variables: { kinds: [kind] },
    fetchPolicy: 'no-cache',
    onData: ({ data }) => {
      const readings = data.data?.vitalReadings;
      if (!readings) return;
      const action = {
        type: 'received',
        points: readings.map(toPoint),
        epoch: getConnectionState().epoch,
        now: Date.now(),
      } as const;
      // A transition: the chart's redraw is rendered in slices, not as one blocking task per reading.
      startTransition(() => dispatch(action));
    },
  });

  // The window as the page opens, without waiting for the socket (connect, then SETTLE_MS): the chart fills with
  // the page's other data. It does not count as caught up: once the subscription is live the catch-up below reads
  // again from a little before the newest reading shown, so a reading committed in between is not missed.
  useEffect(() => {
    let cancelled = false;
    client
      .query({
        query: LiveReadingsSinceDocument,
        variables: headStartVariables(kind, windowMs, Date.now()),
        fetchPolicy: 'no-cache',
      })
      .then(
        ({ data }) => {
          if (!cancelled && data)
            dispatch({ type: 'prefetched', points: data.vitalReadingsSince.map(toPoint), now: Date.now() });
        },
        () => undefined, // The catch-up reports errors (and retries); this read is only a head start.
      );
    return () => {
      cancelled = true;
    };
  }, [client, kind, windowMs]);

  const live = status === 'live';
  useEffect(() => {
    if (!live) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    const catchUp = async () => {
      let since = catchUpSince(bufferRef.current, getConnectionState().lostAt, Date.now());
      const fetched: LivePoint[] = [];
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const { data } = await client.query({
          query: LiveReadingsSinceDocument,
          variables: { since: toIso(since), kinds: [kind], limit: READINGS_PAGE_SIZE },
          fetchPolicy: 'no-cache',
        });
        const points = (data?.vitalReadingsSince ?? []).map(toPoint);
        fetched.push(...points);
        const last = points.at(-1);
        if (points.length < READINGS_PAGE_SIZE || !last) break;
        since = last.t;
      }
      if (cancelled) return;
      setError(null);
      dispatch({ type: 'caughtUp', points: fetched, epoch, now: Date.now() });
    };
    const run = () => {
      catchUp().catch((failure: unknown) => {
        if (cancelled) return;
        setError(failure);
        timer = setTimeout(run, RETRY_MS);
      });
    };
    timer = setTimeout(run, SETTLE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [client, kind, epoch, live]);

  return { points: buffer.points, catchingUp: buffer.syncedEpoch !== epoch, error };
}
