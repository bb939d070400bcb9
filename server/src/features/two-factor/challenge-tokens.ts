// The short-lived proof that a password was right, exchanged with a code for a session (second sign-in step).
// A JWT under its own HKDF-derived key and audience: it can never pass as an access token, and vice versa.
import { createSecretKey, hkdfSync, randomUUID } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { AppError } from '../../lib/errors.js';

export const CHALLENGE_TTL_SECONDS = 300;

/** A verified challenge: whose it is, and its id and end, to spend it once (two-factor.service.ts). */
export interface Challenge {
  userId: string;
  jti: string;
  expiresAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class ChallengeTokens {
  private readonly key: KeyObject;
  private readonly audience: string;

  constructor(
    cfg: { secret: string; issuer: string; audience: string },
    private readonly issuer = cfg.issuer,
  ) {
    this.key = createSecretKey(
      Buffer.from(hkdfSync('sha256', cfg.secret, 'health-portal', 'two-factor-challenge-v1', 32)),
    );
    this.audience = `${cfg.audience}#two-factor`;
  }

  sign(userId: string): string {
    return jwt.sign({}, this.key, {
      algorithm: 'HS256',
      expiresIn: CHALLENGE_TTL_SECONDS,
      issuer: this.issuer,
      audience: this.audience,
      subject: userId,
      jwtid: randomUUID(),
    });
  }

  /** The challenge; INVALID_TOKEN (field challengeToken) when expired, forged or not a challenge. */
  verify(token: string): Challenge {
    try {
      const p = jwt.verify(token, this.key, { algorithms: ['HS256'], issuer: this.issuer, audience: this.audience });
      if (typeof p !== 'string' && p.sub && p.jti && UUID.test(p.jti) && p.exp) {
        return { userId: p.sub, jti: p.jti, expiresAt: new Date(p.exp * 1000) };
      }
    } catch {
      // Falls through to the one answer below.
    }
    throw challengeExpired();
  }
}

export const challengeExpired = () =>
  new AppError('INVALID_TOKEN', 'This sign-in attempt has expired. Enter your e-mail and password again.', {
    field: 'challengeToken',
  });
