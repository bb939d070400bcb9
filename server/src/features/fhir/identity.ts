// Who a resource is across imports: its id (or its urn:uuid fullUrl, or — lacking both — a hash of its
// content) plus where it came from (meta.source, or the server base of an absolute fullUrl). The same
// identity imported again finds the same record: that is what makes re-import idempotent.
import { createHash } from 'node:crypto';
import { at, str } from './fhir-json.js';
import type { BundleEntry, FhirIdentity } from './fhir.types.js';

const URN = /^urn:(uuid|oid):(.+)$/i;
export const FHIR_ID = /^[A-Za-z0-9\-.]{1,64}$/;

/** JSON with sorted keys: the same content always hashes the same. */
export function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export function identityOf(e: BundleEntry): FhirIdentity {
  const urn = e.fullUrl ? URN.exec(e.fullUrl) : null;
  const id =
    str(e.resource['id']) ?? urn?.[2] ?? e.fullUrl ?? `sha256-${sha256(canonicalJson(e.resource)).slice(0, 40)}`;
  let source = str(at(e.resource, 'meta', 'source')) ?? '';
  if (!source && e.fullUrl && /^https?:\/\//i.test(e.fullUrl)) {
    const suffix = `${e.resourceType}/${id}`;
    if (e.fullUrl.endsWith(suffix)) source = e.fullUrl.slice(0, -suffix.length);
  }
  return { resourceType: e.resourceType, id: id.slice(0, 512), source: source.slice(0, 512) };
}

/** Resolves references inside one bundle: by fullUrl, by Type/id, or by an absolute URL ending in Type/id. */
export class BundleIndex {
  private readonly byKey = new Map<string, BundleEntry>();

  constructor(entries: BundleEntry[]) {
    for (const e of entries) {
      if (e.fullUrl) this.byKey.set(e.fullUrl, e);
      const id = str(e.resource['id']);
      if (id) this.byKey.set(`${e.resourceType}/${id}`, e);
    }
  }

  resolve(reference: unknown): BundleEntry | null {
    const ref = str(at(reference, 'reference'));
    if (!ref) return null;
    const direct = this.byKey.get(ref);
    if (direct) return direct;
    const m = /([A-Z][A-Za-z]+\/[A-Za-z0-9\-.]{1,64})(\/_history\/.*)?$/.exec(ref);
    return m?.[1] ? (this.byKey.get(m[1]) ?? null) : null;
  }
}
