// Lifts timed bans once a minute. Their effect already ends on time without it (lib/bans.ts treats a past
// end as "not banned" everywhere); the sweep clears the columns, writes BAN_EXPIRED and tells open pages.
import type { AdminService } from './admin.service.js';

export const BAN_SWEEP_INTERVAL_MS = 60_000;

export function startBanSweep(admin: AdminService, log: { error(obj: object, msg: string): void }) {
  const timer = setInterval(() => {
    admin.sweepExpiredBans().catch((err: unknown) => log.error({ err }, 'ban sweep failed'));
  }, BAN_SWEEP_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
