// What every assistant tool runs with: the asking user (taken from the request, never from model output), the
// services it reads through, and the clock. Reads are audited as the assistant acting for that user: the
// actor's user agent says so, so the access log shows "AI assistant" next to each read.
import type { AuditActor } from '../../../lib/audit.js';
import type { Services } from '../../../services.js';
import type { AiSource } from '../ai.types.js';

export type ToolServices = Pick<Services, 'vitals' | 'records' | 'twin' | 'personalInfo' | 'preferences' | 'audit'>;

export interface ToolContext {
  actor: AuditActor;
  services: ToolServices;
  now: Date;
  /** Bounds how many replies read at once, so reads never take every pooled connection from sends and pages. */
  gate?: <T>(read: () => Promise<T>) => Promise<T>;
}

export const ASSISTANT_AGENT = 'AI assistant';

/** The request's actor, marked as the assistant acting for the user. */
export function assistantActor(actor: AuditActor): AuditActor {
  const ua = actor.userAgent ? `${ASSISTANT_AGENT} (for the user; ${actor.userAgent})` : `${ASSISTANT_AGENT} (for the user)`;
  return { ...actor, userAgent: ua.slice(0, 500) };
}

/** Every tool output carries the portal links it drew on. */
export interface WithSources {
  sources: AiSource[];
}

const DAY = 86_400_000;
const MAX_SPAN = 400 * DAY;

/** A [from, to) range from optional ISO strings: invalid or missing ends take the default, never beyond now. */
export function rangeOf(now: Date, from: string | undefined, to: string | undefined, defaultDays: number) {
  const parse = (s: string | undefined) => {
    const d = s ? new Date(s) : null;
    return d && Number.isFinite(d.getTime()) ? d : null;
  };
  let end = parse(to) ?? now;
  if (end.getTime() > now.getTime()) end = now;
  let start = parse(from) ?? new Date(end.getTime() - defaultDays * DAY);
  if (start.getTime() >= end.getTime()) start = new Date(end.getTime() - DAY);
  if (end.getTime() - start.getTime() > MAX_SPAN) start = new Date(end.getTime() - MAX_SPAN);
  return { from: start, to: end };
}

export const round = (v: number, digits = 1) => Math.round(v * 10 ** digits) / 10 ** digits;
