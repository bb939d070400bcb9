// Lifts timed bans as they end. Their effect already ends on time without it (lib/bans.ts treats a past end
// as "not banned" everywhere); the sweep clears the columns, writes BAN_EXPIRED and tells open pages (the
// member's own, and the profiles whose follower counts change). A sweep once a minute left those counts
// changed without an event for up to a minute, so the next run is timed to the earliest ban end instead,
// and at least once a minute. A ban placed on any instance reaches every instance as a revocation event,
// which re-reads the earliest end there.
import type { PubSub } from '../../realtime/pubsub.js';
import type { AdminService } from './admin.service.js';

export const BAN_SWEEP_INTERVAL_MS = 60_000;
/** Past the end before sweeping: the database's clock decides (`banned_until <= now()`), not this process's. */
const AFTER_END_MS = 50;
/** A run's earliest next start, so a database clock behind this one costs a retry a second, not a busy loop. */
const MIN_DELAY_MS = 1_000;

type Log = { error(obj: object, msg: string): void };

export function startBanSweep(admin: AdminService, pubsub: PubSub, log: Log) {
  let timer: NodeJS.Timeout | null = null;
  let dueAt = Infinity;
  let stopped = false;

  const arm = (at: number) => {
    if (timer) clearTimeout(timer);
    dueAt = at;
    timer = setTimeout(() => void run(), Math.max(at - Date.now(), 0));
    timer.unref();
  };

  /** Brings the next run forward to the earliest ban end, if that comes before the run already set. */
  const plan = async (notBefore = 0) => {
    let at = Date.now() + BAN_SWEEP_INTERVAL_MS;
    try {
      const end = await admin.nextBanEnd();
      if (end) at = Math.min(at, Math.max(end.getTime() + AFTER_END_MS, notBefore));
    } catch (err) {
      log.error({ err }, 'ban sweep: reading the next ban end failed');
    }
    if (!stopped && (timer === null || at < dueAt)) arm(at);
  };

  const run = async () => {
    timer = null;
    dueAt = Infinity;
    await admin.sweepExpiredBans().catch((err: unknown) => log.error({ err }, 'ban sweep failed'));
    await plan(Date.now() + MIN_DELAY_MS);
  };

  // Bans revoke the member's tokens; other revocations (a password change, a signed-out session) re-read too.
  const off = pubsub.listen('account:revoked', (ev) => {
    if (ev.before !== undefined) void plan();
  });

  return {
    /** The first run, once the database is ready: at the earliest ban end, or in a minute. */
    start: () => plan(),
    stop: () => {
      stopped = true;
      off();
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
