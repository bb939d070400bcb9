// The live stream of one member's profile for one viewer: follows to or from the member (their counts), the
// member's new posts and deleted ones. Unlike the posts' activity, an event is not delivered as "ids, re-read in the resolver":
// whether the viewer may hear of it at all takes a database read (a block with the member or with the other
// end of a follow, a followers-only post), and an empty event would still tell a blocked viewer *that*
// something happened. So each event is read for the viewer first (`read`: the view, or null to drop it), one
// at a time so results keep the events' order, and only a view is handed to the stream.
import type { PostVisibility } from '../../../../db/schema/index.js';
import type { Viewer } from '../account/account.service.js';
import { LiveSource } from '../../realtime/live-source.js';
import type { PubSub } from '../../realtime/pubsub.js';
import { isSocketWatched, watchRevocation, watchedToken } from '../../realtime/revocation.js';

export type ProfileEvent =
  | { kind: 'FOLLOWS'; otherId: string }
  | { kind: 'POSTED'; postId: string }
  | { kind: 'POST_DELETED'; postId: string; visibility: PostVisibility };

type Log = { error(obj: object, msg: string): void };

export function profileActivitySource<V>(
  d: { pubsub: PubSub; log: Log },
  viewer: Viewer,
  memberId: string,
  read: (e: ProfileEvent) => Promise<V | null>,
): LiveSource<V> {
  return new LiveSource<V>((onEvent, end) => {
    let tail: Promise<void> = Promise.resolve();
    const queue = (e: ProfileEvent) => {
      tail = tail
        .then(() => read(e))
        .then((view) => {
          if (view) onEvent(view);
        })
        // A read that failed (the database away) drops this event only; the client re-reads on reconnect.
        .catch((err: unknown) => d.log.error({ err }, 'profile activity event dropped'));
    };
    const offs = [
      d.pubsub.listen('relationships:follows', memberId, (p) => queue({ kind: 'FOLLOWS', otherId: p.otherId })),
      d.pubsub.listen('posts:created', memberId, (p) => queue({ kind: 'POSTED', postId: p.postId })),
      d.pubsub.listen('posts:deleted', memberId, (p) => queue({ kind: 'POST_DELETED', ...p })),
    ];
    // On a WebSocket the socket watches revocation for all its streams; elsewhere (SSE) the stream does.
    if (!isSocketWatched(viewer)) offs.push(watchRevocation(d.pubsub, viewer.user.id, watchedToken(viewer.claims), end));
    return offs;
  }, {});
}
