// Spec §7's REST doors for profile posts, in the dashboard template's post shape (a legacy client's view):
//
// GET  /api/data/postData                              → the viewer's feed, first page: Post[]
// POST /api/data/posts/like           { postId }                       → the updated Post[]
// POST /api/data/posts/comments/add   { postId, comment }              → the updated Post[]
// POST /api/data/posts/replies/add    { postId, commentId, reply }     → the updated Post[]
//
// `comment` / `reply` is the text, or the template's object carrying it in `data.comment`. Errors:
// { message, code, field? } — 404 for an unknown (or unseen) post or comment, 400 for empty/oversize text.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badInput } from '../../lib/errors.js';
import { replyError, restActor } from '../../rest/rest-actor.js';
import type { Services } from '../../services.js';
import { legacyPost } from './legacy-shape.js';
import type { Preview } from './post-views.js';

/** The REST list carries more of each thread than the GraphQL preview: a legacy client has no paging. */
const REST_PREVIEW: Preview = { comments: 20, replies: 20 };

type Body = Record<string, unknown>;
const bodyOf = (req: FastifyRequest): Body => (req.body && typeof req.body === 'object' ? (req.body as Body) : {});

/** The text of `comment`/`reply`: a string, or the template's `{ data: { comment } }`. */
function textOf(value: unknown): unknown {
  if (value && typeof value === 'object') {
    const data = (value as Body)['data'];
    return data && typeof data === 'object' ? (data as Body)['comment'] : undefined;
  }
  return value;
}

function idOf(b: Body, field: string): string {
  const v = b[field];
  if (typeof v === 'string' && v) return v;
  if (typeof v === 'number') return String(v);
  throw badInput(field, `${field} is required.`, 'REQUIRED');
}

export function postsRoutes(app: FastifyInstance, services: Services) {
  const posts = services.posts;
  const feed = async (viewerId: string) => {
    const page = await posts.feed(viewerId, null, null, REST_PREVIEW);
    return page.nodes.map(legacyPost);
  };
  const handle = (work: (viewerId: string, b: Body) => Promise<unknown>) => async (req: FastifyRequest, reply: FastifyReply) => {
    void reply.header('cache-control', 'no-store');
    try {
      const actor = await restActor(services, req);
      await work(actor.userId, bodyOf(req));
      return await reply.send(await feed(actor.userId));
    } catch (err) {
      return replyError(reply, err);
    }
  };

  app.get('/api/data/postData', handle(() => Promise.resolve()));
  app.post('/api/data/posts/like', handle((me, b) => posts.toggleLike(me, idOf(b, 'postId'))));
  app.post(
    '/api/data/posts/comments/add',
    handle((me, b) => posts.comment(me, idOf(b, 'postId'), textOf(b['comment']), 'comment')),
  );
  app.post(
    '/api/data/posts/replies/add',
    handle((me, b) => posts.reply(me, idOf(b, 'postId'), idOf(b, 'commentId'), textOf(b['reply']), 'reply')),
  );
}
