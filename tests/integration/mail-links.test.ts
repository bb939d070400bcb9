// Issue 15 §6: mailed links point where the person opened the portal. PUBLIC_URL wins when set (always in
// production: a request header never decides where a reset link goes); without it, the page's own origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_RESET, registerUser } from '../support/account-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';

let dev: TestApp;
let fixed: TestApp;
beforeAll(async () => {
  dev = await startTestApp({ env: { PUBLIC_URL: undefined as unknown as string } });
  fixed = await startTestApp({ env: { PUBLIC_URL: 'https://portal.example.org' } });
});
afterAll(async () => {
  await dev?.close();
  await fixed?.close();
});

const forgot = (t: TestApp, email: string, origin: string) =>
  fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ query: REQUEST_RESET, variables: { email } }),
  });

const linkIn = (text: string) => /https?:\/\/[^\s"<>]+\/auth\/reset-password\?token=[\w-]+/.exec(text)?.[0];

describe('links in mails', () => {
  it('follow the page’s origin when PUBLIC_URL is not set (127.0.0.1 stays 127.0.0.1)', async () => {
    const u = await registerUser(dev);
    expect((await forgot(dev, u.email, dev.url)).status).toBe(200);
    const mail = await dev.smtp.waitFor(u.email, /reset/i);
    expect(linkIn(mail.text ?? '')).toMatch(new RegExp(`^${dev.url.replace(/\./g, '\\.')}/auth/reset-password`));
  });

  it('use PUBLIC_URL when it is set, whatever Origin the request claims', async () => {
    const u = await registerUser(fixed);
    expect((await forgot(fixed, u.email, 'https://evil.example')).status).toBe(200);
    const mail = await fixed.smtp.waitFor(u.email, /reset/i);
    expect(linkIn(mail.text ?? '')).toMatch(/^https:\/\/portal\.example\.org\/auth\/reset-password/);
  });
});
