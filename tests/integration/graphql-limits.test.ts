// GraphQL over HTTP: the graphql-armor limits (SECURITY.md: depth 6, aliases 15, directives 50, tokens 1000,
// cost 5000), each with an accepted case at the limit, and the transport rules (no mutations over GET, CSRF
// header for simple requests, no batching, coded parse/validation errors).
//
// Depth counts fields (flattenFragments: a spread or inline fragment is not a level, the fields inside it are),
// built here from Observation.components, which nests without end. Introspection is exempt from the depth and
// cost limits (ignoreIntrospection) but not from the token limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/test-app.js';
import type { GqlResult, TestApp } from '../support/test-app.js';
import { CHANGE_PASSWORD, LOGIN, ME, codeOf, registerUser } from '../support/account-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const nest = (levels: number, inner: string) =>
  Array.from({ length: levels }).reduce<string>((acc) => `... on Query { ${acc} }`, inner);
/** `record { observations { components … { id } } }`: depth = 3 + the number of `components` levels. */
const deep = (components: number) =>
  `{ record(id: "00000000-0000-4000-8000-000000000000") { observations { ${'components { '.repeat(components)}id${' }'.repeat(components)} } } }`;
const repeat = (n: number, s: (i: number) => string) => Array.from({ length: n }, (_, i) => s(i)).join(' ');

/** A refused operation: no data at all, one coded error whose message says which limit. */
function expectRefused(res: GqlResult<unknown>, code: string, message: RegExp) {
  expect(res.data ?? undefined).toBeUndefined();
  expect(res.errors).toHaveLength(1);
  expect(res.errors?.[0]?.message).toMatch(message);
  expect(codeOf(res)).toBe(code);
}

async function rawPost(body: string, headers: Record<string, string>) {
  const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers, body });
  return { status: res.status, headers: res.headers, body: (await res.json()) as GqlResult<unknown> };
}

async function rawGet(query: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.url}/graphql?query=${encodeURIComponent(query)}`, { headers });
  return { status: res.status, headers: res.headers, body: (await res.json()) as GqlResult<unknown> };
}

describe('graphql-armor limits over HTTP', () => {
  it('accepts depth 6 (record › observations › 3 × components › id): it runs, and is refused only for want of a token', async () => {
    const res = await t.gql(deep(3));
    expect(codeOf(res)).toBe('UNAUTHENTICATED');
  });

  it('refuses depth 7 with GRAPHQL_VALIDATION_FAILED', async () => {
    expectRefused(await t.gql(deep(4)), 'GRAPHQL_VALIDATION_FAILED', /depth limit of 6/i);
  });

  it('counts the fields inside fragments, not the spreads: nesting fragments neither hides depth nor adds to it', async () => {
    const frag = 'fragment C on Observation { components { components { components { id } } } }';
    const viaSpread = `${frag} { record(id: "00000000-0000-4000-8000-000000000000") { observations { components { ...C } } } }`;
    expectRefused(await t.gql(viaSpread), 'GRAPHQL_VALIDATION_FAILED', /depth limit of 6/i);
    expect(codeOf(await t.gql(`{ ${nest(10, 'health')} }`)), 'ten inline fragments around one field are depth 1').toBeUndefined();
  });

  it('exempts introspection from the depth limit (ignoreIntrospection), as configured', async () => {
    const res = await t.gql<{ __schema: { types: unknown[] } }>(
      '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } } }',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.__schema.types.length).toBeGreaterThan(5);
  });

  it('accepts 15 aliases', async () => {
    const res = await t.gql<Record<string, boolean>>(`{ ${repeat(15, (i) => `a${i}: health`)} }`);
    expect(res.errors).toBeUndefined();
    expect(Object.keys(res.data ?? {})).toHaveLength(15);
  });

  it('refuses 16 aliases with GRAPHQL_VALIDATION_FAILED', async () => {
    const res = await t.gql(`{ ${repeat(16, (i) => `a${i}: health`)} }`);
    expectRefused(res, 'GRAPHQL_VALIDATION_FAILED', /aliases limit of 15/i);
  });

  it('does not run a refused operation (16 aliased logouts leave the token valid)', async () => {
    const u = await registerUser(t);
    const res = await t.gql(`mutation { ${repeat(16, (i) => `a${i}: logout`)} }`, {}, u.token);
    expect(res.data ?? undefined).toBeUndefined();
    expect(res.errors?.[0]?.message).toMatch(/aliases limit/i);
    const me = await t.gql(ME, {}, u.token);
    expect(me.errors).toBeUndefined();
  });

  // A directive may appear once per location, so each of 25 fields carries @include and @skip.
  it('accepts 50 directives', async () => {
    const res = await t.gql(`{ ${repeat(25, () => 'health @include(if: true) @skip(if: false)')} }`);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ health: true });
  });

  it('refuses 51 directives with GRAPHQL_VALIDATION_FAILED', async () => {
    const res = await t.gql(
      `{ ${repeat(25, () => 'health @include(if: true) @skip(if: false)')} health @include(if: true) }`,
    );
    expectRefused(res, 'GRAPHQL_VALIDATION_FAILED', /directives limit of 50/i);
  });

  it('accepts a document of 990 tokens', async () => {
    // Two alternating names: ~990 copies of one name would exhaust graphql-js's field-merge comparison budget.
    const res = await t.gql(`{ ${repeat(988, (i) => (i % 2 ? 'health' : '__typename'))} }`);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ __typename: 'Query', health: true });
  });

  it('refuses a document over 1000 tokens at parse time with GRAPHQL_PARSE_FAILED', async () => {
    const res = await t.gql(`{ ${repeat(1100, () => '__typename')} }`);
    expectRefused(res, 'GRAPHQL_PARSE_FAILED', /token limit of 1000/i);
  });

  // n spreads of a fragment selecting n fields: cost grows with n² (60 × 60 measured 18769); few tokens, depth 3.
  const costly = (n: number) =>
    `{ ...B } fragment A on Query { ${repeat(n, () => 'health')} } fragment B on Query { ${repeat(n, () => '...A')} }`;

  it('refuses an operation whose cost exceeds 5000 (40 × 40 fragment fan-out) with GRAPHQL_VALIDATION_FAILED', async () => {
    expectRefused(await t.gql(costly(40)), 'GRAPHQL_VALIDATION_FAILED', /cost limit of 5000/i);
  });

  it('accepts the same shape well below the cost limit (20 × 20)', async () => {
    const query = costly(20);
    const res = await t.gql(query);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ health: true });
  });
});

describe('HTTP transport rules', () => {
  it('refuses a mutation over GET with 405 (allow: POST) and does not run it', async () => {
    const u = await registerUser(t);
    const res = await fetch(
      `${t.url}/graphql?query=${encodeURIComponent(`mutation { changePassword(currentPassword: "${u.password}", newPassword: "a whole new passphrase") { accessToken } }`)}`,
      { headers: { 'x-graphql-yoga-csrf': '1', authorization: `Bearer ${u.token}` } },
    );
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    const body = (await res.json()) as GqlResult<unknown>;
    expect(body.data ?? undefined).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/mutation operation from a POST request/i);
    // Had it run, the password would have changed and this token would be revoked.
    expect((await t.gql(ME, {}, u.token)).errors).toBeUndefined();
  });

  it('answers a plain GET query (GraphQL over HTTP; no custom header needed: auth is bearer-only)', async () => {
    const res = await rawGet('{ health }');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { health: true } });
  });

  it('answers a GET query with URL-encoded variables and an operation name', async () => {
    const u = await registerUser(t);
    const query = 'query Who($n: Boolean!) { health me @include(if: $n) { email } }';
    const res = await fetch(
      `${t.url}/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify({ n: true }))}&operationName=Who`,
      { headers: { accept: 'application/graphql-response+json', authorization: `Bearer ${u.token}` } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/graphql-response\+json/);
    expect(await res.json()).toEqual({ data: { health: true, me: { email: u.email.toLowerCase() } } });
  });

  it('sets no cookie anywhere a browser could replay (what makes dropping CSRF tokens safe)', async () => {
    const u = await registerUser(t);
    const login = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: LOGIN, variables: { email: u.email, password: u.password } }),
    });
    expect(login.headers.get('set-cookie')).toBeNull();
    const rest = await fetch(`${t.url}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: u.email, password: u.password }),
    });
    expect(rest.status).toBe(200);
    expect(rest.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a text/plain POST (a "simple" cross-site request) with 415 before it reaches GraphQL', async () => {
    const u = await registerUser(t);
    const res = await rawPost(
      JSON.stringify({
        query: CHANGE_PASSWORD,
        variables: { current: u.password, next: 'a whole new passphrase' },
      }),
      { 'content-type': 'text/plain', authorization: `Bearer ${u.token}` },
    );
    // JSON-only server: the body is refused by content type (CSRF prevention would refuse it too).
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    // The password change did not happen: the token still works.
    expect((await t.gql(ME, {}, u.token)).errors).toBeUndefined();
  });

  it('refuses a batched (JSON array) request with 400 and runs none of it', async () => {
    const u = await registerUser(t);
    const res = await rawPost(JSON.stringify([{ query: '{ health }' }, { query: 'mutation { logout }' }]), {
      'content-type': 'application/json',
      authorization: `Bearer ${u.token}`,
    });
    expect(res.status).toBe(400);
    expect(Array.isArray(res.body)).toBe(false);
    expect(res.body.errors?.[0]?.message).toMatch(/batching is not supported/i);
    expect((await t.gql(ME, {}, u.token)).errors).toBeUndefined();
  });

  it('answers an unknown field with GRAPHQL_VALIDATION_FAILED (a "did you mean" hint is allowed outside production)', async () => {
    const res = await t.gql('{ healt }');
    expectRefused(res, 'GRAPHQL_VALIDATION_FAILED', /^Cannot query field "healt" on type "Query"\./);
  });

  it('answers a syntax error with GRAPHQL_PARSE_FAILED', async () => {
    expectRefused(await t.gql('{ health '), 'GRAPHQL_PARSE_FAILED', /^Syntax Error: Expected Name, found <EOF>\./);
  });

  it('treats parse failures as client errors, never HTTP 500', async () => {
    // GraphQL over HTTP: 200 (application/json) or 400; a 5xx would tell monitoring the server failed.
    for (const query of ['{ health ', `{ ${repeat(1100, () => '__typename')} }`]) {
      const res = await t.gql(query);
      expect([200, 400]).toContain(res.status);
    }
  });

  it('answers a request without a query with BAD_REQUEST', async () => {
    const res = await rawPost(JSON.stringify({ variables: {} }), { 'content-type': 'application/json' });
    expect([200, 400]).toContain(res.status);
    expect(res.body.data ?? undefined).toBeUndefined();
    expect(res.body.errors?.[0]?.message).toBe('Must provide query string.');
    expect(codeOf(res.body)).toBe('BAD_REQUEST');
  });
});
