// FHIR R4 import: parse and map the whole bundle first (a bad bundle fails before anything is stored), then
// store everything in ONE transaction — records, observations, attachments, patient suggestions and the
// vital readings derived from vital-sign observations — so an import is all or nothing. Progress events go
// to fhirImportProgress(importId) while storing; the result (counts by type) comes with the response.
import { randomUUID } from 'node:crypto';
import type { Db, DbOrTx } from '../../../../db/client.js';
import { own } from '../../lib/audit.js';
import type { AuditActor, AuditWriter } from '../../lib/audit.js';
import { AppError, badInput } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { PubSub } from '../../realtime/pubsub.js';
import { recordsRepository } from '../records/records.repository.js';
import { suggestionsRepository } from '../records/suggestions.repository.js';
import type { IngestService } from '../vitals/ingest.service.js';
import { parseBundle } from './bundle-parse.js';
import { fhirRepository, identityKey } from './fhir.repository.js';
import type { BundleEntry, FhirResourceImporter, ImportPhase, ImportResult, MappedRecord, Outcome } from './fhir.types.js';
import { BundleIndex } from './identity.js';
import { ImportReport } from './import-report.js';
import { mapBundle } from './map-bundle.js';
import type { MappedBundle } from './map-bundle.js';

const PROGRESS_EVERY = 50;

export class FhirImportService {
  private readonly importers: FhirResourceImporter[] = [];

  constructor(private readonly d: { db: Db; ingest: IngestService; pubsub: PubSub; audit: AuditWriter }) {}

  /** Lets another feature import some resource types (services.ts wires invoices for Claim/EOB). */
  addImporter(importer: FhirResourceImporter) {
    this.importers.push(importer);
  }

  private readonly imported: ((userId: string) => void)[] = [];

  /** Called after an import commits (the assistant refreshes the user's overall summary). */
  onImported(listener: (userId: string) => void): void {
    this.imported.push(listener);
  }

  async importBundle(actor: AuditActor, text: string, importId?: string | null): Promise<ImportResult> {
    if (importId && !isUuid(importId)) throw badInput('importId', 'importId must be a UUID.');
    const id = importId ?? randomUUID();
    const progress = (phase: ImportPhase, processed: number, total: number, message: string | null = null) =>
      this.d.pubsub.publish('fhir:progress', actor.userId, { importId: id, phase, processed, total, message });
    progress('parsing', 0, 0);
    let mapped: MappedBundle;
    let total: number;
    let entries: BundleEntry[];
    const claimed = new Set(this.importers.flatMap((i) => i.resourceTypes));
    try {
      entries = parseBundle(text).entries;
      total = entries.length;
      mapped = mapBundle(entries, Date.now(), claimed);
    } catch (err) {
      progress('failed', 0, 0, err instanceof AppError ? err.message : 'The bundle could not be read.');
      throw err;
    }
    const report = new ImportReport(id, total);
    for (const s of mapped.skipped) {
      report.count(s.resourceType, 'skipped');
      report.issue(s);
    }
    for (const n of mapped.notes) report.issue(n);
    try {
      await this.d.db.transaction(async (tx) => {
        await fhirRepository.lockUser(tx, actor.userId);
        await this.storePatients(tx, actor.userId, mapped, report);
        await this.storeRecords(tx, actor.userId, mapped.records, report, (n) => {
          if (n % PROGRESS_EVERY === 0) progress('storing', n, mapped.records.length);
        });
        await this.runImporters(tx, actor.userId, entries, report);
      });
    } catch (err) {
      progress('failed', 0, total, 'The import was rolled back; nothing was stored.');
      throw err;
    }
    progress('done', mapped.records.length, mapped.records.length);
    await this.d.audit.record(actor, own(actor, 'records.import', 'import', id));
    for (const listener of this.imported) listener(actor.userId);
    return report.result();
  }

  private async runImporters(tx: DbOrTx, userId: string, entries: BundleEntry[], report: ImportReport) {
    if (!this.importers.length) return;
    const index = new BundleIndex(entries);
    for (const importer of this.importers) {
      const mine = entries.filter((e) => importer.resourceTypes.includes(e.resourceType));
      if (mine.length) await importer.importEntries(tx, userId, mine, index, report);
    }
  }

  private async storePatients(tx: DbOrTx, userId: string, mapped: MappedBundle, report: ImportReport) {
    for (const { demographics: p } of mapped.patients) {
      const { identity, ...fields } = p;
      // The account's own Patient (from its own export) suggests nothing new.
      if (identity.id === userId) {
        report.count('Patient', 'unchanged');
        continue;
      }
      const fresh = await suggestionsRepository.upsert(tx, userId, { ...fields, fhirId: identity.id, fhirSource: identity.source });
      report.count('Patient', fresh ? 'imported' : 'unchanged');
      if (fresh) report.patientSuggestions += 1;
    }
  }

  private async storeRecords(
    tx: DbOrTx,
    userId: string,
    records: MappedRecord[],
    report: ImportReport,
    onStored: (n: number) => void,
  ) {
    const existing = await fhirRepository.findByIdentities(tx, userId, records.map((r) => r.identity));
    const own = await fhirRepository.ownRecordIds(tx, userId, records.filter((r) => !r.identity.source).map((r) => r.identity.id));
    let n = 0;
    for (const m of records) {
      const found = existing.get(identityKey(m.identity));
      // The user's own hand-made record coming back from their export: theirs wins, untouched.
      const outcome: Outcome = own.has(m.identity.id)
        ? 'unchanged'
        : !found
          ? 'imported'
          : found.hash === m.hash
            ? 'unchanged'
            : 'updated';
      if (outcome !== 'unchanged') {
        await this.storeOne(tx, userId, m, found?.id ?? null);
        report.vitalReadingsAdded += await this.d.ingest.importReadings(tx, userId, m.readings);
      }
      report.count(m.entry.resourceType, outcome, m.flags.length > 0);
      for (const member of m.members) report.count(member.resourceType, outcome);
      onStored(++n);
    }
  }

  private async storeOne(tx: DbOrTx, userId: string, m: MappedRecord, existingId: string | null) {
    const origin = {
      source: 'fhir' as const,
      fhirResourceType: m.identity.resourceType,
      fhirId: m.identity.id,
      fhirSource: m.identity.source,
      fhirHash: m.hash,
      flags: m.flags,
    };
    // A record whose date was missing keeps the date it got on its first import.
    const { date, ...rest } = m.fields;
    const fields = existingId && m.flags.includes('missing_date') ? rest : { ...rest, date };
    const row = existingId
      ? await recordsRepository.update(tx, userId, existingId, fields, origin)
      : await recordsRepository.insert(tx, userId, m.fields, origin);
    if (!row) throw new Error('imported record vanished inside its transaction');
    await recordsRepository.replaceObservations(tx, userId, row.id, m.observations);
    if (existingId) await recordsRepository.deleteAttachments(tx, row.id);
    await recordsRepository.insertAttachments(tx, row.id, m.attachments);
  }
}
