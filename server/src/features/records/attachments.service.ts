// Attachment bytes in and out, for the owner only: upload checks type, content and size; download audits.
import type { Db } from '../../../../db/client.js';
import type { AttachmentRow } from '../../../../db/schema/index.js';
import { own } from '../../lib/audit.js';
import type { AuditActor, AuditWriter } from '../../lib/audit.js';
import { AppError, badInput, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { MAX_ATTACHMENTS_PER_RECORD, checkAttachment } from './attachment-rules.js';
import { recordsRepository } from './records.repository.js';
import type { AttachmentView } from './records.types.js';

export class AttachmentsService {
  constructor(private readonly d: { db: Db; audit: AuditWriter }) {}

  async upload(userId: string, recordId: string, contentType: string, body: Buffer, filename: string | null) {
    if (!isUuid(recordId)) throw notFound('No such record.');
    return this.d.db.transaction(async (tx): Promise<AttachmentView> => {
      const record = await recordsRepository.find(tx, userId, recordId);
      if (!record) throw notFound('No such record.');
      const check = checkAttachment(contentType, body, filename);
      if (!check.ok) {
        const code = check.reason.startsWith('Attachments may be') ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_USER_INPUT';
        throw new AppError(code, check.reason, { field: 'file' });
      }
      const existing = await recordsRepository.attachmentsOf(tx, [recordId]);
      if (existing.length >= MAX_ATTACHMENTS_PER_RECORD)
        throw badInput('file', `At most ${MAX_ATTACHMENTS_PER_RECORD} attachments per record.`, {
          reason: 'TOO_MANY',
          max: MAX_ATTACHMENTS_PER_RECORD,
        });
      const [stored] = await recordsRepository.insertAttachments(tx, recordId, [check.value]);
      if (!stored) throw new Error('attachment insert returned no row');
      return stored;
    });
  }

  async download(actor: AuditActor, recordId: string, id: string): Promise<AttachmentRow> {
    const row =
      isUuid(recordId) && isUuid(id) ? await recordsRepository.findAttachment(this.d.db, actor.userId, recordId, id) : null;
    if (!row) throw notFound('No such attachment.');
    await this.d.audit.record(actor, own(actor, 'attachment.read', 'attachment', id));
    return row;
  }
}
