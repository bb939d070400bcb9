// The overview's body-system highlights (issue 15 §5): `twinOverview` gives every system's summary — the same
// counts as each system's own page — for the asking user only, and is one access-log row, not seven. The overview
// builds its summaries from each code's newest value and each vital's newest reading, not from the pages; the
// pages' summaries are the reference, with record values only and with live vitals, sleep and records together.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { backfillHistory } from '../../server/src/features/vitals/simulator/demo-history.js';
import { importBundle, SAMPLE_BUNDLE } from '../support/records-helpers.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { addGadget, RECORD_VITALS, verifiedUser } from '../support/vitals-helpers.js';

const OVERVIEW = 'query { twinOverview { system summary { indicatorsOutOfRange indicatorsWithData } } }';
const PAGE = 'query ($s: TwinSystem!) { twin(system: $s) { summary { indicatorsOutOfRange indicatorsWithData } } }';
const LOG = 'query { myAccessLog(first: 50) { action } }';
type Summary = { indicatorsOutOfRange: number; indicatorsWithData: number };
type Overview = { twinOverview: { system: string; summary: Summary }[] };

/** Each system's summary on the overview and on its own page. */
async function bothSummaries(token: string) {
  const overview = (await t.gql<Overview>(OVERVIEW, {}, token)).data?.twinOverview ?? [];
  const pages = [];
  for (const s of overview)
    pages.push({
      system: s.system,
      summary: (await t.gql<{ twin: { summary: Summary } }>(PAGE, { s: s.system }, token)).data?.twin.summary,
    });
  return { overview, pages };
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('every system with the counts of its own page; another user sees only their own (empty) data; one log row', async () => {
  const ann = await verifiedUser(t);
  const imported = await importBundle(t, ann.token, SAMPLE_BUNDLE);
  expect(imported.errors).toBeUndefined();
  // The import refreshes the assistant's summary in the background, which reads the twin (audited): let it end.
  await t.app.services.ai.idle();
  const before = (await t.gql<{ myAccessLog: unknown[] }>(LOG, {}, ann.token)).data?.myAccessLog.length ?? 0;
  const res = await t.gql<{ twinOverview: { system: string; summary: Summary }[] }>(OVERVIEW, {}, ann.token);
  expect(res.errors).toBeUndefined();
  const overview = res.data?.twinOverview ?? [];
  expect(overview.map((s) => s.system)).toEqual(['BLOOD', 'VASCULAR', 'BRAIN', 'KIDNEY', 'LIVER', 'DIGESTION', 'EYE']);
  const log = (await t.gql<{ myAccessLog: { action: string }[] }>(LOG, {}, ann.token)).data?.myAccessLog ?? [];
  expect(log.slice(0, log.length - before).map((e) => e.action)).toEqual(['twin.overview']);
  expect(log[0]?.action).toBe('twin.overview');
  // The sample bundle has lab values: some system has data.
  expect(overview.some((s) => s.summary.indicatorsWithData > 0)).toBe(true);
  for (const s of overview) {
    const page = await t.gql<{ twin: { summary: Summary } }>(PAGE, { s: s.system }, ann.token);
    expect(page.data?.twin.summary, s.system).toEqual(s.summary);
  }

  const bob = await verifiedUser(t);
  const theirs =
    (await t.gql<{ twinOverview: { summary: Summary }[] }>(OVERVIEW, {}, bob.token)).data?.twinOverview ?? [];
  expect(theirs.every((s) => s.summary.indicatorsWithData === 0 && s.summary.indicatorsOutOfRange === 0)).toBe(true);
  expect((await t.gql(OVERVIEW, {})).errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
});

it('with live vitals, nights and records together: the same counts as the pages, a high newest reading counted', async () => {
  const cal = await verifiedUser(t);
  expect((await importBundle(t, cal.token, SAMPLE_BUNDLE)).errors).toBeUndefined();
  await t.app.services.ai.idle();
  const gadget = await addGadget(t, cal.token, 'SIMULATOR', 'Built-in simulator');
  const history = await backfillHistory({
    ingest: t.app.services.ingest,
    gadget: { id: gadget.id, userId: cal.userId },
    days: 3,
  });
  expect(history.sleepSessions).toBeGreaterThan(0);
  // The simulated history's newest heart rate depends on the time of day (it was out of range in a morning CI run),
  // so the newest one is first made an ordinary resting 70, a minute after the history ends.
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  const resting = await t.gql(RECORD_VITALS, { readings: [{ kind: 'HEART_RATE', value: 70, time: at(1) }] }, cal.token);
  expect(resting.errors).toBeUndefined();
  const before = await bothSummaries(cal.token);
  expect(before.overview).toEqual(before.pages);

  // The newest heart rate, well above the range: the system that shows heart rate counts one more out of range.
  const recorded = await t.gql(
    RECORD_VITALS,
    { readings: [{ kind: 'HEART_RATE', value: 160, time: at(2) }] },
    cal.token,
  );
  expect(recorded.errors).toBeUndefined();
  const after = await bothSummaries(cal.token);
  expect(after.overview).toEqual(after.pages);
  const outOfRange = (o: typeof after.overview) => o.reduce((n, s) => n + s.summary.indicatorsOutOfRange, 0);
  expect(outOfRange(after.overview)).toBeGreaterThan(outOfRange(before.overview));
});
