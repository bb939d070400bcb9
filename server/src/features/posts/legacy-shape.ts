// The dashboard template's post shape (what a client written for it reads): `profile` for the author and
// time, `data` for content, images, likes { like, value } and comments with nested replies. Comment likes
// exist in that shape but not in the portal: always { like: false, value: 0 }. Extra fields (visibility,
// commentCount, mine, healthSnapshot) are additions a legacy client ignores.
import { snapshotStatus } from './health-snapshot.js';
import type { AuthorView, CommentView, PostView } from './posts.types.js';

const profile = (a: AuthorView, at: Date) => ({
  id: a.id,
  avatar: a.avatarUrl ?? '',
  name: [a.firstName, a.lastName].filter(Boolean).join(' ') || '-',
  time: at.toISOString(),
});

const NO_LIKES = { like: false, value: 0 };

function legacyComment(c: CommentView) {
  return {
    id: c.id,
    profile: profile(c.author, c.createdAt),
    data: {
      comment: c.body,
      likes: NO_LIKES,
      replies: c.replies.nodes.map((r) => ({ id: r.id, profile: profile(r.author, r.createdAt), data: { comment: r.body, likes: NO_LIKES } })),
    },
  };
}

export function legacyPost(p: PostView) {
  return {
    id: p.id,
    profile: profile(p.author, p.createdAt),
    data: {
      content: p.body,
      images: p.images.map((img, i) => ({ img: img.url, featured: i === 0 })),
      video: '',
      likes: { like: p.likedByMe, value: p.likeCount },
      comments: p.comments.nodes.map(legacyComment),
      commentCount: p.commentCount,
      visibility: p.visibility === 'FOLLOWERS' ? 'followers' : 'members',
      mine: p.mine,
      healthSnapshot: p.healthSnapshot
        ? { takenAt: p.healthSnapshot.takenAt.toISOString(), items: p.healthSnapshot.items.map((i) => ({ ...i, status: snapshotStatus(i) })) }
        : null,
    },
  };
}
