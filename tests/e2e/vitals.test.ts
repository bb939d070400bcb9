// Live vitals in a real browser on the built client (issue 3, "Tests" → Browser): a simulator gadget makes
// /live/hbr move; a gadget added on /gadgets posts readings with its one-time key and they show live, an
// alert value turning the status high and raising an alert on /overview; and a dropped WebSocket is recovered
// from with no gap — what was posted during the outage is on the chart once the page is live again.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserSuite, newAppContext, screenshot, verifiedUser, waitForPath } from '../support/browser.js';
import { backfillHistory } from '../../server/src/features/vitals/simulator/demo-history.js';
import { watchSubscription } from '../support/live-subscriptions.js';
import type { TestApp } from '../support/test-app.js';
import { ALERTS, LATEST, SINCE, addGadget, hr, ingest } from '../support/vitals-helpers.js';
import type { Alert, Reading } from '../support/vitals-helpers.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

async function open(token: string): Promise<Page> {
  const context = await newAppContext(browser, t, { token });
  contexts.push(context);
  return context.newPage();
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The page's live view of heart rate, as the test ids expose it. */
async function liveState(page: Page) {
  return page.evaluate(() => {
    const q = (id: string) => document.querySelector(`[data-testid=${id}]`);
    return {
      connection: q('live-connection')?.getAttribute('data-state') ?? null,
      value: q('live-current-value')?.textContent ?? null,
      readingId: q('live-current-value')?.getAttribute('data-reading-id') ?? null,
      status: q('live-status')?.getAttribute('data-level') ?? null,
      points: Number(q('live-chart')?.getAttribute('data-points') ?? -1),
      lastId: q('live-chart')?.getAttribute('data-last-id') ?? null,
    };
  });
}
type LiveState = Awaited<ReturnType<typeof liveState>>;

/** Polls the page until `check` holds; on time-out fails with the last state seen. */
async function waitForLive(page: Page, check: (s: LiveState) => boolean, label: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  let s = await liveState(page);
  while (!check(s)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}; page shows ${JSON.stringify(s)}`);
    await sleep(50);
    s = await liveState(page);
  }
  return s;
}

async function latestHeartRate(token: string): Promise<Reading> {
  const res = await t.gql<{ latestVitals: Reading[] }>(LATEST, {}, token);
  const r = res.data?.latestVitals.find((x) => x.kind === 'HEART_RATE');
  if (!r) throw new Error(`no latest heart rate: ${JSON.stringify(res)}`);
  return r;
}

/** Heart-rate readings the server holds since `since`, oldest first. */
async function heartRateSince(token: string, since: Date): Promise<Reading[]> {
  const res = await t.gql<{ vitalReadingsSince: Reading[] }>(
    SINCE,
    { since: since.toISOString(), kinds: ['HEART_RATE'], limit: 5000 },
    token,
  );
  if (!res.data) throw new Error(`vitalReadingsSince failed: ${JSON.stringify(res.errors)}`);
  return res.data.vitalReadingsSince;
}

async function post(key: string, readings: ReturnType<typeof hr>[]) {
  const res = await ingest(t, key, { readings });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.accepted).toHaveLength(readings.length);
}

describe('a reading from an imported record', () => {
  it('/live/bp says it came from an imported record and gives its day, not "from manual entry, 9,794 days ago"', async () => {
    const u = await verifiedUser(t, { firstName: 'Old', lastName: 'Import' });
    const loinc = (code: string) => ({ coding: [{ system: 'http://loinc.org', code }] });
    const bundle = {
      resourceType: 'Bundle',
      type: 'collection',
      entry: [
        {
          resource: {
            resourceType: 'Observation',
            status: 'final',
            category: [
              {
                coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'vital-signs' }],
              },
            ],
            code: loinc('85354-9'),
            // A FHIR date: a day, no time (in the browser's New York it read the day before).
            effectiveDateTime: '2000-02-05',
            component: [
              {
                code: loinc('8480-6'),
                valueQuantity: { value: 112, unit: 'mmHg', system: 'http://unitsofmeasure.org', code: 'mm[Hg]' },
              },
              {
                code: loinc('8462-4'),
                valueQuantity: { value: 73, unit: 'mmHg', system: 'http://unitsofmeasure.org', code: 'mm[Hg]' },
              },
            ],
          },
        },
      ],
    };
    const res = await t.gql<{ importFhirBundle: { vitalReadingsAdded: number } }>(
      'mutation I($bundle: String!) { importFhirBundle(bundle: $bundle) { vitalReadingsAdded } }',
      { bundle: JSON.stringify(bundle) },
      u.token,
    );
    expect(res.data?.importFhirBundle.vitalReadingsAdded).toBe(1);
    const context = await newAppContext(browser, t, { token: u.token, timezoneId: 'America/New_York' });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/live/bp');
    await expect.poll(() => page.getByTestId('live-gadget').textContent()).toBe('From an imported record');
    const measured = (await page.getByTestId('live-measured').textContent())?.replace(/[\u2066-\u2069]/g, '');
    expect(measured).toBe('Measured on Feb 5, 2000');
  });
});

describe('live heart rate', () => {
  it('a simulator gadget: /live/hbr shows the newest value and the live chart moves with the next reading', async () => {
    const u = await verifiedUser(t, { firstName: 'Sim', lastName: 'Ulator' });
    await addGadget(t, u.token, 'SIMULATOR', 'Built-in simulator');
    // The first pass backfills the last hour (a heart-rate reading every 5 s).
    expect(await t.app.services.simulator.tick(Date.now())).toBeGreaterThan(700);
    const first = await latestHeartRate(u.token);

    const page = await open(u.token);
    const subscription = watchSubscription(t, page, 'LiveVitalReadings', 'vitals:readings', u.user.id);
    await page.goto('/live/hbr');
    const before = await waitForLive(
      page,
      (s) => s.connection === 'live' && s.readingId === first.id && s.lastId === first.id,
      'the newest simulated reading',
    );
    expect(before.value).toBe(String(Math.round(first.value)));
    // Ten minutes at one reading per 5 s, give or take the window's edges.
    expect(before.points).toBeGreaterThanOrEqual(115);
    expect(before.points).toBeLessThanOrEqual(121);
    expect(await page.getByTestId('live-gadget').textContent()).toContain('Built-in simulator');
    await page.getByTestId('history-chart').waitFor();
    // The first reading came with the page's query; the next can only come over the subscription.
    await subscription.live();

    // The next 5-second instant passes; the simulator's next pass delivers its reading over the subscription.
    await sleep(5_000 - (Date.now() % 5_000) + 20);
    expect(await t.app.services.simulator.tick(Date.now())).toBeGreaterThanOrEqual(1);
    const next = await latestHeartRate(u.token);
    expect(next.id).not.toBe(first.id);
    const after = await waitForLive(
      page,
      (s) => s.readingId === next.id && s.lastId === next.id,
      'the next simulated reading on the page',
    );
    expect(after.value).toBe(String(Math.round(next.value)));
    expect(after.connection).toBe('live');
    await screenshot(page, 'vitals-live-hbr-simulator');
  });

  it('a gadget added on /gadgets posts with its key: readings show live, 135 bpm reads high and raises an alert', async () => {
    const u = await verifiedUser(t, { firstName: 'Gad', lastName: 'Get' });
    const page = await open(u.token);
    await page.goto('/gadgets');
    await page.getByTestId('add-gadget-button').click();
    const dialog = page.getByTestId('add-gadget-dialog');
    await dialog.getByTestId('add-gadget-name').fill('Chest strap');
    await dialog.getByTestId('add-gadget-kind').click();
    await page.getByTestId('gadget-kind-WEARABLE').click();
    await dialog.getByTestId('add-gadget-submit').click();
    const key = (await dialog.getByTestId('device-key').textContent())?.trim() ?? '';
    expect(key.length).toBeGreaterThan(20);
    expect(await dialog.getByTestId('device-key-curl').textContent()).toContain(`Authorization: Device ${key}`);
    await dialog.getByTestId('device-key-done').click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.locator('[data-testid^=gadget-row-]');
    await row.getByText('Chest strap').waitFor();
    expect(await row.count()).toBe(1);

    // To the heart-rate page the way a user goes, then mark the document: a reload would lose the mark.
    const subscription = watchSubscription(t, page, 'LiveVitalReadings', 'vitals:readings', u.user.id);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Heart rate', exact: true }).click();
    await waitForPath(page, '/live/hbr');
    await page.getByTestId('live-empty').waitFor();
    await waitForLive(page, (s) => s.connection === 'live', 'a live connection');
    // A connected socket is not yet a registered subscription: the readings below are pushed only once.
    await subscription.live();
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    const t0 = Date.now();
    await post(key, [hr('strap-1', new Date(t0 - 2_000), 72)]);
    const normal = await waitForLive(page, (s) => s.value === '72', 'the posted 72 bpm');
    expect(normal).toMatchObject({ status: 'NORMAL', points: 1, connection: 'live' });
    expect(await page.getByTestId('live-gadget').textContent()).toContain('Chest strap');

    await post(key, [hr('strap-2', new Date(t0 - 1_000), 135)]);
    const high = await waitForLive(page, (s) => s.value === '135', 'the posted 135 bpm');
    expect(high).toMatchObject({ status: 'HIGH', points: 2 });
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await screenshot(page, 'vitals-live-hbr-high');

    // The server raised one alert for it; /overview lists it, and the tile reads high too.
    const alerts = (await t.gql<{ vitalAlerts: Alert[] }>(ALERTS, { acknowledged: false }, u.token)).data?.vitalAlerts;
    expect(alerts?.map((a) => [a.kind, a.value, a.rule])).toEqual([['HEART_RATE', 135, 'high']]);
    const alert = alerts?.[0];
    if (!alert) throw new Error('no alert');
    await page.getByTestId('sidebar').getByRole('link', { name: 'Overview', exact: true }).click();
    await waitForPath(page, '/overview');
    const list = page.getByTestId('alerts-list');
    await list.getByTestId(`alert-${alert.id}`).waitFor();
    expect(await list.getAttribute('data-count')).toBe('1');
    expect(await list.getByTestId(`alert-${alert.id}`).textContent()).toContain('135');
    const tile = page.getByTestId('overview-tile-HEART_RATE');
    expect(await tile.getByTestId('tile-value').textContent()).toBe('135');
    expect(await tile.getByTestId('tile-status').getAttribute('data-level')).toBe('HIGH');
    await screenshot(page, 'vitals-overview-alert');

    // Acknowledging takes it off the list, here and on the server.
    await page.getByTestId(`alert-ack-${alert.id}`).click();
    await list.getByTestId(`alert-${alert.id}`).waitFor({ state: 'detached' });
    await page.getByTestId('alerts-empty').waitFor();
    const stillOpen = (await t.gql<{ vitalAlerts: Alert[] }>(ALERTS, { acknowledged: false }, u.token)).data
      ?.vitalAlerts;
    expect(stillOpen).toEqual([]);
  });

  it('/overview reads its own data in one request, and lists an alert raised while it is open without another', async () => {
    const u = await verifiedUser(t, { firstName: 'One', lastName: 'Read' });
    const g = await addGadget(t, u.token, 'WEARABLE', 'Band');
    await post(g.key, [hr('one-1', new Date(Date.now() - 5_000), 72)]);
    const page = await open(u.token);
    const sent: string[] = [];
    page.on('request', (r) => {
      const name = /"operationName":"(\w+)"/.exec(r.postData() ?? '')?.[1];
      if (r.url().endsWith('/graphql') && name) sent.push(name);
    });
    const alerting = watchSubscription(t, page, 'OverviewVitalAlert', 'vitals:alert', u.user.id);
    await page.goto('/overview');
    const tile = page.getByTestId('overview-tile-HEART_RATE');
    await expect.poll(() => tile.getByTestId('tile-value').textContent()).toBe('72');
    await page.getByTestId('alerts-empty').waitFor();
    await alerting.live();
    // The tiles' values and trends, the nights and the open alerts: one operation (it was eight requests). The open
    // alerts are read once more when the socket first connects after the page's answer (an alert raised in between).
    const own = () => sent.filter((name) => name.startsWith('Overview')).sort();
    const alertReads = () => sent.filter((name) => name === 'OpenAlerts').length;
    expect(own()).toEqual(['OverviewGadgets', 'OverviewVitals']);
    expect(alertReads()).toBeLessThanOrEqual(1);
    const readsBefore = alertReads();

    await post(g.key, [hr('one-2', new Date(Date.now() - 1_000), 135)]);
    const list = page.getByTestId('alerts-list');
    await expect.poll(() => list.getAttribute('data-count')).toBe('1');
    expect(await list.textContent()).toContain('135');
    await expect.poll(() => tile.getByTestId('tile-value').textContent()).toBe('135');
    // Pushed into the cached list: nothing was read again for it.
    expect(own()).toEqual(['OverviewGadgets', 'OverviewVitals']);
    expect(alertReads()).toBe(readsBefore);
  });

  // Six small charts mounted in one commit were one long task (~90 ms here, ~350 ms on a phone): they mount one
  // per task (use-turn.ts). A MutationObserver's callback runs once per task that changed the page, so each
  // callback must bring at most one chart.
  it('/overview draws its small charts one per task, all of them', async () => {
    const u = await verifiedUser(t, { firstName: 'Turn', lastName: 'Taker' });
    const gadget = await addGadget(t, u.token, 'SIMULATOR', 'Built-in simulator');
    await backfillHistory({ ingest: t.app.services.ingest, gadget: { id: gadget.id, userId: u.user.id }, days: 1 });
    await t.app.services.simulator.tick(Date.now());
    const page = await open(u.token);
    await page.addInitScript(() => {
      const perTask: number[] = [];
      (window as unknown as { chartsPerTask: number[] }).chartsPerTask = perTask;
      new MutationObserver((records) => {
        let added = 0;
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element)
              added +=
                (node.matches('.MuiChartsSurface-root') ? 1 : 0) +
                node.querySelectorAll('.MuiChartsSurface-root').length;
        if (added > 0) perTask.push(added);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/overview');
    const charts = page.locator('[data-testid^=overview-tile-] .MuiChartsSurface-root');
    await expect.poll(() => charts.count(), { timeout: 10_000 }).toBe(6);
    const perTask = await page.evaluate(() => (window as unknown as { chartsPerTask: number[] }).chartsPerTask);
    expect(perTask.reduce((a, b) => a + b, 0)).toBe(6);
    expect(Math.max(...perTask)).toBe(1);
  });

  it('a dropped WebSocket: readings posted during the outage are on the chart once it is live again, no gap', async () => {
    const u = await verifiedUser(t, { firstName: 'Off', lastName: 'Line' });
    const g = await addGadget(t, u.token, 'WEARABLE', 'Watch');
    const windowStart = new Date(Date.now() - 9 * 60_000);
    const base = Date.now() - 60_000;
    await post(
      g.key,
      [0, 1, 2].map((i) => hr(`before-${i}`, new Date(base + i * 5_000), 70 + i)),
    );

    // The server's end of every WebSocket the page opens (the upgrade requests on the app's HTTP server).
    const upgraded: Duplex[] = [];
    const onUpgrade = (_req: IncomingMessage, socket: Duplex) => void upgraded.push(socket);
    t.app.server.on('upgrade', onUpgrade);
    onTestFinished(() => void t.app.server.off('upgrade', onUpgrade));

    const page = await open(u.token);
    const sockets: { opened: number; closed: number | null }[] = [];
    page.on('websocket', (ws) => {
      const entry = { opened: Date.now(), closed: null as number | null };
      sockets.push(entry);
      ws.on('close', () => {
        entry.closed = Date.now();
      });
    });
    await page.goto('/live/hbr');
    await waitForLive(page, (s) => s.connection === 'live' && s.points === 3 && s.value === '72', 'three readings');
    expect(sockets.filter((s) => s.closed === null)).toHaveLength(1);

    // The network goes away. Chromium's offline emulation refuses new connections but leaves an open
    // WebSocket to localhost alone, so the connection it had is cut at the server's end (like a dropped link).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: true,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const cut = upgraded.filter((s) => !s.destroyed);
    expect(cut, "the page's one socket, seen by the server").toHaveLength(1);
    for (const s of cut) s.destroy();
    await waitForLive(page, (s) => s.connection === 'offline', 'the indicator to say offline');
    const deadline = Date.now() + 5_000;
    while (sockets.some((s) => s.closed === null) && Date.now() < deadline) await sleep(25);
    expect(
      sockets.filter((s) => s.closed === null),
      'no socket open while offline',
    ).toEqual([]);

    // Meanwhile the device keeps sending.
    const missed = [0, 1, 2, 3, 4].map((i) => hr(`during-${i}`, new Date(base + (3 + i) * 5_000), 80 + i));
    await post(g.key, missed);
    await sleep(300);
    expect((await liveState(page)).points, 'nothing reaches an offline page').toBe(3);

    // The page subscribes again on its new socket; the reading posted after the recovery needs that subscription.
    const resubscribed = watchSubscription(t, page, 'LiveVitalReadings', 'vitals:readings', u.user.id);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const server = await heartRateSince(u.token, windowStart);
    expect(server).toHaveLength(8);
    const newest = server.at(-1);
    const recovered = await waitForLive(
      page,
      (s) => s.connection === 'live' && s.points === server.length && s.lastId === newest?.id,
      'the page to be live again with every reading',
      20_000,
    );
    expect(recovered.value).toBe('84');
    expect(
      sockets.filter((s) => s.closed === null),
      'one new socket',
    ).toHaveLength(1);
    expect(sockets.length).toBeGreaterThanOrEqual(2);

    // And the stream is trusted again: the next reading arrives live. The catch-up above came from a query, so
    // wait until the new subscription is registered before posting.
    await resubscribed.live();
    await post(g.key, [hr('after-0', new Date(Date.now() - 500), 77)]);
    const live = await waitForLive(page, (s) => s.value === '77', 'a reading after the recovery');
    expect(live.points).toBe(9);
    expect(live.points).toBe((await heartRateSince(u.token, windowStart)).length);
    await screenshot(page, 'vitals-live-hbr-recovered');
  });
});
