// Legacy REST paths (spec §7), each the equivalent GraphQL operation run in-process.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GraphQLServer } from '../../graphql/yoga.js';
import { replyWith, runOperation } from '../../rest/run-operation.js';

const USER_FIELDS = `id firstName lastName email stpEmailVerified personalInfo { filled } ban { banned } ai { overall } admin`;

const MY_ACCOUNT = `query MyAccount { me { ${USER_FIELDS} } }`;
const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { accessToken user { ${USER_FIELDS} } } }`;
const COMPLETE_TWO_FACTOR = `mutation CompleteTwoFactorLogin($challengeToken: String!, $code: String!) {
  completeTwoFactorLogin(challengeToken: $challengeToken, code: $code) { accessToken user { ${USER_FIELDS} } } }`;
const REGISTER = `mutation Register($email: String!, $password: String!, $firstName: String!, $lastName: String!, $language: UiLanguage) {
  register(email: $email, password: $password, firstName: $firstName, lastName: $lastName, language: $language) {
    accessToken user { ${USER_FIELDS} } } }`;

/** Missing or non-string fields become '' so the service answers with its own per-field message. */
function strings(req: FastifyRequest, keys: string[]): Record<string, string> {
  const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
  return Object.fromEntries(keys.map((k) => [k, typeof body[k] === 'string' ? body[k] : '']));
}

/** A field sent as given when the body has it (an optional variable: GraphQL names a wrong value). */
function optional(req: FastifyRequest, key: string): Record<string, unknown> {
  const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
  return body[key] === undefined || body[key] === null ? {} : { [key]: body[key] };
}

export function accountRoutes(app: FastifyInstance, yoga: GraphQLServer) {
  app.get('/api/account/my-account', async (req, reply) =>
    replyWith(reply, await runOperation(yoga, req, MY_ACCOUNT, {}), (d) => d['me']),
  );
  app.post('/api/account/login', async (req, reply) =>
    replyWith(reply, await runOperation(yoga, req, LOGIN, strings(req, ['email', 'password'])), (d) => d['login']),
  );
  // With two-factor sign-in on, /login answers 401 { code: 'TWO_FACTOR_REQUIRED', challengeToken }; this
  // second step takes { challengeToken, code } and answers like /login: { accessToken, user }.
  app.post('/api/account/login/two-factor', async (req, reply) =>
    replyWith(
      reply,
      await runOperation(yoga, req, COMPLETE_TWO_FACTOR, strings(req, ['challengeToken', 'code'])),
      (d) => d['completeTwoFactorLogin'],
    ),
  );
  app.post('/api/account/register', async (req, reply) =>
    replyWith(
      reply,
      await runOperation(yoga, req, REGISTER, {
        ...strings(req, ['email', 'password', 'firstName', 'lastName']),
        // Optional (the spec's body has four fields): the language of the verification mail, EN, FR, AR or CH.
        ...optional(req, 'language'),
      }),
      (d) => d['register'],
    ),
  );
}
