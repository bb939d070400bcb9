// GET /graphql carries `variables` and `extensions` as JSON in the query string. yoga JSON.parses them as they
// are, so `variables={bad` threw a bare SyntaxError: masked as an unexpected error (200, INTERNAL_SERVER_ERROR,
// logged as a server fault) for what is the caller's malformed request. Checked here first, the answer is
// 400 BAD_REQUEST naming the parameter, as yoga words its other ill-formed-parameter refusals.
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const JSON_PARAMS = ['variables', 'extensions'] as const;

export function useGetParamsJson(): Plugin {
  return {
    onRequestParse: ({ request, url }) => {
      if (request.method !== 'GET') return;
      for (const name of JSON_PARAMS) {
        const raw = url.searchParams.get(name);
        if (!raw) continue;
        try {
          JSON.parse(raw);
        } catch {
          throw new GraphQLError(`The "${name}" parameter is not valid JSON.`, {
            extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
          });
        }
      }
    },
  };
}
