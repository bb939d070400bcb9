// FHIR Patient → demographics offered to the user for their personal info (never applied silently).
import { arr, at, objs, str } from './fhir-json.js';
import type { BundleEntry, PatientDemographics } from './fhir.types.js';
import { identityOf } from './identity.js';

const cut = (s: string | null, n = 200) => (s && s.length > n ? s.slice(0, n) : s);

export function mapPatient(e: BundleEntry): PatientDemographics {
  const r = e.resource;
  const names = objs(r['name']);
  const name = names.find((n) => n['use'] === 'official') ?? names[0];
  const given = (Array.isArray(name?.['given']) ? name['given'] : []).filter((g): g is string => typeof g === 'string');
  const telecom = objs(r['telecom']);
  const contact = (system: string) => str(telecom.find((t) => t['system'] === system)?.['value']);
  const addr = objs(r['address'])[0];
  const lines = addr
    ? [...arr(addr['line']), addr['city'], addr['state'], addr['postalCode'], addr['country']]
        .map(str)
        .filter(Boolean)
    : [];
  const birth = str(r['birthDate']);
  return {
    identity: identityOf(e),
    firstName: cut(given.join(' ') || null),
    lastName: cut(str(name?.['family'])),
    birthDate: birth && /^\d{4}-\d{2}-\d{2}$/.test(birth) ? birth : null,
    gender: cut(str(r['gender']), 20),
    phone: cut(contact('phone'), 50),
    email: cut(contact('email'), 254),
    address: cut(str(at(addr, 'text')) ?? (lines.join(', ') || null), 500),
  };
}
