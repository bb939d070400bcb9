// Event bus behind one interface: in-process by default, Redis pub/sub when REDIS_URL is set so an event
// committed on one instance reaches subscribers on every instance. Payloads are JSON: account events carry
// ids (subscribers re-read the row); vitals events carry the committed readings as JSON-safe views (ISO
// times, string ids), so nothing Date-mangled crosses the wire.
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { SleepSessionView, VitalAlertView, VitalReadingView } from '../features/vitals/vitals.types.js';
import type { ImportProgress } from '../features/fhir/fhir.types.js';

export type Channels = {
  /** The user's own record changed (verification, profile, ban…). */
  'account:updated': [userId: string, payload: { userId: string }];
  /** Older tokens of this user were revoked: end their streams and sockets. */
  'account:revoked': [payload: { userId: string; before: number }];
  /** Readings of one user, as committed (one event per ingest batch). JSON-safe: ISO times, string ids. */
  'vitals:readings': [userId: string, payload: { readings: VitalReadingView[] }];
  /** A sleep session of one user was stored. */
  'vitals:sleep': [userId: string, payload: SleepSessionView];
  /** A threshold alert of one user was raised. */
  'vitals:alert': [userId: string, payload: VitalAlertView];
  /** Progress of one of the user's FHIR imports (informational; the result comes with the response). */
  'fhir:progress': [userId: string, payload: ImportProgress];
};

export type PubSub = ReturnType<typeof createPubSub<Channels>>;

export interface EventBus {
  pubsub: PubSub;
  close(): Promise<void>;
}

export function createEventBus(redisUrl?: string): EventBus {
  if (!redisUrl) return { pubsub: createPubSub<Channels>(), close: () => Promise.resolve() };
  const publishClient = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl);
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  // createPubSub's config expects its own event-target type; the Redis target implements it.
  const pubsub = createPubSub<Channels>({ eventTarget: eventTarget as never });
  return {
    pubsub,
    close: async () => {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
