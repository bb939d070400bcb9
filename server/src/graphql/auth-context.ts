// Builds the GraphQL context from whichever door the operation came through: HTTP (Fastify request),
// WebSocket (connection_init params + what was read from the upgrade request) or the REST facade (Fastify
// request).
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';
import type { Services } from '../services.js';
import { bearerToken } from '../features/account/access-tokens.js';
import type { GraphQLContext } from './context.js';
import type { Viewer } from '../features/account/account.service.js';

/** Who is calling from where: what the context needs of a request (audit entries, mailed links). */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  /** Base URL for links mailed as a result of an operation (lib/link-base.ts). */
  linkBase: string;
}

export interface ServerContext {
  /** HTTP and the REST facade: the request. */
  req?: FastifyRequest | IncomingMessage | undefined;
  /** WebSocket: what was read from the upgrade request at connection (the request itself is not kept). */
  client?: ClientInfo | undefined;
  /** graphql-ws connection_init payload. */
  connectionParams?: Record<string, unknown> | undefined;
  /**
   * WebSocket only: the viewer authenticated once at connection_init. Reused for every operation on the
   * socket (revocation, ban and token expiry close the socket, so it cannot go stale while open).
   */
  viewer?: Viewer | undefined;
}

export function clientIp(req: FastifyRequest | IncomingMessage): string {
  return 'ip' in req ? req.ip : (req.socket.remoteAddress ?? 'unknown');
}

/** The token from `Authorization: Bearer` or, on WebSocket, from connectionParams. */
export function presentedToken(server: ServerContext): string | undefined {
  const p = server.connectionParams;
  if (p) {
    const fromParams = bearerToken(p['authorization'] ?? p['Authorization']) ?? p['token'];
    return typeof fromParams === 'string' && fromParams ? fromParams : undefined;
  }
  return bearerToken(server.req?.headers.authorization);
}

/** Reads a request's ClientInfo (once per request, or once per WebSocket at its upgrade). */
export function clientInfo(services: Services, req: FastifyRequest | IncomingMessage): ClientInfo {
  const ua = req.headers['user-agent'];
  return {
    ip: clientIp(req),
    userAgent: ua ? ua.slice(0, 300) : null,
    linkBase: services.account.mailLinkBase(req.headers),
  };
}

export function createContextFactory(services: Services) {
  return async (server: ServerContext): Promise<GraphQLContext> => {
    const client = server.client ?? (server.req ? clientInfo(services, server.req) : null);
    if (!client) throw new Error('GraphQL context without a request or a client');
    const base = {
      services,
      ip: client.ip,
      userAgent: client.userAgent,
      linkBase: client.linkBase,
      viewer: null,
      authError: null,
    };
    if (server.viewer) return { ...base, viewer: server.viewer };
    const token = presentedToken(server);
    if (!token) return base;
    try {
      const viewer = await services.account.authenticate(services.tokens.verify(token));
      return { ...base, viewer };
    } catch (err) {
      if (err instanceof AppError) return { ...base, authError: err };
      throw err;
    }
  };
}
