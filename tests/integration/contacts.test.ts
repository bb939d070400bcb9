// Contacts (issue 13): the owner's address book over GraphQL on a real database — add with validation (E.164
// phone, e-mail), lists All / Frequent / Starred / by department, search, edit, star, trash and restore,
// empty trash, isolation between owners (another's contact is NOT_FOUND), and "message" on an unlinked contact.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { codeOf, fieldOf } from '../support/account-helpers.js';
import { verifiedUser } from '../support/vitals-helpers.js';
import { befriend, block, member } from '../support/people-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const FIELDS = `id firstname lastname image department company phone email address notes frequentlycontacted
  starred deleted linkedMember { id } createdAt updatedAt`;
const ADD = `mutation ($input: ContactInput!) { addContact(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: ContactInput!) { updateContact(id: $id, input: $input) { ${FIELDS} } }`;
const LIST = `query ($list: ContactList, $department: String, $search: String) {
  contacts(list: $list, department: $department, search: $search) { id firstname deleted starred } }`;
const ONE = `query ($id: ID!) { contact(id: $id) { ${FIELDS} } }`;
const STAR = `mutation ($id: ID!, $s: Boolean!) { setContactStarred(id: $id, starred: $s) { id starred } }`;
const DELETE = `mutation ($id: ID!) { deleteContact(id: $id) { id deleted } }`;
const RESTORE = `mutation ($id: ID!) { restoreContact(id: $id) { id deleted } }`;
const EMPTY = `mutation { emptyContactTrash }`;
const DEPARTMENTS = `query { contactDepartments { name count } }`;
const MESSAGE = `mutation ($id: ID!) { messageContact(id: $id) { id } }`;

interface Contact {
  id: string;
  firstname: string;
  lastname: string;
  phone: string | null;
  email: string | null;
  starred: boolean;
  deleted: boolean;
  frequentlycontacted: boolean;
  department: string | null;
}

async function add(token: string, input: Record<string, unknown>): Promise<Contact> {
  const res = await t.gql<{ addContact: Contact }>(ADD, { input }, token);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.addContact;
}
const names = (rows: { firstname: string }[] | undefined) => (rows ?? []).map((r) => r.firstname);

describe('contacts', () => {
  it('adds a contact with a phone normalised to E.164 and a lower-cased e-mail, and reads it back', async () => {
    const u = await verifiedUser(t);
    const c = await add(u.token, {
      firstname: '  Amina ',
      lastname: 'Haddad',
      department: 'Cardiology',
      company: 'City Hospital',
      phone: '06 12 34 56 78',
      phoneRegion: 'FR',
      email: 'Dr.Haddad@Example.ORG',
      address: '1 rue de la Paix, Paris',
      notes: 'Thursday clinic',
      frequentlycontacted: true,
    });
    expect(c).toMatchObject({
      firstname: 'Amina',
      lastname: 'Haddad',
      phone: '+33612345678',
      email: 'dr.haddad@example.org',
      starred: false,
      deleted: false,
      frequentlycontacted: true,
    });
    const read = await t.gql<{ contact: Contact }>(ONE, { id: c.id }, u.token);
    expect(read.data?.contact).toMatchObject({ id: c.id, department: 'Cardiology', image: null, linkedMember: null });
  });

  it('refuses a missing first name, a bad phone, a bad e-mail and oversize notes, naming the field', async () => {
    const u = await verifiedUser(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ firstname: '  ' }, 'firstname'],
      [{ firstname: 'A', phone: '12' }, 'phone'],
      [{ firstname: 'A', phone: '0612345678' }, 'phone'], // no region, no +: not a number we can place
      [{ firstname: 'A', email: 'not-an-address' }, 'email'],
      [{ firstname: 'A', notes: 'x'.repeat(2001) }, 'notes'],
      [{ firstname: 'x'.repeat(101) }, 'firstname'],
      [{ firstname: 'A', linkedUserId: '00000000-0000-4000-8000-000000000000' }, 'linkedUserId'],
    ];
    for (const [input, field] of cases) {
      const res = await t.gql(ADD, { input }, u.token);
      expect(codeOf(res), field).toBe('BAD_USER_INPUT');
      expect(fieldOf(res)).toBe(field);
    }
    const list = await t.gql<{ contacts: Contact[] }>(LIST, {}, u.token);
    expect(list.data?.contacts).toEqual([]);
  });

  it('lists All, Frequent, Starred and by department, searches, and counts departments', async () => {
    const u = await verifiedUser(t);
    const a = await add(u.token, { firstname: 'Amina', department: 'Cardiology', frequentlycontacted: true });
    await add(u.token, { firstname: 'Bruno', department: 'cardiology', company: 'Heart Clinic' });
    const p = await add(u.token, { firstname: 'Chloe', department: 'Pharmacy', email: 'chloe@pharma.example' });
    await add(u.token, { firstname: 'Dad', department: 'Family', phone: '+44 20 7946 0958' });
    await t.gql(STAR, { id: p.id, s: true }, u.token);
    const list = async (vars: Record<string, unknown>) =>
      names((await t.gql<{ contacts: Contact[] }>(LIST, vars, u.token)).data?.contacts);
    expect(await list({})).toEqual(['Amina', 'Bruno', 'Chloe', 'Dad']);
    expect(await list({ list: 'FREQUENT' })).toEqual(['Amina']);
    expect(await list({ list: 'STARRED' })).toEqual(['Chloe']);
    expect(await list({ department: 'CARDIOLOGY' })).toEqual(['Amina', 'Bruno']);
    expect(await list({ search: 'heart' })).toEqual(['Bruno']);
    expect(await list({ search: 'pharma.example' })).toEqual(['Chloe']);
    expect(await list({ search: '7946' })).toEqual(['Dad']);
    expect(await list({ search: '%' })).toEqual([]);
    const deps = await t.gql<{ contactDepartments: { name: string; count: number }[] }>(DEPARTMENTS, {}, u.token);
    expect(deps.data?.contactDepartments.map((d) => [d.name.toLowerCase(), d.count])).toEqual([
      ['cardiology', 2],
      ['family', 1],
      ['pharmacy', 1],
    ]);
    expect(a.id).toBeTruthy();
  });

  it('edits every field, stars, moves to the trash, restores, and empties the trash for good', async () => {
    const u = await verifiedUser(t);
    const c = await add(u.token, { firstname: 'Old', phone: '+33612345678' });
    const edited = await t.gql<{ updateContact: Contact }>(
      UPDATE,
      { id: c.id, input: { firstname: 'New', lastname: 'Name', department: 'Family' } },
      u.token,
    );
    // The form replaces every field: the phone left out is cleared.
    expect(edited.data?.updateContact).toMatchObject({ firstname: 'New', lastname: 'Name', phone: null });
    expect(
      (await t.gql<{ setContactStarred: Contact }>(STAR, { id: c.id, s: true }, u.token)).data?.setContactStarred
        .starred,
    ).toBe(true);

    expect((await t.gql<{ deleteContact: Contact }>(DELETE, { id: c.id }, u.token)).data?.deleteContact.deleted).toBe(
      true,
    );
    expect(names((await t.gql<{ contacts: Contact[] }>(LIST, {}, u.token)).data?.contacts)).toEqual([]);
    expect(names((await t.gql<{ contacts: Contact[] }>(LIST, { list: 'STARRED' }, u.token)).data?.contacts)).toEqual(
      [],
    );
    expect(names((await t.gql<{ contacts: Contact[] }>(LIST, { list: 'TRASH' }, u.token)).data?.contacts)).toEqual([
      'New',
    ]);
    expect(
      (await t.gql<{ restoreContact: Contact }>(RESTORE, { id: c.id }, u.token)).data?.restoreContact.deleted,
    ).toBe(false);
    expect(names((await t.gql<{ contacts: Contact[] }>(LIST, {}, u.token)).data?.contacts)).toEqual(['New']);

    const gone = await add(u.token, { firstname: 'Gone' });
    await t.gql(DELETE, { id: gone.id }, u.token);
    expect((await t.gql<{ emptyContactTrash: number }>(EMPTY, {}, u.token)).data?.emptyContactTrash).toBe(1);
    expect(codeOf(await t.gql(ONE, { id: gone.id }, u.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(RESTORE, { id: gone.id }, u.token))).toBe('NOT_FOUND');
    expect(names((await t.gql<{ contacts: Contact[] }>(LIST, {}, u.token)).data?.contacts)).toEqual(['New']);
  });

  it('keeps every owner’s contacts to themselves: another’s id is NOT_FOUND for every call', async () => {
    const a = await verifiedUser(t);
    const b = await verifiedUser(t);
    const c = await add(a.token, { firstname: 'Private', department: 'Cardiology' });
    await t.gql(DELETE, { id: (await add(a.token, { firstname: 'Trashed' })).id }, a.token);
    for (const [query, vars] of [
      [ONE, { id: c.id }],
      [UPDATE, { id: c.id, input: { firstname: 'Hijack' } }],
      [STAR, { id: c.id, s: true }],
      [DELETE, { id: c.id }],
      [RESTORE, { id: c.id }],
      [MESSAGE, { id: c.id }],
      [ONE, { id: 'not-a-uuid' }],
    ] as const) {
      expect(codeOf(await t.gql(query, vars, b.token))).toBe('NOT_FOUND');
    }
    expect((await t.gql<{ contacts: Contact[] }>(LIST, {}, b.token)).data?.contacts).toEqual([]);
    expect((await t.gql<{ contactDepartments: unknown[] }>(DEPARTMENTS, {}, b.token)).data?.contactDepartments).toEqual(
      [],
    );
    // B emptying B's trash leaves A's trash alone.
    expect((await t.gql<{ emptyContactTrash: number }>(EMPTY, {}, b.token)).data?.emptyContactTrash).toBe(0);
    expect(names((await t.gql<{ contacts: Contact[] }>(LIST, { list: 'TRASH' }, a.token)).data?.contacts)).toEqual([
      'Trashed',
    ]);
    const still = await t.gql<{ contact: Contact }>(ONE, { id: c.id }, a.token);
    expect(still.data?.contact).toMatchObject({ firstname: 'Private', starred: false, deleted: false });
    expect(codeOf(await t.gql(LIST, {}))).toBe('UNAUTHENTICATED');
  });

  it('answers BAD_USER_INPUT when "message" is asked of a contact linked to no member', async () => {
    const u = await verifiedUser(t);
    const c = await add(u.token, { firstname: 'Paper' });
    const res = await t.gql(MESSAGE, { id: c.id }, u.token);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(fieldOf(res)).toBe('linkedUserId');
  });

  it('links a contact to a member one may message; "message" then opens (and reopens) the chat with them', async () => {
    const ann = await member(t, 'Ann', 'Owner');
    const doc = await member(t, 'Doc', 'Member');
    const stranger = await member(t, 'Stranger', 'Member');
    const refused = await t.gql(ADD, { input: { firstname: 'S', linkedUserId: stranger.userId } }, ann.token);
    expect([codeOf(refused), fieldOf(refused)]).toEqual(['BAD_USER_INPUT', 'linkedUserId']);
    await befriend(t, ann, doc);
    const c = await add(ann.token, {
      firstname: 'Dr',
      lastname: 'Doc',
      department: 'Cardiology',
      linkedUserId: doc.userId,
    });
    const read = await t.gql<{ contact: { linkedMember: { id: string } | null } }>(ONE, { id: c.id }, ann.token);
    expect(read.data?.contact.linkedMember?.id).toBe(doc.userId);
    const first = await t.gql<{ messageContact: { id: string } }>(MESSAGE, { id: c.id }, ann.token);
    const second = await t.gql<{ messageContact: { id: string } }>(MESSAGE, { id: c.id }, ann.token);
    expect(first.data?.messageContact.id).toBeTruthy();
    expect(second.data?.messageContact.id).toBe(first.data?.messageContact.id);
    // Once blocked, "message" no longer opens anything.
    await block(t, doc, ann);
    expect(codeOf(await t.gql(MESSAGE, { id: c.id }, ann.token))).toBe('NOT_FOUND');
  });
});
