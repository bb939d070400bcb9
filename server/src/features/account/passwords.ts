// argon2id with the ASVS parameters. Hashing is memory-hard on purpose, so concurrent hashes are capped:
// a burst of logins queues instead of exhausting memory, and a long queue is refused outright.
import argon2 from 'argon2';
import pLimit from 'p-limit';
import { AppError } from '../../lib/errors.js';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const limit = pLimit(4);
const MAX_QUEUE = 200;

function guarded<T>(fn: () => Promise<T>): Promise<T> {
  if (limit.pendingCount >= MAX_QUEUE) {
    return Promise.reject(new AppError('SERVICE_UNAVAILABLE', 'The server is busy. Try again in a moment.'));
  }
  return limit(fn);
}

export const hashPassword = (password: string) => guarded(() => argon2.hash(password, OPTIONS));

export const verifyPassword = (hash: string, password: string) => guarded(() => argon2.verify(hash, password));

// Verifying against this when the account does not exist keeps login time similar either way.
let dummyHash: Promise<string> | undefined;
export function burnVerify(password: string): Promise<boolean> {
  dummyHash ??= argon2.hash('not-a-real-password-placeholder', OPTIONS);
  return dummyHash.then((h) => verifyPassword(h, password));
}
