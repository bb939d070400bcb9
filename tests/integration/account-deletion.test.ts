// Deleting an account: every proof checked first (wrong password / confirmation → nothing deleted, another
// user's token cannot delete someone else), then every row of the user goes in one transaction — proven by
// scanning every table of the schema for the id and e-mail (tables discovered from the catalog, so a new
// table cannot be forgotten) — the other user's data is untouched, live sockets close with 4403, and only the
// keep-list (KEPT_ON_DELETE) may keep rows.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountDeletionService, KEPT_ON_DELETE } from '../../server/src/features/my-data/account-deletion.service.js';
import type { SecondFactorVerifier } from '../../server/src/features/my-data/second-factor.js';
import { AppError } from '../../server/src/lib/errors.js';
import { RateLimits } from '../../server/src/lib/rate-limits.js';
import { LOGIN, LOGOUT, ME, PASSWORD, codeOf, fieldOf, rawWs, registerUser } from '../support/account-helpers.js';
import { CREATE, RECORDS, SAMPLE_BUNDLE, importBundle, lab, raw } from '../support/records-helpers.js';
import type { Rec } from '../support/records-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { addGadget, ingest, minutesAgo, verifiedUser } from '../support/vitals-helpers.js';
import type { VerifiedUser } from '../support/vitals-helpers.js';
import { rowsMentioning } from '../support/user-rows.js';
import { member } from '../support/people-helpers.js';
import { ADD, ADDRESS, PLACE, PRODUCT, REVIEW, createProduct } from '../support/shop-helpers.js';

const DELETE =
  'mutation Del($password: String!, $confirmation: String!, $code: String) { deleteAccount(password: $password, confirmation: $confirmation, code: $code) }';
const INFO = 'query Info { accountDeletionInfo { requiresSecondFactor kept } }';

let t: TestApp;
let ann: VerifiedUser & { gadgetKey: string; recordId: string; attachmentId: string };
let bob: VerifiedUser;

const exec = (q: ReturnType<typeof sql>) => t.db.db.execute(q);
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** Health data, gadgets, keys, sessions and files in every feature that exists today. */
async function seed(user: VerifiedUser, label: string) {
  const g = await addGadget(t, user.token, 'WEARABLE', `${label} watch`);
  const at = minutesAgo(30);
  const res = await ingest(t, g.key, {
    readings: [
      { id: `${label}-1`, kind: 'heart_rate', time: at.toISOString(), value: 72 },
      { id: `${label}-2`, kind: 'spo2', time: at.toISOString(), value: 82 }, // raises a critical alert
      { id: `${label}-3`, kind: 'blood_pressure', time: at.toISOString(), value: 121, value2: 79 },
    ],
    sleepSessions: [
      { id: `${label}-night`, start: minutesAgo(600).toISOString(), end: minutesAgo(180).toISOString(), stages: [] },
    ],
  });
  if (res.status !== 200) throw new Error(`ingest failed: ${JSON.stringify(res.body)}`);
  const rec = await t.gql<{ createRecord: Rec }>(CREATE, { input: lab() }, user.token);
  const recordId = rec.data?.createRecord.id ?? '';
  const up = await raw(
    t,
    'POST',
    `/api/records/${recordId}/attachments?filename=${label}-note.txt`,
    user.token,
    `notes of ${label}`,
    'text/plain',
  );
  if (up.status !== 200 && up.status !== 201) throw new Error(`upload failed: ${up.status} ${up.buf.toString()}`);
  if ((await importBundle(t, user.token, SAMPLE_BUNDLE)).errors) throw new Error('import failed');
  // The assistant's summary is refreshed after an import, in the background: let it finish (it writes audit rows).
  await t.app.services.ai.idle();
  await t.gql(RECORDS, {}, user.token); // an access-log row (records.list)
  // A second session, signed out: a revoked session row.
  const second = await t.gql<{ login: { accessToken: string } }>(LOGIN, { email: user.email, password: PASSWORD });
  await t.gql(LOGOUT, {}, second.data?.login.accessToken);
  // A personal alert threshold (the preferences feature will write these; no mutation exists yet).
  await exec(sql`INSERT INTO alert_thresholds (user_id, kind, name, comparator, "limit", severity)
    VALUES (${user.userId}, 'heart_rate', 'high', 'gt', 130, 'warning')`);
  return { gadgetKey: g.key, recordId, attachmentId: String((up.json as { id?: string } | null)?.id ?? '') };
}

beforeAll(async () => {
  t = await startTestApp();
  const [a, b] = await Promise.all([verifiedUser(t), verifiedUser(t)]);
  bob = b;
  ann = { ...a, ...(await seed(a, 'ann')) };
  await seed(b, 'bob');
  // Someone else's access log naming Ann as the reader (e.g. a shared record, later): Bob's row, so it stays.
  await exec(
    sql`INSERT INTO audit_log (actor_user_id, subject_user_id, action) VALUES (${ann.userId}, ${bob.userId}, 'record.read')`,
  );
  // A table added later without a foreign key: the deletion must still find it (catalog sweep).
  await exec(sql`CREATE TABLE test_later_notes (id serial PRIMARY KEY, owner_id uuid NOT NULL, body text)`);
  await exec(sql`INSERT INTO test_later_notes (owner_id, body) VALUES (${ann.userId}, 'ann'), (${bob.userId}, 'bob')`);
}, 120_000);
afterAll(() => t.close());

const del = (token: string, vars: Record<string, unknown>) => t.gql<{ deleteAccount: boolean }>(DELETE, vars, token);

describe('proofs come first: a refusal deletes nothing', () => {
  let before: Record<string, number>;
  beforeAll(async () => {
    before = await rowsMentioning(t, ann.userId, ann.email);
  });

  it('has seeded rows of Ann in every feature (the scan below is not vacuous)', () => {
    for (const table of [
      'users',
      'gadgets',
      'vital_readings',
      'vital_rollups',
      'vital_alerts',
      'sleep_sessions',
      'medical_records',
      'observations',
      'patient_suggestions',
      'audit_log',
      'email_tokens',
      'sessions',
      'alert_thresholds',
      'test_later_notes',
    ])
      expect(before[table], table).toBeGreaterThan(0);
  });

  it('tells the page what is needed and what is kept', async () => {
    const res = await t.gql(INFO, {}, ann.token);
    expect(res.data).toEqual({ accountDeletionInfo: { requiresSecondFactor: false, kept: [...KEPT_ON_DELETE] } });
  });

  it.each([
    ['a wrong password', { password: 'not the password', confirmation: '' }, 'password'],
    ['an empty password', { password: '', confirmation: '' }, 'password'],
    ['a wrong confirmation', { password: PASSWORD, confirmation: 'DELETE' }, 'confirmation'],
  ])('refuses %s with BAD_USER_INPUT on that field', async (_l, vars, field) => {
    const v = { ...vars, confirmation: vars.confirmation || ann.email };
    const res = await del(ann.token, v);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(fieldOf(res)).toBe(field);
    expect(await rowsMentioning(t, ann.userId, ann.email)).toEqual(before);
  });

  it("cannot delete someone else: Bob's token with Ann's password and address deletes no one", async () => {
    const bobBefore = await rowsMentioning(t, bob.userId, bob.email);
    const res = await del(bob.token, { password: PASSWORD, confirmation: ann.email });
    expect(fieldOf(res)).toBe('confirmation');
    expect(await rowsMentioning(t, ann.userId, ann.email)).toEqual(before);
    expect(await rowsMentioning(t, bob.userId, bob.email)).toEqual(bobBefore);
  });

  it('answers REST DELETE /api/account with 400 / 401 and { message, code }', async () => {
    const wrong = await t.rest('DELETE', '/api/account', { password: 'nope', confirmation: ann.email }, ann.token);
    expect(wrong.status).toBe(400);
    // The field and the rule broken come beside them, as in the GraphQL extensions.
    expect(wrong.body).toEqual({
      message: 'The password is not correct.',
      code: 'BAD_USER_INPUT',
      field: 'password',
      reason: 'WRONG_PASSWORD',
    });
    const anon = await t.rest('DELETE', '/api/account', { password: PASSWORD, confirmation: ann.email });
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await rowsMentioning(t, ann.userId, ann.email)).toEqual(before);
  });
});

describe('a foreign key that restricts', () => {
  it('makes the deletion fail as a whole: one transaction, nothing half-deleted', async () => {
    const carl = await verifiedUser(t);
    await seed(carl, 'carl');
    await exec(sql`CREATE TABLE test_restrict (user_id uuid REFERENCES users(id) ON DELETE RESTRICT)`);
    await exec(sql`INSERT INTO test_restrict VALUES (${carl.userId})`);
    try {
      const before = await rowsMentioning(t, carl.userId, carl.email);
      const res = await del(carl.token, { password: PASSWORD, confirmation: carl.email });
      expect(res.data).toBeNull();
      expect(codeOf(res)).toBe('INTERNAL_SERVER_ERROR');
      expect(await rowsMentioning(t, carl.userId, carl.email)).toEqual(before);
    } finally {
      await exec(sql`DROP TABLE test_restrict`);
    }
  });
});

describe('deleting Ann', () => {
  let bobBefore: Record<string, number>;
  let closed: Promise<{ code: number; at: number }>;
  let deletedAt = 0;
  beforeAll(async () => {
    bobBefore = await rowsMentioning(t, bob.userId, bob.email);
    const ws = rawWs(t.wsUrl);
    await ws.opened;
    ws.send({ type: 'connection_init', payload: { authorization: `Bearer ${ann.token}` } });
    await ws.next('connection_ack');
    ws.send({ id: '1', type: 'subscribe', payload: { query: 'subscription { accountUpdated { id } }' } });
    closed = ws.closed.then((c) => ({ code: c.code, at: Date.now() }));
    const res = await del(ann.token, { password: PASSWORD, confirmation: `  ${ann.email.toUpperCase()} ` });
    // Committed by now; the socket must be closed within 1 s of it (it usually closes before the answer).
    deletedAt = Date.now();
    expect(res).toMatchObject({ data: { deleteAccount: true } });
  });

  it('leaves no row of Ann in any table of the schema, except the keep-list', async () => {
    const left = await rowsMentioning(t, ann.userId, ann.email);
    for (const kept of KEPT_ON_DELETE) delete left[kept];
    expect(left).toEqual({});
  });

  it("swept the table added without a foreign key, and kept Bob's row there", async () => {
    const rows = rowsOf<{ owner_id: string }>(await exec(sql`SELECT owner_id FROM test_later_notes`));
    expect(rows.map((r) => r.owner_id)).toEqual([bob.userId]);
  });

  it("removed the attachment bytes (stored in the attachments table) with Ann's records", async () => {
    const rows = rowsOf<{ n: number }>(
      await exec(
        sql`SELECT count(*)::int AS n FROM attachments WHERE id = ${ann.attachmentId}::uuid OR record_id = ${ann.recordId}::uuid`,
      ),
    );
    expect(ann.attachmentId).not.toBe('');
    expect(rows[0]?.n).toBe(0);
  });

  it("left Bob's data exactly as it was, including his access-log row that named Ann (actor now null)", async () => {
    expect(await rowsMentioning(t, bob.userId, bob.email)).toEqual(bobBefore);
    const rows = rowsOf<{ actor_user_id: string | null }>(
      await exec(
        sql`SELECT actor_user_id FROM audit_log WHERE subject_user_id = ${bob.userId} AND action = 'record.read'`,
      ),
    );
    expect(rows).toEqual([{ actor_user_id: null }]);
  });

  it("closed Ann's live graphql-ws socket with 4403 within 1 s", async () => {
    const c = await closed;
    expect(c.code).toBe(4403);
    expect(c.at - deletedAt).toBeLessThan(1000);
  });

  it("refuses Ann's token, her password and her gadget's key from now on", async () => {
    expect(codeOf(await t.gql(ME, {}, ann.token))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(LOGIN, { email: ann.email, password: PASSWORD }))).toBe('INVALID_CREDENTIALS');
    const res = await ingest(t, ann.gadgetKey, {
      readings: [{ id: 'late', kind: 'heart_rate', time: new Date().toISOString(), value: 70 }],
    });
    expect(res.status).toBe(401);
  });

  it('deletes over REST too: DELETE /api/account → 200 { deleted: true }', async () => {
    const dora = await registerUser(t); // unverified: erasure does not wait for a confirmed mailbox
    const res = await t.rest('DELETE', '/api/account', { password: PASSWORD, confirmation: dora.email }, dora.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await rowsMentioning(t, dora.user.id, dora.email)).toEqual({});
  });
});

describe("other people's counts", () => {
  it("a post's likes and comments, a comment's replies and a product's rating no longer count the deleted account", async () => {
    const [amal, dan, shopAdmin] = await Promise.all([member(t, 'Amal'), member(t, 'Dan'), member(t, 'Shop')]);
    await t.app.services.admin.setAdmin(null, shopAdmin.userId, true);
    const post = (await t.gql<{ createPost: { id: string } }>('mutation { createPost(input: { body: "For Dan" }) { id } }', {}, amal.token)).data!.createPost.id;
    const comment = async (who: typeof amal, body: string) =>
      (await t.gql<{ addPostComment: { id: string } }>('mutation ($p: ID!, $b: String!) { addPostComment(postId: $p, body: $b) { id } }', { p: post, b: body }, who.token)).data!.addPostComment.id;
    const reply = (who: typeof amal, to: string) =>
      t.gql('mutation ($p: ID!, $c: ID!) { addPostReply(postId: $p, commentId: $c, body: "reply") { id } }', { p: post, c: to }, who.token);
    await t.gql('mutation ($p: ID!) { togglePostLike(postId: $p) { id } }', { p: post }, dan.token);
    const dans = await comment(dan, 'from Dan');
    await reply(amal, dans);
    const amals = await comment(amal, 'from Amal');
    await reply(dan, amals);
    // A product Dan bought and rated 1, Amal 5.
    const product = await createProduct(t, shopAdmin.token, { name: `Counted ${Date.now()}` });
    for (const [who, rating] of [[dan, 1], [amal, 5]] as const) {
      await t.gql(ADD, { productId: product.id, quantity: 1 }, who.token);
      expect((await t.gql(PLACE, { address: ADDRESS }, who.token)).errors).toBeUndefined();
      expect((await t.gql(REVIEW, { productId: product.id, rating, body: 'ok' }, who.token)).errors).toBeUndefined();
    }

    const gone = await del(dan.token, { password: PASSWORD, confirmation: dan.email });
    expect(gone.errors).toBeUndefined();
    expect(gone.data?.deleteAccount).toBe(true);

    type Counts = { post: { likeCount: number; commentCount: number; comments: { nodes: { id: string; replyCount: number }[] } } };
    const after = (await t.gql<Counts>('query ($id: ID!) { post(id: $id) { likeCount commentCount comments { nodes { id replyCount } } } }', { id: post }, amal.token)).data!.post;
    // Left: Amal's comment, without Dan's reply (Dan's comment went with Amal's reply to it).
    expect(after).toEqual({ likeCount: 0, commentCount: 1, comments: { nodes: [{ id: amals, replyCount: 0 }] } });
    const rated = (await t.gql<{ product: { rating: number; reviewCount: number } }>(PRODUCT, { id: product.id }, amal.token)).data!.product;
    expect([rated.rating, rated.reviewCount]).toEqual([5, 1]);
  });
});

describe('the second-factor hook (what the TOTP feature plugs in)', () => {
  // A stand-in for the TOTP feature's verifier (built in parallel): everything else is the real service on
  // the real database. It proves the seam: when enrolled, no code or a wrong code deletes nothing.
  const calls: (string | null)[] = [];
  const verifier: SecondFactorVerifier = {
    isEnrolled: () => Promise.resolve(true),
    verifySecondFactor: (_userId, code) => {
      calls.push(code);
      return Promise.resolve(code === null ? 'missing' : code === '123456' ? 'valid' : 'invalid');
    },
  };
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: unknown) => (e instanceof AppError ? [e.code, e.extensions['field']] : e),
    );

  it('asks for a code, checks it only after the password, and deletes only with a valid one', async () => {
    const eve = await verifiedUser(t);
    await seed(eve, 'eve');
    const s = t.app.services;
    const service = new AccountDeletionService({
      db: t.db.db,
      pubsub: s.pubsub,
      limits: new RateLimits(),
      secondFactor: verifier,
      people: s.relationships,
    });
    const viewer = await s.account.authenticate(s.tokens.verify(eve.token));
    expect(await service.info(viewer)).toEqual({ requiresSecondFactor: true, kept: [...KEPT_ON_DELETE] });
    const before = await rowsMentioning(t, eve.userId, eve.email);
    const attempt = (password: string, code: string | null) =>
      refusal(service.deleteAccount(viewer, { password, confirmation: eve.email, code }, '127.0.0.9'));

    expect(await attempt('wrong password', '123456')).toEqual(['BAD_USER_INPUT', 'password']);
    expect(calls).toEqual([]); // a code is never tried without the password
    expect(await attempt(PASSWORD, null)).toEqual(['BAD_USER_INPUT', 'code']);
    expect(await attempt(PASSWORD, '000000')).toEqual(['BAD_USER_INPUT', 'code']);
    expect(await rowsMentioning(t, eve.userId, eve.email)).toEqual(before);
    expect(await attempt(PASSWORD, ' 123456 ')).toBeNull();
    expect(calls).toEqual([null, '000000', '123456']);
    expect(await rowsMentioning(t, eve.userId, eve.email)).toEqual({});
  });
});

describe('the keep-list contract', () => {
  it('no kept table cascades from users (its rows would vanish with the account)', async () => {
    const rows = rowsOf<{ table: string; action: string }>(
      await exec(sql`SELECT c.relname AS "table", con.confdeltype AS action FROM pg_constraint con
        JOIN pg_class c ON c.oid = con.conrelid
        WHERE con.contype = 'f' AND con.confrelid = 'public.users'::regclass`),
    );
    const keptCascading = rows.filter((r) => KEPT_ON_DELETE.includes(r.table) && r.action === 'c');
    expect(keptCascading).toEqual([]);
    // Control: the check sees real foreign keys (health data cascades).
    expect(rows.some((r) => r.table === 'vital_readings' && r.action === 'c')).toBe(true);
  });
});
