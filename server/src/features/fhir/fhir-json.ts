// Safe readers for untrusted FHIR JSON: each returns a typed value or null, never throws.
import { isRealDay } from '../../lib/calendar.js';
import type { Json } from './fhir.types.js';
import { PORTAL_EXT } from './fhir.types.js';

export const isObj = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
export const obj = (v: unknown): Json | null => (isObj(v) ? v : null);
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const objs = (v: unknown): Json[] => arr(v).filter(isObj);
export const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
/** Text cut to the length the portal keeps for that field (records/record-validation.ts), as an import may not be refused. */
export const cut = (s: string | null, n: number) => (s && s.length > n ? s.slice(0, n) : s);
export const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The value at a path of object keys, e.g. at(r, 'effectivePeriod', 'start'). */
export function at(v: unknown, ...path: string[]): unknown {
  let cur = v;
  for (const k of path) cur = isObj(cur) ? cur[k] : undefined;
  return cur;
}

const FHIR_DATE = /^(\d{4})(-(\d{2})(-(\d{2})(T(\d{2}):(\d{2})(:(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?)?)?$/;

/**
 * The Dates fhirDate made from a value without a time (2000, 2000-02, 2000-02-05). Remembered by identity so
 * the many "first of these fields" pickers (map-types.ts) need not carry the precision along.
 */
const dayOnly = new WeakSet<Date>();

/** Whether `date` came from a FHIR value that had no time of day. */
export function isDayOnly(date: Date | null | undefined): boolean {
  return date ? dayOnly.has(date) : false;
}

/** FHIR date / dateTime / instant → Date (partial dates at their start, a time without zone as UTC); null if unreal. */
export function fhirDate(v: unknown): Date | null {
  const s = str(v);
  const m = s ? FHIR_DATE.exec(s) : null;
  if (!m) return null;
  const [, y, , mo, , d, time, hh, mi, , ss, frac, zone] = m;
  // A day that does not exist (2025-02-30, year 0000) is unreadable, not a nearby day (lib/calendar.ts).
  if (!isRealDay(Number(y), Number(mo ?? 1), Number(d ?? 1))) return null;
  if (Number(hh ?? 0) > 23 || Number(mi ?? 0) > 59 || Number(ss ?? 0) > 59) return null;
  const iso = `${y}-${mo ?? '01'}-${d ?? '01'}T${time ? `${hh}:${mi}:${ss ?? '00'}${frac ?? ''}` : '00:00:00'}${zone ?? 'Z'}`;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  if (!time) dayOnly.add(date);
  return date;
}

export interface Coding {
  system: string | null;
  code: string | null;
  display: string | null;
}

export const codings = (cc: unknown): Coding[] =>
  objs(at(cc, 'coding')).map((c) => ({ system: str(c['system']), code: str(c['code']), display: str(c['display']) }));

/** A CodeableConcept's text, or its first coding's display or code. */
export function conceptText(cc: unknown): string | null {
  const c = codings(cc);
  return str(at(cc, 'text')) ?? c.find((x) => x.display)?.display ?? c.find((x) => x.code)?.code ?? null;
}

/** Display of a Reference (or of a CodeableReference-like object). */
export const refDisplay = (v: unknown): string | null => str(at(v, 'display'));

/** Joined note texts (Annotation[]). */
export function notesOf(v: unknown): string | null {
  const texts = objs(v)
    .map((n) => str(n['text']))
    .filter((t): t is string => !!t);
  return texts.length ? texts.join('\n\n') : null;
}

/** A portal extension's value (valueString / valueCode / valueDateTime / valueReference / valueBoolean). */
export function portalExt(resource: Json, name: string): unknown {
  const e = objs(resource['extension']).find((x) => x['url'] === PORTAL_EXT + name);
  if (!e) return undefined;
  for (const k of ['valueString', 'valueCode', 'valueDateTime', 'valueReference', 'valueBoolean', 'valueAttachment'])
    if (e[k] !== undefined) return e[k];
  return undefined;
}

/** All values of a repeated portal extension. */
export const portalExts = (resource: Json, name: string, key: string): unknown[] =>
  objs(resource['extension'])
    .filter((x) => x['url'] === PORTAL_EXT + name)
    .map((x) => x[key]);
