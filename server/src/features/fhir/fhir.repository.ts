// Queries the importer and exporter need beyond the records repository: records by FHIR identity, the
// whole record set with observations and attachment bytes, and the owner's name for the Patient resource.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { medicalRecords, users } from '../../../../db/schema/index.js';
import { isUuid } from '../../lib/ids.js';
import type { FhirIdentity } from './fhir.types.js';

const CHUNK = 1_000;
export const identityKey = (i: { resourceType: string | null; source: string; id: string | null }) =>
  `${i.resourceType ?? ''}|${i.source}|${i.id ?? ''}`;

export const fhirRepository = {
  /** Existing records for these identities, keyed by identityKey. */
  async findByIdentities(tx: DbOrTx, userId: string, ids: FhirIdentity[]) {
    const found = new Map<string, { id: string; hash: string | null }>();
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunk = [...new Set(ids.slice(i, i + CHUNK).map((x) => x.id))];
      const rows = await tx
        .select({
          id: medicalRecords.id,
          hash: medicalRecords.fhirHash,
          resourceType: medicalRecords.fhirResourceType,
          source: medicalRecords.fhirSource,
          fhirId: medicalRecords.fhirId,
        })
        .from(medicalRecords)
        .where(and(eq(medicalRecords.userId, userId), inArray(medicalRecords.fhirId, chunk)));
      for (const r of rows) found.set(identityKey({ ...r, id: r.fhirId }), { id: r.id, hash: r.hash });
    }
    return found;
  },

  /**
   * The user's own records (typed by hand, no FHIR identity) whose id an exported resource carries: re-importing
   * one's own export must not duplicate them.
   */
  async ownRecordIds(tx: DbOrTx, userId: string, ids: string[]) {
    const found = new Set<string>();
    const uuids = [...new Set(ids.filter(isUuid))];
    for (let i = 0; i < uuids.length; i += CHUNK) {
      const rows = await tx
        .select({ id: medicalRecords.id })
        .from(medicalRecords)
        .where(and(eq(medicalRecords.userId, userId), inArray(medicalRecords.id, uuids.slice(i, i + CHUNK)), isNull(medicalRecords.fhirId)));
      for (const r of rows) found.add(r.id);
    }
    return found;
  },

  /** One import at a time per user: two concurrent imports of one bundle cannot both insert. */
  async lockUser(tx: DbOrTx, userId: string) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`fhir-import:${userId}`}))`);
  },

  async owner(db: DbOrTx, userId: string) {
    const [u] = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId));
    return u ?? null;
  },
};
