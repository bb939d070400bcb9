// Access tokens: HS256 JWTs with exp, iss and aud always set and checked. `iat` carries milliseconds
// (a NumericDate may be fractional) so "tokens valid after" revocation is exact even within one second.
import { createSecretKey, randomUUID } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/errors.js';

export interface AccessClaims {
  sub: string;
  jti: string;
  iat: number;
  exp: number;
  /** The session (db sessions.id) the token belongs to; absent on tokens issued before sessions existed. */
  sid?: string;
}

export class AccessTokens {
  /**
   * The HS256 secret as a KeyObject, made once. Given a string, jsonwebtoken tries to parse it as a PEM key on
   * every call (0.7–0.8 ms); a secret KeyObject costs ~20 µs. The bytes are the same (UTF-8 of JWT_SECRET), so
   * tokens signed before this change still verify.
   */
  private readonly key: KeyObject;

  /**
   * Tokens this process has verified, by their exact text: a signed-in client presents the same token on every
   * request, and checking its HMAC and claims again cost about a tenth of a small GraphQL request's CPU
   * (bench/me.ts). A hit is the same string, so the same signature under the same key; expiry is still checked
   * on every use, and revocation never was the token's business (the session row decides, on every request).
   * Bounded, so a flood of distinct tokens only evicts: a miss is verified in full as before.
   */
  private readonly verified = new LRUCache<string, AccessClaims>({ max: 2_000 });

  constructor(private readonly cfg: Config['jwt']) {
    this.key = createSecretKey(Buffer.from(cfg.secret, 'utf8'));
  }

  get ttlSeconds(): number {
    return this.cfg.ttlSeconds;
  }

  /** The session id is chosen by the caller, so the session row and the token can agree on one expiry. */
  sign(userId: string, sid: string): { token: string; claims: AccessClaims } {
    const iat = Date.now() / 1000;
    const jti = randomUUID();
    const token = jwt.sign({ iat, sid }, this.key, {
      algorithm: 'HS256',
      expiresIn: this.cfg.ttlSeconds,
      issuer: this.cfg.issuer,
      audience: this.cfg.audience,
      subject: userId,
      jwtid: jti,
    });
    // The session row expires with the token: both use the same ttl from (about) the same instant.
    return { token, claims: { sub: userId, jti, iat, exp: iat + this.cfg.ttlSeconds, sid } };
  }

  /** Throws UNAUTHENTICATED with a reason a person can act on. */
  verify(token: string): AccessClaims {
    const known = this.verified.get(token);
    if (known) {
      // jsonwebtoken's own rule: expired from the second `exp` names (no clock tolerance is configured).
      if (Math.floor(Date.now() / 1000) >= known.exp) throw expired();
      return known;
    }
    // Frozen: one object now serves every request that presents this token.
    const claims = Object.freeze(this.verifyInFull(token));
    this.verified.set(token, claims);
    return claims;
  }

  private verifyInFull(token: string): AccessClaims {
    if (token.split('.').length !== 3) throw new AppError('UNAUTHENTICATED', 'The access token is malformed.');
    try {
      const p = jwt.verify(token, this.key, {
        algorithms: ['HS256'],
        issuer: this.cfg.issuer,
        audience: this.cfg.audience,
      });
      if (typeof p === 'string' || !p.sub || !p.jti || typeof p.exp !== 'number' || typeof p.iat !== 'number') {
        throw new AppError('UNAUTHENTICATED', 'The access token is malformed.');
      }
      const sid = typeof p['sid'] === 'string' ? { sid: p['sid'] } : {};
      return { sub: p.sub, jti: p.jti, iat: p.iat, exp: p.exp, ...sid };
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (err instanceof jwt.TokenExpiredError) throw expired();
      throw new AppError('UNAUTHENTICATED', 'The access token is invalid.');
    }
  }
}

/** "Bearer <token>" → token; anything else → undefined. */
export function bearerToken(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return m?.[1];
}

const expired = () => new AppError('UNAUTHENTICATED', 'Your session has expired. Sign in again.');
