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
  .refine((p) => !commonPasswords.has(p.toLowerCase()), 'This password is too common. Choose another one.');

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
