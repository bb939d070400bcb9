// One-time recovery codes: 10 per enrolment, 80 random bits each, shown as "abcd-efgh-jkmn-pqrs".
// Stored as SHA-256, not argon2: a slow hash protects low-entropy secrets people choose; against an 80-bit
// random code a fast hash already makes offline guessing hopeless, and lookup stays one indexed equality.
import { createHash, randomBytes } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
// Crockford-like alphabet without look-alikes (no i, l, o, u).
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

export function newRecoveryCode(): string {
  const bytes = randomBytes(16);
  let out = '';
  for (let i = 0; i < 16; i++) out += ALPHABET[(bytes[i] ?? 0) % 32];
  return out.match(/.{4}/g)?.join('-') ?? out;
}

/** Case, spaces and dashes do not matter when the code is typed back. */
export function normaliseRecoveryCode(input: string): string | null {
  const s = input.toLowerCase().replace(/[\s-]/g, '');
  return /^[0-9a-hjkmnp-tv-z]{16}$/.test(s) ? s : null;
}

export const hashRecoveryCode = (normalised: string) => createHash('sha256').update(normalised).digest('hex');
