// Demo data for the embedded default: a verified account a newcomer can sign in with at once, with a
// built-in simulator gadget so live vitals appear within seconds, and a sample FHIR record history.
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { DEMO_LABS_SOURCE, demoLabsBundle } from './demo-labs.js';
import { gadgets, medicalRecords, users } from './schema/index.js';

export const DEMO_ACCOUNT = {
  email: 'demo@health-portal.local',
  password: 'demo-portal-2026',
  firstName: 'Dana',
  lastName: 'Demo',
} as const;

/** The demo administrator (README, "Administration"): opens /admin/users; has no health data. */
export const DEMO_ADMIN = {
  email: 'admin@health-portal.local',
  password: 'admin-portal-2026',
  firstName: 'Ada',
  lastName: 'Admin',
} as const;

/** Creates the demo account when the database has no users; returns true if it did. */
export async function seedDemo(db: Db, hash: (password: string) => Promise<string>): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) {
    await seedDemoSimulator(db);
    await seedDemoAdmin(db, hash);
    return false;
  }
  await db.insert(users).values({
    email: DEMO_ACCOUNT.email,
    passwordHash: await hash(DEMO_ACCOUNT.password),
    firstName: DEMO_ACCOUNT.firstName,
    lastName: DEMO_ACCOUNT.lastName,
    emailVerifiedAt: new Date(),
  });
  await seedDemoSimulator(db);
  await seedDemoAdmin(db, hash);
  return true;
}

/** Adds the demo administrator to a demo database that has none yet (also one seeded before it existed). */
export async function seedDemoAdmin(db: Db, hash: (password: string) => Promise<string>): Promise<boolean> {
  const [had] = await db.select({ n: count() }).from(users).where(sql`lower(${users.email}) = ${DEMO_ADMIN.email}`);
  if ((had?.n ?? 0) > 0) return false;
  await db.insert(users).values({
    email: DEMO_ADMIN.email,
    passwordHash: await hash(DEMO_ADMIN.password),
    firstName: DEMO_ADMIN.firstName,
    lastName: DEMO_ADMIN.lastName,
    emailVerifiedAt: new Date(),
    isAdmin: true,
  });
  return true;
}

/**
 * Gives the demo account one simulator gadget if it never had a gadget (so a database from before gadgets
 * existed gets one too, but a simulator the user removed is not brought back). Its key is never shown: the
 * simulator runs server-side; the user can rotate it to get one.
 */
export async function seedDemoSimulator(db: Db): Promise<boolean> {
  const [demo] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_ACCOUNT.email}`);
  if (!demo) return false;
  const [had] = await db.select({ n: count() }).from(gadgets).where(eq(gadgets.userId, demo.id));
  if ((had?.n ?? 0) > 0) return false;
  const key = `hpd_${randomBytes(32).toString('base64url')}`;
  await db.insert(gadgets).values({
    userId: demo.id,
    name: 'Built-in simulator',
    kind: 'simulator',
    keyHash: createHash('sha256').update(key).digest('hex'),
    keyPrefix: key.slice(0, 10),
  });
  return true;
}

/** The demo account's simulator gadget (the one the seed made, if it is still there and running). */
export async function demoSimulatorGadget(db: Db): Promise<{ id: string; userId: string } | null> {
  const [row] = await db
    .select({ id: gadgets.id, userId: gadgets.userId })
    .from(gadgets)
    .innerJoin(users, eq(users.id, gadgets.userId))
    .where(
      and(
        sql`lower(${users.email}) = ${DEMO_ACCOUNT.email}`,
        eq(gadgets.kind, 'simulator'),
        isNull(gadgets.removedAt),
        isNull(gadgets.keyRevokedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Imports the demo laboratory history (db/demo-labs.ts) once: skipped when any record of the demo account came
 * from it (its meta.source), so it is neither repeated nor re-dated on later starts.
 */
export async function seedDemoLabs(
  db: Db,
  importBundle: (userId: string, bundleJson: string) => Promise<unknown>,
  now = Date.now(),
): Promise<boolean> {
  const [demo] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_ACCOUNT.email}`);
  if (!demo) return false;
  const [had] = await db
    .select({ n: count() })
    .from(medicalRecords)
    .where(and(eq(medicalRecords.userId, demo.id), eq(medicalRecords.fhirSource, DEMO_LABS_SOURCE)));
  if ((had?.n ?? 0) > 0) return false;
  await importBundle(demo.id, JSON.stringify(demoLabsBundle(now)));
  return true;
}

export const DEMO_BUNDLE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/medplum-example-patient.json');

/**
 * Imports the sample FHIR bundle (db/fixtures/) into the demo account when it has no records yet. The
 * importer lives in the server (db never imports server code), so the caller passes it in.
 */
export async function seedDemoRecords(
  db: Db,
  importBundle: (userId: string, bundleJson: string) => Promise<unknown>,
): Promise<boolean> {
  const [demo] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_ACCOUNT.email}`);
  if (!demo) return false;
  const [had] = await db.select({ n: count() }).from(medicalRecords).where(eq(medicalRecords.userId, demo.id));
  if ((had?.n ?? 0) > 0) return false;
  await importBundle(demo.id, JSON.stringify(asDemoPatient(JSON.parse(await readFile(DEMO_BUNDLE, 'utf8')) as FhirBundle)));
  return true;
}

interface FhirBundle {
  entry?: { resource?: { resourceType?: string; name?: unknown } }[];
}

/**
 * The sample bundle is Medplum's example patient, named Homer Simpson: in the demo account those would be the
 * records of somebody else (the records page and /personalInfo's "from your records" offer his name). They are
 * the demo person's own, so its Patient carries the demo account's name.
 */
export function asDemoPatient(bundle: FhirBundle): FhirBundle {
  for (const e of bundle.entry ?? []) {
    if (e.resource?.resourceType === 'Patient') {
      e.resource.name = [{ use: 'official', given: [DEMO_ACCOUNT.firstName], family: DEMO_ACCOUNT.lastName }];
    }
  }
  return bundle;
}
