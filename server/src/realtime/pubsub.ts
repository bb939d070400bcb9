// Event bus behind one interface: in-process by default, Redis pub/sub when REDIS_URL is set so an event
// committed on one instance reaches subscribers on every instance. Payloads are JSON: account events carry
// ids (subscribers re-read the row); vitals events carry the committed readings as JSON-safe views (ISO
// times, string ids), so nothing Date-mangled crosses the wire.
//
// Listening is push-based (`listen` → a plain callback): a pull iterator per subscription (yoga's
// `subscribe`, a Repeater) keeps a chain of pending promises alive per subscriber between events, and at
// thousands of subscribers those chains are what the garbage collector spends its pauses copying
// (bench/README.md, fan-out).
import { Redis } from 'ioredis';
import { ListenerMap } from './listener-map.js';
import type { SleepSessionView, VitalAlertView, VitalReadingView } from '../features/vitals/vitals.types.js';
import type { ImportProgress } from '../features/fhir/fhir.types.js';
import type { AiChatEventPayload } from '../features/ai/ai.types.js';
import type { ChatEventPayload } from '../features/chat/chat.types.js';
import type { ActivityEvent } from '../features/posts/posts.types.js';
import type { PostVisibility } from '../../../db/schema/index.js';

export type Channels = {
  /** The user's own record changed (verification, profile, ban…). */
  'account:updated': [userId: string, payload: { userId: string }];
  /**
   * Tokens of this user were revoked: those issued before `before` (ms; ban, password change) and/or those of
   * the listed sessions (revoked one by one, logout). End their streams and sockets.
   */
  'account:revoked': [payload: { userId: string; before?: number; sessionIds?: string[] }];
  /** Readings of one user, as committed (one event per ingest batch). JSON-safe: ISO times, string ids. */
  'vitals:readings': [userId: string, payload: { readings: VitalReadingView[] }];
  /** A sleep session of one user was stored. */
  'vitals:sleep': [userId: string, payload: SleepSessionView];
  /** A threshold alert of one user was raised. */
  'vitals:alert': [userId: string, payload: VitalAlertView];
  /** Progress of one of the user's FHIR imports (informational; the result comes with the response). */
  'fhir:progress': [userId: string, payload: ImportProgress];
  /** The user's preferences or alert thresholds changed (payload: the id; subscribers re-read). */
  'preferences:updated': [userId: string, payload: { userId: string }];
  /** One of the user's invoices changed (issued, paid, cancelled); subscribers re-read it. */
  'invoices:updated': [userId: string, payload: { invoiceId: string }];
  /** A message arrived in the user's inbox (payload: their entry id; subscribers re-read it). */
  'mail:received': [userId: string, payload: { entryId: string }];
  /** The support side answered or changed one of the user's tickets (payload: the id; subscribers re-read). */
  'tickets:updated': [userId: string, payload: { ticketId: string }];
  /** One of the user's notes was saved or deleted (ids only; subscribers re-read). */
  'notes:changed': [userId: string, payload: { noteId: string; deleted: boolean }];
  /** The user's assistant chat: their message, reply chunks, the stored reply, a clear (every tab sees it). */
  'ai:chat': [userId: string, payload: AiChatEventPayload];
  /** Stop the user's reply in flight, on whichever instance runs it. */
  'ai:stop': [userId: string, payload: { userId: string }];
  /** A chat event addressed to this member (message, read mark, typing); JSON-safe views. */
  'chat:event': [userId: string, payload: ChatEventPayload];
  /** Keyed by post id: a like, comment or reply on it (ids only; viewers re-read what they may see). */
  'posts:activity': [postId: string, payload: ActivityEvent];
  /** Keyed by author id: the author published a post (its id; profile viewers re-read what they may see). */
  'posts:created': [authorId: string, payload: { postId: string }];
  /**
   * Keyed by author id: a post of theirs is gone (deleted by them, or removed by an administrator), with the audience
   * it had, so a profile viewer who could not see it (a followers-only post, not a follower) hears nothing.
   */
  'posts:deleted': [authorId: string, payload: { postId: string; visibility: PostVisibility }];
  /**
   * Keyed by member id: a follow to or from the member began or ended (a follow, an unfollow, a block), so their
   * counts changed; `otherId` is the member on the other end (viewers across a block with them hear nothing).
   */
  'relationships:follows': [userId: string, payload: { otherId: string }];
  /** The user's cart changed (payload: the id; subscribers re-read it with current prices). */
  'shop:cart': [userId: string, payload: { userId: string }];
  /** One of the user's orders changed status (payload: its id; subscribers re-read it). */
  'shop:order': [userId: string, payload: { orderId: string }];
};

/** Channels keyed by user id, and the payload each carries. */
export type KeyedChannel = { [K in keyof Channels]: Channels[K] extends [string, unknown] ? K : never }[keyof Channels];
export type PayloadOf<K extends keyof Channels> = Channels[K] extends [string, infer P] ? P : Channels[K][0];

type ListenArgs<K extends keyof Channels> = Channels[K] extends [string, infer P]
  ? [id: string, listener: (payload: P) => void]
  : [listener: (payload: Channels[K][0]) => void];

export interface PubSub {
  /** Delivers to every listener of the channel (for one id on keyed channels), on every instance. */
  publish<K extends keyof Channels>(channel: K, ...args: Channels[K]): void;
  /** Calls `listener` with every event on the channel (for one id on keyed channels); returns the off switch. */
  listen<K extends keyof Channels>(channel: K, ...args: ListenArgs<K>): () => void;
}

export interface EventBus {
  pubsub: PubSub;
  close(): Promise<void>;
}

type Log = { error(obj: object, msg: string): void };
type Listener = (payload: unknown) => void;

/** `channel` or `channel:id`, and the payload, from publish's/listen's arguments. */
function topicOf(channel: string, args: unknown[]): [topic: string, rest: unknown] {
  return args.length === 2 ? [`${channel}:${String(args[0])}`, args[1]] : [channel, args[0]];
}

/** Listeners by topic. One listener's failure must not starve the others, nor reach the publisher (which has committed). */
class Topics {
  private readonly byTopic = new ListenerMap<string, Listener>();
  constructor(
    private readonly log: Log,
    /** Called when a topic gets its first listener and loses its last (the Redis bus (un)subscribes there). */
    private readonly watch?: { first(topic: string): void; last(topic: string): void },
  ) {}

  add(topic: string, listener: Listener): () => void {
    if (this.byTopic.add(topic, listener)) this.watch?.first(topic);
    return () => {
      if (this.byTopic.delete(topic, listener)) this.watch?.last(topic);
    };
  }

  dispatch(topic: string, payload: unknown): void {
    this.byTopic.forEach(topic, (listener) => {
      try {
        listener(payload);
      } catch (err) {
        this.log.error({ err }, 'live event listener failed');
      }
    });
  }
}

function busOver(topics: Topics, send: (topic: string, payload: unknown) => void): PubSub {
  return {
    publish: (channel, ...args) => send(...topicOf(channel, args)),
    listen: (channel, ...args: unknown[]) => topics.add(...(topicOf(channel, args) as [string, Listener])),
  };
}

export function createEventBus(redisUrl: string | undefined, log: Log): EventBus {
  if (!redisUrl) {
    // In process: a publish calls the listeners directly (no Event objects per delivery).
    const topics = new Topics(log);
    return {
      pubsub: busOver(topics, (topic, payload) => topics.dispatch(topic, payload)),
      close: () => Promise.resolve(),
    };
  }
  // Across instances: one Redis channel per topic, subscribed while this instance has a listener for it.
  // Every Redis call is caught: the bus is used after COMMIT and on connect/disconnect, and a Redis outage
  // must cost live updates (logged), never a rejected promise nobody handles (which would end the process).
  const publishClient = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl);
  const failed = (what: string) => (err: unknown) => log.error({ err }, `redis ${what} failed`);
  // ioredis reconnects by itself; without a listener it would print every attempt's error to stderr.
  publishClient.on('error', failed('connection'));
  subscribeClient.on('error', failed('connection'));
  const topics: Topics = new Topics(log, {
    first: (topic) => void subscribeClient.subscribe(topic).catch(failed('subscribe')),
    last: (topic) => void subscribeClient.unsubscribe(topic).catch(failed('unsubscribe')),
  });
  subscribeClient.on('message', (topic: string, message: string) => {
    let payload: unknown;
    try {
      payload = JSON.parse(message);
    } catch (err) {
      return failed('message parse')(err);
    }
    topics.dispatch(topic, payload);
  });
  return {
    pubsub: busOver(topics, (topic, payload) => {
      publishClient.publish(topic, JSON.stringify(payload)).catch(failed('publish'));
    }),
    close: async () => {
      // QUIT waits for a connection; a client that has none (Redis down) is just dropped.
      const end = (c: Redis) => (c.status === 'ready' ? c.quit() : Promise.resolve(c.disconnect()));
      await Promise.allSettled([end(publishClient), end(subscribeClient)]);
    },
  };
}
