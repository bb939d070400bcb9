// Builds the GraphQL context from whichever door the operation came through: HTTP (Fastify request),
// WebSocket (connection_init params + upgrade request) or the REST facade (Fastify request).
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';
import type { Services } from '../services.js';
import { bearerToken } from '../features/account/access-tokens.js';
import type { GraphQLContext } from './context.js';
import type { Viewer } from '../features/account/account.service.js';

export interface ServerContext {
  req: FastifyRequest | IncomingMessage;
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
  return bearerToken(server.req.headers.authorization);
}

export function createContextFactory(services: Services) {
  return async (server: ServerContext): Promise<GraphQLContext> => {
    const ua = server.req.headers['user-agent'];
    const base = {
      services,
      ip: clientIp(server.req),
      userAgent: ua ? ua.slice(0, 300) : null,
      linkBase: services.account.mailLinkBase(server.req.headers),
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
