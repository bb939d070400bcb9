// The one rule for text coming in from outside: no C0 control characters but tab, line feed and carriage
// return, and no DEL. PostgreSQL refuses NUL in text and jsonb (a 500 before this), and the others are never
// part of a name, note or id a person typed. Applied where input is parsed: GraphQL variables and literals
// (graphql/reject-control-chars.ts), JSON bodies, query strings and params of the REST doors
// (http/reject-control-chars.ts), and the FHIR importer's own JSON parse.
import { badInput } from './errors.js';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const MAX_DEPTH = 64;

/** The path of the first string (or object key) holding a control character, or null. */
export function findControlChar(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findControlChar(value[i], `${path}[${i}]`, depth + 1);
      if (hit) return hit;
    }
    return null;
  }
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return null;
  for (const [key, v] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (CONTROL.test(key)) return at;
    const hit = findControlChar(v, at, depth + 1);
    if (hit) return hit;
  }
  return null;
}

export const controlCharError = (field: string) =>
  badInput(field, `${field} contains a control character (such as NUL). Remove it and try again.`);

/** Throws BAD_USER_INPUT naming the field when `value` holds a control character anywhere. */
export function assertNoControlChars(value: unknown, path: string): void {
  const hit = findControlChar(value, path);
  if (hit) throw controlCharError(hit);
}
