// "Download everything" beyond the records and readings: data/<table>.json holds every row about the holder
// (notes, chat with the other side's messages, mail sent to them, their files), none about anyone else
// (another member's conversation, address book or block of them), and no secret (password hash, two-factor
// secret, recovery codes). Every user column of the schema has a decision in the export policy.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataFileOf, uploadFileOf } from '../../server/src/features/my-data/data-export.service.js';
import { FOLLOW, OMIT_COLUMNS, USER_COLUMNS } from '../../server/src/features/my-data/export-policy.js';
import { myDataRepository } from '../../server/src/features/my-data/my-data.repository.js';
import { befriend, block, member } from '../support/people-helpers.js';
import type { Member } from '../support/people-helpers.js';
import { raw } from '../support/records-helpers.js';
import { totpAt } from '../support/security-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { unzip } from '../support/zip-helpers.js';
import type { Unzipped } from '../support/zip-helpers.js';

let t: TestApp;
let ann: Member;
let bob: Member;
let carol: Member;
let dora: Member;
let zip: Unzipped;
let doraZip: Unzipped;
let totpSecret = '';
let recoveryCodes: string[] = [];
const BOB_FILE = Buffer.from('Bob to Ann: your lab letter.\n');
let bobFileId = '';

const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

async function download(who: Member): Promise<Unzipped> {
  const res = await fetch(`${t.url}/api/account/export.zip`, { headers: { authorization: `Bearer ${who.token}` } });
  expect(res.status).toBe(200);
  return unzip(Buffer.from(await res.arrayBuffer()));
}
const texts = (z: Unzipped) => z.names.filter((n) => n.endsWith('.json')).map((n) => z.text(n)).join('\n');

async function gql<T>(who: Member, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await t.gql<T>(query, variables, who.token);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data;
}
const upload = async (who: Member, body: Buffer, name: string, kind: 'file' | 'image', type: string) => {
  const res = await raw(t, 'POST', `/api/uploads?kind=${kind}&filename=${encodeURIComponent(name)}`, who.token, body, type);
  expect(res.status).toBe(201);
  return String(res.json?.['id']);
};
const chat = async (a: Member, b: Member) =>
  (await gql<{ startConversation: { id: string } }>(a, 'mutation ($u: ID!) { startConversation(userId: $u) { id } }', { u: b.userId }))
    .startConversation.id;
const say = (who: Member, c: string, m: string, a?: string[]) =>
  gql(who, 'mutation ($c: ID!, $m: String, $a: [ID!]) { sendMessage(conversationId: $c, msg: $m, attachmentIds: $a) { id } }', { c, m, a });
const mail = (from: Member, to: Member, subject: string, body: string) =>
  gql(from, 'mutation ($i: MailInput!) { sendMail(input: $i) { id } }', { i: { to: [to.userId], subject, body } });
const addContact = (who: Member, input: Record<string, unknown>) =>
  gql(who, 'mutation ($i: ContactInput!) { addContact(input: $i) { id } }', { i: input });

function table<T = Record<string, unknown>>(name: string): T[] {
  return zip.names.includes(dataFileOf(name)) ? (JSON.parse(zip.text(dataFileOf(name))) as T[]) : [];
}

beforeAll(async () => {
  t = await startTestApp();
  [ann, bob, carol, dora] = await Promise.all([
    member(t, 'Ann', 'Holder'),
    member(t, 'Bob', 'Friend'),
    member(t, 'Carol', 'Stranger'),
    member(t, 'Dora', 'Staff'),
  ]);
  await t.app.services.admin.setAdmin(null, dora.userId, true);
  await befriend(t, ann, bob);
  await befriend(t, bob, carol);

  await gql(ann, 'mutation ($i: NoteInput!) { createNote(input: $i) { id } }', {
    i: { title: 'Fasting log', body: 'Glucose 5.1 before breakfast', color: 'PRIMARY' },
  });
  const c = await chat(ann, bob);
  bobFileId = await upload(bob, BOB_FILE, 'lab letter.txt', 'file', 'text/plain');
  await say(bob, c, 'Bob writes to Ann', [bobFileId]);
  await say(ann, c, 'Ann answers Bob');
  await say(bob, await chat(bob, carol), 'Bob and Carol only');
  await mail(bob, ann, 'Results', 'Mail body from Bob to Ann');
  await mail(bob, carol, 'Private', 'Mail for Carol alone');
  // A draft names its recipient before anything is sent: Ann must not learn of it from her export.
  await gql(bob, 'mutation ($i: MailInput!) { saveMailDraft(input: $i) { id } }', { i: { to: [ann.userId], subject: 'Unsent draft', body: 'Not sent yet' } });
  // Dora (staff) answers Ann's and Bob's tickets: each answer is its ticket owner's, not part of Dora's copy.
  for (const [who, subject] of [[ann, 'Ann asks'], [bob, 'Bob asks about his HIV test']] as const) {
    const opened = await gql<{ openTicket: { id: string; version: number } }>(who, 'mutation ($i: OpenTicketInput!) { openTicket(input: $i) { id version } }', {
      i: { subject, description: `${subject}, in detail`, category: 'ACCOUNT', priority: 'LOW' },
    });
    await gql(dora, 'mutation ($id: ID!, $b: String!, $v: Int) { replyToTicket(id: $id, body: $b, version: $v) { id } }', {
      id: opened.openTicket.id, b: `Staff answer to ${who.firstName}`, v: opened.openTicket.version,
    });
  }
  await addContact(ann, { firstname: 'Dr', lastname: 'Who' });
  await addContact(bob, { firstname: 'Ann', lastname: 'in Bob book', linkedUserId: ann.userId });
  await block(t, carol, ann);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#39c' } }).png().toBuffer();
  const photo = await upload(ann, png, 'me.png', 'image', 'image/png');
  await gql(ann, 'mutation ($u: ID!) { addGalleryImage(uploadId: $u) { id } }', { u: photo });

  totpSecret = (await gql<{ startTwoFactorEnrollment: { secret: string } }>(ann, 'mutation { startTwoFactorEnrollment { secret } }'))
    .startTwoFactorEnrollment.secret;
  recoveryCodes = (
    await gql<{ confirmTwoFactorEnrollment: { recoveryCodes: string[] } }>(ann, 'mutation ($c: String!) { confirmTwoFactorEnrollment(code: $c) { recoveryCodes } }', {
      c: await totpAt(totpSecret, 0),
    })
  ).confirmTwoFactorEnrollment.recoveryCodes;

  zip = await download(ann);
  doraZip = await download(dora);
}, 120_000);
afterAll(async () => {
  zip.dispose();
  doraZip.dispose();
  await t.close();
});

describe('data/: every row about the holder', () => {
  it('holds the account (no password hash), the note, the contact, the gallery entry, and checks out with unzip', () => {
    expect(zip.integrity).toMatch(/No errors detected/);
    const [account, ...more] = table('users');
    expect(more).toEqual([]);
    expect(account).toMatchObject({ id: ann.userId, email: ann.email.toLowerCase(), first_name: 'Ann' });
    expect(Object.keys(account ?? {})).not.toContain('password_hash');
    expect(table('notes')).toMatchObject([{ title: 'Fasting log', body: 'Glucose 5.1 before breakfast' }]);
    expect(table('contacts')).toMatchObject([{ firstname: 'Dr', lastname: 'Who', owner_id: ann.userId }]);
    expect(table('gallery_images')).toHaveLength(1);
  });

  it("holds both sides of Ann's conversation and the file Bob sent her, with its bytes", () => {
    expect(table<{ msg: string }>('chat_messages').map((m) => m.msg).sort()).toEqual(['Ann answers Bob', 'Bob writes to Ann']);
    const sent = table<{ id: string; filename: string; file: string; sha256: string }>('uploads').find((u) => u.id === bobFileId);
    expect(sent).toMatchObject({ filename: 'lab letter.txt', file: uploadFileOf(bobFileId, 'lab letter.txt') });
    expect(zip.text(sent?.file ?? '')).toBe(BOB_FILE.toString());
    expect(sent?.sha256).toBe(sha(BOB_FILE));
  });

  it('holds the mail Bob sent her (its text, not only her mailbox entry)', () => {
    expect(table<{ body: string }>('messages').map((m) => m.body)).toEqual(['Mail body from Bob to Ann']);
    expect(table<{ owner_id: string }>('mailbox_entries').every((e) => e.owner_id === ann.userId)).toBe(true);
  });

  it("has nothing of Carol's or of conversations, mail and address books that are not Ann's", () => {
    const everything = zip.names.filter((n) => n.endsWith('.json')).map((n) => zip.text(n)).join('\n');
    expect(everything).not.toContain(carol.userId); // her block of Ann included
    expect(everything).not.toContain('Bob and Carol only');
    expect(everything).not.toContain('Mail for Carol alone');
    expect(everything).not.toContain('in Bob book');
    expect(everything).toContain(ann.userId);
  });

  it("tells nobody of a draft addressed to them (Bob's unsent draft to Ann leaves no recipient row in her copy)", () => {
    const sent = new Set(table<{ id: string }>('messages').map((m) => m.id));
    const recipients = table<{ message_id: string }>('message_recipients');
    expect(recipients.length, "the recipients of the mail Ann has").toBeGreaterThan(0);
    expect(recipients.every((r) => sent.has(r.message_id))).toBe(true);
    expect(texts(zip)).not.toContain('Unsent draft');
  });

  it("holds the staff answer on Ann's ticket in Ann's copy, and none of the answers in the staff member's own", () => {
    expect(table<{ body: string }>('ticket_messages').map((m) => m.body)).toContain('Staff answer to Ann');
    expect(texts(doraZip)).toContain(dora.userId); // her copy is there, with her own rows
    expect(texts(doraZip)).not.toContain('Staff answer to');
    expect(texts(doraZip)).not.toContain('HIV test');
  });

  it('says when sessions were ended at once (tokens_valid_after), so a session row without revoked_at can be read', () => {
    expect(table('users')[0]).toHaveProperty('tokens_valid_after', expect.any(String));
    expect(zip.text('README.txt')).toContain('started before tokens_valid_after');
  });

  it('has no secret: password hash, two-factor secret and its ciphertext, recovery codes', async () => {
    const [row] = rowsOf<{ password_hash: string; secret_cipher: string }>(
      await t.db.db.execute(sql`SELECT u.password_hash, f.secret_cipher FROM users u JOIN two_factor f ON f.user_id = u.id WHERE u.id = ${ann.userId}::uuid`),
    );
    const all = zip.names.map((n) => zip.text(n)).join('\n');
    for (const secret of [row?.password_hash, row?.secret_cipher, totpSecret, ...recoveryCodes]) {
      expect(secret?.length).toBeGreaterThan(5);
      expect(all).not.toContain(secret);
    }
    expect(table('two_factor')).toMatchObject([{ user_id: ann.userId, enabled_at: expect.any(String) as string }]);
    const columns = zip.names.filter((n) => n.startsWith('data/')).flatMap((n) => (JSON.parse(zip.text(n)) as object[]).flatMap((r) => Object.keys(r)));
    // fhir_hash is a checksum of a record's source, tokens_valid_after a time: named like secrets, neither is one.
    const named = [...new Set(columns)].filter((c) => /hash|secret|cipher|password|token/.test(c));
    expect(named.filter((c) => c !== 'fhir_hash' && c !== 'tokens_valid_after')).toEqual([]);
  });

  it('lists every data/ and files/ entry in the manifest with its checksum, and explains what is left out', () => {
    const manifest = JSON.parse(zip.text('manifest.json')) as { files: { name: string; sha256: string; rows?: number }[] };
    const listed = new Map(manifest.files.map((f) => [f.name, f]));
    const extra = zip.names.filter((n) => n.startsWith('data/') || n.startsWith('files/'));
    expect(extra.length).toBeGreaterThan(8);
    for (const name of extra) {
      expect(listed.get(name)?.sha256, name).toBe(sha(zip.bytes(name)));
      if (name.startsWith('data/')) expect(listed.get(name)?.rows).toBe((JSON.parse(zip.text(name)) as unknown[]).length);
    }
    expect(zip.text('README.txt')).toContain("blocks.blocked_id: who blocked you is that member's own choice");
  });
});

describe('the export policy', () => {
  it('decides every column of the schema that holds a user id, and names only columns that exist', async () => {
    const columns = (await myDataRepository.userColumns(t.db.db)).map((c) => `${c.table}.${c.column}`).sort();
    expect(Object.keys(USER_COLUMNS).sort()).toEqual(columns);
    for (const [tableName, omit] of Object.entries(OMIT_COLUMNS)) {
      const real = await myDataRepository.columnsOf(t.db.db, tableName);
      for (const c of omit) expect(real, `${tableName}.${c}`).toContain(c);
    }
    for (const step of FOLLOW) {
      const [from, column] = 'children' in step ? [step.children, step.column] : [step.referencedBy, step.column];
      expect(await myDataRepository.columnsOf(t.db.db, from), `${from}.${column}`).toContain(column);
    }
  });
});
