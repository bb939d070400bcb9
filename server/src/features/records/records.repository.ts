// Drizzle queries for records, their observations and attachments. Every query is scoped by user; a record
// of someone else is simply not found (null/false), and the service says what that means.
import { and, asc, count, desc, eq, exists, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { attachments, medicalRecords, observations } from '../../../../db/schema/index.js';
import type { ObservationRow } from '../../../../db/schema/index.js';
import type { AttachmentFields, ObservationFields, RecordFields, RecordFilter, RecordOrigin, RecordSort } from './records.types.js';

/** Sort keys map to fixed expressions: user input never becomes SQL. */
const ORDER: Record<RecordSort, SQL[]> = {
  date_desc: [desc(medicalRecords.date), desc(medicalRecords.id)],
  date_asc: [asc(medicalRecords.date), asc(medicalRecords.id)],
  title_asc: [asc(sql`lower(${medicalRecords.title})`), asc(medicalRecords.date), asc(medicalRecords.id)],
  updated_desc: [desc(medicalRecords.updatedAt), desc(medicalRecords.id)],
};

/** LIKE metacharacters taken literally (PostgreSQL's default escape character is the backslash). */
export const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const attachmentMeta = {
  id: attachments.id,
  recordId: attachments.recordId,
  filename: attachments.filename,
  contentType: attachments.contentType,
  size: attachments.size,
  createdAt: attachments.createdAt,
};

function filterWhere(db: DbOrTx, userId: string, f: RecordFilter) {
  const conds: SQL[] = [eq(medicalRecords.userId, userId)];
  if (f.kinds?.length) conds.push(inArray(medicalRecords.kind, f.kinds));
  if (f.from) conds.push(gte(medicalRecords.date, f.from));
  if (f.to) conds.push(lte(medicalRecords.date, f.to));
  if (f.search) {
    const p = likePattern(f.search);
    const inObservations = exists(
      db
        .select({ one: sql`1` })
        .from(observations)
        .where(
          and(eq(observations.recordId, medicalRecords.id), or(ilike(observations.code, p), ilike(observations.display, p))),
        ),
    );
    conds.push(or(ilike(medicalRecords.title, p), ilike(medicalRecords.notes, p), inObservations) as SQL);
  }
  return and(...conds);
}

export const recordsRepository = {
  async list(db: DbOrTx, userId: string, f: RecordFilter, sort: RecordSort, offset: number, limit: number) {
    const where = filterWhere(db, userId, f);
    const rows = await db
      .select()
      .from(medicalRecords)
      .where(where)
      .orderBy(...ORDER[sort])
      .offset(offset)
      .limit(limit);
    const [total] = await db.select({ n: count() }).from(medicalRecords).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async find(db: DbOrTx, userId: string, id: string) {
    const [row] = await db
      .select()
      .from(medicalRecords)
      .where(and(eq(medicalRecords.userId, userId), eq(medicalRecords.id, id)));
    return row ?? null;
  },

  async all(db: DbOrTx, userId: string) {
    return db.select().from(medicalRecords).where(eq(medicalRecords.userId, userId)).orderBy(asc(medicalRecords.date), asc(medicalRecords.id));
  },

  async insert(tx: DbOrTx, userId: string, fields: RecordFields, origin: RecordOrigin) {
    const [row] = await tx.insert(medicalRecords).values({ userId, ...fields, ...origin }).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async update(tx: DbOrTx, userId: string, id: string, fields: Partial<RecordFields>, origin?: Partial<RecordOrigin>) {
    const [row] = await tx
      .update(medicalRecords)
      // A form keeps the day-only flag while the date is the same instant; a new date has a time of day.
      .set({
        dateOnly: fields.date ? sql`${medicalRecords.dateOnly} AND ${medicalRecords.date} = ${fields.date}` : undefined,
        ...fields,
        ...origin,
        updatedAt: new Date(),
      })
      .where(and(eq(medicalRecords.userId, userId), eq(medicalRecords.id, id)))
      .returning();
    return row ?? null;
  },

  async remove(db: DbOrTx, userId: string, id: string) {
    const rows = await db
      .delete(medicalRecords)
      .where(and(eq(medicalRecords.userId, userId), eq(medicalRecords.id, id)))
      .returning({ id: medicalRecords.id });
    return rows.length > 0;
  },

  /** Replaces a record's observations (panels first, then their components pointing at them). */
  async replaceObservations(tx: DbOrTx, userId: string, recordId: string, list: ObservationFields[]) {
    await tx.delete(observations).where(eq(observations.recordId, recordId));
    if (!list.length) return;
    const row = (o: ObservationFields, position: number, parentId: string | null) => {
      const { components: _c, effectiveDateOnly, ...fields } = o;
      // Typed in (no flag of its own): day-only when the record is and the value is at the record's date.
      const dayOnly =
        effectiveDateOnly ??
        (o.effectiveAt
          ? sql<boolean>`coalesce((select ${medicalRecords.dateOnly} and ${medicalRecords.date} = ${o.effectiveAt} from ${medicalRecords} where ${medicalRecords.id} = ${recordId}), false)`
          : false);
      return { ...fields, effectiveDateOnly: dayOnly, recordId, userId, parentId, position };
    };
    const parents = await tx
      .insert(observations)
      .values(list.map((o, i) => row(o, i, null)))
      .returning({ id: observations.id, position: observations.position });
    const children = parents.flatMap((p) =>
      (list[p.position]?.components ?? []).map((c, j) => row(c, j, p.id)),
    );
    if (children.length) await tx.insert(observations).values(children);
  },

  async observationsOf(db: DbOrTx, recordIds: string[]): Promise<ObservationRow[]> {
    if (!recordIds.length) return [];
    return db
      .select()
      .from(observations)
      .where(inArray(observations.recordId, recordIds))
      .orderBy(asc(observations.position));
  },

  async attachmentsOf(db: DbOrTx, recordIds: string[]) {
    if (!recordIds.length) return [];
    return db
      .select(attachmentMeta)
      .from(attachments)
      .where(inArray(attachments.recordId, recordIds))
      .orderBy(asc(attachments.createdAt), asc(attachments.filename), asc(attachments.id));
  },

  /** With content: export and download. */
  async attachmentContents(db: DbOrTx, recordIds: string[]) {
    if (!recordIds.length) return [];
    return db
      .select()
      .from(attachments)
      .where(inArray(attachments.recordId, recordIds))
      .orderBy(asc(attachments.createdAt), asc(attachments.filename), asc(attachments.id));
  },

  async insertAttachments(tx: DbOrTx, recordId: string, list: (AttachmentFields & { sha256: string })[]) {
    if (!list.length) return [];
    return tx
      .insert(attachments)
      .values(list.map((a) => ({ ...a, recordId, size: a.content.length })))
      .returning(attachmentMeta);
  },

  async deleteAttachments(tx: DbOrTx, recordId: string) {
    await tx.delete(attachments).where(eq(attachments.recordId, recordId));
  },

  /** The attachment only when its record is the user's. */
  async findAttachment(db: DbOrTx, userId: string, recordId: string, id: string) {
    const [row] = await db
      .select({ a: attachments })
      .from(attachments)
      .innerJoin(medicalRecords, eq(medicalRecords.id, attachments.recordId))
      .where(and(eq(medicalRecords.userId, userId), eq(attachments.recordId, recordId), eq(attachments.id, id)));
    return row?.a ?? null;
  },

  async removeAttachment(db: DbOrTx, userId: string, recordId: string, id: string) {
    const owned = await this.find(db, userId, recordId);
    if (!owned) return false;
    const rows = await db
      .delete(attachments)
      .where(and(eq(attachments.recordId, recordId), eq(attachments.id, id)))
      .returning({ id: attachments.id });
    return rows.length > 0;
  },
};
