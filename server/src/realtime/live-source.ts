// The event source of every live subscription: one user's events on one channel, filtered, ending by itself
// when the viewer's token is revoked (ban, password change/reset) or after a last event.
//
// Two ways to consume it, same object:
// - pull: an AsyncIterator (what the GraphQL executor expects; used on SSE and anything that iterates);
// - push: `pushTo(sink)` hands each event straight to a callback (the WebSocket path, see live-push.ts).
// On a WebSocket the socket watches revocation for all its streams (it ends them and closes), so a stream
// watches only where nothing else does (SSE).
//   The iterator then stays pending until the stream ends, so an idle subscriber holds one promise for its
//   whole life instead of a fresh chain of them per event.
import type { AccessClaims } from '../features/account/access-tokens.js';
import { AppError } from '../lib/errors.js';
import type { KeyedChannel, PayloadOf, PubSub } from './pubsub.js';
import { appended } from './compact.js';
import { isSocketWatched, watchRevocation, watchedToken } from './revocation.js';

export const SKIP = Symbol('skip');

/** Events a pull consumer may fall behind by before its stream fails (it then reconnects and catches up). */
export const MAX_QUEUED_EVENTS = 1024;

type Waiter<U> = (result: IteratorResult<U, undefined>) => void;

export interface LiveSourceOptions<T, U> {
  /** Maps an event to what the subscriber gets, or SKIP to drop it. Synchronous, so events stay in order. */
  select?: (event: T) => U | typeof SKIP;
  /** The stream ends right after delivering an event for which this holds (e.g. an import's last phase). */
  isLast?: (value: U) => boolean;
}

export class LiveSource<U> implements AsyncIterableIterator<U, undefined> {
  private queue: U[] = [];
  private waiters: Waiter<U>[] = [];
  private failure: AppError | null = null;
  /** Push mode's consumer; may return a promise when a result is still being produced. */
  private sink: ((value: U) => void | Promise<void>) | null = null;
  private offs: (() => void)[];
  private endCallbacks: (() => void)[] = [];
  private listening = true;
  private ended = false;
  private cancelled = false;

  constructor(
    offsFactory: (onEvent: (event: unknown) => void, cancel: () => void) => (() => void)[],
    private readonly opts: LiveSourceOptions<unknown, U>,
  ) {
    this.offs = offsFactory(this.onEvent, () => this.end(true));
  }

  /** Ended early (consumer gone, token revoked): nothing more may be delivered, even if already produced. */
  get isCancelled(): boolean {
    return this.cancelled;
  }

  /** Runs `callback` once the stream has ended (at once if it has). */
  onEnd(callback: () => void): void {
    if (this.ended) callback();
    else this.endCallbacks = appended(this.endCallbacks, callback);
  }

  /** Push mode: every later event goes to `sink`; iterating yields nothing and completes when the stream ends. */
  pushTo(sink: (value: U) => void | Promise<void>): this {
    this.sink = sink;
    for (const value of this.queue.splice(0)) void sink(value);
    return this;
  }

  next(): Promise<IteratorResult<U, undefined>> {
    if (this.queue.length) return Promise.resolve({ value: this.queue.shift() as U, done: false });
    if (this.failure) return Promise.reject(this.failure);
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => {
      this.waiters = appended(this.waiters, resolve);
    });
  }

  return(): Promise<IteratorResult<U, undefined>> {
    this.end(true);
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(): Promise<IteratorResult<U, undefined>> {
    return this.return();
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private readonly onEvent = (event: unknown): void => {
    if (!this.listening) return;
    const value = this.opts.select ? this.opts.select(event) : (event as U);
    if (value === SKIP) return;
    const last = this.opts.isLast?.(value) ?? false;
    if (last) this.stopListening();
    if (this.sink) {
      const delivering = this.sink(value);
      // The last result may still be on its way: the stream (and graphql-ws's `complete`) waits for it.
      if (last) void Promise.resolve(delivering).finally(() => this.end(false));
      return;
    }
    const waiter = this.waiters.shift();
    if (waiter) waiter({ value, done: false });
    else if (this.queue.length < MAX_QUEUED_EVENTS) this.queue = appended(this.queue, value);
    else {
      this.failure = new AppError('SERVICE_UNAVAILABLE', 'Too many undelivered events; subscribe again to catch up.');
      this.end(true);
      return;
    }
    if (last) this.end(false);
  };

  private stopListening(): void {
    if (!this.listening) return;
    this.listening = false;
    const offs = this.offs;
    this.offs = [];
    for (const off of offs) off();
  }

  /** Ends the stream; `cancel` drops undelivered events (consumer gone, token revoked). */
  private end(cancel: boolean): void {
    if (cancel) {
      this.cancelled = true;
      if (!this.failure) this.queue.length = 0;
    }
    if (this.ended) return;
    this.ended = true;
    this.stopListening();
    this.sink = null;
    for (const waiter of this.waiters.splice(0)) waiter({ value: undefined, done: true });
    for (const callback of this.endCallbacks.splice(0)) callback();
  }
}

/** A live stream of one viewer's events on one channel, ending when their token is revoked. */
export function liveSource<K extends KeyedChannel, U = PayloadOf<K>>(
  pubsub: PubSub,
  channel: K,
  viewer: { user: { id: string }; claims: AccessClaims },
  opts: LiveSourceOptions<PayloadOf<K>, U> = {},
): LiveSource<U> {
  const userId = viewer.user.id;
  return new LiveSource<U>(
    (onEvent, end) => {
      const off = (pubsub.listen as (c: K, id: string, l: (p: unknown) => void) => () => void)(
        channel,
        userId,
        onEvent,
      );
      if (isSocketWatched(viewer)) return [off];
      return [off, watchRevocation(pubsub, userId, watchedToken(viewer.claims), end)];
    },
    opts as LiveSourceOptions<unknown, U>,
  );
}
