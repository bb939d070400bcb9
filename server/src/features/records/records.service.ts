// Medical records of the signed-in user: list/search, read, create, update, delete, attachments and the
// Patient demographics found by imports. Someone else's record (or a malformed id) answers NOT_FOUND, and
// every read of health data writes an audit entry.
import type { Db, DbOrTx } from '../../../../db/client.js';
import type { MedicalRecordRow } from '../../../../db/schema/index.js';
import { own } from '../../lib/audit.js';
import type { AuditActor, AuditWriter } from '../../lib/audit.js';
import { badInput, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { parseRecordInput } from './record-validation.js';
import type { RecordArg } from './record-validation.js';
import { recordsRepository } from './records.repository.js';
import { MANUAL_ORIGIN } from './records.types.js';
import type { RecordFilter, RecordSort, RecordView } from './records.types.js';
import { toRecordViews } from './records.views.js';
import { suggestionsRepository } from './suggestions.repository.js';

export const MAX_PAGE_SIZE = 100;
const MAX_SEARCH = 200;

export interface ListArgs {
  search?: string | null;
  kinds?: RecordFilter['kinds'];
  from?: Date | null;
  to?: Date | null;
  sort?: RecordSort | null;
  page?: number | null;
  pageSize?: number | null;
}

export class RecordsService {
  constructor(private readonly d: { db: Db; audit: AuditWriter }) {}

  /** Views with observations and attachment metadata: two queries for any number of records. */
  async views(db: DbOrTx, rows: MedicalRecordRow[]): Promise<RecordView[]> {
    const ids = rows.map((r) => r.id);
    const [obs, atts] = await Promise.all([
      recordsRepository.observationsOf(db, ids),
      recordsRepository.attachmentsOf(db, ids),
    ]);
    return toRecordViews(rows, obs, atts);
  }

  async list(actor: AuditActor, a: ListArgs) {
    const page = a.page ?? 1;
    const pageSize = a.pageSize ?? 20;
    if (!Number.isInteger(page) || page < 1 || page > 100_000) throw badInput('page', 'page must be a whole number from 1 to 100000.', { reason: 'OUT_OF_RANGE', min: 1, max: 100_000 });
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
      throw badInput('pageSize', `pageSize must be from 1 to ${MAX_PAGE_SIZE}.`);
    const search = a.search?.trim() || null;
    if (search && search.length > MAX_SEARCH) throw badInput('search', `Search at most ${MAX_SEARCH} characters.`, { reason: 'TOO_LONG', max: MAX_SEARCH });
    if (a.from && a.to && a.from.getTime() > a.to.getTime()) throw badInput('to', 'to must not be before from.', 'END_BEFORE_START');
    const filter: RecordFilter = { search, kinds: a.kinds ?? null, from: a.from ?? null, to: a.to ?? null };
    const { rows, total } = await recordsRepository.list(
      this.d.db,
      actor.userId,
      filter,
      a.sort ?? 'date_desc',
      (page - 1) * pageSize,
      pageSize,
    );
    const items = await this.views(this.d.db, rows);
    await this.d.audit.record(actor, own(actor, 'records.list'));
    return { items, totalCount: total, page, pageSize, hasNextPage: page * pageSize < total };
  }

  /** The record, or null when it is not the user's (the GraphQL `record` query answers null). */
  async get(actor: AuditActor, id: string): Promise<RecordView | null> {
    const row = isUuid(id) ? await recordsRepository.find(this.d.db, actor.userId, id) : null;
    if (!row) return null;
    const [view] = await this.views(this.d.db, [row]);
    await this.d.audit.record(actor, own(actor, 'record.read', 'record', id));
    return view ?? null;
  }

  async create(userId: string, input: RecordArg) {
    const { fields, observations } = parseRecordInput(input);
    return this.d.db.transaction(async (tx) => {
      const row = await recordsRepository.insert(tx, userId, fields, MANUAL_ORIGIN);
      await recordsRepository.replaceObservations(tx, userId, row.id, observations ?? []);
      return this.one(tx, row);
    });
  }

  /** Replaces the fields; observations only when given. A record edited by hand keeps its FHIR identity. */
  async update(userId: string, id: string, input: RecordArg) {
    if (!isUuid(id)) throw notFound('No such record.');
    const { fields, observations } = parseRecordInput(input);
    return this.d.db.transaction(async (tx) => {
      const row = await recordsRepository.update(tx, userId, id, fields);
      if (!row) throw notFound('No such record.');
      if (observations) await recordsRepository.replaceObservations(tx, userId, id, observations);
      return this.one(tx, row);
    });
  }

  async remove(userId: string, id: string) {
    if (!isUuid(id) || !(await recordsRepository.remove(this.d.db, userId, id))) throw notFound('No such record.');
    return true;
  }

  async removeAttachment(userId: string, recordId: string, id: string) {
    const ok = isUuid(recordId) && isUuid(id) && (await recordsRepository.removeAttachment(this.d.db, userId, recordId, id));
    if (!ok) throw notFound('No such attachment.');
    return true;
  }

  /**
   * The newest records of these kinds with their observations, for a feature that composes a document from
   * them and audits that read itself (the health summary): not audited here, so one document is one entry.
   */
  async newestOf(userId: string, kinds: RecordFilter['kinds'], limit: number): Promise<RecordView[]> {
    const filter: RecordFilter = { search: null, kinds, from: null, to: null };
    const { rows } = await recordsRepository.list(this.d.db, userId, filter, 'date_desc', 0, Math.min(Math.max(limit, 1), 500));
    return this.views(this.d.db, rows);
  }

  patientSuggestions(userId: string) {
    return suggestionsRepository.open(this.d.db, userId);
  }

  async dismissPatientSuggestion(userId: string, id: string) {
    if (!isUuid(id) || !(await suggestionsRepository.dismiss(this.d.db, userId, id))) throw notFound('No such suggestion.');
    return true;
  }

  private async one(db: DbOrTx, row: MedicalRecordRow) {
    const [view] = await this.views(db, [row]);
    if (!view) throw new Error('record view missing');
    return view;
  }
}
