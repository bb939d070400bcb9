// Who follows whom, and who blocked whom, between portal members. Both are plain edges keyed by the pair; the
// reverse lookups ("my followers", "who blocked me") have their own index. Blocking removes follows both ways
// (service), so a block and a follow never coexist.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

const member = () =>
  uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const follows = pgTable(
  'follows',
  {
    followerId: member(),
    followeeId: member(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId, t.createdAt),
    check('follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

export const blocks = pgTable(
  'blocks',
  {
    blockerId: member(),
    blockedId: member(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
    check('blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
