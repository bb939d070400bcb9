// Demo data of secure messages and support tickets: a few messages from the care team (the demo
// administrator) to the demo account, and one ticket of the demo account that the support side answered.
// Idempotent: does nothing once the demo account has any message or ticket (safe on every start).
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { mailboxEntries, messageRecipients, messages, ticketMessages, tickets, users } from '../schema/index.js';
import { DEMO_ACCOUNT, DEMO_ADMIN } from '../seed.js';

const HOUR = 3_600_000;

const CARE_TEAM_MESSAGES = [
  {
    hoursAgo: 50,
    subject: 'Welcome to secure messages',
    body: 'Hello Dana,\n\nYou can write to the care team here at any time. We answer within one working day.\nFor an emergency, call your local emergency number instead.\n\nThe care team',
    labels: [] as ('appointment' | 'results' | 'prescription' | 'billing')[],
  },
  {
    hoursAgo: 26,
    subject: 'Your lab results are available',
    body: 'Hello Dana,\n\nYour latest laboratory results have been added to your medical records. Nothing needs your attention right now; we will discuss them at your next visit.\n\nThe care team',
    labels: ['results' as const],
  },
  {
    hoursAgo: 3,
    subject: 'Appointment reminder',
    body: 'Hello Dana,\n\nThis is a reminder of your follow-up appointment next Tuesday at 10:30. Reply to this message if you need to change it.\n\nThe care team',
    labels: ['appointment' as const],
  },
];

async function idOf(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
  return row?.id ?? null;
}

/** Returns true when it seeded something. */
export async function seedDemoMessages(db: Db): Promise<boolean> {
  const demo = await idOf(db, DEMO_ACCOUNT.email);
  const admin = await idOf(db, DEMO_ADMIN.email);
  if (!demo || !admin) return false;
  const [had] = await db.select({ n: count() }).from(mailboxEntries).where(eq(mailboxEntries.ownerId, demo));
  const [hadTickets] = await db.select({ n: count() }).from(tickets).where(eq(tickets.ownerId, demo));
  if ((had?.n ?? 0) > 0 || (hadTickets?.n ?? 0) > 0) return false;
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const m of CARE_TEAM_MESSAGES) {
      const sentAt = new Date(now - m.hoursAgo * HOUR);
      const [msg] = await tx
        .insert(messages)
        .values({ senderId: admin, subject: m.subject, body: m.body, sentAt, createdAt: sentAt, updatedAt: sentAt })
        .returning({ id: messages.id });
      if (!msg) continue;
      await tx.insert(messageRecipients).values({ messageId: msg.id, userId: demo });
      await tx.insert(mailboxEntries).values([
        { ownerId: admin, messageId: msg.id, folder: 'sent', homeFolder: 'sent', sortAt: sentAt, readAt: sentAt },
        {
          ownerId: demo,
          messageId: msg.id,
          folder: 'inbox',
          homeFolder: 'inbox',
          sortAt: sentAt,
          labels: m.labels,
          readAt: m.hoursAgo > 24 ? sentAt : null,
          starred: m.hoursAgo === 3,
        },
      ]);
    }
    const opened = new Date(now - 30 * HOUR);
    const answered = new Date(now - 28 * HOUR);
    const [ticket] = await tx
      .insert(tickets)
      .values({
        ownerId: demo,
        subject: 'My blood-pressure cuff does not sync',
        description: 'Since yesterday the readings of my cuff no longer appear on the live page.',
        category: 'devices',
        priority: 'medium',
        status: 'pending',
        assigneeId: admin,
        version: 3,
        createdAt: opened,
        updatedAt: answered,
      })
      .returning({ id: tickets.id });
    if (ticket)
      await tx.insert(ticketMessages).values({
        ticketId: ticket.id,
        authorId: admin,
        fromStaff: true,
        body: 'Thank you for the report. Please open Gadgets, rotate the cuff’s device key and enter the new key in the cuff’s app. Tell us if the readings still do not arrive.',
        createdAt: answered,
      });
  });
  return true;
}
