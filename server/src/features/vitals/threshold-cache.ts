// The threshold overrides last seen for each user, so a batch can be judged before it is stored. Only a hint:
// the store is guarded by the overrides' fingerprint and writes nothing when they changed since (ingest.service).
import type { ThresholdOverride } from '../../../../db/schema/index.js';

export interface KnownThresholds {
  overrides: ThresholdOverride[];
  /** md5 of the overrides' canonical jsonb, as the storing statement computes it. */
  fingerprint: string;
}

/** Users whose overrides are kept; the oldest entry goes first (a Map keeps insertion order). */
const MAX_USERS = 20_000;

export class ThresholdCache {
  private readonly byUser = new Map<string, KnownThresholds>();

  get(userId: string): KnownThresholds | undefined {
    return this.byUser.get(userId);
  }

  set(userId: string, known: KnownThresholds): void {
    this.byUser.delete(userId);
    if (this.byUser.size >= MAX_USERS) {
      const oldest = this.byUser.keys().next();
      if (!oldest.done) this.byUser.delete(oldest.value);
    }
    this.byUser.set(userId, known);
  }
}
