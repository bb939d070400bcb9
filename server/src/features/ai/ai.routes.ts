// Legacy REST paths (spec §7), each the equivalent GraphQL operation run in-process. The spec's message shape
// is { message, sender: 'user' | 'ai', time } (time in epoch ms); the user state is
// { personalInfo, requested, requestValid, chat: { count } }.
import type { FastifyInstance } from 'fastify';
import type { GraphQLServer } from '../../graphql/yoga.js';
import { badInput } from '../../lib/errors.js';
import { replyError } from '../../rest/rest-actor.js';
import { replyWith, runOperation } from '../../rest/run-operation.js';

const LIST = 'query AiChatList { aiChat { message sender time } }';
const SEND = 'mutation AiChatSend($msg: String!) { aiSend(msg: $msg) { message sender time } }';
const STATE = 'query AiUserStateRest { aiUserState { personalInfo requested requestValid chat { count } } }';

type Msg = { message: string; sender: 'USER' | 'AI'; time: number };
const lower = (m: Msg) => ({ ...m, sender: m.sender === 'USER' ? 'user' : 'ai' });

export function aiRoutes(app: FastifyInstance, yoga: GraphQLServer) {
  app.get('/api/ai/chat/list', async (req, reply) =>
    replyWith(reply, await runOperation(yoga, req, LIST, {}), (d) => (d['aiChat'] as Msg[]).map(lower)),
  );
  app.post('/api/ai/chat/send', async (req, reply) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    // A msg of another type is a client's mistake to name as such; a missing one is left to the mutation's rule.
    if (body['msg'] !== undefined && body['msg'] !== null && typeof body['msg'] !== 'string')
      return replyError(reply, badInput('msg', 'msg must be text.'));
    const msg = typeof body['msg'] === 'string' ? body['msg'] : '';
    return replyWith(reply, await runOperation(yoga, req, SEND, { msg }), (d) => lower(d['aiSend'] as Msg));
  });
  app.get('/api/ai/userState', async (req, reply) =>
    replyWith(reply, await runOperation(yoga, req, STATE, {}), (d) => d['aiUserState']),
  );
}
