// A query parameter sent twice (`?sort=a&sort=b`) arrives as an array. Routes read one value per parameter
// (lists are comma-separated, e.g. `sections=labs,vitals`), except where a route declares a parameter
// repeatable in its config (`/api/invoices.csv?state=PAID&state=OVERDUE`). Anything else is refused once here,
// before any handler, naming the parameter, instead of each route meeting an array where it expects a string
// (a 500 before).
import type { preValidationHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Query parameters this route accepts more than once (it reads them as `string | string[]`). */
    repeatableQuery?: readonly string[];
  }
}

/** The hook for one route, given the parameters it declares repeatable (rest-input-guards.ts attaches it). */
export function rejectRepeatedParams(repeatable: ReadonlySet<string>): preValidationHookHandler {
  return (req, reply, done) => {
    const query = req.query;
    const repeated =
      query !== null && typeof query === 'object'
        ? Object.entries(query).find(([key, v]) => Array.isArray(v) && !repeatable.has(key))?.[0]
        : undefined;
    if (repeated === undefined) return done();
    void reply.status(400).send({
      message: `The query parameter "${repeated}" was sent more than once. Send it once.`,
      code: 'BAD_USER_INPUT',
      field: repeated,
    });
  };
}
