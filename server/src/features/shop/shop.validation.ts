// Input rules of the shop: every text has a length limit, money and stock are whole non-negative numbers,
// quantities 1–99. Failures are BAD_USER_INPUT naming the field.
import { isSupportedCountry } from 'libphonenumber-js';
import { z } from 'zod';
import type { NewProductRow } from '../../../../db/schema/index.js';
import { badInput } from '../../lib/errors.js';
import { parseField } from '../../lib/validation.js';
import { normalisePhone } from '../personal-info/personal-info.validation.js';
import type { AddressFields } from './shop.types.js';
import { MAX_LINE_QUANTITY, PAGE_MAX } from './shop.types.js';

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const money = (label: string) =>
  z
    .number()
    .int(`${label} is in cents (a whole number).`)
    .min(0, `${label} cannot be negative.`)
    .max(10_000_000, `${label} is too large.`);

export function parseQuantity(value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > MAX_LINE_QUANTITY) {
    throw badInput('quantity', `Quantity must be between 1 and ${MAX_LINE_QUANTITY}.`, { reason: 'OUT_OF_RANGE', min: 1, max: MAX_LINE_QUANTITY });
  }
  return value;
}

export function parseStock(value: number): number {
  if (!Number.isInteger(value) || value < 0 || value > 100_000)
    throw badInput('stock', 'Stock must be 0 – 100,000.', { reason: 'OUT_OF_RANGE', min: 0, max: 100_000 });
  return value;
}

export function parsePaging(offset: number | null | undefined, first: number | null | undefined) {
  const o = offset ?? 0;
  const f = first ?? 12;
  if (!Number.isInteger(o) || o < 0 || o > 1_000_000) throw badInput('offset', 'Offset must be 0 or more.');
  if (!Number.isInteger(f) || f < 1 || f > PAGE_MAX) throw badInput('first', `Page size must be 1 – ${PAGE_MAX}.`);
  return { offset: o, first: f };
}

export function parseSearch(value: string | null | undefined): string | null {
  const s = value?.trim() ?? '';
  if (s.length > 100) throw badInput('search', 'Search must be at most 100 characters.', { reason: 'TOO_LONG', max: 100 });
  return s || null;
}

export interface ProductFields {
  name: string;
  description: string;
  category: NewProductRow['category'];
  colour: NewProductRow['colour'];
  gender: NewProductRow['gender'];
  priceMinor: number;
  oldPriceMinor?: number | null;
  stock: number;
  active: boolean;
}

export function parseProduct(input: ProductFields): ProductFields & { oldPriceMinor: number | null } {
  const oldPriceMinor =
    input.oldPriceMinor === null || input.oldPriceMinor === undefined ? null : parseField('oldPriceMinor', money('Old price'), input.oldPriceMinor);
  return {
    ...input,
    name: parseField('name', text('Name', 120), input.name),
    description: parseField('description', text('Description', 2000), input.description),
    priceMinor: parseField('priceMinor', money('Price'), input.priceMinor),
    oldPriceMinor,
    stock: parseStock(input.stock),
  };
}

export function parseReview(rating: number, body: string): { rating: number; body: string } {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5)
    throw badInput('rating', 'Rating must be 1 to 5 stars.', { reason: 'OUT_OF_RANGE', min: 1, max: 5 });
  return { rating, body: parseField('body', text('Review', 1000), body) };
}

export function parseAddress(input: AddressFields): AddressFields {
  const country = parseField('country', z.string().trim().toUpperCase(), input.country);
  if (!isSupportedCountry(country)) throw badInput('country', 'Choose a country from the list.', 'NOT_IN_LIST');
  const postalCode = parseField('postalCode', text('Postal code', 20), input.postalCode);
  if (!/^[\p{L}\p{N} -]+$/u.test(postalCode)) {
    throw badInput('postalCode', 'A postal code has letters, digits, spaces and hyphens only.', 'INVALID_POSTAL_CODE');
  }
  const rawPhone = input.phone?.trim() ?? '';
  const phone = rawPhone ? normalisePhone(rawPhone, country) : null;
  if (rawPhone && !phone) throw badInput('phone', 'Enter a valid phone number, e.g. +33 6 12 34 56 78.', 'INVALID_PHONE');
  return {
    name: parseField('name', text('Name', 100), input.name),
    line: parseField('line', text('Address', 200), input.line),
    city: parseField('city', text('City', 100), input.city),
    postalCode,
    country,
    phone,
  };
}
