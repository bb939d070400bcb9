// Demo data for the embedded default: a verified account a newcomer can sign in with at once.
import { count } from 'drizzle-orm';
import type { Db } from './client.js';
import { users } from './schema/index.js';

export const DEMO_ACCOUNT = {
  email: 'demo@health-portal.local',
  password: 'demo-portal-2026',
  firstName: 'Dana',
  lastName: 'Demo',
} as const;

/** Creates the demo account when the database has no users; returns true if it did. */
export async function seedDemo(db: Db, hash: (password: string) => Promise<string>): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await db.insert(users).values({
    email: DEMO_ACCOUNT.email,
    passwordHash: await hash(DEMO_ACCOUNT.password),
    firstName: DEMO_ACCOUNT.firstName,
    lastName: DEMO_ACCOUNT.lastName,
    emailVerifiedAt: new Date(),
  });
  return true;
}
