// POST /graphql answers exactly as GET /graphql does for the same operation and Accept header: same status,
// content type, body and cache-control. GET is always answered by graphql-yoga's own HTTP layer; a common POST is
// answered directly through yoga's envelop (graphql/direct-post.ts), so this pins the two together: results,
// errors with and without data, an unavailable database, parse and validation failures, variables and
// operationName, every Accept a client is likely to send.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { ME, registerUser } from '../support/account-helpers.js';
import { verifiedUser } from '../support/vitals-helpers.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await registerUser(t)).token;
});
afterAll(() => t.close());

const ACCEPTS = [
  undefined,
  '*/*',
  'application/json',
  'application/graphql-response+json',
  'application/graphql-response+json, application/json;q=0.9',
  'application/json;q=0.5, application/graphql-response+json;q=1',
  'application/json, application/graphql-response+json',
  'application/graphql-response+json; charset=utf-8',
  'application/json, text/plain, */*',
  '*/*, application/graphql-response+json',
  'text/plain, application/json',
  'application/graphql-response+json, text/event-stream',
  'text/event-stream',
  'text/html',
];

interface Answer {
  status: number;
  type: string | null;
  cache: string | null;
  body: unknown;
}

async function answer(res: Response): Promise<Answer> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: compared as text
  }
  return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), body };
}

async function both(op: { query: string; variables?: object; operationName?: string }, accept?: string, auth?: string) {
  const headers: Record<string, string> = {};
  if (accept) headers['accept'] = accept;
  if (auth) headers['authorization'] = `Bearer ${auth}`;
  const qs = new URLSearchParams({ query: op.query });
  if (op.variables) qs.set('variables', JSON.stringify(op.variables));
  if (op.operationName) qs.set('operationName', op.operationName);
  const viaGet = await answer(await fetch(`${t.url}/graphql?${qs.toString()}`, { headers }));
  const viaPost = await answer(
    await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(op),
    }),
  );
  return { viaGet, viaPost };
}

const CASES: { name: string; op: { query: string; variables?: object; operationName?: string }; signedIn: boolean }[] = [
  { name: 'a result', op: { query: ME }, signedIn: true },
  { name: 'an error without data (not signed in)', op: { query: ME }, signedIn: false },
  {
    name: 'data and an error',
    op: { query: '{ passwordResetLinkStatus(token: "x") me { id } }' },
    signedIn: false,
  },
  { name: 'a parse failure', op: { query: '{ me { id ' }, signedIn: true },
  { name: 'a validation failure', op: { query: '{ me { nope } }' }, signedIn: true },
  {
    name: 'variables and an operation name',
    op: {
      query: 'query A($t: String!) { passwordResetLinkStatus(token: $t) } query B { me { id } }',
      variables: { t: 'abc' },
      operationName: 'A',
    },
    signedIn: false,
  },
  { name: 'a variable of the wrong type', op: { query: 'query A($t: String!) { passwordResetLinkStatus(token: $t) }', variables: { t: 5 } }, signedIn: false },
  { name: 'a missing operation name', op: { query: 'query A { me { id } } query B { me { id } }' }, signedIn: true },
  { name: 'a control character in a variable', op: { query: 'query A($t: String!) { passwordResetLinkStatus(token: $t) }', variables: { t: 'a\u0000b' } }, signedIn: false },
];

describe('Accept q weights (GraphQL over HTTP: the highest priority type listed that is supported)', () => {
  it('answers a validation failure as application/graphql-response+json (400) when it is weighted first', async () => {
    const accept = 'application/json;q=0.5, application/graphql-response+json;q=1';
    const { viaGet, viaPost } = await both({ query: '{ me { nope } }' }, accept, token);
    for (const a of [viaGet, viaPost]) expect([a.status, a.type]).toEqual([400, 'application/graphql-response+json; charset=utf-8']);
  });
});

describe('a subscription sent without a streaming Accept', () => {
  it('answers 4xx, never 200 without data, under application/graphql-response+json; with a session, 406 saying what to use', async () => {
    const accept = 'application/graphql-response+json';
    const anon = await both({ query: 'subscription { vitalAlert { id } }' }, accept);
    for (const a of [anon.viaGet, anon.viaPost]) {
      if (a.status === 200) expect(a.body).toHaveProperty('data');
      else expect(a.status).toBeGreaterThanOrEqual(400);
    }
    expect(anon.viaPost.status).toBe(401);
    const member = await verifiedUser(t);
    const signedIn = await both({ query: 'subscription { vitalAlert { id } }' }, accept, member.token);
    expect(signedIn.viaPost.status).toBe(406);
    expect(JSON.stringify(signedIn.viaPost.body)).toMatch(/text\/event-stream/);
  });
});

describe('POST /graphql answers as GET does', () => {
  for (const c of CASES) {
    it(`for ${c.name}, with every Accept`, async () => {
      for (const accept of ACCEPTS) {
        const { viaGet, viaPost } = await both(c.op, accept, c.signedIn ? token : undefined);
        expect({ accept, ...viaPost }).toEqual({ accept, ...viaGet });
      }
    });
  }

  it('runs a mutation sent by POST exactly once', async () => {
    // A POST answered directly must not also reach yoga (it would run the mutation a second time).
    const user = await verifiedUser(t);
    for (const accept of [undefined, 'application/graphql-response+json']) {
      const res = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}`, ...(accept ? { accept } : {}) },
        body: JSON.stringify({
          query: 'mutation N($input: NoteInput!) { createNote(input: $input) { id } }',
          variables: { input: { title: `once ${accept ?? 'none'}`, body: 'b', color: 'PRIMARY' } },
        }),
      });
      expect(res.status).toBe(200);
    }
    const notes = await t.gql<{ notes: { title: string }[] }>('{ notes { title } }', {}, user.token);
    expect(notes.data?.notes.map((n) => n.title).sort()).toEqual(['once application/graphql-response+json', 'once none']);
  });

  it('prints what each Accept gets (for the record)', async () => {
    const rows: string[] = [];
    for (const accept of ACCEPTS) {
      const { viaPost } = await both({ query: ME }, accept, token);
      rows.push(`${accept ?? '(none)'} → ${viaPost.status} ${viaPost.type}`);
    }
    console.log(rows.join('\n'));
    expect(rows).toHaveLength(ACCEPTS.length);
  });
});
