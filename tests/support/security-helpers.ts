// Helpers for the sessions and two-factor tests: sign-in with a chosen User-Agent, the new operations, and
// TOTP codes for a chosen time step (so tests never depend on where in a 30 s window they run).
import { generate } from 'otplib';
import type { GqlResult, TestApp } from './test-app.js';
import { LOGIN } from './account-helpers.js';
import type { AuthShape } from './account-helpers.js';

export const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0';
export const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export const MY_SESSIONS =
  'query MySessions { mySessions { id device browser os ip createdAt lastUsedAt expiresAt current } }';
export const REVOKE_SESSION = 'mutation Revoke($id: ID!) { revokeSession(id: $id) }';
export const SIGN_OUT_ELSEWHERE = 'mutation Elsewhere { signOutEverywhereElse }';
export const TWO_FACTOR_STATUS = 'query Status { twoFactorStatus { enabled enabledAt recoveryCodesLeft } }';
export const START_2FA = 'mutation Start { startTwoFactorEnrollment { secret otpauthUri qrCodeDataUrl } }';
export const CONFIRM_2FA =
  'mutation Confirm($code: String!) { confirmTwoFactorEnrollment(code: $code) { recoveryCodes status { enabled recoveryCodesLeft } } }';
export const DISABLE_2FA =
  'mutation Disable($password: String!, $code: String!) { disableTwoFactor(password: $password, code: $code) { enabled } }';
export const COMPLETE_2FA = `mutation Complete($challengeToken: String!, $code: String!) {
  completeTwoFactorLogin(challengeToken: $challengeToken, code: $code) { accessToken user { id email } } }`;

export interface SessionShape {
  id: string;
  device: string;
  browser: string | null;
  os: string | null;
  ip: string | null;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  current: boolean;
}

/** GraphQL over HTTP with a User-Agent of our choosing (t.gql sends Node's). */
export async function gqlAs<T>(
  t: TestApp,
  userAgent: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<GqlResult<T>> {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': userAgent,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, ...((await res.json()) as object) };
}

/** Signs in (a new session) and returns its token; fails loudly otherwise. */
export async function signIn(t: TestApp, email: string, password: string, userAgent = FIREFOX_WINDOWS) {
  const res = await gqlAs<{ login: AuthShape }>(t, userAgent, LOGIN, { email, password });
  const token = res.data?.login.accessToken;
  if (!token) throw new Error(`login failed: ${JSON.stringify(res)}`);
  return token;
}

/** Signs in through the second step with `code` (a TOTP code or a recovery code) and returns the session's token. */
export async function signInWithCode(t: TestApp, email: string, password: string, code: string, userAgent: string) {
  const login = (await gqlAs(t, userAgent, LOGIN, { email, password })) as GqlResult & {
    errors?: { extensions?: { challengeToken?: string } }[];
  };
  const challengeToken = login.errors?.[0]?.extensions?.challengeToken;
  if (!challengeToken) throw new Error(`no two-factor challenge: ${JSON.stringify(login)}`);
  const done = await gqlAs<{ completeTwoFactorLogin: AuthShape }>(t, userAgent, COMPLETE_2FA, { challengeToken, code });
  const token = done.data?.completeTwoFactorLogin.accessToken;
  if (!token) throw new Error(`second step failed: ${JSON.stringify(done)}`);
  return token;
}

/** The TOTP code of the time step `offset` steps from now (0: current, 1: next…). */
export function totpAt(secret: string, offset = 0): Promise<string> {
  const step = Math.floor(Date.now() / 30_000) + offset;
  return generate({ secret, epoch: step * 30 + 1 });
}
