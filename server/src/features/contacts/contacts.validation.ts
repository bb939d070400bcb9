// The contact form's rules: trimmed text with limits, a phone normalised to E.164 (libphonenumber-js), a
// lower-cased e-mail address. Failures name the field (BAD_USER_INPUT + extensions.field).
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { badInput } from '../../lib/errors.js';
import type { ContactInput } from '../../graphql/resolvers-types.generated.js';
import { isBlank } from '../../lib/visible-text.js';

export const LIMITS = { name: 100, department: 100, company: 100, address: 300, notes: 2000 } as const;

export interface ContactFields {
  firstname: string;
  lastname: string;
  department: string | null;
  company: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  notes: string | null;
  frequentlycontacted: boolean;
  starred: boolean;
  linkedUserId: string | null;
}

function text(field: string, v: string | null | undefined, max: number) {
  const t = typeof v === 'string' ? v.trim() : '';
  if (t.length > max) throw badInput(field, `${field} is limited to ${max} characters.`, { reason: 'TOO_LONG', max });
  return t || null;
}

export function normalisePhone(raw: string, region: string | null | undefined): string | null {
  const country = region?.toUpperCase();
  const parsed = parsePhoneNumberFromString(raw, country && isSupportedCountry(country) ? country : undefined);
  return parsed?.isValid() ? parsed.number : null;
}

const emailSchema = z.email();

export function parseContact(input: ContactInput): ContactFields {
  const firstname = text('firstname', input.firstname, LIMITS.name);
  if (!firstname || isBlank(firstname)) throw badInput('firstname', 'A first name is required.', 'REQUIRED');
  const rawPhone = text('phone', input.phone, 40);
  const phone = rawPhone ? normalisePhone(rawPhone, input.phoneRegion) : null;
  if (rawPhone && !phone)
    throw badInput('phone', 'Enter a valid phone number, e.g. +33 6 12 34 56 78.', 'INVALID_PHONE');
  const rawEmail = text('email', input.email, 254);
  if (rawEmail && !emailSchema.safeParse(rawEmail).success)
    throw badInput('email', 'Enter a valid e-mail address.', 'INVALID_EMAIL');
  return {
    firstname,
    lastname: text('lastname', input.lastname, LIMITS.name) ?? '',
    department: text('department', input.department, LIMITS.department),
    company: text('company', input.company, LIMITS.company),
    phone,
    email: rawEmail ? rawEmail.toLowerCase() : null,
    address: text('address', input.address, LIMITS.address),
    notes: text('notes', input.notes, LIMITS.notes),
    frequentlycontacted: input.frequentlycontacted ?? false,
    starred: input.starred ?? false,
    linkedUserId: input.linkedUserId ?? null,
  };
}
