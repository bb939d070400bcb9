// Demo notes for the demo account's health journal, added once (only while the account has no notes), one of
// them linked to today so the overview shows it beside today's vitals.
import { count, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { notes, users } from '../schema/index.js';
import { DEMO_ACCOUNT } from '../seed.js';

export async function seedDemoNotes(db: Db, today = new Date().toISOString().slice(0, 10)): Promise<boolean> {
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
  if (!demo) return false;
  const [has] = await db.select({ n: count() }).from(notes).where(eq(notes.userId, demo.id));
  if ((has?.n ?? 0) > 0) return false;
  await db.insert(notes).values([
    {
      userId: demo.id,
      title: 'Questions for Dr. Martin',
      body: 'Ask about the morning blood pressure readings (around 135/85).\nIs it fine to keep the evening walk after the new prescription?',
      color: 'primary',
    },
    {
      userId: demo.id,
      title: 'Slept badly, coffee at 4 pm',
      body: 'Heart rate was higher than usual this evening. No coffee after noon tomorrow.',
      color: 'warning',
      linkedDate: today,
    },
    {
      userId: demo.id,
      title: '30-minute walk',
      body: 'Felt good. Glucose stayed in range all afternoon.',
      color: 'success',
    },
  ]);
  return true;
}
