// The one writer of the admin audit (ARCHITECTURE.md "Roles": one guard, one audit writer). Called inside the
// transaction of the action it records, so an action and its row commit or fail together.
import type { DbOrTx } from '../../../db/client.js';
import { adminAudit } from '../../../db/schema/index.js';
import type { AdminAuditAction, AdminAuditInvoiceDetails } from '../../../db/schema/index.js';

export interface AdminAuditEntry {
  action: AdminAuditAction;
  /** Null when no signed-in admin acted (command line, ADMIN_EMAILS, ban expiry). */
  actorUserId?: string | null;
  actorEmail?: string | null;
  targetUserId: string;
  targetEmail: string;
  reason?: string | null;
  bannedUntil?: Date | null;
  details?: AdminAuditInvoiceDetails | null;
}

export async function writeAdminAudit(db: DbOrTx, e: AdminAuditEntry): Promise<void> {
  await db.insert(adminAudit).values({
    action: e.action,
    actorUserId: e.actorUserId ?? null,
    actorEmail: e.actorEmail ?? null,
    targetUserId: e.targetUserId,
    targetEmail: e.targetEmail,
    reason: e.reason ?? null,
    bannedUntil: e.bannedUntil ?? null,
    details: e.details ?? null,
  });
}
