// Demo data for the chat and contacts: two members of the demo's care circle (a daughter who helps, a
// cardiologist on the portal) who follow the demo account back, a conversation with each (the newest
// message unread), and a few care contacts (Cardiology, Pharmacy, Family). Idempotent: safe on every start.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { chatMessages, contacts, conversationMembers, conversations, follows, users } from '../schema/index.js';
import { DEMO_ACCOUNT } from '../seed.js';

/** They can sign in too (same password as the demo account), to answer from the other side. */
export const DEMO_CHAT_MEMBERS = [
  { email: 'maya.chen@health-portal.local', firstName: 'Maya', lastName: 'Chen' },
  { email: 'omar.haddad@health-portal.local', firstName: 'Omar', lastName: 'Haddad' },
] as const;

const MINUTE = 60_000;

async function userIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  return row?.id ?? null;
}

async function ensureMember(db: Db, hash: (p: string) => Promise<string>, m: (typeof DEMO_CHAT_MEMBERS)[number]) {
  const existing = await userIdByEmail(db, m.email);
  if (existing) return existing;
  const [row] = await db
    .insert(users)
    .values({ ...m, passwordHash: await hash(DEMO_ACCOUNT.password), emailVerifiedAt: new Date() })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row?.id ?? (await userIdByEmail(db, m.email));
}

/** One conversation per pair with the given lines, written only if it has no messages yet. */
async function seedConversation(
  db: Db,
  a: string,
  b: string,
  lines: [from: string, text: string, minutesAgo: number][],
) {
  const [low, high] = a < b ? [a, b] : [b, a];
  await db.insert(conversations).values({ userLowId: low, userHighId: high }).onConflictDoNothing();
  const [c] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.userLowId, low), eq(conversations.userHighId, high)));
  if (!c) return;
  await db
    .insert(conversationMembers)
    .values([
      { conversationId: c.id, userId: low },
      { conversationId: c.id, userId: high },
    ])
    .onConflictDoNothing();
  const [has] = await db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.conversationId, c.id));
  if ((has?.n ?? 0) > 0) return;
  const now = Date.now();
  const rows = lines.map(([senderId, msg, ago]) => ({
    conversationId: c.id,
    senderId,
    msg,
    type: 'text' as const,
    createdAt: new Date(Math.floor((now - ago * MINUTE) / 1000) * 1000),
  }));
  await db.insert(chatMessages).values(rows);
  const last = rows.at(-1)?.createdAt ?? new Date(now);
  await db.update(conversations).set({ lastMessageAt: last }).where(eq(conversations.id, c.id));
  // Everything but the last message has been read by the demo account.
  const beforeLast = rows.at(-2)?.createdAt ?? null;
  await db
    .update(conversationMembers)
    .set({ lastReadAt: beforeLast })
    .where(eq(conversationMembers.conversationId, c.id));
}

export async function seedDemoChat(db: Db, hash: (password: string) => Promise<string>): Promise<boolean> {
  const demo = await userIdByEmail(db, DEMO_ACCOUNT.email);
  if (!demo) return false;
  const [maya, omar] = await Promise.all(DEMO_CHAT_MEMBERS.map((m) => ensureMember(db, hash, m)));
  if (!maya || !omar) return false;
  const edges = [demo, maya, omar].flatMap((a) =>
    [maya, omar, demo].filter((b) => b !== a).map((b) => ({ followerId: a, followeeId: b })),
  );
  await db.insert(follows).values(edges).onConflictDoNothing();
  await seedConversation(db, demo, maya, [
    [maya, 'Hi Mum, did the pharmacy have your new prescription?', 180],
    [demo, 'Yes, I picked it up this morning. One tablet at breakfast.', 170],
    [maya, 'Great. I will drive you to the cardiology appointment on Thursday.', 30],
  ]);
  await seedConversation(db, demo, omar, [
    [demo, 'Good morning doctor, my blood pressure readings are in the portal.', 300],
    [omar, 'Thank you, I saw them. They look better this week. Keep the evening walks.', 60],
  ]);
  const [had] = await db.select({ n: count() }).from(contacts).where(eq(contacts.ownerId, demo));
  if ((had?.n ?? 0) > 0) return true;
  await db.insert(contacts).values([
    {
      ownerId: demo,
      firstname: 'Omar',
      lastname: 'Haddad',
      department: 'Cardiology',
      company: 'City Heart Clinic',
      phone: '+33142000000',
      email: 'cardiology@cityheart.example',
      address: '12 avenue de la République, Paris',
      notes: 'Thursday consultations. Bring the blood pressure log.',
      frequentlycontacted: true,
      starred: true,
      linkedUserId: omar,
    },
    {
      ownerId: demo,
      firstname: 'Green Cross',
      lastname: 'Pharmacy',
      department: 'Pharmacy',
      company: 'Green Cross',
      phone: '+33143000000',
      email: 'contact@greencross.example',
      address: '3 rue des Lilas, Paris',
      notes: 'Open until 20:00.',
    },
    {
      ownerId: demo,
      firstname: 'Maya',
      lastname: 'Chen',
      department: 'Family',
      phone: '+33612345678',
      email: 'maya.chen@example.org',
      notes: 'Daughter. Emergency contact.',
      frequentlycontacted: true,
      starred: true,
      linkedUserId: maya,
    },
    {
      ownerId: demo,
      firstname: 'Lina',
      lastname: 'Morel',
      department: 'Cardiology',
      company: 'City Heart Clinic',
      phone: '+33142000001',
      notes: 'Cardiology nurse; appointments and test results.',
    },
  ]);
  return true;
}
