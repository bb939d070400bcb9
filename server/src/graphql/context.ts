// Per-operation context: who is calling (resolved once from the bearer token) and the services.
import type { AppError } from '../lib/errors.js';
import { AppError as AppErrorClass, unauthenticated } from '../lib/errors.js';
import type { Services } from '../services.js';
import type { Viewer } from '../features/account/account.service.js';

export interface GraphQLContext {
  services: Services;
  viewer: Viewer | null;
  /** Why the presented token was refused, if one was presented. */
  authError: AppError | null;
  ip: string;
}

/** The signed-in viewer, or the reason there is none. */
export function requireViewer(ctx: GraphQLContext): Viewer {
  if (ctx.viewer) return ctx.viewer;
  throw ctx.authError ?? unauthenticated();
}

/** Health data needs a confirmed address as well as a session (spec §4). */
export function requireVerified(ctx: GraphQLContext): Viewer {
  const v = requireViewer(ctx);
  if (!v.user.emailVerifiedAt) throw new AppErrorClass('EMAIL_NOT_VERIFIED', 'Confirm your e-mail address first.');
  return v;
}
