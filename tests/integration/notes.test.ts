// Notes (health journal) over GraphQL against a real database: CRUD, search, colours, the link to a day,
// length limits (BAD_USER_INPUT + field), HTML kept as text, another user's note → NOT_FOUND, the autosave
// conflict between two "tabs" (versions: a stale save answers CONFLICT with the current text and changes
// nothing), and notesChanged over a real graphql-ws client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, fieldOf, pullUntil, untilFirstEvent } from '../support/account-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { GqlResult, TestApp } from '../support/test-app.js';
import { verifiedUser } from '../support/vitals-helpers.js';
import type { VerifiedUser } from '../support/vitals-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const FIELDS = 'id title body color datef updatedAt linkedDate version deleted';
const CREATE = `mutation C($input: NoteInput!) { createNote(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $v: Int!, $input: NoteInput!) { updateNote(id: $id, expectedVersion: $v, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation D($id: ID!) { deleteNote(id: $id) { ${FIELDS} } }`;
const LIST = `query L($search: String, $day: String) { notes(search: $search, linkedDate: $day) { ${FIELDS} } }`;
const ONE = `query O($id: ID!) { note(id: $id) { ${FIELDS} } }`;

interface Note {
  id: string;
  title: string;
  body: string;
  color: string;
  linkedDate: string | null;
  version: number;
  deleted: boolean;
}
const input = (over: Partial<Note> = {}) => ({ title: 'Morning', body: 'Felt fine.', color: 'PRIMARY', linkedDate: null, ...over });

async function create(u: VerifiedUser, over: Partial<Note> = {}): Promise<Note> {
  const res = await t.gql<{ createNote: Note }>(CREATE, { input: input(over) }, u.token);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.createNote;
}
const update = (u: VerifiedUser, id: string, v: number, over: Partial<Note>) =>
  t.gql<{ updateNote: Note }>(UPDATE, { id, v, input: input(over) }, u.token);
const list = async (u: VerifiedUser, search?: string, day?: string) =>
  (await t.gql<{ notes: Note[] }>(LIST, { search, day }, u.token)).data?.notes ?? [];

describe('notes CRUD', () => {
  let u: VerifiedUser;
  beforeAll(async () => {
    u = await verifiedUser(t);
  });

  it('creates, lists (newest edit first), searches, edits and deletes', async () => {
    const a = await create(u, { title: 'Blood pressure', body: 'Morning reading 128/82', color: 'ERROR' });
    const b = await create(u, { title: 'Walk', body: '30 minutes, felt good', color: 'SUCCESS', linkedDate: '2026-03-04' });
    expect(a).toMatchObject({ title: 'Blood pressure', color: 'ERROR', version: 1, deleted: false, linkedDate: null });
    expect((await list(u)).map((n) => n.id)).toEqual([b.id, a.id]);
    // Search is case-insensitive over title and text; LIKE wildcards are literal.
    expect((await list(u, 'READING')).map((n) => n.id)).toEqual([a.id]);
    expect((await list(u, 'walk')).map((n) => n.id)).toEqual([b.id]);
    expect(await list(u, '%')).toEqual([]);
    expect((await list(u, undefined, '2026-03-04')).map((n) => n.id)).toEqual([b.id]);

    const saved = await update(u, a.id, 1, { title: 'Blood pressure', body: 'Evening 121/79', color: 'WARNING' });
    expect(saved.data?.updateNote).toMatchObject({ body: 'Evening 121/79', color: 'WARNING', version: 2 });
    expect((await list(u)).map((n) => n.id)).toEqual([a.id, b.id]);
    const one = await t.gql<{ note: Note }>(ONE, { id: a.id }, u.token);
    expect(one.data?.note.version).toBe(2);

    const del = await t.gql<{ deleteNote: Note }>(DELETE, { id: b.id }, u.token);
    expect(del.data?.deleteNote).toMatchObject({ id: b.id, deleted: true });
    expect((await list(u)).map((n) => n.id)).toEqual([a.id]);
    expect(codeOf(await t.gql(ONE, { id: b.id }, u.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(DELETE, { id: b.id }, u.token))).toBe('NOT_FOUND');
  });

  it('keeps HTML as the text it is', async () => {
    const n = await create(u, { title: '<b>bold</b>', body: '<script>alert(1)</script>' });
    expect(n.title).toBe('<b>bold</b>');
    expect(n.body).toBe('<script>alert(1)</script>');
  });

  const bad: [string, Partial<Note>, string][] = [
    ['a 121-character title', { title: 'x'.repeat(121) }, 'title'],
    ['a 20,001-character text', { body: 'y'.repeat(20_001) }, 'body'],
    ['an impossible day', { linkedDate: '2026-02-30' }, 'linkedDate'],
    ['a day that is not YYYY-MM-DD', { linkedDate: '04/03/2026' }, 'linkedDate'],
  ];
  it.each(bad)('refuses %s with the field named', async (_l, over, field) => {
    const res = await t.gql(CREATE, { input: input(over) }, u.token);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(fieldOf(res)).toBe(field);
    expect(res.errors?.[0]?.message).toMatch(/at most|real date/);
  });

  it('accepts the limits themselves and refuses a colour outside the five', async () => {
    const n = await create(u, { title: 'x'.repeat(120), body: 'y'.repeat(20_000) });
    expect(n.body).toHaveLength(20_000);
    const res = await t.gql(CREATE, { input: input({ color: 'PINK' }) }, u.token);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toMatch(/NoteColor/);
  });

  it('refuses a search over 100 characters and needs a signed-in, verified user', async () => {
    expect(fieldOf(await t.gql(LIST, { search: 's'.repeat(101) }, u.token))).toBe('search');
    expect(codeOf(await t.gql(LIST, {}))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(CREATE, { input: input() }))).toBe('UNAUTHENTICATED');
  });

  it('writes an audit entry when the notes are read', async () => {
    await list(u);
    const log = await t.gql<{ myAccessLog: { action: string }[] }>('query { myAccessLog { action } }', {}, u.token);
    expect(log.data?.myAccessLog.map((e) => e.action)).toContain('notes.list');
  });
});

describe('autosave from two tabs (optimistic concurrency)', () => {
  it('answers a stale save with CONFLICT and the current text, and changes nothing', async () => {
    const u = await verifiedUser(t);
    const n = await create(u, { title: 'Diary', body: 'v1' });
    // Both tabs opened version 1. Tab A saves first.
    const a = await update(u, n.id, 1, { title: 'Diary', body: 'written in tab A' });
    expect(a.data?.updateNote.version).toBe(2);
    // Tab B still edits version 1: refused, with what tab A stored.
    const b = await update(u, n.id, 1, { title: 'Diary', body: 'written in tab B' });
    expect(codeOf(b)).toBe('CONFLICT');
    const current = (b.errors?.[0]?.extensions as { current?: Record<string, unknown> } | undefined)?.current;
    expect(current).toMatchObject({ id: n.id, body: 'written in tab A', version: 2, color: 'PRIMARY' });
    expect((await t.gql<{ note: Note }>(ONE, { id: n.id }, u.token)).data?.note.body).toBe('written in tab A');
    // Tab B chooses to keep its text: it saves again on the version it was shown.
    const kept = await update(u, n.id, 2, { title: 'Diary', body: 'written in tab B' });
    expect(kept.data?.updateNote).toMatchObject({ body: 'written in tab B', version: 3 });
  });

  it('lets exactly one of two simultaneous saves of the same version win', async () => {
    const u = await verifiedUser(t);
    const n = await create(u);
    const results = await Promise.all(
      ['first', 'second', 'third', 'fourth'].map((body) => update(u, n.id, 1, { body })),
    );
    expect(results.filter((r) => r.data?.updateNote).length).toBe(1);
    expect(results.filter((r) => codeOf(r) === 'CONFLICT').length).toBe(3);
  });
});

describe("another user's note (IDOR)", () => {
  it('is NOT_FOUND for read, save and delete, and stays unchanged', async () => {
    const owner = await verifiedUser(t);
    const other = await verifiedUser(t);
    const n = await create(owner, { body: 'private' });
    const answers: GqlResult<unknown>[] = [
      await t.gql(ONE, { id: n.id }, other.token),
      await update(other, n.id, 1, { body: 'hacked' }),
      await t.gql(DELETE, { id: n.id }, other.token),
      await t.gql(ONE, { id: 'not-a-uuid' }, other.token),
    ];
    expect(answers.map(codeOf)).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND']);
    expect(await list(other)).toEqual([]);
    expect((await t.gql<{ note: Note }>(ONE, { id: n.id }, owner.token)).data?.note).toMatchObject({ body: 'private', version: 1 });
  });
});

describe('live (notesChanged over graphql-ws)', () => {
  it("delivers the user's own saves and deletions to another tab, not other users'", async () => {
    const u = await verifiedUser(t);
    const stranger = await verifiedUser(t);
    const n = await create(u, { body: 'start' });
    const client = t.wsClient({ authorization: `Bearer ${u.token}` });
    type R = { data?: { notesChanged: { note: Note | null; deletedId: string | null } } | null };
    const it = client.iterate({ query: `subscription { notesChanged { deletedId note { ${FIELDS} } } }` }) as AsyncIterableIterator<R>;
    let v = 1;
    await untilFirstEvent(it.next(), async () => {
      const r = await update(u, n.id, v, { body: `ping ${v}` });
      if (r.data) v = r.data.updateNote.version;
    });
    await create(stranger, { body: 'not for u' });
    await update(u, n.id, v, { body: 'from the other tab' });
    const seen = await pullUntil(it, (r) => r.data?.notesChanged.note?.body === 'from the other tab');
    expect(seen.every((r) => r.data?.notesChanged.note?.id === n.id)).toBe(true);
    await t.gql(DELETE, { id: n.id }, u.token);
    const gone = await pullUntil(it, (r) => r.data?.notesChanged.deletedId === n.id);
    expect(gone.at(-1)?.data?.notesChanged.note).toBeNull();
    await it.return?.();
  });
});
