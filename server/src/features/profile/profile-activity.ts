// The live stream of one member's profile for one viewer: follows to or from the member (their counts), the
// member's new posts and deleted ones; on the viewer's own profile also the new posts of whom they follow (their
// feed), watched per followed member and kept in step with the viewer's follows as they change.
// Unlike the posts' activity, an event is not delivered as "ids, re-read in the resolver":
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
  | { kind: 'FEED_POSTED'; postId: string }
  | { kind: 'POST_DELETED'; postId: string; visibility: PostVisibility };

type Log = { error(obj: object, msg: string): void };

/** Whom the viewer follows, for their own profile's feed events. */
export interface Followed {
  ids(): Promise<string[]>;
  has(otherId: string): Promise<boolean>;
}

export function profileActivitySource<V>(
  d: { pubsub: PubSub; log: Log },
  viewer: Viewer,
  memberId: string,
  read: (e: ProfileEvent) => Promise<V | null>,
  followed?: Followed,
): LiveSource<V> {
  return new LiveSource<V>((onEvent, end) => {
    let tail: Promise<void> = Promise.resolve();
    /** `first` (the feed's watch list brought up to date) runs in turn too, before the event is read. */
    const queue = (e: ProfileEvent, first?: () => Promise<void>) => {
      tail = tail
        .then(first)
        .then(() => read(e))
        .then((view) => {
          if (view) onEvent(view);
        })
        // A read that failed (the database away) drops this event only; the client re-reads on reconnect.
        .catch((err: unknown) => d.log.error({ err }, 'profile activity event dropped'));
    };
    const feed = followed ? new FeedAuthors(d.pubsub, memberId, followed, (postId) => queue({ kind: 'FEED_POSTED', postId })) : null;
    if (feed) tail = feed.load().catch((err: unknown) => d.log.error({ err }, 'feed authors not read'));
    const offs = [
      // On my own profile a follow of mine that began or ended starts or stops its author's posts before the
      // event goes out: once the following count is seen to change, that member's next post comes too.
      d.pubsub.listen('relationships:follows', memberId, (p) =>
        queue({ kind: 'FOLLOWS', otherId: p.otherId }, feed ? () => feed.recheck(p.otherId) : undefined),
      ),
      d.pubsub.listen('posts:created', memberId, (p) => queue({ kind: 'POSTED', postId: p.postId })),
      d.pubsub.listen('posts:deleted', memberId, (p) => queue({ kind: 'POST_DELETED', ...p })),
    ];
    if (feed) offs.push(() => feed.close());
    // On a WebSocket the socket watches revocation for all its streams; elsewhere (SSE) the stream does.
    if (!isSocketWatched(viewer)) offs.push(watchRevocation(d.pubsub, viewer.user.id, watchedToken(viewer.claims), end));
    return offs;
  }, {});
}

/** The new posts of every member the viewer follows, one listener per followed member. */
class FeedAuthors {
  private readonly authors = new Map<string, () => void>();
  private closed = false;

  constructor(
    private readonly pubsub: PubSub,
    private readonly viewerId: string,
    private readonly followed: Followed,
    private readonly onPost: (postId: string) => void,
  ) {}

  async load(): Promise<void> {
    for (const id of await this.followed.ids()) this.watch(id);
  }

  /** After a follow to or from `otherId` began or ended: watch them if the viewer follows them now, else not. */
  async recheck(otherId: string): Promise<void> {
    if (await this.followed.has(otherId)) this.watch(otherId);
    else {
      this.authors.get(otherId)?.();
      this.authors.delete(otherId);
    }
  }

  close(): void {
    this.closed = true;
    for (const off of this.authors.values()) off();
    this.authors.clear();
  }

  private watch(id: string): void {
    if (this.closed || id === this.viewerId || this.authors.has(id)) return;
    this.authors.set(id, this.pubsub.listen('posts:created', id, (p) => this.onPost(p.postId)));
  }
}
