// The front door of an import: JSON text → validated Bundle entries, or one clear BAD_USER_INPUT error
// before anything is stored. Practical R4 checks: a Bundle of an accepted type, entries with a resource and
// a resourceType, and no sign of another FHIR version (profiles naming R5/STU3/DSTU2, R5-only Bundle.issues).
import { assertNoControlChars } from '../../lib/control-chars.js';
import { AppError } from '../../lib/errors.js';
import type { Refusal } from '../../lib/errors.js';
import { arr, isObj, str } from './fhir-json.js';
import type { BundleEntry, Json } from './fhir.types.js';

export const ACCEPTED_BUNDLE_TYPES = ['batch', 'transaction', 'collection', 'searchset'] as const;
export const MAX_ENTRIES = 20_000;

const R4_VERSION: Refusal = { reason: 'WRONG_VERSION', expected: 'FHIR R4' };
/** What a file that is no importable Bundle is told, in every language (the message says more, in English). */
const R4_BUNDLE: Refusal = { reason: 'INVALID_FORMAT', example: 'FHIR R4 Bundle (JSON)' };
const fail = (message: string, field = 'bundle', why: Refusal = R4_BUNDLE) =>
  new AppError('BAD_USER_INPUT', message, { field, ...why });
const OTHER_VERSION = /(\/R5\/|\/R6\/|\/STU3\/|\/DSTU2\/|fhirVersion=(?!4)|hl7\.org\/fhir\/(5|6|3|1)\.)/i;

/**
 * How deep a Bundle may nest. FHIR R4 resources nest about 10 levels under their entry (extensions of
 * extensions, contained resources); a file nested hundreds deep is not a health record, and deeper than the
 * control-character check and the record hash walk, which recurse (3,000 levels overflowed the stack: a 500).
 */
export const MAX_DEPTH = 48;

/** Whether `value` nests deeper than `limit` objects or arrays (iterative, so any depth is safe to measure). */
function deeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [v, depth] = item;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

function otherVersionHint(r: Json): boolean {
  const profiles = arr((isObj(r['meta']) ? r['meta'] : {})['profile']);
  return profiles.some((p) => typeof p === 'string' && OTHER_VERSION.test(p));
}

export function parseBundle(text: string): { bundle: Json; entries: BundleEntry[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw fail('The file is not valid JSON. Upload a FHIR R4 Bundle in JSON format.');
  }
  if (deeperThan(parsed, MAX_DEPTH))
    throw fail(`The file nests more than ${MAX_DEPTH} levels deep, which no FHIR R4 Bundle needs.`);
  assertNoControlChars(parsed, 'bundle');
  if (!isObj(parsed)) throw fail('Expected a FHIR Bundle (a JSON object with "resourceType": "Bundle").');
  const rt = parsed['resourceType'];
  if (rt !== 'Bundle')
    throw fail(
      `Expected a FHIR Bundle, but the file is ${typeof rt === 'string' ? `a ${rt}` : 'not a FHIR resource'}.`,
      'bundle',
      typeof rt === 'string' && rt.length <= 64
        ? { reason: 'WRONG_FILE_TYPE', expected: 'FHIR Bundle', found: `FHIR ${rt}` }
        : R4_BUNDLE,
    );
  const type = str(parsed['type']);
  if (!type || !(ACCEPTED_BUNDLE_TYPES as readonly string[]).includes(type))
    throw fail(`Bundle type "${type ?? '(missing)'}" is not supported: use ${ACCEPTED_BUNDLE_TYPES.join(', ')}.`);
  if (parsed['issues'] !== undefined || otherVersionHint(parsed))
    throw fail(
      'This Bundle is not FHIR R4 (it names another FHIR version). Export it as R4 and try again.',
      'bundle',
      R4_VERSION,
    );
  const raw = parsed['entry'] ?? [];
  if (!Array.isArray(raw)) throw fail('Bundle.entry must be an array.');
  if (raw.length > MAX_ENTRIES)
    throw fail(`At most ${MAX_ENTRIES} entries per Bundle.`, 'bundle', { reason: 'TOO_MANY', max: MAX_ENTRIES });
  const entries = raw.map((e, index): BundleEntry => {
    const resource = isObj(e) ? e['resource'] : undefined;
    if (!isObj(resource)) throw fail(`Bundle.entry[${index}] has no resource.`, `entry[${index}]`);
    const resourceType = str(resource['resourceType']);
    if (!resourceType || !/^[A-Z][A-Za-z]{1,63}$/.test(resourceType))
      throw fail(`Bundle.entry[${index}].resource has no valid resourceType.`, `entry[${index}]`);
    if (otherVersionHint(resource))
      throw fail(
        `Bundle.entry[${index}] is not FHIR R4 (its profile names another version).`,
        `entry[${index}]`,
        R4_VERSION,
      );
    return { index, fullUrl: isObj(e) ? str(e['fullUrl']) : null, resource, resourceType };
  });
  return { bundle: parsed, entries };
}
