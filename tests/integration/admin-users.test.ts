// Administration against a real database: the admin guard on every GraphQL and REST door, the list (search
// through the pg_trgm index, filters, sort allow-list, paging), the rules (self, last admin under a race),
// and what a ban does everywhere (tokens, a live socket on a second instance via Redis, device ingest,
// timed end), the admin audit, ADMIN_EMAILS and the `npm run admin` command.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_UPDATED, ackedWs, codeOf, fieldOf, LOGIN, ME, PASSWORD, registerUser, uniqueEmail } from '../support/account-helpers.js';
import { tokenFromMail } from '../support/smtp-peer.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { addGadget, hr, ingest, minutesAgo, verifiedUser } from '../support/vitals-helpers.js';
import type { VerifiedUser } from '../support/vitals-helpers.js';

const redisUrl = process.env['TEST_REDIS_URL'];
const BOSS = uniqueEmail('boss').toLowerCase();
const FIELDS = 'id firstName lastName email verified admin banned banReason bannedUntil createdAt lastActiveAt';
const LIST = `query L($search: String, $filter: AdminUserFilter, $sort: AdminUserSort, $offset: Int, $first: Int) {
  adminUsers(search: $search, filter: $filter, sort: $sort, offset: $offset, first: $first) { total totalCapped nodes { ${FIELDS} } } }`;
const BAN = `mutation B($userId: ID!, $reason: String!, $until: DateTime) { adminBanUser(userId: $userId, reason: $reason, until: $until) { ${FIELDS} } }`;
const UNBAN = `mutation U($userId: ID!) { adminUnbanUser(userId: $userId) { ${FIELDS} } }`;
const SET_ADMIN = `mutation S($userId: ID!, $admin: Boolean!) { adminSetAdmin(userId: $userId, admin: $admin) { ${FIELDS} } }`;
const RESEND = `mutation R($userId: ID!) { adminResendVerification(userId: $userId) { id } }`;
const AUDIT = `query A($first: Int) { adminAudit(first: $first) { total nodes { id at action actorId actorEmail targetId targetEmail reason bannedUntil } } }`;
const MINE = `query M { myAdminActions { id at action reason bannedUntil } }`;

interface AdminUser { id: string; email: string; firstName: string; banned: boolean; admin: boolean; verified: boolean; banReason: string | null; bannedUntil: string | null; lastActiveAt: string | null }
type Page = { adminUsers: { total: number; nodes: AdminUser[] } };

let a: TestApp;
let b: TestApp;
let admin: VerifiedUser;
let admin2: VerifiedUser;
let plain: VerifiedUser;
/** A marker in every name made here, so list assertions ignore other rows. */
const TAG = `zq${Date.now().toString(36)}`;

async function named(t: TestApp, first: string, last: string) {
  const u = await registerUser(t, { firstName: first, lastName: last, email: uniqueEmail(first.toLowerCase()) });
  return u;
}

beforeAll(async () => {
  // One JWT secret for both instances: a token signed by one is accepted by the other (as in production).
  const env = { ADMIN_EMAILS: BOSS, JWT_SECRET: randomBytes(32).toString('hex'), ...(redisUrl ? { REDIS_URL: redisUrl } : {}) };
  a = await startTestApp({ env });
  admin = await verifiedUser(a);
  admin2 = await verifiedUser(a);
  plain = await verifiedUser(a);
  await a.app.services.admin.setAdmin(null, admin.userId, true);
  // The second instance shares the database and (when given) Redis; its start-up applies ADMIN_EMAILS too.
  b = await startTestApp({ env, db: a.db });
}, 60_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('non-administrators', () => {
  const ops: [string, string, Record<string, unknown>][] = [
    ['adminUsers', LIST, {}],
    ['adminAudit', AUDIT, {}],
    ['adminBanUser', BAN, { reason: 'x' }],
    ['adminUnbanUser', UNBAN, {}],
    ['adminSetAdmin', SET_ADMIN, { admin: true }],
    ['adminResendVerification', RESEND, {}],
  ];
  it.each(ops)('%s answers FORBIDDEN over GraphQL (and UNAUTHENTICATED without a token)', async (_n, op, vars) => {
    const res = await a.gql(op, { userId: admin.userId, ...vars }, plain.token);
    expect(codeOf(res)).toBe('FORBIDDEN');
    expect(res.data ?? null).toBeNull();
    expect(codeOf(await a.gql(op, { userId: admin.userId, ...vars }))).toBe('UNAUTHENTICATED');
  });

  const doors: [string, string, unknown?][] = [
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/audit'],
    ['POST', '/api/admin/users/:id/ban', { reason: 'x' }],
    ['POST', '/api/admin/users/:id/unban', {}],
    ['POST', '/api/admin/users/:id/grant-admin', {}],
    ['POST', '/api/admin/users/:id/revoke-admin', {}],
    ['POST', '/api/admin/users/:id/resend-verification', {}],
  ];
  it.each(doors)('%s %s answers 403 + { message, code: FORBIDDEN }', async (method, path, body) => {
    const res = await a.rest(method, path.replace(':id', admin.userId), body, plain.token);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Administrators only.', code: 'FORBIDDEN' });
  });

  it('nothing changed for the target of the refused calls', async () => {
    const me = await a.gql<{ me: { admin: boolean; ban: { banned: boolean } } }>(ME, {}, admin.token);
    expect(me.data?.me).toMatchObject({ admin: true, ban: { banned: false } });
  });
});

describe('the list', () => {
  beforeAll(async () => {
    await named(a, `Annabel${TAG}`, 'Quist');
    await named(a, `Hannah${TAG}`, 'Brook');
    await named(a, `Zed${TAG}`, 'Annex');
    const banned = await named(a, `Boris${TAG}`, 'Banned');
    await a.app.services.admin.ban({ id: admin.userId, email: admin.email }, banned.user.id, 'spam');
  });
  const list = (vars: Record<string, unknown>, token = admin.token) => a.gql<Page>(LIST, vars, token);

  it('searches a name fragment case-insensitively, anywhere in first or last name', async () => {
    const res = await list({ search: `NNA`, filter: {}, first: 100 });
    const mine = res.data?.adminUsers.nodes.filter((n) => n.firstName.endsWith(TAG)).map((n) => n.firstName.replace(TAG, ''));
    expect(mine?.sort()).toEqual(['Annabel', 'Hannah']);
    const last = await list({ search: `annex` });
    expect(last.data?.adminUsers.nodes.map((n) => n.firstName)).toEqual([`Zed${TAG}`]);
  });

  it('searches an e-mail fragment; LIKE wildcards in the search are literal', async () => {
    const res = await list({ search: admin.email.slice(0, 18).toUpperCase() });
    expect(res.data?.adminUsers.nodes.map((n) => n.id)).toEqual([admin.userId]);
    expect((await list({ search: '%' })).data?.adminUsers.total).toBe(0);
    expect((await list({ search: '_' })).data?.adminUsers.total).toBe(0);
  });

  it('filters by banned, admin and verified', async () => {
    const banned = await list({ search: TAG, filter: { banned: true } });
    expect(banned.data?.adminUsers.nodes.map((n) => [n.firstName, n.banned, n.banReason])).toEqual([[`Boris${TAG}`, true, 'spam']]);
    const notBanned = await list({ search: TAG, filter: { banned: false } });
    expect(notBanned.data?.adminUsers.total).toBe(3);
    const admins = await list({ filter: { admin: true }, first: 100 });
    expect(admins.data?.adminUsers.nodes.every((n) => n.admin)).toBe(true);
    expect(admins.data?.adminUsers.nodes.map((n) => n.id)).toContain(admin.userId);
    const unverified = await list({ search: TAG, filter: { verified: false } });
    expect(unverified.data?.adminUsers.total).toBe(4);
    expect((await list({ search: TAG, filter: { verified: true } })).data?.adminUsers.total).toBe(0);
  });

  it('sorts by allow-listed keys in both directions; an unknown key is BAD_USER_INPUT (GraphQL and REST)', async () => {
    const asc = await list({ search: TAG, sort: { field: 'NAME', direction: 'ASC' } });
    const firsts = (p: typeof asc) => p.data?.adminUsers.nodes.map((n) => n.firstName.replace(TAG, ''));
    // By last name: Annex, Banned, Brook, Quist.
    expect(firsts(asc)).toEqual(['Zed', 'Boris', 'Hannah', 'Annabel']);
    const desc = await list({ search: TAG, sort: { field: 'NAME', direction: 'DESC' } });
    expect(firsts(desc)).toEqual(['Annabel', 'Hannah', 'Boris', 'Zed']);
    const byBan = await list({ search: TAG, sort: { field: 'BANNED', direction: 'DESC' }, first: 1 });
    expect(byBan.data?.adminUsers.nodes[0]?.banned).toBe(true);
    const bad = await list({ search: TAG, sort: { field: 'email; drop table users', direction: 'ASC' } });
    expect(bad.errors?.[0]?.message).toMatch(/AdminUserSortField/);
    const rest = await a.rest('GET', `/api/admin/users?sort=${encodeURIComponent('"users"."password_hash"')}`, undefined, admin.token);
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('pages with a total that counts every match', async () => {
    const p1 = await list({ search: TAG, sort: { field: 'EMAIL', direction: 'ASC' }, offset: 0, first: 3 });
    const p2 = await list({ search: TAG, sort: { field: 'EMAIL', direction: 'ASC' }, offset: 3, first: 3 });
    expect(p1.data?.adminUsers.total).toBe(4);
    expect(p2.data?.adminUsers.total).toBe(4);
    expect(p1.data?.adminUsers.nodes).toHaveLength(3);
    expect(p2.data?.adminUsers.nodes).toHaveLength(1);
    const ids = [...(p1.data?.adminUsers.nodes ?? []), ...(p2.data?.adminUsers.nodes ?? [])].map((n) => n.id);
    expect(new Set(ids).size).toBe(4);
    expect(fieldOf(await list({ first: 101 }))).toBe('first');
    expect(fieldOf(await list({ offset: -1 }))).toBe('offset');
    const rest = await a.rest('GET', `/api/admin/users?search=${TAG}&first=2&sort=EMAIL`, undefined, admin.token);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ total: 4 });
    expect((rest.body as { nodes: unknown[] }).nodes).toHaveLength(2);
  });

  it('counts exactly up to 1,000 matches, then says "more" (totalCapped) instead of scanning them all', async () => {
    const cap = `cap${TAG}`;
    await a.db.db.execute(
      sql`INSERT INTO users (email, password_hash, first_name, last_name)
          SELECT ${cap} || i || '@example.test', 'x', ${cap}, 'Many' FROM generate_series(1, 1001) AS i`,
    );
    const over = await list({ search: cap, first: 10 });
    expect(over.data?.adminUsers).toMatchObject({ total: 1000, totalCapped: true });
    const exact = await list({ search: `${cap}1000@` });
    expect(exact.data?.adminUsers).toMatchObject({ total: 1, totalCapped: false });
  });

  it('shows metadata only, with last active filled in by use', async () => {
    const res = await list({ search: plain.email });
    const node = res.data?.adminUsers.nodes[0];
    expect(Object.keys(node ?? {}).sort()).toEqual(FIELDS.split(' ').sort());
    expect(node?.lastActiveAt).not.toBeNull();
  });
});

describe('rules', () => {
  it('refuses to ban or demote oneself', async () => {
    const ban = await a.gql(BAN, { userId: admin.userId, reason: 'me' }, admin.token);
    expect([codeOf(ban), fieldOf(ban)]).toEqual(['BAD_USER_INPUT', 'userId']);
    const demote = await a.gql(SET_ADMIN, { userId: admin.userId, admin: false }, admin.token);
    expect([codeOf(demote), fieldOf(demote)]).toEqual(['BAD_USER_INPUT', 'userId']);
  });

  it('an unknown or malformed id is NOT_FOUND; a past end date or empty reason is a field error', async () => {
    expect(codeOf(await a.gql(UNBAN, { userId: '00000000-0000-4000-8000-000000000000' }, admin.token))).toBe('NOT_FOUND');
    expect(codeOf(await a.gql(UNBAN, { userId: 'nope' }, admin.token))).toBe('NOT_FOUND');
    const past = await a.gql(BAN, { userId: plain.userId, reason: 'x', until: new Date(Date.now() - 1000).toISOString() }, admin.token);
    expect([codeOf(past), fieldOf(past)]).toEqual(['BAD_USER_INPUT', 'until']);
    const empty = await a.gql(BAN, { userId: plain.userId, reason: '  ' }, admin.token);
    expect([codeOf(empty), fieldOf(empty)]).toEqual(['BAD_USER_INPUT', 'reason']);
  });

  it('two admins demoting each other at the same moment: exactly one succeeds, one admin remains (5 rounds)', async () => {
    for (let round = 0; round < 5; round++) {
      const x = await verifiedUser(a);
      const y = await verifiedUser(a);
      await a.app.services.admin.setAdmin(null, x.userId, true);
      await a.app.services.admin.setAdmin(null, y.userId, true);
      // Through both instances at once, so the two transactions really overlap.
      const [r1, r2] = await Promise.all([
        a.gql(SET_ADMIN, { userId: y.userId, admin: false }, x.token),
        b.gql(SET_ADMIN, { userId: x.userId, admin: false }, y.token),
      ]);
      const outcomes = [r1, r2].map((r) => (r.errors ? codeOf(r) : 'OK')).sort();
      expect(outcomes).toEqual(['FORBIDDEN', 'OK']);
      const left = await a.app.services.admin.list({ filter: { admin: true }, search: null, first: 100 });
      expect(left.rows.filter((u) => u.id === x.userId || u.id === y.userId)).toHaveLength(1);
    }
  }, 30_000);

  it('the last administrator cannot be removed, even by the command-line path (LAST_ADMIN)', async () => {
    const solo = await startTestApp();
    try {
      const only = await verifiedUser(solo);
      await solo.app.services.admin.setAdmin(null, only.userId, true);
      await expect(solo.app.services.admin.setAdmin(null, only.userId, false)).rejects.toMatchObject({ code: 'LAST_ADMIN' });
      const other = await verifiedUser(solo);
      await solo.app.services.admin.setAdmin(null, other.userId, true);
      await solo.app.services.admin.ban({ id: other.userId, email: other.email }, only.userId, 'test');
      // `only` is banned, so `other` is the last active admin: removing them is refused.
      await expect(solo.app.services.admin.setAdmin(null, other.userId, false)).rejects.toMatchObject({ code: 'LAST_ADMIN' });
    } finally {
      await solo.close();
    }
  });
});

describe('a ban', () => {
  it('refuses the tokens with ACCOUNT_BANNED, reason and end date (GraphQL, REST and sign-in)', async () => {
    const u = await verifiedUser(a);
    const until = new Date(Date.now() + 3 * 86_400_000);
    const res = await a.gql<{ adminBanUser: AdminUser }>(BAN, { userId: u.userId, reason: 'Abusive messages', until: until.toISOString() }, admin.token);
    expect(res.data?.adminBanUser).toMatchObject({ banned: true, banReason: 'Abusive messages', bannedUntil: until.toISOString() });
    const me = await a.gql(ME, {}, u.token);
    expect(me.errors?.[0]?.extensions).toMatchObject({ code: 'ACCOUNT_BANNED', reason: 'Abusive messages', bannedUntil: until.toISOString() });
    const rest = await a.rest('GET', '/api/account/my-account', undefined, u.token);
    expect(rest.status).toBe(403);
    expect(rest.body).toEqual({ message: expect.stringContaining('Abusive messages') as string, code: 'ACCOUNT_BANNED', reason: 'Abusive messages', bannedUntil: until.toISOString() });
    const login = await a.gql(LOGIN, { email: u.email, password: PASSWORD });
    expect(login.errors?.[0]?.extensions).toMatchObject({ code: 'ACCOUNT_BANNED', reason: 'Abusive messages' });
  });

  it.skipIf(!redisUrl)('closes a live subscription on the OTHER instance (via Redis) in under 1 s', async () => {
    const u = await verifiedUser(a);
    const ws = await ackedWs(b, u.token);
    ws.send({ id: 's', type: 'subscribe', payload: { query: ACCOUNT_UPDATED } });
    await new Promise((r) => setTimeout(r, 200));
    const started = performance.now();
    const res = await a.gql(BAN, { userId: u.userId, reason: 'fan-out' }, admin.token);
    expect(res.errors).toBeUndefined();
    const closed = await ws.closed;
    const ms = performance.now() - started;
    expect(closed.code).toBe(4403);
    expect(ms).toBeLessThan(1000);
    console.log(`[admin-users] ban → socket on the second instance closed in ${ms.toFixed(0)} ms`);
  });

  it("refuses device ingest for the banned user's gadgets, and takes it back after unban", async () => {
    const u = await verifiedUser(a);
    const g = await addGadget(a, u.token);
    const batch = (id: string) => ({ readings: [hr(id, minutesAgo(1), 70)] });
    expect((await ingest(a, g.key, batch('r1'))).status).toBe(200);
    await a.gql(BAN, { userId: u.userId, reason: 'device abuse' }, admin.token);
    const refused = await ingest(a, g.key, batch('r2'));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'ACCOUNT_BANNED' });
    await a.gql(UNBAN, { userId: u.userId }, admin.token);
    expect((await ingest(a, g.key, batch('r3'))).status).toBe(200);
  });

  it('with an end date lifts itself: refused before, signs in after, cleared by the sweep with BAN_EXPIRED', async () => {
    const u = await verifiedUser(a);
    const until = new Date(Date.now() + 1500);
    await a.gql(BAN, { userId: u.userId, reason: 'cool down', until: until.toISOString() }, admin.token);
    expect(codeOf(await a.gql(LOGIN, { email: u.email, password: PASSWORD }))).toBe('ACCOUNT_BANNED');
    await new Promise((r) => setTimeout(r, until.getTime() - Date.now() + 100));
    // Even before the sweep runs, the ban no longer counts.
    const login = await a.gql<{ login: { accessToken: string } }>(LOGIN, { email: u.email, password: PASSWORD });
    expect(login.errors).toBeUndefined();
    // The old token stays revoked (the ban moved tokensValidAfter); the new one works.
    expect(codeOf(await a.gql(ME, {}, u.token))).toBe('UNAUTHENTICATED');
    expect((await a.gql(ME, {}, login.data?.login.accessToken)).errors).toBeUndefined();
    await a.app.services.admin.sweepExpiredBans();
    const row = await a.app.services.account.findById(u.userId);
    expect([row?.bannedAt, row?.bannedUntil, row?.banReason]).toEqual([null, null, null]);
    const mine = await a.gql<{ myAdminActions: { action: string }[] }>(MINE, {}, login.data?.login.accessToken);
    expect(mine.data?.myAdminActions.map((x) => x.action)).toEqual(['BAN_EXPIRED', 'BAN']);
  });
});

describe('audit and bootstrap', () => {
  it('writes a row per action that admins list and the affected user sees (without who did it)', async () => {
    const u = await verifiedUser(a);
    await a.gql(SET_ADMIN, { userId: u.userId, admin: true }, admin.token);
    await a.gql(SET_ADMIN, { userId: u.userId, admin: false }, admin2.token).then(async (r) => {
      // admin2 is not an admin: refused, and no row is written for it.
      expect(codeOf(r)).toBe('FORBIDDEN');
      await a.gql(SET_ADMIN, { userId: u.userId, admin: false }, admin.token);
    });
    const until = new Date(Date.now() + 86_400_000).toISOString();
    await a.gql(BAN, { userId: u.userId, reason: 'Spam links', until }, admin.token);
    await a.gql(UNBAN, { userId: u.userId }, admin.token);
    const audit = await a.gql<{ adminAudit: { nodes: { action: string; actorId: string; actorEmail: string; targetId: string; targetEmail: string; reason: string | null; bannedUntil: string | null }[] } }>(AUDIT, { first: 100 }, admin.token);
    const rows = audit.data?.adminAudit.nodes.filter((n) => n.targetId === u.userId) ?? [];
    expect(rows.map((r) => r.action)).toEqual(['UNBAN', 'BAN', 'REVOKE_ADMIN', 'GRANT_ADMIN']);
    expect(rows[1]).toMatchObject({ actorId: admin.userId, actorEmail: admin.email.toLowerCase(), targetEmail: u.email.toLowerCase(), reason: 'Spam links', bannedUntil: until });
    const login = await a.gql<{ login: { accessToken: string } }>(LOGIN, { email: u.email, password: PASSWORD });
    const mine = await a.gql<{ myAdminActions: Record<string, unknown>[] }>(MINE, {}, login.data?.login.accessToken);
    expect(mine.data?.myAdminActions.map((r) => r['action'])).toEqual(['UNBAN', 'BAN', 'REVOKE_ADMIN', 'GRANT_ADMIN']);
    expect(Object.keys(mine.data?.myAdminActions[0] ?? {}).sort()).toEqual(['action', 'at', 'bannedUntil', 'id', 'reason']);
    // Nobody else's actions show up for them.
    const others = await a.gql<{ myAdminActions: unknown[] }>(MINE, {}, plain.token);
    expect(others.data?.myAdminActions).toEqual([]);
  });

  // Two administrators on stale lists: the second "Lift ban" (or "Make administrator") changed nothing but wrote a
  // second audit row, which the user also saw as a second "ban lifted" in their own admin actions.
  it('refuses an action that is already done (lifting no ban, granting an admin, demoting a non-admin), with no audit row', async () => {
    const u = await verifiedUser(a);
    const before = await a.gql<{ adminAudit: { total: number } }>(AUDIT, { first: 1 }, admin.token);
    for (const [query, vars] of [
      [UNBAN, { userId: u.userId }],
      [SET_ADMIN, { userId: u.userId, admin: false }],
      [SET_ADMIN, { userId: admin.userId, admin: true }],
    ] as const) {
      const res = await a.gql(query, vars, admin.token);
      expect(codeOf(res), JSON.stringify(vars)).toBe('BAD_USER_INPUT');
      expect((res.errors?.[0]?.extensions as Record<string, unknown> | undefined)?.['reason']).toBe('ALREADY_DONE');
    }
    const after = await a.gql<{ adminAudit: { total: number } }>(AUDIT, { first: 1 }, admin.token);
    expect(after.data?.adminAudit.total).toBe(before.data?.adminAudit.total);
  });

  it('the same ban sent three times at once bans once, with one audit row; another reason replaces it', async () => {
    const u = await verifiedUser(a);
    const until = new Date(Date.now() + 86_400_000).toISOString();
    const before = (await a.gql<{ adminAudit: { total: number } }>(AUDIT, { first: 1 }, admin.token)).data!.adminAudit.total;
    const tries = await Promise.all([1, 2, 3].map(() => a.gql(BAN, { userId: u.userId, reason: 'Spam', until }, admin.token)));
    expect(tries.filter((r) => !r.errors)).toHaveLength(1);
    for (const r of tries.filter((x) => x.errors)) {
      expect((r.errors?.[0]?.extensions as Record<string, unknown> | undefined)?.['reason']).toBe('ALREADY_DONE');
    }
    expect((await a.gql<{ adminAudit: { total: number } }>(AUDIT, { first: 1 }, admin.token)).data!.adminAudit.total).toBe(before + 1);
    const replaced = await a.gql<{ adminBanUser: { banReason: string } }>(BAN, { userId: u.userId, reason: 'Abuse', until }, admin.token);
    expect(replaced.data?.adminBanUser.banReason).toBe('Abuse');
    expect((await a.gql<{ adminAudit: { total: number } }>(AUDIT, { first: 1 }, admin.token)).data!.adminAudit.total).toBe(before + 2);
  });

  it('resends the verification mail to an unverified account, and refuses a verified one', async () => {
    const u = await registerUser(a);
    await a.smtp.waitFor(u.email, /confirm/i);
    const res = await a.gql(RESEND, { userId: u.user.id }, admin.token);
    expect(res.errors).toBeUndefined();
    await expect.poll(() => a.smtp.messages.filter((m) => m.to.toLowerCase() === u.email.toLowerCase()).length, { timeout: 5000 }).toBe(2);
    expect(fieldOf(await a.gql(RESEND, { userId: plain.userId }, admin.token))).toBe('userId');
  });

  it('ADMIN_EMAILS promotes the address when it is verified, not before', async () => {
    const boss = await registerUser(a, { email: BOSS });
    expect(boss.user.admin).toBe(false);
    const token = tokenFromMail(await a.smtp.waitFor(BOSS, /confirm/i));
    const v = await a.gql<{ verifyEmail: { admin: boolean } }>('mutation ($t: String!) { verifyEmail(token: $t) { admin } }', { t: token });
    expect(v.data?.verifyEmail.admin).toBe(true);
    expect(codeOf(await a.gql(LIST, {}, boss.token))).toBeUndefined();
  });

  it('ADMIN_EMAILS promotes an already verified account at start-up', async () => {
    const early = await verifiedUser(a);
    const c = await startTestApp({ env: { ADMIN_EMAILS: early.email.toLowerCase() }, db: a.db });
    await c.close();
    expect((await a.app.services.account.findById(early.userId))?.isAdmin).toBe(true);
  });

  it.skipIf(!process.env['TEST_DATABASE_URL'])('`npm run admin -- grant` and `revoke` work against a database', async () => {
    const u = await verifiedUser(a);
    const run = (cmd: string) =>
      promisify(execFile)('npm', ['run', '--silent', 'admin', '--', cmd, u.email], {
        env: { ...process.env, DATABASE_URL: a.db.url ?? '', NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) },
      });
    const granted = await run('grant');
    expect(granted.stdout).toContain('is now an administrator');
    expect((await a.app.services.account.findById(u.userId))?.isAdmin).toBe(true);
    await run('revoke');
    expect((await a.app.services.account.findById(u.userId))?.isAdmin).toBe(false);
    const mine = await a.gql<{ myAdminActions: { action: string }[] }>(MINE, {}, u.token);
    expect(mine.data?.myAdminActions.map((x) => x.action)).toEqual(['REVOKE_ADMIN', 'GRANT_ADMIN']);
  }, 60_000);
});
