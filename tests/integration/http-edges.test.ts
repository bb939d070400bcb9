// What an outside checker finds at the edges of the HTTP doors (GraphQL over HTTP and the REST paths of spec
// §7), each a status and a body a client can act on rather than a masked internal error, a 200 for a refused
// request, a bare `null` or a 404 for a path that exists:
// - GET /graphql with `variables` or `extensions` that are not JSON is the caller's mistake: 400 BAD_REQUEST
//   (yoga's JSON.parse threw a SyntaxError, masked as 200 INTERNAL_SERVER_ERROR and logged as a server error);
// - a control character refused before execution is a request error without `data`: with
//   application/graphql-response+json the GraphQL over HTTP spec requires a 4xx for that (it answered 200);
// - a known path asked with a method it does not take is 405 with an Allow header (RFC 9110 §15.5.6), not 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const GRJ = 'application/graphql-response+json';

describe('GET /graphql with parameters that are not JSON', () => {
  for (const param of ['variables', 'extensions']) {
    for (const accept of [GRJ, 'application/json']) {
      it(`${param}={bad with ${accept} → 400 BAD_REQUEST naming the parameter`, async () => {
        const qs = new URLSearchParams({ query: '{ health }', [param]: '{bad' });
        const res = await fetch(`${t.url}/graphql?${qs.toString()}`, { headers: { accept } });
        expect(res.status).toBe(400);
        const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
        expect(body.errors).toHaveLength(1);
        expect(body.errors[0]?.extensions.code).toBe('BAD_REQUEST');
        expect(body.errors[0]?.message).toContain(param);
      });
    }
  }
});

describe('a control character refused before execution', () => {
  const op = { query: 'query A($t: String!) { passwordResetLinkStatus(token: $t) }', variables: { t: 'a\u0000b' } };

  it('is a 400 with application/graphql-response+json, GET and POST alike', async () => {
    const qs = new URLSearchParams({ query: op.query, variables: JSON.stringify(op.variables) });
    const viaGet = await fetch(`${t.url}/graphql?${qs.toString()}`, { headers: { accept: GRJ } });
    // Twice by POST: the second is answered by the direct path (graphql/direct-post.ts).
    const post = () =>
      fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { accept: GRJ, 'content-type': 'application/json' },
        body: JSON.stringify(op),
      });
    for (const res of [viaGet, await post(), await post()]) {
      expect(res.status).toBe(400);
      const body = (await res.json()) as { data?: unknown; errors: { extensions: Record<string, unknown> }[] };
      expect(body).not.toHaveProperty('data');
      expect(body.errors[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'token', reason: 'CONTROL_CHAR' });
    }
  });

  it('stays 200 with application/json (the spec asks 200 for every well-formed request there)', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(op),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { errors: { extensions: Record<string, unknown> }[] };
    expect(body.errors[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'token', reason: 'CONTROL_CHAR' });
  });
});

describe('a known path with a method it does not take', () => {
  const cases: [method: string, path: string, allow: string][] = [
    ['POST', '/api/account/my-account', 'GET, HEAD'],
    ['DELETE', '/api/account/my-account', 'GET, HEAD'],
    ['GET', '/api/account/login', 'POST'],
    ['PUT', '/api/account/register', 'POST'],
    ['POST', '/api/ai/chat/list', 'GET, HEAD'],
    ['GET', '/api/ai/chat/send', 'POST'],
    ['PATCH', '/api/ai/userState', 'GET, HEAD'],
    ['POST', '/api/data/postData', 'GET, HEAD'],
    ['GET', '/api/data/posts/like', 'POST'],
    ['GET', '/api/data/posts/comments/add', 'POST'],
    ['DELETE', '/api/data/posts/replies/add', 'POST'],
    ['GET', '/api/admin/users/abc/ban', 'POST'],
    ['PUT', '/graphql', 'GET, HEAD, POST'],
    ['DELETE', '/graphql', 'GET, HEAD, POST'],
  ];
  for (const [method, path, allow] of cases) {
    it(`${method} ${path} → 405 METHOD_NOT_ALLOWED, Allow: ${allow}`, async () => {
      const res = await fetch(`${t.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { body: '{}' }),
      });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe(allow);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ message: `${path} does not take ${method}; use ${allow}.`, code: 'METHOD_NOT_ALLOWED' });
    });
  }

  it('an unknown path stays 404 NOT_FOUND', async () => {
    const res = await fetch(`${t.url}/api/account/nope`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'No route POST /api/account/nope.', code: 'NOT_FOUND' });
  });
});

describe('POST /graphql with an empty JSON object or array', () => {
  // Fastify parses the body; an empty one was handed to yoga as "no body", which re-read the spent stream and
  // answered "POST body sent invalid JSON." with the SyntaxError in extensions.originalError.
  // Statuses as yoga gives them for the same requests sent with a non-empty body ({"variables":{}}, [1]): a
  // missing query is a spec-level request error, 200 under legacy application/json.
  const cases: [body: string, accept: string, status: number, message: string][] = [
    ['{}', GRJ, 400, 'Must provide query string.'],
    ['{}', 'application/json', 200, 'Must provide query string.'],
    ['{"variables":{}}', 'application/json', 200, 'Must provide query string.'],
    ['[]', GRJ, 400, 'Batching is not supported.'],
    ['[]', 'application/json', 400, 'Batching is not supported.'],
  ];
  for (const [body, accept, status, message] of cases) {
    it(`${body} with ${accept} → ${status} BAD_REQUEST "${message}"`, async () => {
      const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { accept, 'content-type': 'application/json' }, body });
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
    });
  }
});

describe('an Accept that GraphQL cannot answer', () => {
  for (const accept of ['text/html', 'application/xml']) {
    it(`POST /graphql with Accept: ${accept} → 406 with a JSON body that names what it can send (was the body null)`, async () => {
      const res = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept },
        body: JSON.stringify({ query: '{ health }' }),
      });
      expect(res.status).toBe(406);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await res.json()) as { message: string; code: string };
      expect(body.code).toBe('NOT_ACCEPTABLE');
      expect(body.message).toContain('application/graphql-response+json');
    });
  }

  it('an Accept with any of its types still gets the answer (the control)', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/html, application/json;q=0.5' },
      body: JSON.stringify({ query: '{ health }' }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toBeTruthy();
  });
});
