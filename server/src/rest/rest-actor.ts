// For REST routes that cannot be a GraphQL facade (raw uploads and downloads, large FHIR bodies): the same
// bearer-token check as GraphQL (createContextFactory), the same "verified e-mail" rule, the same errors.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createContextFactory } from '../graphql/auth-context.js';
import { requireActor } from '../graphql/context.js';
import type { AuditActor } from '../lib/audit.js';
import { AppError, refusalDetails, statusForCode } from '../lib/errors.js';
import type { Services } from '../services.js';

export async function restActor(services: Services, req: FastifyRequest): Promise<AuditActor> {
  return requireActor(await createContextFactory(services)({ req }));
}

/**
 * Sends an expected error as `{ message, code, field? }` (a BAD_USER_INPUT also with its `reason` and limits:
 * refusalDetails); anything else goes to the app's error handler.
 */
export function replyError(reply: FastifyReply, err: unknown) {
  if (!(err instanceof AppError)) throw err;
  void reply.header('cache-control', 'no-store');
  if (err.code === 'UNAUTHENTICATED') void reply.header('www-authenticate', 'Bearer');
  return reply
    .status(statusForCode(err.code))
    .send({
      message: err.message,
      code: err.code,
      ...refusalDetails(err.extensions),
      ...(err.code === 'ACCOUNT_BANNED' ? { reason: err.extensions['reason'] ?? null, bannedUntil: err.extensions['bannedUntil'] ?? null } : {}),
    });
}
