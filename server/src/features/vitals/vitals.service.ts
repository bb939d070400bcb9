// Vitals for the signed-in user: manual entry, latest values, history series, sleep and alerts. Every call
// is scoped to the viewer's own data; someone else's alert id answers NOT_FOUND.
import type { Db } from '../../../../db/client.js';
import type { HealthSnapshotItem, HealthSnapshotKind, VitalKind } from '../../../../db/schema/index.js';
import { RANGES } from '../clinical-ranges/reference-ranges.js';
import { own } from '../../lib/audit.js';
import type { AuditActor, AuditWriter } from '../../lib/audit.js';
import { badInput, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { alertsRepository, toAlertView } from './alerts.repository.js';
import type { IngestService } from './ingest.service.js';
import { parseReading } from './reading-validation.js';
import { planSeries, rangeShares, seriesRepository } from './series.repository.js';
import type { RangeShares } from './series.repository.js';
import { sleepRepository, toSleepView } from './sleep.repository.js';
import { VITAL_KINDS, VITALS } from './vital-definitions.js';
import { vitalsRepository } from './vitals.repository.js';
import type { ReadingInput, VitalSeriesView } from './vitals.types.js';

export const MAX_MANUAL_READINGS = 100;
export const MAX_SERIES_POINTS = 2_000;
const MAX_SERIES_SPAN_MS = 400 * 24 * 3600_000;
const MAX_SINCE_SPAN_MS = 24 * 3600_000;
const MAX_SINCE_ROWS = 5_000;
const MAX_ALERTS = 500;

/**
 * A list's `limit`: the default when omitted, else a whole number from 1 to `max`, refused outside it as
 * vitalSeries' points and records' pageSize are. Before, -5 and 0 quietly answered one row and 100,000 the maximum.
 */
function pageLimit(limit: number | null | undefined, fallback: number, max: number): number {
  if (limit === null || limit === undefined) return fallback;
  if (!Number.isInteger(limit) || limit < 1 || limit > max) {
    throw badInput('limit', `limit must be a whole number from 1 to ${max}.`, { reason: 'OUT_OF_RANGE', min: 1, max });
  }
  return limit;
}
/** "Last night" for a snapshot: the newest sleep session that ended this long ago at most. */
const LAST_NIGHT_MS = 36 * 3600_000;

export interface ManualReading {
  kind: VitalKind;
  time?: Date | null;
  value: number;
  value2?: number | null;
}

export class VitalsService {
  /** `audit` records reads that pass an actor (the API's); internal callers (twin pages) audit themselves. */
  constructor(private readonly d: { db: Db; ingest: IngestService; audit?: AuditWriter }) {}

  private async audited(actor: AuditActor | undefined, action: string, kind?: string) {
    if (actor && this.d.audit) await this.d.audit.record(actor, own(actor, action, 'vitals', kind));
  }

  /** Manual entry: same rules as a device, but one bad reading refuses the call, naming it. */
  async recordVitals(userId: string, readings: ManualReading[], now = Date.now()) {
    if (readings.length === 0) throw badInput('readings', 'Enter at least one reading.', { reason: 'TOO_FEW', min: 1 });
    if (readings.length > MAX_MANUAL_READINGS)
      throw badInput('readings', `At most ${MAX_MANUAL_READINGS} readings at once.`, { reason: 'TOO_MANY', max: MAX_MANUAL_READINGS });
    const parsed: ReadingInput[] = [];
    for (const [i, r] of readings.entries()) {
      const p = parseReading({ ...r, time: r.time ?? new Date(now) }, now, false);
      if (!p.ok) throw badInput(`readings[${i}].${p.field}`, p.reason, p.rule);
      parsed.push(p.value);
    }
    return this.d.ingest.recordManual(userId, parsed);
  }

  async latest(userId: string, actor?: AuditActor) {
    const rows = await vitalsRepository.latest(this.d.db, userId);
    await this.audited(actor, 'vitals.latest');
    return rows;
  }

  /**
   * The latest value of each chosen kind, for the author to share into a post (posts call this; the values
   * never come from a client): a vital's newest reading, or for sleep the hours asleep in the newest session
   * that ended in the last 36 h. Kinds without data are left out. One audit entry, `vitals.snapshot`, naming
   * the kinds asked for.
   */
  async snapshot(actor: AuditActor, kinds: readonly HealthSnapshotKind[], now = Date.now()): Promise<HealthSnapshotItem[]> {
    const vitals = kinds.filter((k): k is VitalKind => k !== 'sleep');
    const [latest, nights] = await Promise.all([
      vitals.length ? vitalsRepository.latest(this.d.db, actor.userId) : Promise.resolve([]),
      kinds.includes('sleep')
        ? sleepRepository.list(this.d.db, actor.userId, new Date(now - LAST_NIGHT_MS), new Date(now), 50)
        : Promise.resolve([]),
    ]);
    await this.d.audit?.record(actor, own(actor, 'vitals.snapshot', 'vitals', kinds.join(',')));
    const items: HealthSnapshotItem[] = [];
    for (const kind of kinds) {
      if (kind === 'sleep') {
        const night = nights.filter((n) => n.end.getTime() <= now).sort((a, b) => a.end.getTime() - b.end.getTime()).at(-1);
        if (!night) continue;
        const asleep = night.lightSeconds + night.deepSeconds + night.remSeconds;
        const hours = Math.round((asleep / 3600) * 10) / 10;
        items.push({ kind, value: hours, value2: null, unit: RANGES.sleep.unit, measuredAt: night.end.toISOString() });
        continue;
      }
      const r = latest.find((l) => l.kind === kind);
      if (r) items.push({ kind, value: r.value, value2: r.value2, unit: VITALS[kind].unit, measuredAt: r.time });
    }
    return items;
  }

  /** Raw readings after `since` (at most 24 h back, 5,000 rows): what a live chart missed while offline. */
  async readingsSince(
    userId: string,
    since: Date,
    kinds: VitalKind[] | null | undefined,
    limit: number | null | undefined,
    actor?: AuditActor,
    now = Date.now(),
  ) {
    if (since.getTime() < now - MAX_SINCE_SPAN_MS)
      throw badInput('since', 'since may be at most 24 hours ago; use vitalSeries for history.');
    const n = pageLimit(limit, 1_000, MAX_SINCE_ROWS);
    const rows = await vitalsRepository.since(this.d.db, userId, kinds?.length ? kinds : VITAL_KINDS, since, n);
    await this.audited(actor, 'vitals.since');
    return rows;
  }

  /** At most `points` buckets over [from, to) with avg/min/max, computed in SQL. */
  async series(
    userId: string,
    kind: VitalKind,
    from: Date,
    to: Date,
    points: number,
    actor?: AuditActor,
  ): Promise<VitalSeriesView> {
    if (!(to.getTime() > from.getTime())) throw badInput('to', 'to must be after from.');
    if (to.getTime() - from.getTime() > MAX_SERIES_SPAN_MS)
      throw badInput('from', 'A series may span at most 400 days.');
    if (!Number.isInteger(points) || points < 1 || points > MAX_SERIES_POINTS) {
      throw badInput('points', `points must be an integer from 1 to ${MAX_SERIES_POINTS}.`);
    }
    const plan = planSeries(from, to, points);
    const rows = await seriesRepository.series(this.d.db, userId, kind, to, plan);
    await this.audited(actor, 'vitals.series', kind);
    return {
      kind,
      unit: VITALS[kind].unit,
      code: VITALS[kind].code,
      from: plan.origin.toISOString(),
      to: to.toISOString(),
      bucketSeconds: plan.stepMs / 1000,
      fromRollups: plan.fromRollups,
      points: rows,
    };
  }

  /** Minutes below / inside / above [low, high] over [from, to) (glucose time in range), from the rollups. */
  async timeInRange(userId: string, kind: VitalKind, from: Date, to: Date, low: number, high: number, actor?: AuditActor): Promise<RangeShares> {
    if (!(to.getTime() > from.getTime())) throw badInput('to', 'to must be after from.');
    if (to.getTime() - from.getTime() > MAX_SERIES_SPAN_MS) throw badInput('from', 'At most 400 days at once.');
    const shares = await rangeShares(this.d.db, userId, kind, from, to, low, high);
    await this.audited(actor, 'vitals.time_in_range', kind);
    return shares;
  }

  async sleepSessions(userId: string, from: Date, to: Date, actor?: AuditActor) {
    if (!(to.getTime() > from.getTime())) throw badInput('to', 'to must be after from.');
    if (to.getTime() - from.getTime() > MAX_SERIES_SPAN_MS) throw badInput('from', 'At most 400 days at once.');
    const rows = await sleepRepository.list(this.d.db, userId, from, to, 500);
    await this.audited(actor, 'vitals.sleep');
    return rows.map(toSleepView);
  }

  async alerts(
    userId: string,
    acknowledged: boolean | null | undefined,
    limit: number | null | undefined,
    actor?: AuditActor,
  ) {
    const n = pageLimit(limit, 50, MAX_ALERTS);
    const rows = await alertsRepository.list(this.d.db, userId, acknowledged ?? null, n);
    await this.audited(actor, 'vitals.alerts');
    return rows.map(toAlertView);
  }

  async acknowledgeAlert(userId: string, id: string) {
    const row = isUuid(id) ? await alertsRepository.acknowledge(this.d.db, userId, id) : null;
    if (!row) throw notFound('No such alert.');
    return toAlertView(row);
  }
}
