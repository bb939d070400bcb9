// FHIR R4 export: the user's whole record as one Bundle (type collection) — a Patient for the account
// (export-patient.ts, fed by a DemographicsSource), then
// every record as its resources (export-record.ts). Audited as records.export.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../../db/client.js';
import type { AttachmentRow } from '../../../../db/schema/index.js';
import { own } from '../../lib/audit.js';
import type { AuditActor, AuditWriter } from '../../lib/audit.js';
import { recordsRepository } from '../records/records.repository.js';
import type { RecordsService } from '../records/records.service.js';
import { exportPatient } from './export-patient.js';
import type { AccountDemographics, DemographicsSource } from './export-patient.js';
import { exportRecord } from './export-record.js';
import { fhirRepository } from './fhir.repository.js';
import type { FhirResourceExporter, Json } from './fhir.types.js';

export class FhirExportService {
  private readonly exporters: FhirResourceExporter[] = [];

  constructor(
    private readonly d: { db: Db; records: RecordsService; audit: AuditWriter; demographics?: DemographicsSource },
  ) {}

  /** Lets another feature add its resources to the export (services.ts wires invoices). */
  addExporter(exporter: FhirResourceExporter) {
    this.exporters.push(exporter);
  }

  async exportBundle(actor: AuditActor): Promise<Json> {
    const db = this.d.db;
    const rows = await recordsRepository.all(db, actor.userId);
    const views = await this.d.records.views(db, rows);
    const files = await recordsRepository.attachmentContents(
      db,
      rows.map((r) => r.id),
    );
    const filesOf = new Map<string, AttachmentRow[]>();
    for (const f of files) filesOf.set(f.recordId, [...(filesOf.get(f.recordId) ?? []), f]);
    const patientUrl = `urn:uuid:${actor.userId}`;
    const patient = exportPatient(actor.userId, await this.demographics(actor.userId));
    const subject = { reference: patientUrl };
    const entry = [
      { fullUrl: patientUrl, resource: patient },
      ...views.flatMap((v) => exportRecord(v, filesOf.get(v.id) ?? [], subject)),
    ];
    for (const exporter of this.exporters) entry.push(...(await exporter.exportEntries(db, actor.userId, subject)));
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

  /** From the demographics source when wired; otherwise just the account's names. */
  private async demographics(userId: string): Promise<AccountDemographics | null> {
    if (this.d.demographics) return this.d.demographics.demographics(userId);
    const owner = await fhirRepository.owner(this.d.db, userId);
    if (!owner) return null;
    return {
      firstName: owner.firstName,
      lastName: owner.lastName,
      email: null,
      birthDate: null,
      sexAtBirth: null,
      gender: null,
      phone: null,
      address: null,
      language: null,
      emergency: null,
    };
  }
}
