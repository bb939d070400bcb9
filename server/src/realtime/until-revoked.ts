// A stream that stays silent and ends when the viewer's token is revoked (ban, password change/reset).
// Raced against a live stream, it makes every subscription of a revoked session end by itself.
import { Repeater } from 'graphql-yoga';
import type { AccessClaims } from '../features/account/access-tokens.js';
import type { PubSub } from './pubsub.js';

export function untilRevoked(pubsub: PubSub, viewer: { user: { id: string }; claims: AccessClaims }): Repeater<never> {
  return new Repeater<never>(async (_push, stop) => {
    const revocations = pubsub.subscribe('account:revoked');
    void stop.then(() => revocations.return?.());
    const issuedAt = Math.round(viewer.claims.iat * 1000);
    for await (const ev of revocations) {
      if (ev.userId === viewer.user.id && ev.before > issuedAt) break;
    }
    stop();
  });
}
