// The live stream of activity on a set of posts (keyed by post id on the bus), ending when the viewer's token
// is revoked. Access was checked for every id before this is built; each event is re-read for the viewer.
import type { Viewer } from '../account/account.service.js';
import { LiveSource } from '../../realtime/live-source.js';
import type { PubSub } from '../../realtime/pubsub.js';
import { watchRevocation, watchedToken } from '../../realtime/revocation.js';
import type { ActivityEvent } from './posts.types.js';

export function postActivitySource(pubsub: PubSub, viewer: Viewer, postIds: string[]): LiveSource<ActivityEvent> {
  return new LiveSource<ActivityEvent>(
    (onEvent, end) => [
      ...postIds.map((id) => pubsub.listen('posts:activity', id, onEvent)),
      watchRevocation(pubsub, viewer.user.id, watchedToken(viewer.claims), end),
    ],
    {},
  );
}
