// One Repeater per live subscription: the event stream, an optional transform/filter, and the end on token
// revocation, all in a single object. Composing race + map + filter cost five Repeaters (and their closures
// and promises) per subscription, which at 10,000 sockets is most of the server's memory (bench/memory.ts).
import { Repeater } from 'graphql-yoga';
import type { AccessClaims } from '../features/account/access-tokens.js';
import type { PubSub } from './pubsub.js';
import { watchRevocation } from './until-revoked.js';

const SKIP = Symbol('skip');

export interface LiveStreamOptions<T, U> {
  pubsub: PubSub;
  viewer: { user: { id: string }; claims: AccessClaims };
  /** Maps an event to what the subscriber gets; return `skip` to drop it. */
  transform?: (event: T, skip: typeof SKIP) => U | typeof SKIP | Promise<U | typeof SKIP>;
}

export function liveStream<T, U = T>(source: AsyncIterable<T>, opts: LiveStreamOptions<T, U>): Repeater<U> {
  return new Repeater<U>(async (push, stop) => {
    const events = source[Symbol.asyncIterator]();
    const off = watchRevocation(opts.pubsub, opts.viewer.user.id, Math.round(opts.viewer.claims.iat * 1000), () =>
      stop(),
    );
    const ended = stop.then(() => {
      off();
      void events.return?.();
      return null;
    });
    for (;;) {
      const next = await Promise.race([events.next(), ended]);
      if (!next || next.done) break;
      const out = opts.transform ? await opts.transform(next.value, SKIP) : (next.value as unknown as U);
      if (out !== SKIP) await push(out);
    }
    stop();
  });
}
