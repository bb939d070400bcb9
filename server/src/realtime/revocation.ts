// Token revocation (ban, password change/reset, a revoked session) as a push callback per live stream or socket.
//
// One listener per process on the revocation channel, dispatching by user id: a listener per live operation
// would cost each of 10,000 sockets its own registration on one global topic (bench/memory.ts).
import type { PubSub } from './pubsub.js';

interface Revocation {
  before?: number | undefined;
  sessionIds?: string[] | undefined;
}
type Watcher = (ev: Revocation) => void;

class RevocationHub {
  private readonly byUser = new Map<string, Set<Watcher>>();

  constructor(pubsub: PubSub) {
    pubsub.listen('account:revoked', (ev) => {
      // Every watcher runs even if one throws (the bus logs the first failure).
      let failure: Error | null = null;
      for (const watcher of this.byUser.get(ev.userId) ?? []) {
        try {
          watcher(ev);
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

/** Which token a stream or socket runs under. */
export interface WatchedToken {
  issuedAtMs: number;
  /** The token's session; tokens without one are refused at sign-in, so this is set on every live socket. */
  sessionId?: string | undefined;
}

/**
 * Calls `onRevoked` once when the user's tokens issued before `issuedAtMs` are revoked, or the token's own
 * session is; returns the off switch.
 */
export function watchRevocation(
  pubsub: PubSub,
  userId: string,
  token: WatchedToken,
  onRevoked: () => void,
): () => void {
  let hub = hubs.get(pubsub);
  if (!hub) hubs.set(pubsub, (hub = new RevocationHub(pubsub)));
  let fired = false;
  return hub.watch(userId, (ev) => {
    const hit =
      (ev.before !== undefined && ev.before > token.issuedAtMs) ||
      (token.sessionId !== undefined && (ev.sessionIds?.includes(token.sessionId) ?? false));
    if (hit && !fired) {
      fired = true;
      onRevoked();
    }
  });
}

/** The watched token of a viewer (its claims as verified). */
export const watchedToken = (claims: { iat: number; sid?: string | undefined }): WatchedToken => ({
  issuedAtMs: Math.round(claims.iat * 1000),
  sessionId: claims.sid,
});
