// The audit trail's write side as every feature sees it (HIPAA §164.312(b)): features get an AuditWriter
// from services.ts and call it after a successful read of health data. Writing is awaited: if the entry
// cannot be stored, the read fails rather than going unrecorded.
export interface AuditActor {
  userId: string;
  ip: string | null;
  userAgent: string | null;
}

export interface AuditEvent {
  /** Whose data was read (the owner). */
  subjectUserId: string;
  action: string;
  entityType?: string | null;
  entityId?: string | null;
}

export interface AuditWriter {
  record(actor: AuditActor, event: AuditEvent): Promise<void>;
}

/** The owner reading their own data: the common case. */
export const own = (actor: AuditActor, action: string, entityType?: string, entityId?: string): AuditEvent => ({
  subjectUserId: actor.userId,
  action,
  entityType: entityType ?? null,
  entityId: entityId ?? null,
});
