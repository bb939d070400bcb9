// Per-operation context: who is calling (resolved once from the bearer token) and the services.
import type { AppError } from '../lib/errors.js';
import { AppError as AppErrorClass, unauthenticated } from '../lib/errors.js';
import type { Services } from '../services.js';
import type { Viewer } from '../features/account/account.service.js';
import type { AuditActor } from '../lib/audit.js';
import type { LivePushTarget } from '../realtime/live-push.js';

export interface GraphQLContext {
  services: Services;
  viewer: Viewer | null;
  /** Why the presented token was refused, if one was presented. */
  authError: AppError | null;
  ip: string;
  /** Base URL for links mailed as a result of this operation (lib/link-base.ts). */
  linkBase: string;
  /** The caller's User-Agent (audit entries say "from where"). */
  userAgent?: string | null;
  /** WebSocket operations only: where subscription results are pushed (realtime/live-push.ts). */
  livePush?: LivePushTarget;
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

/** A verified viewer as the audit trail names them: who, from which address and client. */
export function requireActor(ctx: GraphQLContext): AuditActor {
  const v = requireVerified(ctx);
  return { userId: v.user.id, ip: ctx.ip, userAgent: ctx.userAgent ?? null };
}
