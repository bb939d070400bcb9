// Issue 15 §7: a NUL (or another control character) in any text input is refused with BAD_USER_INPUT naming
// the field, on every door, instead of reaching PostgreSQL (which answered 500). The GraphQL cases are
// generated from the schema itself: every String/ID argument, at any depth of its input objects.
import { randomUUID } from 'node:crypto';
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  getNamedType,
  isNonNullType,
} from 'graphql';
import type { GraphQLArgument, GraphQLInputType, GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../../server/src/graphql/schema.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { addGadget, ingest, verifiedUser } from '../support/vitals-helpers.js';
import type { VerifiedUser } from '../support/vitals-helpers.js';

const BAD = 'a\u0000b';
let t: TestApp;
let ann: VerifiedUser;
beforeAll(async () => {
  t = await startTestApp();
  ann = await verifiedUser(t);
});
afterAll(() => t.close());

/** A plausible value of `type`, with the text leaf at `target` (a path of field names; null: none) set to BAD. */
function valueOf(type: GraphQLInputType, target: string[] | null): unknown {
  if (type instanceof GraphQLNonNull) return valueOf(type.ofType, target);
  if (type instanceof GraphQLList) return [valueOf(type.ofType, target)];
  if (type instanceof GraphQLInputObjectType) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields())) {
      if (target && f.name === target[0]) out[f.name] = valueOf(f.type, target.slice(1));
      else if (isNonNullType(f.type)) out[f.name] = valueOf(f.type, null);
    }
    return out;
  }
  if (type instanceof GraphQLEnumType) return type.getValues()[0]?.name;
  if (target?.length === 0 && (type.name === 'String' || type.name === 'ID')) return BAD;
  const scalar = type;
  return (
    { Int: 1, Float: 1.5, Boolean: true, ID: randomUUID(), String: 'text' }[scalar.name] ?? new Date().toISOString()
  );
}

/** Every path from an argument down to a String/ID leaf. */
function textPaths(type: GraphQLInputType, seen = new Set<string>()): string[][] {
  const named = getNamedType(type);
  if (named instanceof GraphQLScalarType) return named.name === 'String' || named.name === 'ID' ? [[]] : [];
  if (!(named instanceof GraphQLInputObjectType) || seen.has(named.name)) return [];
  const next = new Set(seen).add(named.name);
  return Object.values(named.getFields()).flatMap((f) => textPaths(f.type, next).map((p) => [f.name, ...p]));
}

interface Case {
  root: 'query' | 'mutation' | 'subscription';
  field: string;
  args: readonly GraphQLArgument[];
  arg: string;
  path: string[];
  selection: string;
}

function cases(): Case[] {
  const schema = buildSchema();
  const roots: [Case['root'], GraphQLObjectType | null | undefined][] = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ];
  return roots.flatMap(([root, type]) =>
    Object.values(type?.getFields() ?? {}).flatMap((field) => {
      const named = getNamedType(field.type);
      const selection = named instanceof GraphQLScalarType || named instanceof GraphQLEnumType ? '' : '{ __typename }';
      return field.args.flatMap((arg) =>
        textPaths(arg.type).map((path) => ({
          root,
          field: field.name,
          args: field.args,
          arg: arg.name,
          path,
          selection,
        })),
      );
    }),
  );
}

function operation(c: Case) {
  const used = c.args.filter((a) => a.name === c.arg || isNonNullType(a.type));
  const vars = used.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const call = used.map((a) => `${a.name}: $${a.name}`).join(', ');
  const query = `${c.root}${vars ? `(${vars})` : ''} { ${c.field}${call ? `(${call})` : ''} ${c.selection} }`;
  const variables = Object.fromEntries(used.map((a) => [a.name, valueOf(a.type, a.name === c.arg ? c.path : null)]));
  return { query, variables, field: [c.arg, ...c.path].join('.') };
}

describe('control characters in GraphQL input', () => {
  const all = cases();

  it('finds the schema’s text inputs (the generator is not empty)', () => {
    expect(all.length).toBeGreaterThan(20);
    expect(all.some((c) => c.field === 'register' && c.arg === 'firstName')).toBe(true);
  });

  it('refuses a NUL in every String/ID argument with BAD_USER_INPUT naming it (HTTP and graphql-ws)', async () => {
    const failures: string[] = [];
    for (const c of all) {
      const op = operation(c);
      let code: unknown;
      let field: unknown;
      if (c.root === 'subscription') {
        const ws = t.wsClient({ authorization: `Bearer ${ann.token}` });
        const err = await new Promise<{ extensions?: Record<string, unknown> } | undefined>((resolve) => {
          ws.subscribe(op, {
            next: (m) => resolve(m.errors?.[0] as { extensions?: Record<string, unknown> }),
            error: (e) => resolve((Array.isArray(e) ? e[0] : e) as { extensions?: Record<string, unknown> }),
            complete: () => resolve(undefined),
          });
        });
        code = err?.extensions?.['code'];
        field = err?.extensions?.['field'];
      } else {
        const res = await t.gql(op.query, op.variables, ann.token);
        if (res.status >= 500) failures.push(`${c.field}(${op.field}): HTTP ${res.status}`);
        code = res.errors?.[0]?.extensions?.code;
        field = res.errors?.[0]?.extensions?.field;
      }
      // The server names list items by index (input.observations[0].code); the generator puts one item in each list.
      if (code !== 'BAD_USER_INPUT' || String(field).replace(/\[0\]/g, '') !== op.field)
        failures.push(`${c.root} ${c.field}(${op.field}): ${String(code)} ${String(field)}`);
    }
    expect(failures).toEqual([]);
    console.info(`control characters: ${all.length} text inputs refused`);
  });

  it('refuses it in a literal too, and names the argument', async () => {
    const res = await t.gql(`mutation { login(email: "a\\u0000@example.test", password: "x") { accessToken } }`);
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
  });

  it('names the argument, not the client’s variable, inside an input object too', async () => {
    const res = await t.gql('mutation ($fn: String!, $ln: String!) { register(email: "v@example.test", password: "correct horse battery", firstName: $fn, lastName: $ln) { accessToken } }', {
      fn: 'Ann',
      ln: 'L\u0000ee',
    });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'lastName', reason: 'CONTROL_CHAR' });
    const nested = await t.gql(
      'mutation ($pi: PersonalInfoInput!) { updatePersonalInfo(input: $pi) { firstName } }',
      { pi: { firstName: 'A\u0007nn' } },
      ann.token,
    );
    expect(nested.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.firstName', reason: 'CONTROL_CHAR' });
  });

  it('refuses a right-to-left override (U+202E) in a post, keeps the marks and isolates right-to-left text uses', async () => {
    const spoof = await t.gql('mutation ($i: CreatePostInput!) { createPost(input: $i) { id } }', { i: { body: 'invoice_\u202Efdp.exe' } }, ann.token);
    expect(spoof.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.body', reason: 'CONTROL_CHAR' });
    const arabic = 'ضغط الدم \u2068120/80\u2069 \u200Fجيد';
    const ok = await t.gql<{ createPost: { body: string } }>('mutation ($i: CreatePostInput!) { createPost(input: $i) { body } }', { i: { body: arabic } }, ann.token);
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.createPost.body).toBe(arabic);
  });

  it('still accepts tab, line feed and carriage return in text', async () => {
    const res = await t.gql(
      'mutation ($name: String!) { addGadget(name: $name, kind: WEARABLE) { gadget { name } } }',
      { name: 'Line\tone\r\nline two' },
      ann.token,
    );
    expect(res.errors).toBeUndefined();
  });
});

describe('control characters in REST bodies, query strings and params', () => {
  const register = {
    email: 'nul.user@example.test',
    password: 'correct horse battery staple',
    firstName: 'Ann',
    lastName: 'Lee',
  };

  it.each(['email', 'password', 'firstName', 'lastName'])(
    'POST /api/account/register refuses a NUL in %s',
    async (key) => {
      const res = await t.rest('POST', '/api/account/register', { ...register, [key]: BAD });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', field: key, reason: 'CONTROL_CHAR' });
    },
  );

  it.each(['email', 'password'])('POST /api/account/login refuses a NUL in %s', async (key) => {
    const res = await t.rest('POST', '/api/account/login', { email: 'a@example.test', password: 'x', [key]: BAD });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', field: key, reason: 'CONTROL_CHAR' });
  });

  it('POST /api/ingest refuses a NUL in a reading id, kind or time, and stores nothing', async () => {
    const g = await addGadget(t, ann.token, 'WEARABLE', 'NUL watch');
    const at = new Date().toISOString();
    for (const [key, reading] of [
      ['readings[0].id', { id: BAD, kind: 'heart_rate', time: at, value: 70 }],
      ['readings[0].kind', { id: 'n1', kind: BAD, time: at, value: 70 }],
      ['readings[0].time', { id: 'n2', kind: 'heart_rate', time: BAD, value: 70 }],
    ] as const) {
      const res = await ingest(t, g.key, { readings: [reading] });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', field: key, reason: 'CONTROL_CHAR' });
    }
    const ok = await ingest(t, g.key, { readings: [{ id: 'clean', kind: 'heart_rate', time: at, value: 70 }] });
    expect(ok.body.accepted).toEqual(['clean']);
  });

  it('POST /api/fhir/import refuses a NUL inside the bundle', async () => {
    const bundle = {
      resourceType: 'Bundle',
      type: 'collection',
      entry: [{ resource: { resourceType: 'Observation', status: 'final', code: { text: BAD } } }],
    };
    const res = await fetch(`${t.url}/api/fhir/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/fhir+json', authorization: `Bearer ${ann.token}` },
      body: JSON.stringify(bundle),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'BAD_USER_INPUT', field: 'bundle.entry[0].resource.code.text' });
  });

  it('refuses a NUL in a query string and a path param', async () => {
    const q = await fetch(`${t.url}/api/records/${randomUUID()}/attachments?filename=a%00b.pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf', authorization: `Bearer ${ann.token}` },
      body: Buffer.from('%PDF-1.4'),
    });
    expect(q.status).toBe(400);
    expect(await q.json()).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filename' });
    const p = await fetch(`${t.url}/api/records/a%00b/attachments/x`, {
      headers: { authorization: `Bearer ${ann.token}` },
    });
    expect(p.status).toBe(400);
    expect(await p.json()).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
  });
});
