// The one write path for vitals — device batches (POST /api/ingest), the built-in simulator and manual entry
// all come through here: validate each item, store readings + rollups + sleep + alerts atomically (one
// statement when nothing can alert, else one transaction), acknowledge only after COMMIT, then publish what
// was committed.
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db, DbOrTx } from '../../../../db/client.js';
import type { ThresholdOverride } from '../../../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { SqlCondition } from '../../lib/sql-condition.js';
import type { PubSub } from '../../realtime/pubsub.js';
import { alertCandidates } from './alert-rules.js';
import { alertSeverity } from '../clinical-ranges/range-status.js';
import { alertsRepository, toAlertView } from './alerts.repository.js';
import { parseDeviceId, parseReading, parseSleepSession } from './reading-validation.js';
import { sleepRepository, toSleepView } from './sleep.repository.js';
import { INSERT_CHUNK, toReadingView, vitalsRepository } from './vitals.repository.js';
import type { StoreOutcome } from './vitals.repository.js';
import type {
  IngestResult,
  ItemOutcome,
  ReadingInput,
  ReadingOrigin,
  SleepInput,
  SleepSessionView,
  VitalAlertView,
  VitalReadingView,
} from './vitals.types.js';

/** Documented limit: readings + sleep sessions per request (the route's body limit is 2 MiB). */
export const MAX_BATCH_ITEMS = 5_000;
export const INGEST_BODY_LIMIT = 2 * 1024 * 1024;

export interface IngestDeps {
  db: Db;
  pubsub: PubSub;
}

/** The device-facing gadget a batch is attributed to. */
export interface DeviceGadget {
  id: string;
  userId: string;
  /**
   * Set when the key was authenticated earlier, not by this request: a condition (the gadgets feature's) that
   * the key is still live and its owner not banned. Such a batch is stored only by the one statement that
   * checks it; any other way (sleep sessions, a possible alert, a failed check) throws DeviceUnverified, and
   * the caller authenticates the key again and resends.
   */
  proof?: SqlCondition;
}

/** A batch of an earlier-authenticated device could not be stored under its proof (see DeviceGadget). */
export class DeviceUnverified extends Error {
  constructor() {
    super('the device key must be checked again');
  }
}

interface Committed {
  readings: VitalReadingView[];
  sleep: SleepSessionView[];
  alerts: VitalAlertView[];
  /** Device ids stored by this batch (the rest of the valid ones were duplicates). */
  storedReadingIds: Set<string>;
  storedSleepIds: Set<string>;
}

interface KnownThresholds {
  overrides: ThresholdOverride[];
  /** md5 of the overrides' canonical jsonb, as the storing statement computes it. */
  fingerprint: string;
}

/** Told about alerts after their transaction commits (e.g. to mail them); must return at once, not throw. */
export type AlertsListener = (userId: string, alerts: VitalAlertView[]) => void;

export class IngestService {
  private readonly alertListeners: AlertsListener[] = [];
  /**
   * The threshold overrides last seen per user, so a batch can be judged before it is stored. Only a hint: the
   * store is guarded by their fingerprint and writes nothing when they changed since (storeWithoutAlerts).
   */
  private readonly thresholds = new LRUCache<string, KnownThresholds>({ max: 20_000 });

  constructor(private readonly d: IngestDeps) {}

  /** A seam for other features (notifications) to act on committed alerts without reaching into ingest. */
  onAlertsCommitted(listener: AlertsListener): void {
    this.alertListeners.push(listener);
  }

  /**
   * A device batch `{ readings?, sleepSessions?, battery? }`. Envelope problems throw (400/413); a bad item
   * is only rejected, with its reason, and never sinks the good ones.
   */
  async ingestBatch(gadget: DeviceGadget, body: unknown, now = Date.now()): Promise<IngestResult> {
    const { readings, sleepSessions, battery } = parseEnvelope(body);
    const r = splitItems(readings, (raw) => parseReading(raw, now, true));
    const s = splitItems(sleepSessions, (raw) => parseSleepSession(raw, now, true));
    const origin: ReadingOrigin = { userId: gadget.userId, gadgetId: gadget.id, source: 'device' };
    const committed = await this.store(origin, r.valid, s.valid, battery, { proof: gadget.proof });
    const result: IngestResult = outcome(r, committed.storedReadingIds);
    if (sleepSessions.length) result.sleepSessions = outcome(s, committed.storedSleepIds);
    return result;
  }

  /**
   * A device's stored history (the demo account's 30 days): validated and stored exactly like a batch, but
   * historical — no alerts for long-past readings and no live events (like importReadings).
   */
  async ingestHistory(gadget: DeviceGadget, body: unknown, now = Date.now()): Promise<IngestResult> {
    const { readings, sleepSessions } = parseEnvelope(body);
    const r = splitItems(readings, (raw) => parseReading(raw, now, true));
    const s = splitItems(sleepSessions, (raw) => parseSleepSession(raw, now, true));
    const origin: ReadingOrigin = { userId: gadget.userId, gadgetId: gadget.id, source: 'device' };
    const committed = await this.store(origin, r.valid, s.valid, undefined, { history: true });
    return { ...outcome(r, committed.storedReadingIds), sleepSessions: outcome(s, committed.storedSleepIds) };
  }

  /** See vitalsRepository.hasDeviceReading. */
  hasDeviceReading(gadgetId: string, deviceReadingId: string): Promise<boolean> {
    return vitalsRepository.hasDeviceReading(this.d.db, gadgetId, deviceReadingId);
  }

  /** Manual entry: already validated by the caller; every reading is stored (no device id, no duplicates). */
  async recordManual(userId: string, items: ReadingInput[]): Promise<VitalReadingView[]> {
    const committed = await this.store({ userId, gadgetId: null, source: 'manual' }, items, [], undefined);
    return committed.readings;
  }

  /**
   * Readings taken from imported records, inside the importer's transaction (nothing half-imported).
   * Historical data: no alerts and no live events. Returns how many were new.
   */
  async importReadings(tx: DbOrTx, userId: string, items: ReadingInput[]): Promise<number> {
    if (!items.length) return 0;
    const stored = await vitalsRepository.insertImported(tx, userId, items);
    if (stored.length) await vitalsRepository.addToRollups(tx, userId, stored);
    return stored.length;
  }

  private async store(
    origin: ReadingOrigin,
    readings: ReadingInput[],
    sleep: SleepInput[],
    battery: number | undefined,
    opts: { history?: boolean; proof?: SqlCondition } = {},
  ) {
    let committed = opts.history ? null : await this.storeWithoutAlerts(origin, readings, sleep, battery, opts.proof);
    if (!committed && opts.proof) throw new DeviceUnverified();
    committed ??= await this.storeInTransaction(origin, readings, sleep, battery, opts);
    if (!opts.history) this.publish(origin.userId, committed);
    return committed;
  }

  /**
   * The common case in one autocommit statement, without BEGIN/COMMIT: readings only, none of which breaches
   * the user's thresholds as last seen. The statement stores them only if those thresholds are still the
   * user's (their fingerprint, read in the insert's own snapshot), so no alert can be missed; otherwise it
   * stores nothing and the batch takes the transaction. Null when this path does not apply.
   */
  private async storeWithoutAlerts(
    origin: ReadingOrigin,
    readings: ReadingInput[],
    sleep: SleepInput[],
    battery: number | undefined,
    device: SqlCondition | undefined,
  ): Promise<Committed | null> {
    const known = this.thresholds.get(origin.userId);
    if (!known || sleep.length || !readings.length || readings.length > INSERT_CHUNK) return null;
    if (alertCandidates(readings, known.overrides).length) return null;
    const guard = { thresholds: known.fingerprint, device };
    const out = await vitalsRepository.storeReadings(this.d.db, origin, readings, battery, true, guard);
    if (!out.applied) {
      this.thresholds.set(origin.userId, { overrides: out.overrides, fingerprint: out.thresholds });
      return null;
    }
    return committedOf(out.stored, [], []);
  }

  private storeInTransaction(
    origin: ReadingOrigin,
    readings: ReadingInput[],
    sleep: SleepInput[],
    battery: number | undefined,
    opts: { history?: boolean },
  ) {
    return this.d.db.transaction(async (tx): Promise<Committed> => {
      // Readings, their rollups, the gadget's bookkeeping and the threshold overrides: one statement.
      let stored: StoreOutcome['stored'] = [];
      let overrides: ThresholdOverride[] = [];
      if (readings.length) {
        const out = await vitalsRepository.storeReadings(tx, origin, readings, battery, !opts.history);
        ({ stored, overrides } = out);
        if (this.thresholds.get(origin.userId)?.fingerprint !== out.thresholds)
          this.thresholds.set(origin.userId, { overrides, fingerprint: out.thresholds });
      }
      const sleepRows = await sleepRepository.insert(tx, origin, sleep);
      const alerts = stored.length && !opts.history ? await this.raiseAlerts(tx, origin, stored, overrides) : [];
      // A batch without readings still marks the gadget seen (and its battery); sleep sessions count too.
      if (origin.gadgetId && !opts.history && (!readings.length || sleepRows.length))
        await vitalsRepository.touchGadget(tx, origin.gadgetId, sleepRows.length, battery);
      return committedOf(stored, sleepRows, alerts);
    });
  }

  private async raiseAlerts(tx: DbOrTx, origin: ReadingOrigin, stored: ReadingInput[], overrides: ThresholdOverride[]) {
    const candidates = alertCandidates(stored, overrides);
    if (!candidates.length) return [];
    // Serialises alert raising per user, so two concurrent batches cannot both open the same alert.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`vital-alerts:${origin.userId}`}))`);
    const fresh = [];
    for (const c of candidates) {
      if (await alertsRepository.hasOpenNear(tx, origin.userId, c.kind, c.rule.name, c.time)) continue;
      fresh.push({
        userId: origin.userId,
        gadgetId: origin.gadgetId,
        kind: c.kind,
        readingTime: c.time,
        value: c.value,
        value2: c.value2,
        rule: c.rule.name,
        // The reading's status decides (one table for every page and alert), not the rule that fired.
        severity: alertSeverity(c.kind, c.value, c.value2),
        message: c.message,
      });
    }
    return alertsRepository.insert(tx, fresh);
  }

  /** After COMMIT only: subscribers never see a reading that was rolled back. */
  private publish(userId: string, c: Committed) {
    if (c.readings.length) this.d.pubsub.publish('vitals:readings', userId, { readings: c.readings });
    for (const s of c.sleep) this.d.pubsub.publish('vitals:sleep', userId, s);
    for (const a of c.alerts) this.d.pubsub.publish('vitals:alert', userId, a);
    if (!c.alerts.length) return;
    for (const listener of this.alertListeners) {
      try {
        listener(userId, c.alerts);
      } catch {
        // Committed already: a listener's failure must not turn the device's acknowledgement into an error.
      }
    }
  }
}

function committedOf(
  stored: StoreOutcome['stored'],
  sleepRows: Awaited<ReturnType<typeof sleepRepository.insert>>,
  alerts: Awaited<ReturnType<typeof alertsRepository.insert>>,
): Committed {
  return {
    readings: stored.map(toReadingView),
    sleep: sleepRows.map(toSleepView),
    alerts: alerts.map(toAlertView),
    storedReadingIds: new Set(stored.map((x) => x.deviceReadingId ?? '')),
    storedSleepIds: new Set(sleepRows.map((x) => x.deviceReadingId ?? '')),
  };
}

function parseEnvelope(body: unknown): { readings: unknown[]; sleepSessions: unknown[]; battery: number | undefined } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError(
      'BAD_REQUEST',
      'The body must be a JSON object: { "readings": [...], "sleepSessions"?: [...], "battery"?: 0-100 }.',
    );
  }
  const b = body as Record<string, unknown>;
  for (const key of ['readings', 'sleepSessions'] as const) {
    if (b[key] !== undefined && !Array.isArray(b[key]))
      throw new AppError('BAD_REQUEST', `${key} must be an array.`, { field: key });
  }
  const readings = (b['readings'] ?? []) as unknown[];
  const sleepSessions = (b['sleepSessions'] ?? []) as unknown[];
  if (readings.length + sleepSessions.length > MAX_BATCH_ITEMS) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `At most ${MAX_BATCH_ITEMS} items (readings + sleep sessions) per request.`,
    );
  }
  const battery = b['battery'];
  if (battery !== undefined && (typeof battery !== 'number' || !(battery >= 0 && battery <= 100))) {
    throw new AppError('BAD_USER_INPUT', 'battery must be a number from 0 to 100.', { field: 'battery' });
  }
  return { readings, sleepSessions, battery: battery === undefined ? undefined : Math.round(battery) };
}

interface Split<T> {
  valid: T[];
  /** Later items repeating an id already in this batch. */
  repeated: string[];
  rejected: { id: string | null; reason: string }[];
}

function splitItems<T extends { deviceReadingId: string | null }>(
  raw: unknown[],
  parse: (raw: unknown) => { ok: true; value: T } | { ok: false; reason: string },
): Split<T> {
  const out: Split<T> = { valid: [], repeated: [], rejected: [] };
  const seen = new Set<string>();
  for (const item of raw) {
    const p = parse(item);
    if (!p.ok) {
      const id = item && typeof item === 'object' ? parseDeviceId((item as Record<string, unknown>)['id']) : null;
      out.rejected.push({ id, reason: p.reason });
      continue;
    }
    const id = p.value.deviceReadingId ?? '';
    if (seen.has(id)) out.repeated.push(id);
    else {
      seen.add(id);
      out.valid.push(p.value);
    }
  }
  return out;
}

function outcome<T extends { deviceReadingId: string | null }>(s: Split<T>, stored: Set<string>): ItemOutcome {
  const accepted: string[] = [];
  const duplicates: string[] = [];
  for (const v of s.valid) (stored.has(v.deviceReadingId ?? '') ? accepted : duplicates).push(v.deviceReadingId ?? '');
  return { accepted, duplicates: [...duplicates, ...s.repeated], rejected: s.rejected };
}
