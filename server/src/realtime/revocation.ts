// Token revocation (ban, password change/reset, a revoked session) as a push callback per live stream or socket.
//
// One listener per process on the revocation channel, dispatching by user id: a listener per live operation
// would cost each of 10,000 sockets its own registration on one global topic (bench/memory.ts).
import { ListenerMap } from './listener-map.js';
import type { PubSub } from './pubsub.js';

interface Revocation {
  before?: number | undefined;
  sessionIds?: string[] | undefined;
}
type Watcher = (ev: Revocation) => void;

class RevocationHub {
  private readonly byUser = new ListenerMap<string, Watcher>();

  constructor(pubsub: PubSub) {
    pubsub.listen('account:revoked', (ev) => {
      // Every watcher runs even if one throws (the bus logs the first failure).
      const failures: Error[] = [];
      this.byUser.forEach(ev.userId, (watcher) => {
        try {
          watcher(ev);
        } catch (err) {
          failures.push(err instanceof Error ? err : new Error(String(err)));
        }
      });
      if (failures[0]) throw failures[0];
    });
  }

  watch(userId: string, watcher: Watcher): () => void {
    this.byUser.add(userId, watcher);
    return () => void this.byUser.delete(userId, watcher);
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

/**
 * Viewers whose WebSocket ends every stream and closes itself on revocation (ws-server.ts): their streams
 * need no watch of their own, which would cost each idle subscriber a second registration.
 */
const socketWatched = new WeakSet<object>();

export function markSocketWatched(viewer: object): void {
  socketWatched.add(viewer);
}

export function isSocketWatched(viewer: object): boolean {
  return socketWatched.has(viewer);
}
