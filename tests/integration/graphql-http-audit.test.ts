// graphql-http's server audit (the GraphQL over HTTP spec's MUST and SHOULD items, as the outside checks run
// it) against POST and GET /graphql. POST answers most requests without yoga's HTTP layer (direct-post.ts):
// every MUST has to pass, and the SHOULD items too.
import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('graphql-http server audit', () => {
  it('passes every MUST and SHOULD item', async () => {
    const failures: string[] = [];
    for (const audit of serverAudits({ url: `${t.url}/graphql`, fetchFn: fetch })) {
      const result = await audit.fn();
      if (result.status !== 'ok') failures.push(`${audit.name}: ${result.reason}`);
    }
    expect(failures).toEqual([]);
  });
});
