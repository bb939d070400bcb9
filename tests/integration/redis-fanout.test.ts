// Two app instances on one database and one Redis: an event committed on instance B reaches a subscriber
// connected to instance A. Needs a Redis: TEST_REDIS_URL (CI sets it); skipped, and says so, without one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_UPDATED, registerUser, VERIFY_EMAIL } from '../support/account-helpers.js';
import { tokenFromMail } from '../support/smtp-peer.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';

const redisUrl = process.env['TEST_REDIS_URL'];
if (!redisUrl) console.log('[redis-fanout] TEST_REDIS_URL not set: two-instance fan-out test skipped');

describe.skipIf(!redisUrl)('account events across instances via Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp({ env: { REDIS_URL: redisUrl ?? '' } });
    b = await startTestApp({ env: { REDIS_URL: redisUrl ?? '' }, db: a.db });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('delivers accountUpdated on instance A when the e-mail is verified through instance B', async () => {
    const user = await registerUser(a);
    const mailToken = tokenFromMail(await a.smtp.waitFor(user.email, /confirm/i));
    const sub = a.wsClient({ authorization: `Bearer ${user.token}` }).iterate<{ accountUpdated: { stpEmailVerified: boolean; email: string } }>({ query: ACCOUNT_UPDATED });
    const first = sub.next();
    // Give the subscription time to reach Redis before the event is published elsewhere.
    await new Promise((r) => setTimeout(r, 300));
    const verified = await b.gql(VERIFY_EMAIL, { token: mailToken });
    expect(verified.errors).toBeUndefined();
    const event = await first;
    expect(event.done).toBe(false);
    expect(event.done ? undefined : event.value.data?.accountUpdated).toMatchObject({ stpEmailVerified: true, email: user.email.toLowerCase() });
    await sub.return?.();
  });
});
