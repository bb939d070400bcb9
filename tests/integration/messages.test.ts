// Secure messages against a real database: compose to members and the care team, per-person copies (my star
// never changes the sender's copy), drafts autosaved and sent, folders, labels, search, attachments through
// the uploads door, IDOR (another person's entry id → NOT_FOUND, nothing changed), limits with named fields,
// live delivery over a real graphql-ws client, and the content-free notice mail to a real SMTP peer.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, fieldOf, pullUntil, sleep, untilFirstEvent } from '../support/account-helpers.js';
import {
  COUNTS, DELETE, FLAGS, LABELS, MAILBOX, MAIL_ENTRY, MAIL_RECEIVED, MOVE, RECIPIENTS, RESTORE, SAVE_DRAFT, SEND,
  SETTINGS, UPDATE_SETTINGS, adminUser, friends, namedUser,
} from '../support/messages-helpers.js';
import type { Entry, Person } from '../support/messages-helpers.js';
import { raw } from '../support/records-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import type { VerifiedUser } from '../support/vitals-helpers.js';

let t: TestApp;
let ann: VerifiedUser;
let bob: VerifiedUser;
let eve: VerifiedUser;
let doc: VerifiedUser;

beforeAll(async () => {
  t = await startTestApp();
  [ann, bob, eve, doc] = await Promise.all([
    namedUser(t, 'Ann', 'Archer'),
    namedUser(t, 'Bob', 'Bishop'),
    namedUser(t, 'Eve', 'Evans'),
    adminUser(t, 'Dana', 'Doctor'),
  ]);
  // Members write to each other when they follow each other (the care team is always reachable).
  await friends(t, ann, bob);
  await friends(t, eve, bob);
});
afterAll(() => t.close());

type Page = { mailbox: { total: number; nodes: Entry[] } };
const inbox = async (u: VerifiedUser, vars: Record<string, unknown> = {}) =>
  (await t.gql<Page>(MAILBOX, { view: 'INBOX', ...vars }, u.token)).data?.mailbox;
const send = (u: VerifiedUser, input: Record<string, unknown>) =>
  t.gql<{ sendMail: Entry }>(SEND, { input: { subject: '', body: '', to: [], ...input } }, u.token);
async function sent(u: VerifiedUser, input: Record<string, unknown>): Promise<Entry> {
  const res = await send(u, input);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.sendMail;
}
/** The recipient's copy of the newest message with this subject. */
async function copyOf(u: VerifiedUser, subject: string): Promise<Entry> {
  const page = await inbox(u, { search: subject });
  const e = page?.nodes.find((n) => n.subject === subject);
  if (!e) throw new Error(`no copy of "${subject}"`);
  return e;
}

describe('recipients', () => {
  it('offers the care team by default and members by name, never the viewer', async () => {
    const team = await t.gql<{ mailRecipients: Person[] }>(RECIPIENTS, {}, ann.token);
    expect(team.data?.mailRecipients.map((p) => p.id)).toContain(doc.userId);
    expect(team.data?.mailRecipients.every((p) => p.careTeam)).toBe(true);
    const found = await t.gql<{ mailRecipients: Person[] }>(RECIPIENTS, { search: 'bishop' }, ann.token);
    expect(found.data?.mailRecipients).toEqual([{ id: bob.userId, name: 'Bob Bishop', careTeam: false }]);
    const self = await t.gql<{ mailRecipients: Person[] }>(RECIPIENTS, { search: 'archer' }, ann.token);
    expect(self.data?.mailRecipients).toEqual([]);
    expect(codeOf(await t.gql(RECIPIENTS, { search: 'x'.repeat(101) }, ann.token))).toBe('BAD_USER_INPUT');
  });

  it('between members needs a mutual follow and no block; the care team is always reachable', async () => {
    const gus = await namedUser(t, 'Gus', 'Grant');
    const notFriends = await t.gql<{ mailRecipients: Person[] }>(RECIPIENTS, { search: 'grant' }, ann.token);
    expect(notFriends.data?.mailRecipients).toEqual([]);
    const refused = await send(ann, { to: [gus.userId], body: 'hi' });
    expect([codeOf(refused), fieldOf(refused)]).toEqual(['BAD_USER_INPUT', 'to']);
    expect((await send(gus, { to: [doc.userId], body: 'hello care team' })).errors).toBeUndefined();
    // The care team may write to anyone.
    expect((await send(doc, { to: [gus.userId], body: 'welcome' })).errors).toBeUndefined();
    await friends(t, ann, gus);
    expect((await send(ann, { to: [gus.userId], body: 'now we can' })).errors).toBeUndefined();
    await t.gql('mutation ($u: ID!) { blockPerson(userId: $u) { id } }', { u: ann.userId }, gus.token);
    expect(fieldOf(await send(ann, { to: [gus.userId], body: 'blocked' }))).toBe('to');
  });
});

describe('sending and per-person copies', () => {
  it('delivers one copy per recipient; my flags never change the sender’s or another recipient’s copy', async () => {
    const mine = await sent(ann, { to: [bob.userId, doc.userId], subject: 'Blood test', body: 'Results <b>attached</b>?' });
    expect(mine).toMatchObject({ folder: 'SENT', read: true, from: { id: ann.userId, name: 'Ann Archer' } });
    expect(mine.to.map((p) => p.id).sort()).toEqual([bob.userId, doc.userId].sort());
    expect(mine.sentAt).not.toBeNull();

    const bobs = await copyOf(bob, 'Blood test');
    // HTML stays text: stored and returned exactly as written.
    expect(bobs).toMatchObject({ folder: 'INBOX', read: false, starred: false, body: 'Results <b>attached</b>?' });
    const docs = await copyOf(doc, 'Blood test');

    const flagged = await t.gql<{ setMailFlags: Entry[] }>(
      FLAGS,
      { ids: [bobs.id], flags: { starred: true, important: true, checked: true, read: true } },
      bob.token,
    );
    expect(flagged.data?.setMailFlags[0]).toMatchObject({ starred: true, important: true, checked: true, read: true });

    const annView = await t.gql<{ mailEntry: Entry }>(MAIL_ENTRY, { id: mine.id }, ann.token);
    expect(annView.data?.mailEntry).toMatchObject({ starred: false, important: false, checked: false });
    const docView = await t.gql<{ mailEntry: Entry }>(MAIL_ENTRY, { id: docs.id }, doc.token);
    expect(docView.data?.mailEntry).toMatchObject({ starred: false, important: false, checked: false, read: false });

    // Only the flag given changes.
    const unstar = await t.gql<{ setMailFlags: Entry[] }>(FLAGS, { ids: [bobs.id], flags: { starred: false } }, bob.token);
    expect(unstar.data?.setMailFlags[0]).toMatchObject({ starred: false, important: true, checked: true });
    const starredView = await t.gql<Page>(MAILBOX, { view: 'IMPORTANT' }, bob.token);
    expect(starredView.data?.mailbox.nodes.map((n) => n.id)).toContain(bobs.id);
    expect(codeOf(await t.gql(FLAGS, { ids: [bobs.id], flags: {} }, bob.token))).toBe('BAD_USER_INPUT');
  });

  it('refuses bad input with the field named', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ to: [bob.userId], subject: 's'.repeat(201) }, 'subject'],
      [{ to: [bob.userId], body: 'b'.repeat(20_001) }, 'body'],
      [{ to: [], body: 'hello' }, 'to'],
      [{ to: [ann.userId], body: 'hello' }, 'to'],
      [{ to: ['00000000-0000-4000-8000-000000000000'], body: 'hello' }, 'to'],
      [{ to: ['not-an-id'], body: 'hello' }, 'to'],
      [{ to: [bob.userId], subject: '  ', body: ' ' }, 'body'],
      [{ to: [bob.userId], body: 'x', attachmentIds: Array.from({ length: 11 }, (_, i) => `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`) }, 'attachmentIds'],
    ];
    for (const [input, field] of cases) {
      const res = await send(ann, input);
      expect(codeOf(res), JSON.stringify(input).slice(0, 80)).toBe('BAD_USER_INPUT');
      expect(fieldOf(res)).toBe(field);
    }
    expect(codeOf(await t.gql(SEND, { input: { to: [bob.userId], subject: 'x', body: 'y' } }))).toBe('UNAUTHENTICATED');
  });

  it('replies point at the viewer’s own copy of the original', async () => {
    await sent(ann, { to: [bob.userId], subject: 'Appointment', body: 'Tuesday?' });
    const original = await copyOf(bob, 'Appointment');
    const reply = await sent(bob, { to: [ann.userId], subject: 'Re: Appointment', body: 'Yes', inReplyToEntryId: original.id });
    expect(reply.inReplyToEntryId).toBe(original.id);
    const annCopy = await copyOf(ann, 'Re: Appointment');
    const annOriginal = (await t.gql<Page>(MAILBOX, { view: 'SENT', search: 'Tuesday' }, ann.token)).data?.mailbox.nodes[0];
    expect(annCopy.inReplyToEntryId).toBe(annOriginal?.id);
    // Replying to someone else's entry: not found.
    expect(codeOf(await send(eve, { to: [ann.userId], body: 'x', inReplyToEntryId: original.id }))).toBe('NOT_FOUND');
  });
});

describe('drafts, folders, labels', () => {
  it('autosaves a draft in place, then sends it (Drafts empties, Sent has it)', async () => {
    const first = await t.gql<{ saveMailDraft: Entry }>(SAVE_DRAFT, { input: { to: [], subject: 'Dra', body: '' } }, ann.token);
    const draftId = first.data?.saveMailDraft.id ?? '';
    expect(first.data?.saveMailDraft).toMatchObject({ folder: 'DRAFTS', sentAt: null });
    const second = await t.gql<{ saveMailDraft: Entry }>(
      SAVE_DRAFT,
      { input: { draftId, to: [doc.userId], subject: 'Draft refill', body: 'Prescription refill please' } },
      ann.token,
    );
    expect(second.data?.saveMailDraft).toMatchObject({ id: draftId, subject: 'Draft refill', to: [{ id: doc.userId }] });
    const drafts = await t.gql<Page>(MAILBOX, { view: 'DRAFTS' }, ann.token);
    expect(drafts.data?.mailbox.nodes.filter((n) => n.id === draftId)).toHaveLength(1);
    // Nobody else can save over it.
    expect(codeOf(await t.gql(SAVE_DRAFT, { input: { draftId, to: [], subject: 'x', body: '' } }, eve.token))).toBe('NOT_FOUND');

    const out = await t.gql<{ sendMail: Entry }>(SEND, { input: { draftId, to: [doc.userId], subject: 'Draft refill', body: 'Prescription refill please' } }, ann.token);
    expect(out.data?.sendMail).toMatchObject({ id: draftId, folder: 'SENT' });
    const after = await t.gql<Page>(MAILBOX, { view: 'DRAFTS' }, ann.token);
    expect(after.data?.mailbox.nodes.some((n) => n.id === draftId)).toBe(false);
    await copyOf(doc, 'Draft refill');
    // A sent draft is not a draft any more.
    expect(codeOf(await t.gql(SAVE_DRAFT, { input: { draftId, to: [], subject: 'x', body: '' } }, ann.token))).toBe('NOT_FOUND');
  });

  it('moves to trash and spam, restores, deletes for good only from Trash; labels filter', async () => {
    await sent(eve, { to: [bob.userId], subject: 'Cheap pills', body: 'buy now' });
    await sent(ann, { to: [bob.userId], subject: 'Lab visit', body: 'see you' });
    const spam = await copyOf(bob, 'Cheap pills');
    const lab = await copyOf(bob, 'Lab visit');

    const labelled = await t.gql<{ setMailLabels: Entry[] }>(LABELS, { ids: [lab.id], labels: ['RESULTS', 'APPOINTMENT'] }, bob.token);
    expect(labelled.data?.setMailLabels[0]?.labels.sort()).toEqual(['APPOINTMENT', 'RESULTS']);
    const byLabel = await inbox(bob, { label: 'RESULTS' });
    expect(byLabel?.nodes.map((n) => n.id)).toEqual([lab.id]);

    const moved = await t.gql<{ moveMail: Entry[] }>(MOVE, { ids: [spam.id], folder: 'SPAM' }, bob.token);
    expect(moved.data?.moveMail[0]?.folder).toBe('SPAM');
    expect(codeOf(await t.gql(MOVE, { ids: [spam.id], folder: 'SENT' }, bob.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(DELETE, { ids: [lab.id] }, bob.token))).toBe('NOT_FOUND'); // not in Trash
    await t.gql(MOVE, { ids: [lab.id], folder: 'TRASH' }, bob.token);
    const restored = await t.gql<{ restoreMail: Entry[] }>(RESTORE, { ids: [lab.id] }, bob.token);
    expect(restored.data?.restoreMail[0]?.folder).toBe('INBOX');
    await t.gql(MOVE, { ids: [lab.id], folder: 'TRASH' }, bob.token);
    const counts = await t.gql<{ mailCounts: Record<string, number> }>(COUNTS, {}, bob.token);
    expect(counts.data?.mailCounts).toMatchObject({ spam: 1, trash: 1 });
    const del = await t.gql<{ deleteMail: number }>(DELETE, { ids: [lab.id] }, bob.token);
    expect(del.data?.deleteMail).toBe(1);
    // The sender still has their copy.
    const annSent = await t.gql<Page>(MAILBOX, { view: 'SENT', search: 'Lab visit' }, ann.token);
    expect(annSent.data?.mailbox.total).toBe(1);
  });
});

describe('someone else’s entries (IDOR)', () => {
  it('answers NOT_FOUND for every call and changes nothing, even mixed with own ids', async () => {
    await sent(ann, { to: [bob.userId], subject: 'Private', body: 'only Bob' });
    const bobs = await copyOf(bob, 'Private');
    const eves = (await sent(eve, { to: [doc.userId], subject: 'Eve own', body: 'x' })).id;
    const calls: [string, Record<string, unknown>][] = [
      [MAIL_ENTRY, { id: bobs.id }],
      [FLAGS, { ids: [eves, bobs.id], flags: { starred: true } }],
      [LABELS, { ids: [bobs.id], labels: ['BILLING'] }],
      [MOVE, { ids: [bobs.id], folder: 'TRASH' }],
      [RESTORE, { ids: [bobs.id] }],
      [DELETE, { ids: [bobs.id] }],
      [SAVE_DRAFT, { input: { draftId: bobs.id, to: [], subject: '', body: '' } }],
      [MAIL_ENTRY, { id: 'nonsense' }],
    ];
    for (const [op, vars] of calls) expect(codeOf(await t.gql(op, vars, eve.token)), op.slice(0, 30)).toBe('NOT_FOUND');
    const still = await t.gql<{ mailEntry: Entry }>(MAIL_ENTRY, { id: bobs.id }, bob.token);
    expect(still.data?.mailEntry).toMatchObject({ folder: 'INBOX', starred: false, labels: [] });
    const evesOwn = await t.gql<{ mailEntry: Entry }>(MAIL_ENTRY, { id: eves }, eve.token);
    expect(evesOwn.data?.mailEntry.starred).toBe(false);
  });
});

describe('attachments', () => {
  it('attaches own uploads, refuses another’s, and lets a recipient forward what they received', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } }).png().toBuffer();
    const up = await raw(t, 'POST', '/api/uploads?kind=image&filename=scan.png', ann.token, png, 'image/png');
    expect(up.status).toBe(201);
    const uploadId = String(up.json?.['id']);
    expect(codeOf(await send(eve, { to: [bob.userId], body: 'x', attachmentIds: [uploadId] }))).toBe('NOT_FOUND');

    await sent(ann, { to: [bob.userId], subject: 'Scan', body: 'see file', attachmentIds: [uploadId] });
    const copy = await copyOf(bob, 'Scan');
    expect(copy.attachments).toHaveLength(1);
    expect(copy.attachments[0]).toMatchObject({ id: uploadId, mime: 'image/png' });
    const file = await fetch(`${t.url}${copy.attachments[0]?.url ?? ''}`);
    expect(file.status).toBe(200);

    const fwd = await sent(bob, { to: [doc.userId], subject: 'Fwd: Scan', body: 'fyi', attachmentIds: [uploadId] });
    expect(fwd.attachments.map((a) => a.id)).toEqual([uploadId]);
  });
});

describe('live delivery and the notice mail', () => {
  it('delivers to the recipient over graphql-ws, not to others', async () => {
    const bobWs = t.wsClient({ authorization: `Bearer ${bob.token}` });
    const eveWs = t.wsClient({ authorization: `Bearer ${eve.token}` });
    type R = { data?: { mailReceived: Entry } | null };
    const bobIt = bobWs.iterate({ query: MAIL_RECEIVED }) as AsyncIterableIterator<R>;
    const eveIt = eveWs.iterate({ query: MAIL_RECEIVED }) as AsyncIterableIterator<R>;
    const eveSeen: R[] = [];
    void (async () => {
      for await (const r of eveIt) eveSeen.push(r);
    })();
    // Ping with harmless messages until the subscription is live.
    let n = 0;
    await untilFirstEvent(bobIt.next(), () => sent(doc, { to: [bob.userId], subject: `ping ${n++}`, body: '.' }));
    await sent(ann, { to: [bob.userId], subject: 'Live hello', body: 'now' });
    const seen = await pullUntil(bobIt, (r) => r.data?.mailReceived.subject === 'Live hello');
    expect(seen.at(-1)?.data?.mailReceived).toMatchObject({ folder: 'INBOX', from: { id: ann.userId }, body: 'now' });
    await sleep(200);
    expect(eveSeen).toEqual([]);
    await bobIt.return?.();
    await eveIt.return?.();
  });

  it('mails “you have a new message” with a link and no content; respects the opt-out', async () => {
    const cat = await namedUser(t, 'Cat', 'Carter');
    const fox = await namedUser(t, 'Fox', 'Fisher');
    await friends(t, ann, cat);
    await friends(t, ann, fox);
    await sent(ann, { to: [cat.userId], subject: 'Your HbA1c', body: 'HbA1c 7.9 % — diabetes follow-up' });
    const mail = await t.smtp.waitFor(cat.email, /new message/i);
    expect(mail.subject).toBe('You have a new message');
    expect(mail.text).toContain('http://127.0.0.1:4000/apps/email');
    for (const secret of ['HbA1c', '7.9', 'diabetes', 'Ann', 'Archer']) expect(mail.text).not.toContain(secret);

    const defaults = await t.gql<{ messagingSettings: Record<string, boolean> }>(SETTINGS, {}, fox.token);
    expect(defaults.data?.messagingSettings).toEqual({ emailOnMessage: true, emailOnTicketAnswer: true });
    const off = await t.gql(UPDATE_SETTINGS, { input: { emailOnMessage: false, emailOnTicketAnswer: true } }, fox.token);
    expect(off.errors).toBeUndefined();
    await sent(ann, { to: [fox.userId], subject: 'quiet', body: 'x' });
    await t.app.services.notices.idle();
    expect(t.smtp.messages.filter((m) => m.to === fox.email.toLowerCase() && /new message/i.test(m.subject))).toEqual([]);
  });
});

describe('demo data', () => {
  it('gives the demo account care-team messages and an answered ticket, once', async () => {
    const { DEMO_ACCOUNT, DEMO_ADMIN } = await import('../../db/seed.js');
    const { seedDemoMessages } = await import('../../db/seed/messages.js');
    const { users } = await import('../../db/schema/index.js');
    const db = t.db.db;
    const [demo] = await db
      .insert(users)
      .values({ email: DEMO_ACCOUNT.email, passwordHash: 'x', firstName: 'Dana', lastName: 'Demo', emailVerifiedAt: new Date() })
      .returning();
    await db.insert(users).values({ email: DEMO_ADMIN.email, passwordHash: 'x', firstName: 'Ada', lastName: 'Admin', isAdmin: true, emailVerifiedAt: new Date() });
    expect(await seedDemoMessages(db)).toBe(true);
    expect(await seedDemoMessages(db)).toBe(false);
    const page = await t.app.services.messages.list(demo?.id ?? '', { view: 'INBOX' });
    expect(page.total).toBe(3);
    expect(page.nodes.every((n) => n.from.careTeam)).toBe(true);
    const tickets = await t.app.services.tickets.list({ id: demo?.id ?? '', isAdmin: false }, {});
    expect(tickets.nodes).toHaveLength(1);
    expect(tickets.nodes[0]?.status).toBe('PENDING');
    expect(await t.app.services.tickets.conversation(tickets.nodes[0]?.id ?? '')).toHaveLength(1);
  });
});
