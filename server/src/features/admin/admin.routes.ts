// REST doors for administration under /api/admin, each the equivalent GraphQL operation run in-process (so
// the admin guard, validation and errors are the GraphQL ones: 403 + { message, code } for non-admins).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GraphQLServer } from '../../graphql/yoga.js';
import { replyWith, runOperation } from '../../rest/run-operation.js';

const USER = `id firstName lastName email verified admin banned banReason bannedUntil createdAt lastActiveAt`;
const LIST = `query AdminUsers($search: String, $filter: AdminUserFilter, $sort: AdminUserSort, $offset: Int, $first: Int) {
  adminUsers(search: $search, filter: $filter, sort: $sort, offset: $offset, first: $first) { total totalCapped nodes { ${USER} } } }`;
const AUDIT = `query AdminAudit($offset: Int, $first: Int) { adminAudit(offset: $offset, first: $first) {
  total nodes { id at action actorId actorEmail targetId targetEmail reason bannedUntil } } }`;
const BAN = `mutation AdminBan($userId: ID!, $reason: String!, $until: DateTime) {
  adminBanUser(userId: $userId, reason: $reason, until: $until) { ${USER} } }`;
const UNBAN = `mutation AdminUnban($userId: ID!) { adminUnbanUser(userId: $userId) { ${USER} } }`;
const SET_ADMIN = `mutation AdminSetAdmin($userId: ID!, $admin: Boolean!) { adminSetAdmin(userId: $userId, admin: $admin) { ${USER} } }`;
const RESEND = `mutation AdminResend($userId: ID!) { adminResendVerification(userId: $userId) { ${USER} } }`;

type Params = { id: string };
/** The list's query parameters by the variable paths they fill. */
const LIST_PARAMS = {
  'filter.verified': 'verified',
  'filter.banned': 'banned',
  'filter.admin': 'admin',
  'sort.field': 'sort',
  'sort.direction': 'direction',
};
type Query = Record<string, string | undefined>;

/** A filter flag: absent or empty is no filter; anything but true/false goes through, so GraphQL refuses it. */
const bool = (v: string | undefined) => (v === 'true' ? true : v === 'false' ? false : v ? v : null);
/** A number from the query string; anything else goes through as is, so GraphQL names the bad argument. */
const int = (v: string | undefined) => (v === undefined ? undefined : /^-?\d+$/.test(v) ? Number(v) : v);
const body = (req: FastifyRequest) => (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;

export function adminRoutes(app: FastifyInstance, yoga: GraphQLServer) {
  // GET /api/admin/users?search=&verified=&banned=&admin=&sort=NAME&direction=ASC&offset=0&first=25
  app.get<{ Querystring: Query }>('/api/admin/users', async (req, reply) => {
    const q = req.query;
    const filter = { verified: bool(q['verified']), banned: bool(q['banned']), admin: bool(q['admin']) };
    const sort = q['sort'] ? { field: q['sort'], direction: q['direction'] ?? 'ASC' } : undefined;
    const vars = { search: q['search'] ?? null, filter, sort, offset: int(q['offset']), first: int(q['first']) };
    return replyWith(reply, await runOperation(yoga, req, LIST, vars, LIST_PARAMS), (d) => d['adminUsers']);
  });
  app.get<{ Querystring: Query }>('/api/admin/audit', async (req, reply) =>
    replyWith(reply, await runOperation(yoga, req, AUDIT, { offset: int(req.query['offset']), first: int(req.query['first']) }), (d) => d['adminAudit']),
  );
  app.post<{ Params: Params }>('/api/admin/users/:id/ban', async (req, reply) => {
    const b = body(req);
    const vars = { userId: req.params.id, reason: typeof b['reason'] === 'string' ? b['reason'] : '', until: b['until'] ?? null };
    return replyWith(reply, await runOperation(yoga, req, BAN, vars), (d) => d['adminBanUser']);
  });
  app.post<{ Params: Params }>('/api/admin/users/:id/unban', async (req, reply) =>
    replyWith(reply, await runOperation(yoga, req, UNBAN, { userId: req.params.id }), (d) => d['adminUnbanUser']),
  );
  app.post<{ Params: Params }>('/api/admin/users/:id/grant-admin', async (req, reply) =>
    replyWith(reply, await runOperation(yoga, req, SET_ADMIN, { userId: req.params.id, admin: true }), (d) => d['adminSetAdmin']),
  );
  app.post<{ Params: Params }>('/api/admin/users/:id/revoke-admin', async (req, reply) =>
    replyWith(reply, await runOperation(yoga, req, SET_ADMIN, { userId: req.params.id, admin: false }), (d) => d['adminSetAdmin']),
  );
  app.post<{ Params: Params }>('/api/admin/users/:id/resend-verification', async (req, reply) =>
    replyWith(reply, await runOperation(yoga, req, RESEND, { userId: req.params.id }), (d) => d['adminResendVerification']),
  );
}
