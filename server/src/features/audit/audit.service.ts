// The audit trail: features record reads through the AuditWriter interface; users list who read their data.
import type { Db } from '../../../../db/client.js';
import type { AuditActor, AuditEvent, AuditWriter } from '../../lib/audit.js';
import { badInput } from '../../lib/errors.js';
import { auditRepository } from './audit.repository.js';

export const MAX_ACCESS_LOG = 200;

export class AuditService implements AuditWriter {
  constructor(private readonly d: { db: Db }) {}

  async record(actor: AuditActor, event: AuditEvent): Promise<void> {
    await auditRepository.insert(this.d.db, {
      actorUserId: actor.userId,
      subjectUserId: event.subjectUserId,
      action: event.action,
      entityType: event.entityType ?? null,
      entityId: event.entityId ?? null,
      ip: actor.ip,
      userAgent: actor.userAgent,
    });
  }

  /** "Who accessed my data": entries whose subject is the user, newest first. */
  accessLog(userId: string, first: number | null | undefined) {
    const n = first ?? 50;
    if (!Number.isInteger(n) || n < 1 || n > MAX_ACCESS_LOG)
      throw badInput('first', `first must be an integer from 1 to ${MAX_ACCESS_LOG}.`);
    return auditRepository.list(this.d.db, userId, n);
  }
}
