// Chat (issue 13) on a real database: who may open a conversation (mutual followers, no block), the list with
// last message and unread count, read receipts, search, another member's conversation NOT_FOUND on every call,
// block rules, attachments (own uploads only; a renamed executable never becomes one), stable order under
// concurrent sends, live delivery over graphql-ws (messages, typing) and the catch-up after a reconnect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { codeOf, fieldOf, pullUntil, untilFirstEvent, within, timedOut } from '../support/account-helpers.js';
import { befriend, block, follow, member } from '../support/people-helpers.js';
import type { Member } from '../support/people-helpers.js';
import { raw } from '../support/records-helpers.js';
import { eq } from 'drizzle-orm';
import { DEMO_ACCOUNT } from '../../db/seed.js';
import { users } from '../../db/schema/index.js';
import { DEMO_CHAT_MEMBERS, seedDemoChat } from '../../db/seed/chat.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const MSG = 'id conversationId msg type senderId createdAt attachments { id filename mime size url thumbUrl }';
const CONV = `id other { id firstName lastName } lastMessage { ${MSG} } unreadCount otherReadAt canSend createdAt`;
const START = `mutation ($u: ID!) { startConversation(userId: $u) { ${CONV} } }`;
const SEND = `mutation ($c: ID!, $m: String, $a: [ID!]) { sendMessage(conversationId: $c, msg: $m, attachmentIds: $a) { ${MSG} } }`;
const LIST = `query ($s: String) { conversations(search: $s) { ${CONV} } }`;
const ONE = `query ($c: ID!) { conversation(id: $c) { ${CONV} } }`;
const PAGE = `query ($c: ID!, $after: ID, $before: ID, $limit: Int) {
  chatMessages(conversationId: $c, after: $after, before: $before, limit: $limit) { messages { ${MSG} } hasMore } }`;
const READ = `mutation ($c: ID!, $m: ID) { markConversationRead(conversationId: $c, messageId: $m) { ${CONV} } }`;
const TYPING = `mutation ($c: ID!, $t: Boolean!) { setTyping(conversationId: $c, typing: $t) }`;
const PEOPLE = `query ($s: String) { chatPeople(search: $s) { id firstName lastName } }`;
const EVENTS = `subscription { chatEvents { kind conversationId message { ${MSG} } userId readAt typing } }`;

interface Message {
  id: string;
  conversationId: string;
  msg: string;
  type: string;
  senderId: string;
  createdAt: string;
  attachments: { id: string; filename: string; mime: string; url: string; thumbUrl: string | null }[];
}
interface Conversation {
  id: string;
  other: { id: string; firstName: string };
  lastMessage: Message | null;
  unreadCount: number;
  otherReadAt: string | null;
  canSend: boolean;
}
interface ChatEvent {
  kind: string;
  conversationId: string;
  message: Message | null;
  userId: string | null;
  typing: boolean | null;
}

type Ev = { data?: { chatEvents: ChatEvent } | null };

async function pair(a: Member, b: Member): Promise<string> {
  await befriend(t, a, b);
  const res = await t.gql<{ startConversation: Conversation }>(START, { u: b.userId }, a.token);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.startConversation.id;
}
async function send(who: Member, c: string, m: string | null, a?: string[]): Promise<Message> {
  const res = await t.gql<{ sendMessage: Message }>(SEND, { c, m, a }, who.token);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.sendMessage;
}
async function page(who: Member, vars: Record<string, unknown>) {
  const res = await t.gql<{ chatMessages: { messages: Message[]; hasMore: boolean } }>(PAGE, vars, who.token);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.chatMessages;
}
const conversationOf = async (who: Member, c: string) =>
  (await t.gql<{ conversation: Conversation }>(ONE, { c }, who.token)).data?.conversation;

describe('starting a conversation', () => {
  it('needs both members to follow each other; is one conversation per pair; lists the people one may chat with', async () => {
    const ann = await member(t, 'Ann', 'Start');
    const bob = await member(t, 'Bob', 'Start');
    expect(codeOf(await t.gql(START, { u: bob.userId }, ann.token))).toBe('FORBIDDEN');
    await follow(t, ann, bob);
    expect(codeOf(await t.gql(START, { u: bob.userId }, ann.token))).toBe('FORBIDDEN');
    expect((await t.gql<{ chatPeople: unknown[] }>(PEOPLE, {}, ann.token)).data?.chatPeople).toEqual([]);
    await follow(t, bob, ann);
    const people = await t.gql<{ chatPeople: { id: string }[] }>(PEOPLE, { s: 'bob' }, ann.token);
    expect(people.data?.chatPeople.map((p) => p.id)).toEqual([bob.userId]);
    const first = await t.gql<{ startConversation: Conversation }>(START, { u: bob.userId }, ann.token);
    expect(first.data?.startConversation).toMatchObject({
      other: { id: bob.userId, firstName: 'Bob' },
      unreadCount: 0,
      canSend: true,
      lastMessage: null,
    });
    // The other side opening it finds the same conversation (concurrently too).
    const [x, y] = await Promise.all([
      t.gql<{ startConversation: Conversation }>(START, { u: ann.userId }, bob.token),
      t.gql<{ startConversation: Conversation }>(START, { u: bob.userId }, ann.token),
    ]);
    expect(x.data?.startConversation.id).toBe(first.data?.startConversation.id);
    expect(y.data?.startConversation.id).toBe(first.data?.startConversation.id);
    const self = await t.gql(START, { u: ann.userId }, ann.token);
    expect([codeOf(self), fieldOf(self)]).toEqual(['BAD_USER_INPUT', 'userId']);
    expect(codeOf(await t.gql(START, { u: '00000000-0000-4000-8000-000000000000' }, ann.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(START, { u: 'nope' }, ann.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(START, { u: bob.userId }))).toBe('UNAUTHENTICATED');
  });
});

describe('messages', () => {
  it('lists conversations with the last message and unread count; reading moves the count and the receipt', async () => {
    const ann = await member(t, 'Ann', 'Reader');
    const bob = await member(t, 'Bob', 'Writer');
    const cara = await member(t, 'Cara', 'Other');
    const c = await pair(ann, bob);
    await pair(ann, cara);
    const m1 = await send(bob, c, 'Hello Ann');
    const m2 = await send(bob, c, '  How are you? <b>bold</b>  ');
    expect(m2).toMatchObject({ msg: 'How are you? <b>bold</b>', type: 'TEXT', senderId: bob.userId, attachments: [] });
    expect(Date.parse(m2.createdAt)).toBeGreaterThan(Date.parse(m1.createdAt));

    const list = (await t.gql<{ conversations: Conversation[] }>(LIST, {}, ann.token)).data?.conversations ?? [];
    expect(list.map((x) => x.other.firstName)).toEqual(['Bob', 'Cara']);
    expect(list[0]).toMatchObject({ unreadCount: 2, lastMessage: { id: m2.id } });
    const found = await t.gql<{ conversations: Conversation[] }>(LIST, { s: 'car' }, ann.token);
    expect(found.data?.conversations.map((x) => x.other.firstName)).toEqual(['Cara']);
    // The sender has read their own messages; the reader has not yet.
    expect(await conversationOf(bob, c)).toMatchObject({ unreadCount: 0, otherReadAt: null });

    const read1 = await t.gql<{ markConversationRead: Conversation }>(READ, { c, m: m1.id }, ann.token);
    expect(read1.data?.markConversationRead.unreadCount).toBe(1);
    const readAll = await t.gql<{ markConversationRead: Conversation }>(READ, { c }, ann.token);
    expect(readAll.data?.markConversationRead.unreadCount).toBe(0);
    // Never backwards.
    await t.gql(READ, { c, m: m1.id }, ann.token);
    const seenByAnn = await conversationOf(bob, c);
    expect(Date.parse(String(seenByAnn?.otherReadAt))).toBe(Date.parse(m2.createdAt));
    expect((await conversationOf(ann, c))?.unreadCount).toBe(0);
  });

  it('refuses empty and oversize messages, too many attachments and bad page arguments, naming the field', async () => {
    const ann = await member(t);
    const bob = await member(t);
    const c = await pair(ann, bob);
    for (const [vars, field] of [
      [{ c, m: '   ' }, 'msg'],
      [{ c, m: null }, 'msg'],
      [{ c, m: 'x'.repeat(4001) }, 'msg'],
      [
        {
          c,
          m: 'x',
          a: Array.from({ length: 11 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`),
        },
        'attachmentIds',
      ],
    ] as const) {
      const res = await t.gql(SEND, vars, ann.token);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(fieldOf(res)).toBe(field);
    }
    expect(fieldOf(await t.gql(PAGE, { c, limit: 0 }, ann.token))).toBe('limit');
    expect(fieldOf(await t.gql(PAGE, { c, limit: 101 }, ann.token))).toBe('limit');
    expect((await page(ann, { c })).messages).toEqual([]);
  });

  it('keeps a stable order under concurrent sends from both sides, and pages back and forth by cursor', async () => {
    const ann = await member(t);
    const bob = await member(t);
    const c = await pair(ann, bob);
    await Promise.all(Array.from({ length: 30 }, (_, i) => send(i % 2 ? ann : bob, c, `m${i}`)));
    const all = await page(ann, { c, limit: 100 });
    expect(all.messages).toHaveLength(30);
    const times = all.messages.map((m) => Date.parse(m.createdAt));
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1] as number);
    const ids = all.messages.map((m) => m.id);
    // Newest 10, then the 10 before them, then what came after the 5th: the same order every way.
    const newest = await page(ann, { c, limit: 10 });
    expect(newest.messages.map((m) => m.id)).toEqual(ids.slice(20));
    expect(newest.hasMore).toBe(true);
    const older = await page(bob, { c, limit: 10, before: ids[20] });
    expect(older.messages.map((m) => m.id)).toEqual(ids.slice(10, 20));
    const after = await page(bob, { c, after: ids[4], limit: 100 });
    expect(after.messages.map((m) => m.id)).toEqual(ids.slice(5));
    expect(after.hasMore).toBe(false);
    const afterPaged = await page(bob, { c, after: ids[4], limit: 20 });
    expect(afterPaged).toMatchObject({ hasMore: true });
    // A cursor from another conversation is not a cursor here.
    const other = await pair(ann, await member(t));
    const foreign = await send(ann, other, 'elsewhere');
    expect(codeOf(await t.gql(PAGE, { c, after: foreign.id }, ann.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(PAGE, { c, after: ids[0], before: ids[2] }, ann.token))).toBe('BAD_USER_INPUT');
  });
});

describe('access and blocks', () => {
  it('answers NOT_FOUND for another pair’s conversation on every call', async () => {
    const ann = await member(t);
    const bob = await member(t);
    const eve = await member(t, 'Eve', 'Snoop');
    const c = await pair(ann, bob);
    const m = await send(ann, c, 'private');
    for (const [query, vars] of [
      [ONE, { c }],
      [PAGE, { c }],
      [PAGE, { c, after: m.id }],
      [SEND, { c, m: 'hi' }],
      [READ, { c }],
      [TYPING, { c, t: true }],
      [ONE, { c: 'not-a-uuid' }],
      [SEND, { c: '00000000-0000-4000-8000-000000000000', m: 'x' }],
    ] as const) {
      expect(codeOf(await t.gql(query, vars, eve.token))).toBe('NOT_FOUND');
    }
    expect((await t.gql<{ conversations: unknown[] }>(LIST, {}, eve.token)).data?.conversations).toEqual([]);
    expect((await page(ann, { c })).messages.map((x) => x.msg)).toEqual(['private']);
  });

  it('says whether the other member was active in the last 5 minutes (the online dot), never across a block', async () => {
    const ann = await member(t, 'Ann', 'Online');
    const bob = await member(t, 'Bob', 'Online');
    const c = await pair(ann, bob);
    const online = async () =>
      (await t.gql<{ conversation: { otherOnline: boolean } }>(`query ($c: ID!) { conversation(id: $c) { otherOnline } }`, { c }, ann.token))
        .data?.conversation.otherOnline;
    // Bob just signed in and asked for something: active.
    expect(await online()).toBe(true);
    await t.db.db.update(users).set({ lastActiveAt: new Date(Date.now() - 6 * 60_000) }).where(eq(users.id, bob.userId));
    expect(await online()).toBe(false);
    await t.db.db.update(users).set({ lastActiveAt: new Date(Date.now() - 4 * 60_000) }).where(eq(users.id, bob.userId));
    const list = await t.gql<{ conversations: { otherOnline: boolean }[] }>('{ conversations { otherOnline } }', {}, ann.token);
    expect(list.data?.conversations.map((x) => x.otherOnline)).toEqual([true]);
    await block(t, bob, ann);
    expect(await online()).toBe(false);
  });

  it('stops messages both ways once either blocks, keeps the thread readable, and hides the member from chatPeople', async () => {
    const ann = await member(t);
    const bob = await member(t, 'Bob', 'Blocked');
    const c = await pair(ann, bob);
    await send(bob, c, 'before the block');
    await block(t, ann, bob);
    expect(codeOf(await t.gql(SEND, { c, m: 'after' }, bob.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(SEND, { c, m: 'after' }, ann.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(START, { u: ann.userId }, bob.token))).toBe('NOT_FOUND');
    expect((await t.gql<{ setTyping: boolean }>(TYPING, { c, t: true }, bob.token)).data?.setTyping).toBe(false);
    expect(await conversationOf(bob, c)).toMatchObject({ canSend: false });
    expect((await t.gql<{ conversations: Conversation[] }>(LIST, {}, ann.token)).data?.conversations[0]?.canSend).toBe(
      false,
    );
    expect((await page(bob, { c })).messages.map((x) => x.msg)).toEqual(['before the block']);
    expect((await t.gql<{ chatPeople: unknown[] }>(PEOPLE, {}, ann.token)).data?.chatPeople).toEqual([]);
  });
});

describe('attachments', () => {
  const upload = (who: Member, body: Buffer, name: string, type = 'application/octet-stream') =>
    raw(t, 'POST', `/api/uploads?kind=file&filename=${encodeURIComponent(name)}`, who.token, body, type);

  it('sends the sender’s own uploads; the other member can open them; another’s upload or a renamed executable never gets in', async () => {
    const ann = await member(t);
    const bob = await member(t);
    const c = await pair(ann, bob);
    const note = await upload(ann, Buffer.from('Blood test on Monday, fasting.\n'), 'note.txt', 'text/plain');
    expect(note.status).toBe(201);
    const id = String(note.json?.['id']);
    const m = await send(ann, c, null, [id]);
    expect(m).toMatchObject({ type: 'FILE', msg: '', attachments: [{ id, filename: 'note.txt', mime: 'text/plain' }] });
    const seen = (await page(bob, { c })).messages[0];
    const file = await fetch(`${t.url}${seen?.attachments[0]?.url ?? ''}`);
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('fasting');

    const bobsFile = await upload(bob, Buffer.from('mine'), 'b.txt', 'text/plain');
    const stolen = await t.gql(SEND, { c, m: 'look', a: [String(bobsFile.json?.['id'])] }, ann.token);
    expect(codeOf(stolen)).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(SEND, { c, m: 'x', a: ['nope'] }, ann.token))).toBe('NOT_FOUND');

    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2048, 1)]);
    const exe = await upload(ann, elf, 'results.pdf', 'application/pdf');
    expect(exe.status).toBe(415);
    expect(exe.json).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect((await page(bob, { c })).messages).toHaveLength(1);
  });
});

describe('live delivery', () => {
  it('delivers messages and typing over graphql-ws to the member only, and a reconnecting client fetches what it missed', async () => {
    const ann = await member(t);
    const bob = await member(t);
    const eve = await member(t);
    const c = await pair(ann, bob);
    const bobClient = t.wsClient({ authorization: `Bearer ${bob.token}` });
    const bobEvents = bobClient.iterate<{ chatEvents: ChatEvent }>({ query: EVENTS });
    const eveEvents = t
      .wsClient({ authorization: `Bearer ${eve.token}` })
      .iterate<{ chatEvents: ChatEvent }>({ query: EVENTS });
    const eveFirst = eveEvents.next();

    // Typing is the harmless ping that proves the stream is live.
    const first = await untilFirstEvent(bobEvents.next(), () => t.gql(TYPING, { c, t: true }, ann.token));
    expect((first.value as Ev | undefined)?.data?.chatEvents).toMatchObject({
      kind: 'TYPING',
      conversationId: c,
      userId: ann.userId,
      typing: true,
    });
    const sent = await send(ann, c, 'live one');
    const got = await pullUntil(bobEvents, (r) => r.data?.chatEvents.kind === 'MESSAGE');
    const event = got.at(-1)?.data?.chatEvents;
    expect(event?.message).toMatchObject({ id: sent.id, msg: 'live one', senderId: ann.userId });
    const lastSeen = sent.id;

    // Bob drops off; Ann goes on writing.
    await bobEvents.return?.();
    await bobClient.dispose();
    const missed = [await send(ann, c, 'missed 1'), await send(ann, c, 'missed 2'), await send(ann, c, 'missed 3')];

    // Bob comes back: a new socket, the catch-up from his last message, then live again.
    const again = t
      .wsClient({ authorization: `Bearer ${bob.token}` })
      .iterate<{ chatEvents: ChatEvent }>({ query: EVENTS });
    const catchUp = await page(bob, { c, after: lastSeen });
    expect(catchUp.messages.map((m) => m.msg)).toEqual(['missed 1', 'missed 2', 'missed 3']);
    expect(catchUp.messages.map((m) => m.id)).toEqual(missed.map((m) => m.id));
    expect(catchUp.hasMore).toBe(false);
    const back = await untilFirstEvent(again.next(), () => t.gql(TYPING, { c, t: false }, ann.token));
    expect((back.value as Ev | undefined)?.data?.chatEvents.kind).toBe('TYPING');
    const next = await send(ann, c, 'after reconnect');
    const live = await pullUntil(again, (r) => r.data?.chatEvents.message?.id === next.id);
    expect(live.at(-1)?.data?.chatEvents.message?.msg).toBe('after reconnect');
    expect(await conversationOf(bob, c)).toMatchObject({ unreadCount: 5 });

    // A member outside the pair heard nothing of it.
    expect(await within(eveFirst, 200)).toBe(timedOut);
    await again.return?.();
    await eveEvents.return?.();
  });
});

describe('demo data', () => {
  it('seeds the demo account’s care circle once: two chats (newest message unread) and four care contacts', async () => {
    const hash = () => Promise.resolve('not-a-real-hash');
    // seedDemo only creates the account on an empty users table; the tests above have made members already.
    await t.db.db
      .insert(users)
      .values({
        email: DEMO_ACCOUNT.email,
        passwordHash: 'x',
        firstName: 'Dana',
        lastName: 'Demo',
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing();
    expect(await seedDemoChat(t.db.db, hash)).toBe(true);
    expect(await seedDemoChat(t.db.db, hash)).toBe(true);
    const [demo] = await t.db.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    const id = demo?.id ?? '';
    const list = await t.app.services.chat.list(id);
    expect(list.map((c) => c.other.firstName).sort()).toEqual(DEMO_CHAT_MEMBERS.map((m) => m.firstName).sort());
    expect(list.every((c) => c.unreadCount === 1)).toBe(true);
    const pages = await Promise.all(list.map((c) => t.app.services.chat.messages(id, c.id, {})));
    expect(pages.map((p) => p.messages.length).sort()).toEqual([2, 3]);
    const contacts = await t.app.services.contacts.list(id, {});
    expect(contacts.map((c) => c.department).sort()).toEqual(['Cardiology', 'Cardiology', 'Family', 'Pharmacy']);
  });
});
