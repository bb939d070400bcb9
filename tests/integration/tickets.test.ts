// Support tickets against a real database: open with limits (fields named), members see only their own
// (another's → NOT_FOUND), administrator-only actions (FORBIDDEN for members), counts/filter/search/sort/
// paging on the server, the status rules (answer → pending, reopen), two administrators changing one ticket
// at once (exactly one wins, the other CONFLICT, nothing lost), the owner told over graphql-ws and by a
// content-free mail to a real SMTP peer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, fieldOf, pullUntil, untilFirstEvent } from '../support/account-helpers.js';
import { adminUser, namedUser } from '../support/messages-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { GqlResult, TestApp } from '../support/test-app.js';
import type { VerifiedUser } from '../support/vitals-helpers.js';

const FIELDS = `id number subject description excerpt category priority status version createdAt updatedAt
  owner { id name } assignee { id name } messages { id fromStaff body author { id name } createdAt }`;
const LIST = `query L($status: TicketStatus, $search: String, $sort: TicketSort, $offset: Int, $first: Int) {
  tickets(status: $status, search: $search, sort: $sort, offset: $offset, first: $first) {
    total counts { total open pending closed } nodes { id number subject status priority owner { id } } } }`;
const GET = `query G($id: ID!) { ticket(id: $id) { ${FIELDS} } }`;
const OPEN = `mutation O($input: OpenTicketInput!) { openTicket(input: $input) { ${FIELDS} } }`;
const REPLY = `mutation R($id: ID!, $body: String!, $version: Int, $status: TicketStatus) {
  replyToTicket(id: $id, body: $body, version: $version, status: $status) { ${FIELDS} } }`;
const ASSIGN = `mutation A($id: ID!, $assigneeId: ID, $version: Int!) { assignTicket(id: $id, assigneeId: $assigneeId, version: $version) { ${FIELDS} } }`;
const STATUS = `mutation S($id: ID!, $status: TicketStatus!, $version: Int!) { setTicketStatus(id: $id, status: $status, version: $version) { ${FIELDS} } }`;
const DELETE = 'mutation D($id: ID!, $version: Int!) { deleteTicket(id: $id, version: $version) }';
const ASSIGNEES = 'query { ticketAssignees { id name } }';
const UPDATED = `subscription { ticketUpdated { ${FIELDS} } }`;

interface Ticket {
  id: string;
  number: number;
  subject: string;
  updatedAt: string;
  status: string;
  priority: string;
  version: number;
  assignee: { id: string } | null;
  owner: { id: string };
  messages: { fromStaff: boolean; body: string; author: { id: string } | null }[];
}
type ListResult = { tickets: { total: number; counts: Record<string, number>; nodes: Ticket[] } };

let t: TestApp;
let ann: VerifiedUser;
let bob: VerifiedUser;
let dana: VerifiedUser;
let omar: VerifiedUser;

beforeAll(async () => {
  t = await startTestApp();
  [ann, bob, dana, omar] = await Promise.all([
    namedUser(t, 'Ann', 'Archer'),
    namedUser(t, 'Bob', 'Bishop'),
    adminUser(t, 'Dana', 'Desk'),
    adminUser(t, 'Omar', 'Ops'),
  ]);
});
afterAll(() => t.close());

const input = (over: Record<string, unknown> = {}) => ({
  subject: 'Cannot pair my cuff',
  description: 'The blood-pressure cuff is not found by the app.',
  category: 'DEVICES',
  priority: 'HIGH',
  ...over,
});
async function open(u: VerifiedUser, over: Record<string, unknown> = {}): Promise<Ticket> {
  const res = await t.gql<{ openTicket: Ticket }>(OPEN, { input: input(over) }, u.token);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.openTicket;
}
const list = (u: VerifiedUser, vars: Record<string, unknown> = {}) => t.gql<ListResult>(LIST, vars, u.token);

describe('opening', () => {
  it('opens a ticket as OPEN, version 1, with the owner', async () => {
    const tk = await open(ann);
    expect(tk).toMatchObject({ status: 'OPEN', version: 1, owner: { id: ann.userId }, assignee: null, messages: [] });
    expect(tk.number).toBeGreaterThanOrEqual(1001);
  });

  it('refuses bad input with the field named; HTML stays text', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ subject: 'ab' }, 'subject'],
      [{ subject: 's'.repeat(151) }, 'subject'],
      [{ description: '   ' }, 'description'],
      [{ description: 'd'.repeat(5001) }, 'description'],
    ];
    for (const [over, field] of cases) {
      const res = await t.gql(OPEN, { input: input(over) }, ann.token);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(fieldOf(res)).toBe(field);
    }
    expect(codeOf(await t.gql(OPEN, { input: input({ category: 'NOPE' }) }, ann.token))).toBeTruthy();
    const html = await open(ann, { subject: '<img src=x onerror=alert(1)>' });
    expect(html.subject).toBe('<img src=x onerror=alert(1)>');
    expect(codeOf(await t.gql(OPEN, { input: input() }))).toBe('UNAUTHENTICATED');
  });
});

describe('who sees what', () => {
  it("members see only their own; another member's ticket is NOT_FOUND for every call", async () => {
    const bobs = await open(bob, { subject: 'Bob private billing' });
    const mine = await list(ann, { first: 100 });
    expect(mine.data?.tickets.nodes.every((n) => n.owner.id === ann.userId)).toBe(true);
    expect(mine.data?.tickets.nodes.some((n) => n.id === bobs.id)).toBe(false);
    const calls: [string, Record<string, unknown>][] = [
      [GET, { id: bobs.id }],
      [REPLY, { id: bobs.id, body: 'hi' }],
      [STATUS, { id: bobs.id, status: 'CLOSED', version: 1 }],
      [GET, { id: 'not-a-uuid' }],
    ];
    for (const [op, vars] of calls) expect(codeOf(await t.gql(op, vars, ann.token))).toBe('NOT_FOUND');
    const still = await t.gql<{ ticket: Ticket }>(GET, { id: bobs.id }, bob.token);
    expect(still.data?.ticket).toMatchObject({ status: 'OPEN', version: 1, messages: [] });
  });

  it('administrator-only actions answer FORBIDDEN to members (even on their own ticket)', async () => {
    const own = await open(ann);
    const calls: [string, Record<string, unknown>][] = [
      [ASSIGN, { id: own.id, assigneeId: dana.userId, version: 1 }],
      [DELETE, { id: own.id, version: 1 }],
      [ASSIGNEES, {}],
      [REPLY, { id: own.id, body: 'x', status: 'PENDING' }],
      [STATUS, { id: own.id, status: 'PENDING', version: 1 }],
    ];
    for (const [op, vars] of calls) expect(codeOf(await t.gql(op, vars, ann.token)), op.slice(0, 24)).toBe('FORBIDDEN');
    const assignees = await t.gql<{ ticketAssignees: { id: string }[] }>(ASSIGNEES, {}, dana.token);
    expect(assignees.data?.ticketAssignees.map((a) => a.id)).toEqual(expect.arrayContaining([dana.userId, omar.userId]));
  });

  it('administrators see all: counts, status filter, search by text and #number, sort, paging', async () => {
    const a1 = await open(bob, { subject: 'Zebra invoice question', priority: 'LOW' });
    const a2 = await open(bob, { subject: 'Alpha records import', priority: 'URGENT' });
    await t.gql(STATUS, { id: a2.id, status: 'CLOSED', version: 1 }, dana.token);
    const all = await list(dana, { first: 100 });
    const c = all.data?.tickets.counts;
    expect(c?.total).toBe((c?.open ?? 0) + (c?.pending ?? 0) + (c?.closed ?? 0));
    expect(all.data?.tickets.nodes.some((n) => n.owner.id === ann.userId)).toBe(true);
    expect(all.data?.tickets.nodes.some((n) => n.owner.id === bob.userId)).toBe(true);

    const closed = await list(dana, { status: 'CLOSED', first: 100 });
    expect(closed.data?.tickets.nodes.every((n) => n.status === 'CLOSED')).toBe(true);
    expect(closed.data?.tickets.total).toBe(c?.closed);

    const byText = await list(dana, { search: 'zebra' });
    expect(byText.data?.tickets.nodes.map((n) => n.id)).toEqual([a1.id]);
    const byNumber = await list(dana, { search: `#${a2.number}` });
    expect(byNumber.data?.tickets.nodes.map((n) => n.id)).toEqual([a2.id]);

    const bySubject = await list(dana, { sort: { field: 'SUBJECT', direction: 'ASC' }, first: 100 });
    const subjects = bySubject.data?.tickets.nodes.map((n) => n.subject.toLowerCase()) ?? [];
    expect(subjects).toEqual([...subjects].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    const byPriority = await list(dana, { sort: { field: 'PRIORITY', direction: 'DESC' }, first: 1 });
    expect(byPriority.data?.tickets.nodes[0]?.priority).toBe('URGENT');

    const p1 = await list(dana, { first: 2, offset: 0 });
    const p2 = await list(dana, { first: 2, offset: 2 });
    expect(p1.data?.tickets.nodes).toHaveLength(2);
    expect(p2.data?.tickets.nodes.map((n) => n.id)).not.toContain(p1.data?.tickets.nodes[0]?.id);
    expect(p1.data?.tickets.total).toBe(c?.total);
    expect(fieldOf(await list(dana, { first: 101 }))).toBe('first');
    expect(fieldOf(await list(dana, { search: 'x'.repeat(101) }))).toBe('search');
  });
});

describe('answers and status', () => {
  it('an answer makes it PENDING, the owner is told live and by a mail without content; the owner replies and reopens', async () => {
    const cat = await namedUser(t, 'Cat', 'Carter');
    const tk = await open(cat, { subject: 'Insulin dose question', description: 'My glucose was 312 mg/dL' });
    const ws = t.wsClient({ authorization: `Bearer ${cat.token}` });
    type R = { data?: { ticketUpdated: Ticket } | null };
    const it = ws.iterate({ query: UPDATED }) as AsyncIterableIterator<R>;
    // A second ticket, assigned back and forth, pings until the subscription is live.
    const ping = await open(cat, { subject: 'ping ticket' });
    let v = 1;
    await untilFirstEvent(it.next(), async () => {
      const r = await t.gql<{ assignTicket: Ticket }>(ASSIGN, { id: ping.id, assigneeId: null, version: v }, dana.token);
      v = r.data?.assignTicket.version ?? v;
    });

    const answered = await t.gql<{ replyToTicket: Ticket }>(REPLY, { id: tk.id, body: 'Please call us.', version: 1 }, dana.token);
    expect(answered.data?.replyToTicket).toMatchObject({ status: 'PENDING', version: 2 });
    const seen = await pullUntil(it, (r) => r.data?.ticketUpdated.id === tk.id);
    expect(seen.at(-1)?.data?.ticketUpdated).toMatchObject({ status: 'PENDING', messages: [{ fromStaff: true, body: 'Please call us.' }] });
    await it.return?.();

    const mail = await t.smtp.waitFor(cat.email, /ticket has an answer/i);
    expect(mail.text).toContain('http://127.0.0.1:4000/apps/tickets');
    for (const secret of ['Insulin', '312', 'glucose', 'Please call us', 'Dana']) expect(mail.text).not.toContain(secret);

    const back = await t.gql<{ replyToTicket: Ticket }>(REPLY, { id: tk.id, body: 'Called, thanks' }, cat.token);
    expect(back.data?.replyToTicket).toMatchObject({ status: 'OPEN', version: 3 });
    const closed = await t.gql<{ setTicketStatus: Ticket }>(STATUS, { id: tk.id, status: 'CLOSED', version: 3 }, cat.token);
    expect(closed.data?.setTicketStatus.status).toBe('CLOSED');
    // Closing it again changes nothing: same version, same time, so a change made from version 4 still applies.
    const again = await t.gql<{ setTicketStatus: Ticket }>(STATUS, { id: tk.id, status: 'CLOSED', version: 4 }, cat.token);
    expect(again.data?.setTicketStatus).toMatchObject({ status: 'CLOSED', version: 4, updatedAt: closed.data?.setTicketStatus.updatedAt });
    const onClosed = await t.gql(REPLY, { id: tk.id, body: 'again' }, cat.token);
    expect([codeOf(onClosed), fieldOf(onClosed)]).toEqual(['BAD_USER_INPUT', 'body']);
    const reopened = await t.gql<{ setTicketStatus: Ticket }>(STATUS, { id: tk.id, status: 'OPEN', version: 4 }, cat.token);
    expect(reopened.data?.setTicketStatus).toMatchObject({ status: 'OPEN', version: 5 });
    const full = await t.gql<{ ticket: Ticket }>(GET, { id: tk.id }, cat.token);
    expect(full.data?.ticket.messages.map((m) => [m.fromStaff, m.body])).toEqual([
      [true, 'Please call us.'],
      [false, 'Called, thanks'],
    ]);
    expect(fieldOf(await t.gql(REPLY, { id: tk.id, body: 'no version' }, dana.token))).toBe('version');
    expect(fieldOf(await t.gql(REPLY, { id: tk.id, body: 'b'.repeat(5001), version: 5 }, dana.token))).toBe('body');
    expect(fieldOf(await t.gql(ASSIGN, { id: tk.id, assigneeId: cat.userId, version: 5 }, dana.token))).toBe('assigneeId');
  });
});

describe('the answer mail opt-out', () => {
  it('sends no mail to an owner who turned it off (still told live)', async () => {
    const fox = await namedUser(t, 'Fox', 'Fisher');
    const off = await t.gql(
      'mutation ($i: MessagingSettingsInput!) { updateMessagingSettings(input: $i) { emailOnTicketAnswer } }',
      { i: { emailOnMessage: true, emailOnTicketAnswer: false } },
      fox.token,
    );
    expect(off.errors).toBeUndefined();
    const tk = await open(fox, { subject: 'Quiet please' });
    expect((await t.gql(REPLY, { id: tk.id, body: 'Answered', version: 1 }, dana.token)).errors).toBeUndefined();
    await t.app.services.notices.idle();
    expect(t.smtp.messages.filter((m) => m.to === fox.email.toLowerCase() && /answer/i.test(m.subject))).toEqual([]);
  });
});

describe('two administrators at once', () => {
  it('of two changes from the same version exactly one wins; the other gets CONFLICT; nothing is lost', async () => {
    for (let round = 0; round < 5; round++) {
      const tk = await open(ann, { subject: `Race ${round}` });
      const [r1, r2] = await Promise.all([
        t.gql<{ replyToTicket: Ticket }>(REPLY, { id: tk.id, body: 'Dana answers', version: 1 }, dana.token),
        t.gql<{ assignTicket: Ticket }>(ASSIGN, { id: tk.id, assigneeId: omar.userId, version: 1 }, omar.token),
      ]);
      const results: GqlResult<unknown>[] = [r1, r2];
      expect(results.map((r) => (r.errors ? codeOf(r) : 'ok')).sort()).toEqual(['CONFLICT', 'ok']);
      const now = (await t.gql<{ ticket: Ticket }>(GET, { id: tk.id }, dana.token)).data?.ticket;
      expect(now?.version).toBe(2);
      // The winner's change is there in full, the loser's not at all.
      if (r1.errors) expect(now).toMatchObject({ assignee: { id: omar.userId }, messages: [] });
      else expect(now).toMatchObject({ assignee: null, status: 'PENDING', messages: [{ body: 'Dana answers' }] });
    }
    const tk = await open(ann, { subject: 'Double answer' });
    const both = await Promise.all([
      t.gql(REPLY, { id: tk.id, body: 'one', version: 1 }, dana.token),
      t.gql(REPLY, { id: tk.id, body: 'two', version: 1 }, omar.token),
    ]);
    expect(both.filter((r) => codeOf(r) === 'CONFLICT')).toHaveLength(1);
    const after = (await t.gql<{ ticket: Ticket }>(GET, { id: tk.id }, ann.token)).data?.ticket;
    expect(after?.messages).toHaveLength(1);
  });

  it('deletes (administrators) from the current version only', async () => {
    const tk = await open(ann, { subject: 'To delete' });
    await t.gql(STATUS, { id: tk.id, status: 'PENDING', version: 1 }, dana.token);
    expect(codeOf(await t.gql(DELETE, { id: tk.id, version: 1 }, omar.token))).toBe('CONFLICT');
    const ok = await t.gql<{ deleteTicket: boolean }>(DELETE, { id: tk.id, version: 2 }, omar.token);
    expect(ok.data?.deleteTicket).toBe(true);
    expect(codeOf(await t.gql(GET, { id: tk.id }, ann.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(DELETE, { id: tk.id, version: 2 }, omar.token))).toBe('NOT_FOUND');
  });
});
