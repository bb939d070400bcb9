// One low-CPU timer for every simulator gadget: every few seconds each active simulator catches up to now
// through the same ingest path as a real device. On start (or for a newly added gadget) it backfills at most
// the last hour; the ids are deterministic, so a restart stores nothing twice.
import { and, eq, isNull } from 'drizzle-orm';
import { notBannedSql } from '../../../lib/bans.js';
import type { Db } from '../../../../../db/client.js';
import { gadgets, users } from '../../../../../db/schema/index.js';
import type { IngestService } from '../ingest.service.js';
import { utcOffsetMs } from './local-time.js';
import { simulatedBatch } from './simulated-batch.js';

export interface SimulatorOptions {
  db: Db;
  ingest: IngestService;
  log: { error(obj: object, msg: string): void };
  intervalMs?: number;
  backfillMs?: number;
  /** Where the simulated person lives (IANA name): their nights and meals follow its local time. UTC if unset. */
  timeZone?: string;
}

export class SimulatorRunner {
  private readonly caughtUpTo = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<unknown> | undefined;
  private stopped = true;

  constructor(private readonly o: SimulatorOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops the loop and waits for a pass in progress to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.current;
  }

  /** One pass at `now`: every active simulator gadget catches up. Returns how many items were stored. */
  async tick(now = Date.now()): Promise<number> {
    const active = await this.activeGadgets();
    const seen = new Set<string>();
    let stored = 0;
    for (const g of active) {
      seen.add(g.id);
      const last = this.caughtUpTo.get(g.id);
      const from = Math.max(last ?? 0, now - (this.o.backfillMs ?? 3600_000));
      if (from >= now) continue;
      try {
        const batch = simulatedBatch(g.id, from, now, {
          lastNight: last === undefined,
          utcOffsetMs: this.o.timeZone ? utcOffsetMs(this.o.timeZone, now) : 0,
        });
        const r = await this.o.ingest.ingestBatch(g, batch, now);
        stored += r.accepted.length + (r.sleepSessions?.accepted.length ?? 0);
        this.caughtUpTo.set(g.id, now);
      } catch (err) {
        this.o.log.error({ err, gadgetId: g.id }, 'simulator batch failed');
      }
    }
    for (const id of this.caughtUpTo.keys()) if (!seen.has(id)) this.caughtUpTo.delete(id);
    return stored;
  }

  private schedule(delay: number) {
    this.timer = setTimeout(() => {
      this.current = this.tick()
        .catch((err: unknown) => this.o.log.error({ err }, 'simulator pass failed'))
        .finally(() => {
          if (!this.stopped) this.schedule(this.o.intervalMs ?? 5_000);
        });
    }, delay);
    this.timer.unref();
  }

  private activeGadgets() {
    return this.o.db
      .select({ id: gadgets.id, userId: gadgets.userId })
      .from(gadgets)
      .innerJoin(users, eq(users.id, gadgets.userId))
      .where(
        and(
          eq(gadgets.kind, 'simulator'),
          isNull(gadgets.removedAt),
          isNull(gadgets.keyRevokedAt),
          // Paused while the owner is banned; resumes by itself when a timed ban ends.
          notBannedSql(),
        ),
      );
  }
}
