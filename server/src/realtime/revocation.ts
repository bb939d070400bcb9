// Token revocation (ban, password change/reset) as a push callback per live stream or socket.
//
// One listener per process on the revocation channel, dispatching by user id: a listener per live operation
// would cost each of 10,000 sockets its own registration on one global topic (bench/memory.ts).
import type { PubSub } from './pubsub.js';

type Watcher = (before: number) => void;

class RevocationHub {
  private readonly byUser = new Map<string, Set<Watcher>>();

  constructor(pubsub: PubSub) {
    pubsub.listen('account:revoked', (ev) => {
      // Every watcher runs even if one throws (the bus logs the first failure).
      let failure: Error | null = null;
      for (const watcher of this.byUser.get(ev.userId) ?? []) {
        try {
          watcher(ev.before);
        } catch (err) {
          failure ??= err instanceof Error ? err : new Error(String(err));
        }
      }
      if (failure) throw failure;
    });
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

/** Calls `onRevoked` once when tokens issued before `issuedAtMs` are revoked for the user; returns the off switch. */
export function watchRevocation(pubsub: PubSub, userId: string, issuedAtMs: number, onRevoked: () => void): () => void {
  let hub = hubs.get(pubsub);
  if (!hub) hubs.set(pubsub, (hub = new RevocationHub(pubsub)));
  let fired = false;
  return hub.watch(userId, (before) => {
    if (before > issuedAtMs && !fired) {
      fired = true;
      onRevoked();
    }
  });
}
