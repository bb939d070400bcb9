// Input rules shared by register, reset and change password. Zod does the parsing; we only word the messages.
import { dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';
import { badInput, type Refusal } from './errors.js';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

// ~49k most common passwords (zxcvbn-ts common list); exact, case-insensitive match is refused.
const commonPasswords = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

export const emailSchema = z
  .string()
  .trim()
  .max(254, 'E-mail address is too long.')
  .pipe(z.email('Enter a valid e-mail address.'))
  .transform((e) => e.toLowerCase());

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`)
  .refine((p) => !commonPasswords.has(p.toLowerCase()), {
    message: 'This password is too common. Choose another one.',
    params: { reason: 'COMMON_PASSWORD' },
  })
  // NIST SP 800-63B 5.1.1.2: "repetitive characters (e.g. 'aaaaaa')". Eight spaces made an account.
  .refine((p) => new Set(p).size > 1, {
    message: 'A password of one character repeated is guessed at once. Choose another one.',
    params: { reason: 'COMMON_PASSWORD' },
  });

// Letters and digits only, lower-cased: "Bob.Example-2026" and "bobexample2026" are the same words.
const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The password the account's owner chose, checked against the account's own words (NIST SP 800-63B 5.1.1.2,
 * "context-specific words"): it may not contain the e-mail address, the address's name part (from 4 characters;
 * shorter ones, "bob", are too common a run of letters to refuse), or the person's full name. An attacker who
 * knows whose account it is tries exactly these first.
 */
export function ensureNotAccountWords(
  field: string,
  password: string,
  account: { email: string; firstName?: string | null; lastName?: string | null },
): void {
  const text = bare(password);
  const local = bare(account.email.split('@')[0] ?? '');
  const words = [bare(account.email), local.length >= 4 ? local : '', bare(`${account.firstName ?? ''}${account.lastName ?? ''}`)];
  if (words.some((word) => word.length >= 4 && text.includes(word))) {
    throw badInput(field, 'The password cannot contain your e-mail address or your name. Choose another one.', 'PASSWORD_LIKE_ACCOUNT');
  }
}

export const nameSchema = (label: string) =>
  z.string().trim().min(1, `${label} is required.`).max(100, `${label} must be at most 100 characters.`);

/**
 * The rule a zod issue broke, for the client's own wording (errors.ts, REASON_PARAMS): text lengths (a trimmed
 * min(1) is "required"), list sizes and an e-mail's form. Number bounds are left without a reason: a schema
 * states one side at a time, often in minor units, and the callers with a real range say OUT_OF_RANGE.
 */
export function refusalOf(issue: z.core.$ZodIssue | undefined): Refusal | undefined {
  if (issue?.code === 'too_small' && typeof issue.minimum === 'number') {
    if (issue.origin === 'string')
      return issue.minimum <= 1 ? { reason: 'REQUIRED' } : { reason: 'TOO_SHORT', min: issue.minimum };
    if (issue.origin === 'array') return { reason: 'TOO_FEW', min: issue.minimum };
  }
  if (issue?.code === 'too_big' && typeof issue.maximum === 'number') {
    if (issue.origin === 'string') return { reason: 'TOO_LONG', max: issue.maximum };
    if (issue.origin === 'array') return { reason: 'TOO_MANY', max: issue.maximum };
  }
  if (issue?.code === 'invalid_format' && issue.format === 'email') return { reason: 'INVALID_EMAIL' };
  if (issue?.code === 'custom' && issue.params?.['reason'] === 'COMMON_PASSWORD') return { reason: 'COMMON_PASSWORD' };
  return undefined;
}

/** Parses one field; a failure becomes BAD_USER_INPUT naming the field and, where zod says which, the rule. */
export function parseField<T extends z.ZodType>(field: string, schema: T, value: unknown): z.output<T> {
  const r = schema.safeParse(value);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw badInput(field, issue?.message ?? `Invalid ${field}.`, refusalOf(issue));
  }
  return r.data;
}
