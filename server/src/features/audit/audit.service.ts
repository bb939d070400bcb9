// The audit trail: features record reads through the AuditWriter interface; users list who read their data.
import type { Db } from '../../../../db/client.js';
import type { AuditActor, AuditEvent, AuditWriter } from '../../lib/audit.js';
import { badInput } from '../../lib/errors.js';
import { auditRepository } from './audit.repository.js';

export const MAX_ACCESS_LOG = 200;

/** A page view's reads within this window count as one access (the same person, place and client). */
export const VIEW_WINDOW_MS = 60_000;

/**
 * Which reads are one "meaningful read": every vitals query of a page (latest, series per kind, alerts, sleep)
 * is one look at the vital signs; a record, a twin system or an attachment is one per item. Imports and exports
 * are always written (null: never merged).
 */
function viewKey(actor: AuditActor, e: AuditEvent): string | null {
  const what = e.action.startsWith('vitals.')
    ? 'vitals'
    : ['records.list', 'record.read', 'twin.read', 'twin.overview', 'attachment.read', 'notes.list'].includes(e.action)
      ? `${e.action}:${e.entityId ?? ''}`
      : null;
  return what && `${actor.userId}|${e.subjectUserId}|${actor.ip ?? ''}|${actor.userAgent ?? ''}|${what}`;
}

export class AuditService implements AuditWriter {
  /**
   * Last write per view key, in this process. Checked and set synchronously, so the parallel queries of one
   * page cannot both write; another instance may write its own row for the same view (at most one each).
   */
  private readonly lastWritten = new Map<string, number>();

  constructor(private readonly d: { db: Db }) {}

  async record(actor: AuditActor, event: AuditEvent): Promise<void> {
    const key = viewKey(actor, event);
    if (key) {
      const now = Date.now();
      const last = this.lastWritten.get(key);
      if (last !== undefined && now - last < VIEW_WINDOW_MS) return;
      this.lastWritten.set(key, now);
      if (this.lastWritten.size > 10_000) this.forgetBefore(now - VIEW_WINDOW_MS);
    }
    try {
      await auditRepository.insert(this.d.db, {
        actorUserId: actor.userId,
        subjectUserId: event.subjectUserId,
        action: event.action,
        entityType: event.entityType ?? null,
        entityId: event.entityId ?? null,
        ip: actor.ip,
        userAgent: actor.userAgent,
      });
    } catch (err) {
      // Not stored: the read fails (the caller awaits this), and the next one must try again.
      if (key) this.lastWritten.delete(key);
      throw err;
    }
  }

  private forgetBefore(cutoff: number) {
    for (const [k, at] of this.lastWritten) if (at < cutoff) this.lastWritten.delete(k);
  }

  /** "Who accessed my data": entries whose subject is the user, newest first. */
  accessLog(userId: string, first: number | null | undefined) {
    const n = first ?? 50;
    if (!Number.isInteger(n) || n < 1 || n > MAX_ACCESS_LOG)
      throw badInput('first', `first must be an integer from 1 to ${MAX_ACCESS_LOG}.`);
    return auditRepository.list(this.d.db, userId, n);
  }
}
