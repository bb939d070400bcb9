// Access tokens with the HS256 secret held as a KeyObject (issue 15 §7): the same bytes as the JWT_SECRET
// string, so tokens from before the change keep working, and the checks (alg, iss, aud, exp) are unchanged.
import jwt from 'jsonwebtoken';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokens } from '../../server/src/features/account/access-tokens.js';

const cfg = {
  secret: 'a-test-secret-of-enough-length-0123456789abcdef',
  ttlSeconds: 900,
  issuer: 'health-portal',
  audience: 'health-portal-api',
};
const tokens = new AccessTokens(cfg);

describe('AccessTokens with a KeyObject secret', () => {
  it('verifies a token signed with the secret as a string (before the change) and the other way round', () => {
    const old = jwt.sign({ iat: Date.now() / 1000 }, cfg.secret, {
      algorithm: 'HS256',
      expiresIn: 900,
      issuer: cfg.issuer,
      audience: cfg.audience,
      subject: 'u1',
      jwtid: 'j1',
    });
    expect(tokens.verify(old)).toMatchObject({ sub: 'u1', jti: 'j1' });
    const fresh = tokens.sign('u2', 's2').token;
    expect(jwt.verify(fresh, cfg.secret, { algorithms: ['HS256'] })).toMatchObject({ sub: 'u2' });
  });

  it('refuses another secret, another audience, another algorithm and an expired token', () => {
    const other = new AccessTokens({ ...cfg, secret: 'another-secret-of-enough-length-0123456789abcd' });
    expect(() => tokens.verify(other.sign('u', 's').token)).toThrow('The access token is invalid.');
    const aud = new AccessTokens({ ...cfg, audience: 'someone-else' });
    expect(() => tokens.verify(aud.sign('u', 's').token)).toThrow('The access token is invalid.');
    const none = jwt.sign({ sub: 'u', jti: 'j' }, '', { algorithm: 'none' });
    expect(() => tokens.verify(none)).toThrow('The access token is invalid.');
    const expired = jwt.sign({ iat: Date.now() / 1000 - 1000, exp: Date.now() / 1000 - 10 }, cfg.secret, {
      algorithm: 'HS256',
      issuer: cfg.issuer,
      audience: cfg.audience,
      subject: 'u',
      jwtid: 'j',
    });
    expect(() => tokens.verify(expired)).toThrow('Your session has expired. Sign in again.');
  });
});

describe('a token verified once (the per-process cache of verified tokens)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is still refused from the second its exp names', () => {
    const short = new AccessTokens({ ...cfg, ttlSeconds: 60 });
    vi.useFakeTimers({ toFake: ['Date'] });
    const { token, claims } = short.sign('u', 's');
    expect(short.verify(token)).toMatchObject({ sub: 'u', sid: 's' });
    expect(short.verify(token)).toMatchObject({ sub: 'u', sid: 's' });
    vi.setSystemTime(Math.floor(claims.exp) * 1000 - 1);
    expect(short.verify(token).sub).toBe('u');
    vi.setSystemTime(Math.ceil(claims.exp) * 1000);
    expect(() => short.verify(token)).toThrow('Your session has expired. Sign in again.');
  });

  it('vouches for that exact text only: the same claims with another signature are refused', () => {
    const { token } = tokens.sign('u', 's');
    expect(tokens.verify(token).sub).toBe('u');
    const [head, payload, sig = ''] = token.split('.');
    const flipped = `${head}.${payload}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BA' : 'AA'}`;
    expect(() => tokens.verify(flipped)).toThrow('The access token is invalid.');
    const forged = jwt.sign(jwt.decode(token) as object, 'not-the-secret-but-long-enough-0123456789abc', {
      algorithm: 'HS256',
    });
    expect(() => tokens.verify(forged)).toThrow('The access token is invalid.');
  });

  it('gives every caller claims it cannot change for the next one', () => {
    const { token } = tokens.sign('u', 's');
    const first = tokens.verify(token);
    expect(Object.isFrozen(first)).toBe(true);
    expect(tokens.verify(token)).toBe(first);
  });
});
