// A refusal of bad input names the rule it broke, with its limits, beside the field (server/src/lib/errors.ts,
// REASON_PARAMS): in GraphQL `extensions` and in the REST body alike, so a client can word it in its own language.
// The code, the field and the English message are what they were; reason and limits are added.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER, uniqueEmail } from '../support/account-helpers.js';
import { CREATE, lab, raw } from '../support/records-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { verifiedUser } from '../support/vitals-helpers.js';
import type { VerifiedUser } from '../support/vitals-helpers.js';

let t: TestApp;
let ann: VerifiedUser;
beforeAll(async () => {
  t = await startTestApp();
  ann = await verifiedUser(t);
});
afterAll(async () => {
  await t.close();
});

const SEND = 'mutation S($msg: String!) { aiSend(msg: $msg) { message } }';
const INVOICES =
  'query I($filter: InvoiceFilter, $limit: Int) { invoices(filter: $filter, limit: $limit) { totalCount } }';

/** The first error's extensions, minus the transport's own members. */
const extensionsOf = (res: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => {
  const { http: _http, ...rest } = res.errors?.[0]?.extensions ?? {};
  return rest;
};

describe('GraphQL extensions', () => {
  it('a text over its limit: TOO_LONG with max', async () => {
    const res = await t.gql(SEND, { msg: 'x'.repeat(2001) }, ann.token);
    expect(res.errors?.[0]?.message).toBe('At most 2000 characters.');
    expect(extensionsOf(res)).toEqual({ code: 'BAD_USER_INPUT', field: 'msg', reason: 'TOO_LONG', max: 2000 });
  });

  it('a zod rule (a short password on sign-up) says TOO_SHORT with min', async () => {
    const vars = { email: uniqueEmail('short'), password: 'abc', firstName: 'Ann', lastName: 'Lee' };
    const res = await t.gql(REGISTER, vars);
    expect(extensionsOf(res)).toEqual({ code: 'BAD_USER_INPUT', field: 'password', reason: 'TOO_SHORT', min: 8 });
  });

  it('a day before the earliest allowed: DATE_TOO_EARLY with the day; an end before its start', async () => {
    const early = await t.gql(CREATE, { input: lab({ date: '1850-06-01T00:00:00Z' }) }, ann.token);
    expect(extensionsOf(early)).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'date',
      reason: 'DATE_TOO_EARLY',
      min: '1900-01-01',
    });
    const period = await t.gql(INVOICES, { filter: { from: '2026-03-01', to: '2026-02-01' } }, ann.token);
    expect(extensionsOf(period)).toEqual({ code: 'BAD_USER_INPUT', field: 'to', reason: 'END_BEFORE_START' });
  });

  it('a rule without limits is the key alone; a refusal no person meets in a form keeps only its field', async () => {
    const res = await t.gql(INVOICES, { filter: { from: '2026-02-30' } }, ann.token);
    expect(extensionsOf(res)).toEqual({ code: 'BAD_USER_INPUT', field: 'from', reason: 'INVALID_DATE' });
    const paging = await t.gql(INVOICES, { limit: 0 }, ann.token);
    expect(extensionsOf(paging)).toEqual({ code: 'BAD_USER_INPUT', field: 'limit' });
  });
});

describe('REST bodies', () => {
  it('the GraphQL facade (POST /api/ai/chat/send, /api/account/register) adds field, reason and limits', async () => {
    const send = await t.rest('POST', '/api/ai/chat/send', { msg: 'x'.repeat(2001) }, ann.token);
    expect(send.status).toBe(400);
    expect(send.body).toEqual({
      message: 'At most 2000 characters.',
      code: 'BAD_USER_INPUT',
      field: 'msg',
      reason: 'TOO_LONG',
      max: 2000,
    });
    const register = await t.rest('POST', '/api/account/register', {
      email: uniqueEmail('rest-short'),
      password: 'abc',
      firstName: 'Ann',
      lastName: 'Lee',
    });
    expect(register.status).toBe(400);
    expect(register.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'password', reason: 'TOO_SHORT', min: 8 });
  });

  it('a raw REST door (GET /api/invoices.csv) answers the same members', async () => {
    const res = await raw(t, 'GET', '/api/invoices.csv?from=2026-03-01&to=2026-02-01', ann.token);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      message: 'The end of the period is before its start.',
      code: 'BAD_USER_INPUT',
      field: 'to',
      reason: 'END_BEFORE_START',
    });
  });
});
