// The single GraphQL engine. HTTP and SSE go through yoga directly; WebSocket operations and REST routes go
// through yoga.getEnveloped(), so limits, auth and error masking are the same on every door.
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import type { ValidationContext } from 'graphql';
import { createYoga } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';
import type { Services } from '../services.js';
import { isDatabaseUnavailable, serviceUnavailable } from '../lib/db-unavailable.js';
import { useLivePush } from '../realtime/live-push.js';
import { createContextFactory } from './auth-context.js';
import { rememberKnownDocuments, useKnownDocuments } from './direct-post.js';
import { useGetParamsJson } from './get-params.js';
import { useRejectControlChars } from './reject-control-chars.js';
import type { ServerContext } from './auth-context.js';
import type { GraphQLContext } from './context.js';
import { buildSchema } from './schema.js';

/**
 * graphql-armor throws from inside validation by default, which skips our error-code hook; report the
 * refusal as an ordinary validation error instead, so it carries GRAPHQL_VALIDATION_FAILED like the rest.
 */
const reportRejection = {
  propagateOnRejection: false,
  onReject: [
    (ctx: ValidationContext | null, err: GraphQLError) =>
      ctx?.reportError(
        new GraphQLError(err.message, { nodes: err.nodes, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }),
      ),
  ],
};

/** yoga's own default text for a masked error. */
const UNEXPECTED_ERROR = 'Unexpected error.';

/** SECURITY.md numbers (graphql-armor defaults). */
export const LIMITS = { depth: 6, aliases: 15, directives: 50, tokens: 1000, cost: 5000 } as const;

export function createGraphQL(opts: {
  services: Services;
  log: FastifyBaseLogger;
  introspection: boolean;
  production: boolean;
}) {
  /** Expected errors (GraphQLError, AppError) pass; anything else is logged and answered with a bare code. */
  const maskError = (error: unknown, message: string) => {
    if (isGraphQLError(error) && (!error.originalError || isGraphQLError(error.originalError))) return error;
    if (isDatabaseUnavailable(error)) {
      opts.log.warn({ err: isGraphQLError(error) ? error.originalError : error }, 'database unavailable');
      return serviceUnavailable();
    }
    opts.log.error({ err: isGraphQLError(error) ? error.originalError : error }, 'unexpected GraphQL error');
    return new GraphQLError(message, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  };
  const plugins: Plugin[] = [
    // Depth counts fields, not fragment spreads: a client's fragments (records → observations → components →
    // referenceRange) must not cost levels the same selection written inline would not. Fields inside fragments
    // still count, so a fragment cannot hide depth (graphql-limits.test.ts).
    maxDepthPlugin({ n: LIMITS.depth, ignoreIntrospection: true, flattenFragments: true, ...reportRejection }),
    maxAliasesPlugin({ n: LIMITS.aliases, ...reportRejection }),
    maxDirectivesPlugin({ n: LIMITS.directives, ...reportRejection }),
    // The token limit acts in the parser: its error comes out as GRAPHQL_PARSE_FAILED (useErrorCodes).
    maxTokensPlugin({ n: LIMITS.tokens }),
    costLimitPlugin({ maxCost: LIMITS.cost, ignoreIntrospection: true, ...reportRejection }),
    // No CSRF-prevention plugin: it refused every GET without a custom header, so plain GraphQL-over-HTTP GET
    // queries (graphql-http's audit) failed with 403. CSRF needs an ambient credential and this API has none:
    // auth is only the Authorization header (no cookies are ever set), mutations over GET answer 405, and a
    // text/plain POST is refused with 415 (app.ts).
    useErrorCodes(),
    useGetParamsJson(),
    useRejectControlChars(),
    // WebSocket subscriptions: results pushed per event instead of iterated (realtime/live-push.ts).
    useLivePush({ maskError: (e) => maskError(e, UNEXPECTED_ERROR), log: opts.log }),
  ];
  // Which documents POST /graphql may answer without yoga's HTTP layer (direct-post.ts).
  const knownDocuments = useKnownDocuments();
  plugins.push(knownDocuments);
  if (opts.production) plugins.push(blockFieldSuggestionsPlugin());
  if (!opts.introspection) plugins.push(useNoIntrospection());

  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    graphiql: false,
    // CORS is Fastify's job (@fastify/cors with the configured allowlist), not yoga's permissive default.
    cors: false,
    landingPage: false,
    batching: false,
    logging: opts.log,
    context: createContextFactory(opts.services),
    maskedErrors: { maskError },
    plugins,
  });
  rememberKnownDocuments(yoga, knownDocuments);
  return yoga;
}

export type GraphQLServer = ReturnType<typeof createGraphQL>;

// By name, not instanceof: graphql ships CJS and ESM builds, and a tool may load both (dual-package hazard).
// AppError extends GraphQLError, so expected errors pass through unmasked.
function isGraphQLError(e: unknown): e is GraphQLError {
  return e instanceof Error && e.name === 'GraphQLError';
}

/** Parse and validation errors (including graphql-armor's) carry a code too, so every error has one. */
function useErrorCodes(): Plugin {
  const withCode = (code: string) => (e: GraphQLError) =>
    e.extensions['code']
      ? e
      : new GraphQLError(e.message, {
          nodes: e.nodes,
          source: e.source,
          positions: e.positions,
          path: e.path,
          originalError: e.originalError,
          extensions: { ...e.extensions, code },
        });
  return {
    onValidate:
      () =>
      ({ result, setResult }) => {
        if (result.length)
          setResult(result.map((e: Error) => (isGraphQLError(e) ? withCode('GRAPHQL_VALIDATION_FAILED')(e) : e)));
      },
    // Variables that do not fit their type (an unknown enum value, a string for an Int) fail before any
    // resolver runs, with no code of their own: they are the caller's bad input.
    onExecute: () => ({
      onExecuteDone: ({ result, setResult }) => {
        if (!('errors' in result) || !result.errors?.length || result.data !== undefined) return;
        setResult({
          ...result,
          errors: result.errors.map((e: GraphQLError) =>
            e.message.startsWith('Variable "$') ? withCode('BAD_USER_INPUT')(e) : e,
          ),
        });
      },
    }),
    onParse:
      () =>
      ({ result, replaceParseResult }) => {
        if (isGraphQLError(result)) replaceParseResult(withCode('GRAPHQL_PARSE_FAILED')(result));
      },
  };
}

function useNoIntrospection(): Plugin {
  return { onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule) };
}
