// FHIR R4 export: the user's whole record as one Bundle (type collection) — a Patient for the account, then
// every record as its resources (export-record.ts). Audited as records.export.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../../db/client.js';
import type { AttachmentRow } from '../../../../db/schema/index.js';
import { own } from '../../lib/audit.js';
import type { AuditActor, AuditWriter } from '../../lib/audit.js';
import { recordsRepository } from '../records/records.repository.js';
import type { RecordsService } from '../records/records.service.js';
import { exportRecord } from './export-record.js';
import { fhirRepository } from './fhir.repository.js';
import type { Json } from './fhir.types.js';

export class FhirExportService {
  constructor(private readonly d: { db: Db; records: RecordsService; audit: AuditWriter }) {}

  async exportBundle(actor: AuditActor): Promise<Json> {
    const db = this.d.db;
    const rows = await recordsRepository.all(db, actor.userId);
    const views = await this.d.records.views(db, rows);
    const files = await recordsRepository.attachmentContents(db, rows.map((r) => r.id));
    const filesOf = new Map<string, AttachmentRow[]>();
    for (const f of files) filesOf.set(f.recordId, [...(filesOf.get(f.recordId) ?? []), f]);
    const owner = await fhirRepository.owner(db, actor.userId);
    const patientUrl = `urn:uuid:${actor.userId}`;
    const patient = {
      resourceType: 'Patient',
      id: actor.userId,
      name: [{ ...(owner?.lastName ? { family: owner.lastName } : {}), ...(owner?.firstName ? { given: [owner.firstName] } : {}) }],
    };
    const subject = { reference: patientUrl };
    const entry = [
      { fullUrl: patientUrl, resource: patient },
      ...views.flatMap((v) => exportRecord(v, filesOf.get(v.id) ?? [], subject)),
    ];
    await this.d.audit.record(actor, own(actor, 'records.export'));
    return {
      resourceType: 'Bundle',
      id: randomUUID(),
      meta: { lastUpdated: new Date().toISOString() },
      type: 'collection',
      timestamp: new Date().toISOString(),
      entry,
    };
  }
}
