// GraphQL over HTTP, for application/graphql-response+json: "If the GraphQL response does not contain the data
// entry then the server MUST reply with a 4xx or 5xx status code". yoga answers 200 to the one such response it
// does not give a status itself: a subscription refused before its stream starts (e.g. no session), sent without a
// streaming Accept. The status then follows the first error's code, as the REST routes map it.
import { statusForCode } from '../lib/errors.js';

/** A response without data is small: anything larger has data and keeps its status unread. */
const SMALL = 64 * 1024;

export function statusWithoutData(status: number, type: string | null, body: Buffer | null): number {
  if (status !== 200 || !type?.startsWith('application/graphql-response+json') || !body || body.length > SMALL) return status;
  try {
    const result = JSON.parse(body.toString('utf8')) as { data?: unknown; errors?: { extensions?: { code?: unknown } }[] };
    if ('data' in result) return status;
    const code = result.errors?.[0]?.extensions?.code;
    const mapped = statusForCode(code);
    return mapped >= 400 && mapped < 500 ? mapped : 400;
  } catch {
    return status;
  }
}
