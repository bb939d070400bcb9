// The one rule for text coming in from outside: no C0 control characters but tab, line feed and carriage
// return, no DEL, no bidirectional override. PostgreSQL refuses NUL in text and jsonb (a 500 before this), and
// the others are never part of a name, note or id a person typed. Applied where input is parsed: GraphQL variables and literals
// (graphql/reject-control-chars.ts), JSON bodies, query strings and params of the REST doors
// (http/reject-control-chars.ts), and the FHIR importer's own JSON parse.
import { badInput } from './errors.js';

// Also the two bidirectional overrides (U+202D, U+202E): invisible, they reverse the order in which what follows
// them is shown, the spoof known as Trojan Source (CVE-2021-42574): a post or a name that reads one way and says
// another. Nobody types them; the marks (U+200E, U+200F) and isolates (U+2066–U+2069) that right-to-left writing
// and copied dates carry are allowed, and every user text is shown in its own dir="auto" element anyway.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202D\u202E]/;

const MAX_DEPTH = 64;

/** The path of the first string (or object key) holding a control character, or null. */
export function findControlChar(value: unknown, path: string, depth = 0): string | null {
  const hit = locate(value, depth);
  if (!hit) return null;
  let at = path;
  for (let i = hit.length - 1; i >= 0; i--) {
    const step = hit[i];
    at = typeof step === 'number' ? `${at}[${step}]` : at ? `${at}.${String(step)}` : String(step);
  }
  return at;
}

/**
 * The steps to the first hit, innermost first, or null. Paths are only spelled out for a hit: building one
 * per element up front cost a 500-reading ingest batch a thousand strings.
 */
function locate(value: unknown, depth: number): (string | number)[] | null {
  if (typeof value === 'string') return CONTROL.test(value) ? [] : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = locate(value[i], depth + 1);
      if (hit) return (hit.push(i), hit);
    }
    return null;
  }
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return null;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    if (CONTROL.test(key)) return [key];
    const hit = locate(record[key], depth + 1);
    if (hit) return (hit.push(key), hit);
  }
  return null;
}

export const controlCharError = (field: string) =>
  badInput(field, `${field} contains a control character (such as NUL). Remove it and try again.`, 'CONTROL_CHAR');

/** Throws BAD_USER_INPUT naming the field when `value` holds a control character anywhere. */
export function assertNoControlChars(value: unknown, path: string): void {
  const hit = findControlChar(value, path);
  if (hit) throw controlCharError(hit);
}
