// A stream that stays silent and ends when the viewer's token is revoked (ban, password change/reset).
// Raced against a live stream, it makes every subscription of a revoked session end by itself.
//
// One listener per process on the revocation topic, dispatching by user id: a pub/sub subscription per
// live operation would cost each of 10,000 sockets its own listener, iterator and promises (bench/memory.ts).
import { Repeater } from 'graphql-yoga';
import type { AccessClaims } from '../features/account/access-tokens.js';
import type { PubSub } from './pubsub.js';

type Watcher = (before: number) => void;

class RevocationHub {
  private readonly byUser = new Map<string, Set<Watcher>>();

  constructor(pubsub: PubSub) {
    void (async () => {
      for await (const ev of pubsub.subscribe('account:revoked')) {
        for (const watcher of this.byUser.get(ev.userId) ?? []) watcher(ev.before);
      }
    })();
  }

  watch(userId: string, watcher: Watcher): () => void {
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(watcher);
    return () => {
      set.delete(watcher);
      if (set.size === 0) this.byUser.delete(userId);
    };
  }
}

const hubs = new WeakMap<PubSub, RevocationHub>();

function hubFor(pubsub: PubSub): RevocationHub {
  let hub = hubs.get(pubsub);
  if (!hub) hubs.set(pubsub, (hub = new RevocationHub(pubsub)));
  return hub;
}

/** Calls `onRevoked` once when tokens issued at or before `issuedAtMs` are revoked for the user. */
export function watchRevocation(pubsub: PubSub, userId: string, issuedAtMs: number, onRevoked: () => void): () => void {
  return hubFor(pubsub).watch(userId, (before) => {
    if (before > issuedAtMs) onRevoked();
  });
}

export function untilRevoked(pubsub: PubSub, viewer: { user: { id: string }; claims: AccessClaims }): Repeater<never> {
  return new Repeater<never>((_push, stop) => {
    const off = watchRevocation(pubsub, viewer.user.id, Math.round(viewer.claims.iat * 1000), () => stop());
    void stop.then(off);
  });
}
