// POST /graphql in its common form (a JSON body with a query, a JSON answer) is answered here, through yoga's
// own envelop: the same schema, plugins, limits, parse/validation cache, context and error masking as every
// other door (the REST facade and graphql-ws use it too). What it skips is yoga's fetch-API layer (a WHATWG
// Request built from the Node request, a Response read back into Fastify), which cost more per request than
// the operation itself: `me` went from 0.46× to about 0.7× the raw ceiling (bench/README.md, issue 15 §8).
//
// Anything this file is not sure to answer exactly as yoga would — GET, an unusual Accept, a body with other
// keys, a document yoga has not yet parsed and validated without error, a subscription, a context that cannot
// be built — is left to yoga, before anything has run. A document yoga has validated is executed as it is,
// without asking yoga's parse and validation caches again. So a document's first request always goes through yoga
// (which words parse and validation failures with the statuses the GraphQL over HTTP spec asks for; the
// direct path touching the parse cache first changed them), and the next ones come here.
// graphql-http-answers.test.ts holds POST to GET (always yoga) for results, errors and every common Accept;
// graphql-http-audit.test.ts runs graphql-http's audit.
import { Kind, OperationTypeNode, Source, getOperationAST } from 'graphql';
import type { DocumentNode } from 'graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { processRegularResult } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import { yogaBody } from '../http/compression.js';
import { envelop } from './enveloped.js';
import type { GraphQLContext } from './context.js';
import type { GraphQLServer } from './yoga.js';

/** Query texts yoga has parsed and validated without error, per server (tests run several in one process). */
const knownBy = new WeakMap<object, LRUCache<string, DocumentNode>>();

/**
 * Records the documents that parse and validate cleanly, whichever door they came through. Registered with
 * the server's plugins; `answerPostDirectly` takes only these.
 */
export function useKnownDocuments(): Plugin & { known: LRUCache<string, DocumentNode> } {
  const known = new LRUCache<string, DocumentNode>({ max: 1_000 });
  const sources = new WeakMap<DocumentNode, string>();
  return {
    known,
    onParse: ({ params }) => {
      const raw: unknown = params.source;
      const source = typeof raw === 'string' ? raw : raw instanceof Source ? raw.body : undefined;
      return ({ result }) => {
        const document: unknown = result;
        if (source !== undefined && isDocument(document)) sources.set(document, source);
      };
    },
    onValidate:
      ({ params }) =>
      ({ result }) => {
        const document: unknown = params.documentAST;
        if (!isDocument(document)) return;
        const source = sources.get(document);
        if (!result.length && source !== undefined) known.set(source, document);
      },
  };
}

const isDocument = (v: unknown): v is DocumentNode =>
  typeof v === 'object' && v !== null && (v as { kind?: unknown }).kind === Kind.DOCUMENT;

/** Ties a server to its useKnownDocuments plugin (graphql/yoga.ts). */
export function rememberKnownDocuments(yoga: object, plugin: { known: LRUCache<string, DocumentNode> }): void {
  knownBy.set(yoga, plugin.known);
}

type MediaType = 'application/json' | 'application/graphql-response+json';

/**
 * The answer's media type for the Accept headers whose outcome with yoga is plain (graphql-http-answers.test.ts
 * shows each): none, a lone * / *, or a list led by application/json or application/graphql-response+json with
 * no streaming type in it. Null: yoga negotiates.
 */
export function directMediaType(accept: string | undefined): MediaType | null {
  if (!accept) return 'application/json';
  const ranges = accept.split(',').map((r) => (r.split(';')[0] ?? '').trim().toLowerCase());
  if (ranges.some((r) => r === 'text/event-stream' || r === 'multipart/mixed')) return null;
  const first = ranges[0];
  if (first === 'application/graphql-response+json') return first;
  if (first === 'application/json' || (first === '*/*' && ranges.length === 1)) return 'application/json';
  return null;
}

interface Params {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  extensions?: Record<string, unknown> | null;
}

const KEYS = new Set(['query', 'variables', 'operationName', 'extensions']);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The body as GraphQL-over-HTTP params when it is plainly one; null otherwise (yoga explains what is wrong). */
function plainParams(body: unknown): Params | null {
  if (!isRecord(body) || typeof body['query'] !== 'string') return null;
  for (const key in body) if (!KEYS.has(key)) return null;
  const { variables, operationName, extensions } = body;
  const given = (v: unknown) => v !== undefined && v !== null;
  if (given(variables) && !isRecord(variables)) return null;
  if (given(operationName) && typeof operationName !== 'string') return null;
  if (given(extensions) && !isRecord(extensions)) return null;
  return body as unknown as Params;
}

/**
 * Answers the request and returns true, or returns false, having done nothing, for yoga to answer it. Only for
 * POST with a JSON body (Fastify has parsed it). (Not the reply itself: a FastifyReply is a thenable that
 * settles when the response has been sent, with no value.)
 */
export async function answerPostDirectly(
  yoga: GraphQLServer,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const media = directMediaType(req.headers.accept);
  const params = media && plainParams(req.body);
  // The document yoga parsed and validated for this very text. Parsing and validating it again would only ask
  // yoga's caches for the same answer, through every plugin's hooks (about 8 % of a `me` request's CPU): the
  // schema and the validation rules are fixed for the server's life, so a document valid once stays valid.
  const document = params ? knownBy.get(yoga)?.get(params.query) : undefined;
  if (!media || !params || !document) return false;
  const e = envelop(yoga, { req, params });
  const operation = getOperationAST(document, params.operationName ?? undefined);
  if (!operation || operation.operation === OperationTypeNode.SUBSCRIPTION) return false;
  let contextValue: GraphQLContext;
  try {
    contextValue = await e.contextFactory();
  } catch {
    return false; // e.g. the database is away: yoga's answer (503 with Retry-After) is the one to give
  }
  const result = await e.execute({
    schema: e.schema,
    document,
    contextValue,
    variableValues: params.variables ?? undefined,
    operationName: params.operationName ?? undefined,
  });
  void reply.header('cache-control', 'no-store');
  if (!result.errors?.length && !result.extensions?.['http']) {
    void reply.status(200).header('content-type', `${media}; charset=utf-8`).send(JSON.stringify(result));
    return true;
  }
  // Errors decide the status and may carry headers (Retry-After): yoga's own processor words the answer.
  const response = processRegularResult(result, yoga.fetchAPI, media);
  response.headers.forEach((value, key) => void reply.header(key, value));
  void reply.status(response.status).send(await yogaBody(response));
  return true;
}
