// Brute-force and abuse limits for the account flows, per IP and per account, in memory or in Redis (shared
// by every instance). Numbers: SECURITY.md asks ≤ 100 failed logins per account per hour; we allow 10 per
// 15 minutes and then block the account's logins for 15 minutes (≤ 40/hour).
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { rateLimited } from './errors.js';

export interface LimitRule {
  points: number;
  duration: number;
  blockDuration?: number;
}

export const DEFAULT_LIMITS = {
  loginFailIp: { points: 50, duration: 900, blockDuration: 900 },
  loginFailAccount: { points: 10, duration: 900, blockDuration: 900 },
  registerIp: { points: 10, duration: 3600 },
  forgotIp: { points: 10, duration: 3600 },
  forgotAccount: { points: 3, duration: 3600 },
  resendIp: { points: 10, duration: 3600 },
  resendAccount: { points: 3, duration: 900 },
  /** Wrong two-factor codes (and passwords when disabling it), per account: 5 per 15 min, then 15 min blocked. */
  twoFactorFail: { points: 5, duration: 900, blockDuration: 900 },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof DEFAULT_LIMITS;
export type LimitSettings = Record<LimitName, LimitRule>;

export class RateLimits {
  private readonly limiters: Record<LimitName, RateLimiterAbstract>;
  private readonly redis: Redis | undefined;

  constructor(settings: Partial<LimitSettings> = {}, redisUrl?: string) {
    const all: LimitSettings = { ...DEFAULT_LIMITS, ...settings };
    this.redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : undefined;
    const make = (name: LimitName): RateLimiterAbstract => {
      const opts = { keyPrefix: `rl:${name}`, ...all[name] };
      return this.redis
        ? new RateLimiterRedis({ storeClient: this.redis, ...opts, insuranceLimiter: new RateLimiterMemory(opts) })
        : new RateLimiterMemory(opts);
    };
    this.limiters = Object.fromEntries(
      (Object.keys(all) as LimitName[]).map((n) => [n, make(n)]),
    ) as Record<LimitName, RateLimiterAbstract>;
  }

  /** Counts one attempt; throws RATE_LIMITED when the budget is spent. */
  async consume(name: LimitName, key: string): Promise<void> {
    try {
      await this.limiters[name].consume(key);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw rateLimited(Math.ceil(err.msBeforeNext / 1000));
      throw err;
    }
  }

  /** Throws RATE_LIMITED if the budget is already spent, without counting this call. */
  async ensureNotBlocked(name: LimitName, key: string): Promise<void> {
    const res = await this.limiters[name].get(key);
    if (res && res.remainingPoints <= 0) throw rateLimited(Math.ceil(res.msBeforeNext / 1000));
  }

  async reset(name: LimitName, key: string): Promise<void> {
    await this.limiters[name].delete(key);
  }

  async close(): Promise<void> {
    await this.redis?.quit();
  }
}
