// History downsampled in SQL: date_bin buckets with avg/min/max. Buckets of a minute or more come from the
// per-minute rollups (a 30-day series reads ~43k rollup rows, never millions of readings); shorter buckets
// come from the raw rows, which is only possible for short windows (points ≤ 2000 → ≤ 2000 minutes).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { vitalReadings, vitalRollups } from '../../../../db/schema/index.js';
import type { VitalKind } from '../../../../db/schema/index.js';
import type { SeriesPoint } from './vitals.types.js';

const MINUTE_MS = 60_000;

export interface SeriesPlan {
  fromRollups: boolean;
  /** Origin of the buckets (from, floored to the minute for rollups). */
  origin: Date;
  stepMs: number;
}

/** The bucket width that gives at most `points` buckets over [from, to). */
export function planSeries(from: Date, to: Date, points: number): SeriesPlan {
  const span = to.getTime() - from.getTime();
  const rawStep = Math.max(1, Math.ceil(span / points));
  if (rawStep < MINUTE_MS) return { fromRollups: false, origin: from, stepMs: rawStep };
  const origin = new Date(Math.floor(from.getTime() / MINUTE_MS) * MINUTE_MS);
  const stepMs = Math.ceil((to.getTime() - origin.getTime()) / points / MINUTE_MS) * MINUTE_MS;
  return { fromRollups: true, origin, stepMs };
}

type Row = Record<string, unknown>;
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function toPoint(r: Row): SeriesPoint {
  return {
    time: new Date(r['t'] as string | Date).toISOString(),
    count: Number(r['n']),
    avg: Number(r['avg']),
    min: Number(r['min']),
    max: Number(r['max']),
    avg2: num(r['avg2']),
    min2: num(r['min2']),
    max2: num(r['max2']),
  };
}

export const seriesRepository = {
  async series(db: DbOrTx, userId: string, kind: VitalKind, to: Date, plan: SeriesPlan): Promise<SeriesPoint[]> {
    const step = `${plan.stepMs} milliseconds`;
    const origin = plan.origin.toISOString();
    const end = to.toISOString();
    const query = plan.fromRollups
      ? sql`
        SELECT date_bin(${step}::interval, r.bucket, ${origin}::timestamptz) AS t,
          sum(r.count) AS n, sum(r.sum) / sum(r.count) AS avg, min(r.min) AS min, max(r.max) AS max,
          sum(r.sum2) / sum(r.count) AS avg2, min(r.min2) AS min2, max(r.max2) AS max2
        FROM ${vitalRollups} r
        WHERE r.user_id = ${userId} AND r.kind = ${kind}
          AND r.bucket >= ${origin}::timestamptz AND r.bucket < ${end}::timestamptz
        GROUP BY 1 ORDER BY 1`
      : sql`
        SELECT date_bin(${step}::interval, v.time, ${origin}::timestamptz) AS t,
          count(*) AS n, avg(v.value) AS avg, min(v.value) AS min, max(v.value) AS max,
          avg(v.value2) AS avg2, min(v.value2) AS min2, max(v.value2) AS max2
        FROM ${vitalReadings} v
        WHERE v.user_id = ${userId} AND v.kind = ${kind}
          AND v.time >= ${origin}::timestamptz AND v.time < ${end}::timestamptz
        GROUP BY 1 ORDER BY 1`;
    const res: unknown = await db.execute(query);
    return (res as { rows: Row[] }).rows.map(toPoint);
  },
};

export interface RangeShares {
  /** Minutes with readings in the window. */
  minutes: number;
  below: number;
  inRange: number;
  above: number;
}

/**
 * Share of minutes whose mean lies below / inside [low, high] / above, from the per-minute rollups (a CGM
 * reports every 1–5 min, so a minute's mean is the reading the consensus "time in range" counts).
 */
export async function rangeShares(db: DbOrTx, userId: string, kind: VitalKind, from: Date, to: Date, low: number, high: number): Promise<RangeShares> {
  const res: unknown = await db.execute(sql`
    SELECT count(*) AS minutes,
      count(*) FILTER (WHERE r.sum / r.count < ${low}) AS below,
      count(*) FILTER (WHERE r.sum / r.count > ${high}) AS above
    FROM ${vitalRollups} r
    WHERE r.user_id = ${userId} AND r.kind = ${kind}
      AND r.bucket >= ${from.toISOString()}::timestamptz AND r.bucket < ${to.toISOString()}::timestamptz`);
  const row = (res as { rows: Row[] }).rows[0] ?? {};
  const minutes = Number(row['minutes'] ?? 0);
  const below = Number(row['below'] ?? 0);
  const above = Number(row['above'] ?? 0);
  return { minutes, below, above, inRange: minutes - below - above };
}
