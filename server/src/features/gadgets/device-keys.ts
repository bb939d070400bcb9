// Device keys: 256 random bits behind a recognisable prefix. Only the SHA-256 is stored, plus the first
// characters (not enough to guess the rest) so the user can tell keys apart.
import { createHash, randomBytes } from 'node:crypto';

const PREFIX = 'hpd_';
const SHOWN = PREFIX.length + 6;

export interface NewDeviceKey {
  key: string;
  hash: string;
  prefix: string;
}

export const hashDeviceKey = (key: string) => createHash('sha256').update(key).digest('hex');

export function newDeviceKey(): NewDeviceKey {
  const key = PREFIX + randomBytes(32).toString('base64url');
  return { key, hash: hashDeviceKey(key), prefix: key.slice(0, SHOWN) };
}

/** "Device <key>" → key; anything else → undefined. */
export function deviceKeyFromHeader(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const m = /^Device\s+(\S{1,200})$/i.exec(header.trim());
  return m?.[1];
}
