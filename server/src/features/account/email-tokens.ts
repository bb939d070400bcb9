// Single-use links mailed to the user: 256 random bits, only the SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../lib/errors.js';
import type { EmailTokenRow } from '../../../../db/schema/index.js';

export const VERIFY_TTL_MS = 24 * 3600_000;
export const RESET_TTL_MS = 30 * 60_000;

export const newSecret = () => randomBytes(32).toString('base64url');
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Throws the error a person can act on: unknown, used or expired link. */
export function assertUsable(row: EmailTokenRow | null, now = new Date()): asserts row is EmailTokenRow {
  if (!row) throw new AppError('INVALID_TOKEN', 'This link is not valid. Request a new one.', { field: 'token' });
  if (row.usedAt) throw new AppError('TOKEN_USED', 'This link has already been used or a newer one was sent. Request a new one.', { field: 'token' });
  if (row.expiresAt <= now) throw new AppError('TOKEN_EXPIRED', 'This link has expired. Request a new one.', { field: 'token' });
}
