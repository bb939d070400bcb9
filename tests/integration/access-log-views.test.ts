// Issue 15 §6: one access-log row per meaningful read, not one per query. A page's vitals queries (latest,
// series of each kind, alerts, sleep) are one look at the vital signs; each record, twin system and export
// still gets its own row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { ALERTS, LATEST, SERIES, SLEEP, verifiedUser } from '../support/vitals-helpers.js';
import type { VerifiedUser } from '../support/vitals-helpers.js';

const LOG = 'query Log { myAccessLog(first: 50) { action entityId } }';
let t: TestApp;
let ann: VerifiedUser;
beforeAll(async () => {
  t = await startTestApp();
  ann = await verifiedUser(t);
});
afterAll(() => t.close());

const log = async () => (await t.gql<{ myAccessLog: { action: string; entityId: string | null }[] }>(LOG, {}, ann.token)).data?.myAccessLog ?? [];

describe('access log: one row per page view', () => {
  it('records a live page’s four vitals queries, run together, as one read', async () => {
    const to = new Date();
    const from = new Date(to.getTime() - 3600_000);
    const before = (await log()).length;
    await Promise.all([
      t.gql(LATEST, {}, ann.token),
      t.gql(SERIES, { kind: 'HEART_RATE', from: from.toISOString(), to: to.toISOString(), points: 60 }, ann.token),
      t.gql(SERIES, { kind: 'SPO2', from: from.toISOString(), to: to.toISOString(), points: 60 }, ann.token),
      t.gql(ALERTS, {}, ann.token),
      t.gql(SLEEP, { from: from.toISOString(), to: to.toISOString() }, ann.token),
    ]);
    const after = await log();
    expect(after.length - before).toBe(1);
    expect(after[0]?.action).toMatch(/^vitals\./);
  });

  it('still writes a row for each twin system and each export', async () => {
    const before = (await log()).length;
    await t.gql('query { twin(system: KIDNEY) { system } }', {}, ann.token);
    await t.gql('query { twin(system: LIVER) { system } }', {}, ann.token);
    await t.gql('query { twin(system: LIVER) { system } }', {}, ann.token);
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${t.url}/api/fhir/export`, { headers: { authorization: `Bearer ${ann.token}` } });
      expect(res.status).toBe(200);
    }
    const added = (await log()).slice(0, (await log()).length - before).map((e) => `${e.action}:${e.entityId ?? ''}`);
    expect(added.sort()).toEqual(['records.export:', 'records.export:', 'twin.read:kidney', 'twin.read:liver']);
  });
});
