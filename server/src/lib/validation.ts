// Input rules shared by register, reset and change password. Zod does the parsing; we only word the messages.
import { dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';
import { badInput } from './errors.js';

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

/** Parses one field; a failure becomes BAD_USER_INPUT naming the field. */
export function parseField<T extends z.ZodType>(field: string, schema: T, value: unknown): z.output<T> {
  const r = schema.safeParse(value);
  if (!r.success) throw badInput(field, r.error.issues[0]?.message ?? `Invalid ${field}.`);
  return r.data;
}
