// The REST doors' input checks, run before each route's own preValidation: a query parameter sent twice
// (reject-repeated-params.ts), then a control character anywhere in params, query or body
// (reject-control-chars.ts). Attached to each REST route as it is declared (so this must be registered before
// the routes are), not as global hooks: /graphql, the busiest door, runs none of them (bench/me.ts) and applies
// GraphQL's own rules to its GET parameters and variables.
import type { FastifyInstance } from 'fastify';
import { rejectControlChars } from './reject-control-chars.js';
import { rejectRepeatedParams } from './reject-repeated-params.js';

export function guardRestInput(app: FastifyInstance, graphqlPath: string): void {
  app.addHook('onRoute', (route) => {
    if (route.url === graphqlPath) return;
    const guards = [rejectRepeatedParams(new Set(route.config?.repeatableQuery ?? [])), rejectControlChars];
    const own = route.preValidation;
    route.preValidation = own ? [...guards, ...(Array.isArray(own) ? own : [own])] : guards;
  });
}
