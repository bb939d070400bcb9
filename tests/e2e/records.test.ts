// Medical records, FHIR import and the digital twin in a real browser on the built client (issue 4, "Tests" →
// Browser): a fresh user imports the sample bundle from /mrecords with progress and the server's counts, and
// again with nothing new; opens a blood-pressure record with its components; /twine/vascular shows the imported
// BP and weight, /twine/eye says what would fill it; a record is created (after a per-field message), opened and
// deleted; another user's id is not found; /user lists the reads; screenshots in light, dark and Arabic RTL.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  browserSuite,
  luminance,
  newAppContext,
  parseColor,
  pathOf,
  screenshot,
  verifiedUser,
  waitForPath,
} from '../support/browser.js';
import { cutTexts } from '../support/cut-text.js';
import type { RegisteredUser } from '../support/account-helpers.js';
import {
  ACCESS_LOG,
  CREATE,
  RECORD,
  RECORDS,
  TWIN,
  fixture,
  lab,
  rowCounts,
  SAMPLE_BUNDLE,
} from '../support/records-helpers.js';
import type { ImportResult, Rec, TypeCount } from '../support/records-helpers.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let browser: Browser;
const contexts = browserSuite((app, b) => {
  t = app;
  browser = b;
});

async function open(token: string, customizer?: Record<string, unknown>): Promise<Page> {
  const context = await newAppContext(browser, t, { token, customizer });
  contexts.push(context);
  return context.newPage();
}

const ROWS = '[data-testid^=records-row-]';
const SAMPLE_FILE = {
  name: 'medplum-example-patient.json',
  mimeType: 'application/json',
  buffer: Buffer.from(SAMPLE_BUNDLE),
};

/** The counts of one resource type as the import dialog's table shows them. */
async function shownCounts(page: Page, resourceType: string): Promise<Omit<TypeCount, 'resourceType'>> {
  const cells = await page.getByTestId(`fhir-type-${resourceType}`).locator('td').allTextContents();
  const [imported, updated, unchanged, skipped, flagged] = cells.map(Number);
  return {
    imported: imported ?? -1,
    updated: updated ?? -1,
    unchanged: unchanged ?? -1,
    skipped: skipped ?? -1,
    flagged: flagged ?? -1,
  };
}

const withoutType = ({ resourceType: _type, ...counts }: TypeCount) => counts;

function observationCounts(result: ImportResult) {
  const row = result.byType.find((r) => r.resourceType === 'Observation');
  if (!row) throw new Error(`no Observation counts in ${JSON.stringify(result)}`);
  return withoutType(row);
}

async function serverRecords(token: string, search?: string) {
  const res = await t.gql<{ records: { totalCount: number; items: Rec[] } }>(
    RECORDS,
    { search, pageSize: 100, sort: 'DATE_DESC' },
    token,
  );
  if (!res.data) throw new Error(`records failed: ${JSON.stringify(res.errors)}`);
  return res.data.records;
}

/** Runs `action` (which makes the page upload the bundle) and returns the server's answer to that upload. */
async function importAnswer(page: Page, action: () => Promise<void>): Promise<ImportResult> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/fhir/import' && r.request().method() === 'POST'),
    action(),
  ]);
  expect(response.status()).toBe(200);
  return (await response.json()) as ImportResult;
}

// One user's story, test after test (they run in order and share what they made).
let ann: RegisteredUser;
let annId: string;
let bpId: string;
let bp: Rec;

describe('records, FHIR import and the twin in the browser', () => {
  beforeAll(async () => {
    ann = await verifiedUser(t, { firstName: 'Ann', lastName: 'Records' });
    annId = ann.user.id;
  });

  it('imports the sample bundle from the empty list with progress and the server’s counts; again: nothing new', async () => {
    const page = await open(ann.token);
    await page.goto('/mrecords');
    await page.getByTestId('records-empty').waitFor();
    expect(await page.locator(ROWS).count()).toBe(0);
    await screenshot(page, 'records-empty');

    // Every phase the progress element shows, in order (the dialog lives in a portal under <body>).
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { __phases: seen });
      new MutationObserver(() => {
        const phase = document.querySelector('[data-testid=fhir-import-progress]')?.getAttribute('data-phase');
        if (phase && seen.at(-1) !== phase) seen.push(phase);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-phase'] });
    });
    // The upload is held until the test has seen the progress element: a 26-entry bundle would otherwise
    // finish before anyone could look.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === '/api/fhir/import',
      async (route) => {
        await held;
        await route.continue();
      },
    );

    // The empty state's "Import" is a <label> for the page's one file input: a real file chooser opens.
    const first = await importAnswer(page, async () => {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByTestId('records-empty').getByText('Import FHIR bundle').click(),
      ]);
      await chooser.setFiles(SAMPLE_FILE);
      const progress = page.getByTestId('fhir-import-progress');
      await progress.waitFor();
      expect(await progress.textContent()).toMatch(/medplum-example-patient\.json|Reading the bundle|Saving records/);
      release();
    });
    await page.unroute((url) => url.pathname === '/api/fhir/import');

    const result = page.getByTestId('fhir-import-result');
    await result.waitFor();
    await page.getByTestId('fhir-import-progress').waitFor({ state: 'detached' });
    const phases = await page.evaluate(() => (window as { __phases?: string[] }).__phases ?? []);
    expect(phases.length, `phases seen: ${phases.join(' → ')}`).toBeGreaterThanOrEqual(1);
    expect(['UPLOADING', 'PARSING']).toContain(phases[0]);

    // What the dialog shows is what the server answered, and that is what the database holds.
    expect(first).toMatchObject({ total: 26, imported: 21, unchanged: 0, skipped: 5 });
    expect(observationCounts(first)).toEqual({ imported: 20, updated: 0, unchanged: 0, skipped: 0, flagged: 0 });
    expect(await shownCounts(page, 'Observation')).toEqual(observationCounts(first));
    expect(await page.getByTestId('fhir-import-summary').textContent()).toContain(
      `${String(first.total)} resources: ${String(first.imported)} imported, 0 updated, 0 unchanged, ${String(first.skipped)} skipped`,
    );
    expect(await page.getByTestId('fhir-skipped-types').textContent()).toContain('ClinicalImpression');
    const counts = await rowCounts(t, annId);
    expect(counts).toMatchObject({ records: 20, observations: 20 + 5 * 2 });
    await screenshot(page, 'records-import-result');

    // Closing the dialog shows the list, refreshed: every record the server holds (20 fit on the first page).
    await page.getByTestId('fhir-import-close').click();
    await page.getByTestId('fhir-import-dialog').waitFor({ state: 'detached' });
    await expect.poll(() => page.locator(ROWS).count(), { timeout: 10_000 }).toBe(20);
    const listed = await page.locator(ROWS).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')));
    const onServer = await serverRecords(ann.token);
    expect(onServer.totalCount).toBe(20);
    expect(listed).toEqual(onServer.items.map((r) => `records-row-${r.id}`));
    expect(await page.getByTestId('records-empty').count()).toBe(0);

    // The same file again, through the input itself: everything unchanged, not one new row.
    const again = await importAnswer(page, () => page.getByTestId('fhir-import-input').setInputFiles(SAMPLE_FILE));
    await page.getByTestId('fhir-import-result').waitFor();
    expect(again).toMatchObject({ imported: 0, updated: 0, unchanged: 21, skipped: 5 });
    expect(observationCounts(again)).toEqual({ imported: 0, updated: 0, unchanged: 20, skipped: 0, flagged: 0 });
    expect(await shownCounts(page, 'Observation')).toEqual(observationCounts(again));
    expect(await page.getByTestId('fhir-import-summary').textContent()).toContain(
      '0 imported, 0 updated, 21 unchanged',
    );
    await page.getByTestId('fhir-import-close').click();
    await page.getByTestId('fhir-import-dialog').waitFor({ state: 'detached' });
    expect(await page.locator(ROWS).count()).toBe(20);
    expect(await rowCounts(t, annId)).toEqual(counts);
    expect((await serverRecords(ann.token)).totalCount).toBe(20);
  });

  it('search finds the blood-pressure panels; one opens with its 85354-9 panel and systolic/diastolic components', async () => {
    const page = await open(ann.token);
    await page.goto('/mrecords');
    await expect.poll(() => page.locator(ROWS).count()).toBe(20);
    await page.getByTestId('records-search').fill('blood pressure');
    await page.waitForURL((url) => url.searchParams.get('q') === 'blood pressure');
    await expect.poll(() => page.locator(ROWS).count()).toBe(5);
    const bps = await serverRecords(ann.token, 'blood pressure');
    expect(bps.totalCount).toBe(5);
    const newest = bps.items[0];
    if (!newest) throw new Error('no blood-pressure record on the server');
    bp = newest;
    bpId = newest.id;
    expect(bp).toMatchObject({ title: 'Blood Pressure', date: '2000-02-05T00:00:00.000Z' });

    // The newest panel is listed first (date, newest first); open it the way a user does.
    const row = page.locator(ROWS).first();
    expect(await row.getAttribute('data-testid')).toBe(`records-row-${bpId}`);
    await row.getByRole('link', { name: 'Blood Pressure' }).click();
    await waitForPath(page, `/mrecord/${bpId}`);

    const panel = page.getByTestId('observation-row-85354-9');
    await panel.waitFor();
    expect(await page.getByTestId('page-title').textContent()).toBe('Blood Pressure');
    const systolic = page.getByTestId('observation-row-8480-6');
    const diastolic = page.getByTestId('observation-row-8462-4');
    expect(await systolic.getAttribute('data-component')).toBe('true');
    expect(await diastolic.getAttribute('data-component')).toBe('true');
    expect(await panel.getAttribute('data-component')).toBeNull();
    expect(await systolic.textContent()).toContain('112');
    expect(await diastolic.textContent()).toContain('93');
    // Beneath the panel, in the record's order: the table's rows are the panel then its two components.
    const order = await page
      .getByTestId('observations-table')
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')));
    expect(order).toEqual([
      'observation-row-85354-9',
      ...(bp.observations[0]?.components ?? []).map((c) => `observation-row-${c.code ?? ''}`),
    ]);
    expect(order).toHaveLength(3);
  });

  it('the period is typed in the page language (French: day first); an end before the start is refused', async () => {
    const page = await open(ann.token, { language: 'fr' });
    await page.goto('/mrecords');
    await expect.poll(() => page.locator(ROWS).count()).toBe(20);
    const from = page.getByTestId('records-from');
    const to = page.getByTestId('records-to');
    // A text field, not the browser's date input (which would follow the browser's English, mm/dd/yyyy).
    expect(await from.getAttribute('type')).toBe('text');
    expect(await from.getAttribute('placeholder')).toBe(`ex. 31/12/${new Date().getFullYear()}`);
    const param = (key: string) => new URL(page.url()).searchParams.get(key);

    // Records on or after a local day, as the list counts them (the browser and this process share the zone).
    const all = (await serverRecords(ann.token)).items;
    const between = (from: string, to = '9999-12-31') =>
      all.filter(
        (r) => new Date(r.date) >= new Date(`${from}T00:00:00`) && new Date(r.date) <= new Date(`${to}T23:59:59`),
      ).length;
    expect(between('1995-01-01')).toBeLessThan(20);

    await from.fill('01/01/1995');
    await expect.poll(() => param('from')).toBe('1995-01-01');
    // The list follows (and the filters have the new period before the end is typed).
    await expect.poll(() => page.locator(ROWS).count()).toBe(between('1995-01-01'));
    // 31 December 1994: before the start, refused with the reason; the list keeps its period.
    await to.fill('31/12/1994');
    await expect.poll(() => to.getAttribute('aria-invalid')).toBe('true');
    const toError = page.locator(`#${await to.getAttribute('aria-describedby')}`);
    expect(await toError.textContent()).toBe('La date de début est postérieure à la date de fin.');
    expect(param('to')).toBeNull();
    // A day that does not exist: said in French once the field is left.
    await to.fill('30/02/1999');
    await to.blur();
    await expect
      .poll(() => toError.textContent())
      .toBe(`Cette date n’existe pas. Écrivez-la comme 31/12/${new Date().getFullYear()}.`);
    expect(param('to')).toBeNull();
    await to.fill('31/12/1999');
    await expect.poll(() => param('to')).toBe('1999-12-31');
    expect(await to.getAttribute('aria-invalid')).toBe('false');
    await expect.poll(() => page.locator(ROWS).count()).toBe(between('1995-01-01', '1999-12-31'));
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await expect.poll(() => from.inputValue()).toBe('');
  });

  it("the bundle's Patient demographics are offered on /personalInfo for review, never applied; dismiss removes them", async () => {
    const page = await open(ann.token);
    await page.goto('/personalInfo');
    // The personal-info page shows them beside the current values (features/personal-info, records-card.tsx).
    const card = page.getByTestId('personal-info-records');
    await card.getByText('Homer').first().waitFor();
    expect(await card.textContent()).toContain('May 12, 1956');
    // The account's own name is untouched by the import.
    expect(await page.getByTestId('header-user-name').textContent()).not.toContain('Homer');
    await card.getByRole('button', { name: 'Hide these suggestions' }).click();
    await expect.poll(() => page.getByTestId('personal-info-records').count()).toBe(0);
  });

  it('/twine/vascular shows the imported blood pressure and weight with a status; /twine/eye has no data', async () => {
    const page = await open(ann.token);
    await page.goto('/twine/vascular');
    await page.getByTestId('twin-summary').waitFor();
    const twin = (
      await t.gql<{
        twin: { indicators: { code: string; status: string; latest: { value: number; unit: string } | null }[] };
      }>(TWIN, { system: 'VASCULAR' }, ann.token)
    ).data?.twin;
    if (!twin) throw new Error('no vascular twin on the server');
    const expected: Record<string, { value: string; status: string }> = {
      '8480-6': { value: '112', status: 'NORMAL' },
      '8462-4': { value: '93', status: 'HIGH' },
      // The bundle's 259 lbs, trended in kg (the range's unit).
      '29463-7': { value: '117.5', status: 'UNKNOWN' },
    };
    for (const [code, want] of Object.entries(expected)) {
      const card = page.getByTestId(`twin-indicator-${code}`);
      const server = twin.indicators.find((i) => i.code === code);
      expect(server?.status, `server status of ${code}`).toBe(want.status);
      expect(await card.getAttribute('data-status'), `status of ${code} on the page`).toBe(want.status);
      expect(await card.getByTestId('twin-indicator-value').textContent()).toContain(want.value);
      expect(await card.getByTestId('twin-indicator-status').count()).toBe(1);
    }
    // Heart rate has no reading: it is listed as "no data yet", not as a card.
    expect(await page.getByTestId('twin-missing').getByTestId('twin-indicator-8867-4').count()).toBe(1);
    expect(await page.getByTestId('twin-summary-out-of-range').textContent()).toMatch(/\d+ of \d+/);

    await page.goto('/twine/eye');
    await page.getByTestId('twin-empty').waitFor();
    expect(await page.getByTestId('twin-summary').count()).toBe(0);
    expect(await page.getByTestId('twin-suggestion-IMPORT_BUNDLE').count()).toBe(1);
  });

  it('create: an empty title is refused with a per-field message; a valid record opens; deleted, it is not found', async () => {
    const page = await open(ann.token);
    const creates: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/graphql') && (req.postData() ?? '').includes('createRecord')) creates.push(req.url());
    });
    await page.goto('/mrecords');
    await page.getByRole('link', { name: 'New record' }).first().click();
    await waitForPath(page, '/mrecord');
    const form = page.getByTestId('record-form');
    await form.waitFor();

    await page.getByTestId('record-save').click();
    const title = page.getByTestId('record-title');
    await expect.poll(() => title.getAttribute('aria-invalid')).toBe('true');
    const message = form.locator('.MuiFormControl-root', { has: title }).locator('.MuiFormHelperText-root');
    expect(await message.textContent()).toBe('Enter a title.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('record-title');
    expect(creates, 'nothing sent for an invalid form').toEqual([]);
    expect(pathOf(page)).toBe('/mrecord');

    await title.fill('Allergy to cats');
    await form.getByRole('combobox').first().click();
    await page.getByRole('option', { name: 'Allergy' }).click();
    await page.getByTestId('record-notes').fill('Sneezing, itchy eyes.');
    expect(await message.count()).toBe(0);
    await page.getByTestId('record-save').click();
    await page.waitForURL((url) => /^\/mrecord\/[^/]+$/.test(url.pathname));
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
    await page.getByTestId('record-details').waitFor();
    expect(await page.getByTestId('page-title').textContent()).toBe('Allergy to cats');
    expect(creates).toHaveLength(1);
    const stored = (await t.gql<{ record: Rec }>(RECORD, { id }, ann.token)).data?.record;
    expect(stored).toMatchObject({
      id,
      title: 'Allergy to cats',
      kind: 'ALLERGY',
      notes: 'Sneezing, itchy eyes.',
      source: 'MANUAL',
    });

    await page.getByTestId('record-delete').click();
    await page.getByTestId('record-delete-confirm').click();
    await waitForPath(page, '/mrecords');
    await expect.poll(() => page.locator(ROWS).count()).toBe(20);
    const gone = await t.gql<{ record: Rec | null }>(RECORD, { id }, ann.token);
    expect(gone.errors).toBeUndefined();
    expect(gone.data?.record, 'deleted on the server').toBeNull();

    await page.goto(`/mrecord/${id}`);
    await page.getByTestId('record-not-found').waitFor();
    expect(await page.getByTestId('record-details').count()).toBe(0);
    expect(await page.getByTestId('record-delete').count()).toBe(0);
  });

  it("another user's record id shows the not-found state and none of its data", async () => {
    const bob = await verifiedUser(t, { firstName: 'Bob', lastName: 'Other' });
    const made = await t.gql<{ createRecord: Rec }>(CREATE, { input: lab({ title: 'Bob private panel' }) }, bob.token);
    const bobsId = made.data?.createRecord.id;
    if (!bobsId) throw new Error(`createRecord failed: ${JSON.stringify(made.errors)}`);

    const page = await open(ann.token);
    await page.goto(`/mrecord/${bobsId}`);
    await page.getByTestId('record-not-found').waitFor();
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toContain('Bob private panel');
    expect(text).not.toContain('City Lab');
    expect(await page.getByTestId('observation-row-2093-3').count()).toBe(0);
    // And an id that is no record at all looks the same.
    await page.goto('/mrecord/00000000-0000-4000-8000-000000000000');
    await page.getByTestId('record-not-found').waitFor();
  });

  it('/user lists who accessed the data: the reads just made are there', async () => {
    const log = (
      await t.gql<{ myAccessLog: { id: string; action: string; entityId: string | null }[] }>(
        ACCESS_LOG,
        { first: 50 },
        ann.token,
      )
    ).data?.myAccessLog;
    if (!log) throw new Error('no access log on the server');
    const actions = new Set(log.map((e) => e.action));
    for (const a of ['records.list', 'record.read', 'twin.read']) expect(actions, `an entry for ${a}`).toContain(a);
    const bpRead = log.find((e) => e.action === 'record.read' && e.entityId === bpId);
    const twinRead = log.find((e) => e.action === 'twin.read' && e.entityId === 'vascular');
    if (!bpRead || !twinRead) throw new Error(`missing reads in ${JSON.stringify(log)}`);

    const page = await open(ann.token);
    await page.goto('/user');
    const card = page.getByTestId('access-log');
    await card.getByTestId(`access-log-row-${bpRead.id}`).waitFor();
    const shown = await card
      .locator('[data-testid^=access-log-row-]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')));
    for (const e of log) expect(shown, `entry ${e.action} ${e.entityId ?? ''}`).toContain(`access-log-row-${e.id}`);
    expect(await card.getByTestId(`access-log-row-${bpRead.id}`).getAttribute('data-action')).toBe('record.read');
    // The record by its short id (the whole id in the title), the body system by its name, never a raw code.
    expect(await card.getByTestId(`access-log-row-${bpRead.id}`).textContent()).toContain(`Record ${bpId.slice(0, 8)}`);
    expect(await card.getByTestId(`access-log-row-${bpRead.id}`).locator(`bdi[title="${bpId}"]`).count()).toBe(1);
    expect(await card.getByTestId(`access-log-row-${twinRead.id}`).textContent()).toContain('Vascular system');
    await screenshot(page, 'records-access-log');
  });

  it('screenshots: the list, a BP record and /twine/vascular in light, dark and Arabic RTL', async () => {
    const looks: { name: string; customizer?: Record<string, unknown> }[] = [
      { name: 'light' },
      { name: 'dark', customizer: { activeMode: 'dark' } },
      { name: 'ar-rtl', customizer: { language: 'ar', activeDir: 'rtl' } },
    ];
    for (const look of looks) {
      const page = await open(ann.token, look.customizer);
      await page.goto('/mrecords');
      await expect.poll(() => page.locator(ROWS).count()).toBe(20);
      const doc = await page.evaluate(() => ({
        dir: document.documentElement.dir,
        lang: document.documentElement.lang,
        body: getComputedStyle(document.body).backgroundColor,
      }));
      const bodyLuminance = luminance(parseColor(doc.body));
      if (look.name === 'dark') expect(bodyLuminance, 'a dark page').toBeLessThan(0.2);
      else expect(bodyLuminance, 'a light page').toBeGreaterThan(0.6);
      expect(doc.dir).toBe(look.name === 'ar-rtl' ? 'rtl' : 'ltr');
      if (look.name === 'ar-rtl') expect(doc.lang).toBe('ar');
      // MUI's own texts come in the page's language too (loaded with its strings: i18n/mui-locale.ts).
      const pagination = (await page.getByTestId('records-pagination').textContent()) ?? '';
      expect(pagination).toContain(look.name === 'ar-rtl' ? 'عدد الصفوف في الصفحة:' : 'Rows per page:');
      // In Latin digits, as every other number of the page (MUI's Arabic writes ١–٢٠).
      expect(pagination).toMatch(/1–20/);
      expect(pagination).not.toMatch(/[\u0660-\u0669]/);
      await screenshot(page, `records-list-${look.name}`);

      await page.goto(`/mrecord/${bpId}`);
      await page.getByTestId('observation-row-8480-6').waitFor();
      await screenshot(page, `records-bp-${look.name}`, true);

      await page.goto('/twine/vascular');
      await page.getByTestId('twin-indicator-8480-6').waitFor();
      await page.getByTestId('twin-indicator-29463-7').waitFor();
      await screenshot(page, `twin-vascular-${look.name}`, true);
    }
  });

  it('the new-record form at 375 px: no label or example cut off in French or Arabic', async () => {
    const u = await verifiedUser(t);
    for (const language of ['fr', 'ar']) {
      const context = await newAppContext(browser, t, {
        token: u.token,
        customizer: { language, activeDir: language === 'ar' ? 'rtl' : 'ltr' },
        viewport: { width: 375, height: 800 },
      });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto('/mrecord');
      await page.locator('main form input').first().waitFor();
      const cut = await cutTexts(page);
      expect([language, cut]).toEqual([language, []]);
      await screenshot(page, `record-form-375-${language}`);
    }
  });
});

describe('a file that cannot be imported', () => {
  it('is said why in the page language: a FHIR Patient is not a Bundle (French said only "not valid")', async () => {
    const u = await verifiedUser(t);
    const page = await open(u.token, { language: 'fr' });
    await page.goto('/mrecords');
    await page.getByTestId('records-empty').waitFor();
    await page.getByTestId('fhir-import-input').setInputFiles({
      name: 'patient.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ resourceType: 'Patient', id: 'p1' })),
    });
    const error = page.getByTestId('fhir-import-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('Ce fichier est un FHIR Patient, pas un FHIR Bundle.');
  });

  it('the report words a flag in the page language (it read "Imported with flag missing_code")', async () => {
    const u = await verifiedUser(t);
    const page = await open(u.token, { language: 'fr' });
    await page.goto('/mrecords');
    await page.getByTestId('records-empty').waitFor();
    await page.getByTestId('fhir-import-input').setInputFiles({
      name: 'fhir-mixed-bundle.json',
      mimeType: 'application/json',
      buffer: Buffer.from(fixture('fhir-mixed-bundle.json')),
    });
    const issues = page.getByTestId('fhir-import-issues');
    await issues.waitFor();
    const lines = (await issues.locator('li').allTextContents()).map((l) => l.replace(/[\u2066-\u2069]/g, ''));
    expect(lines.filter((l) => l.includes('Importé avec l’indicateur «\u202fSans code\u202f»'))).not.toEqual([]);
    expect(lines.filter((l) => /Imported with flag/.test(l))).toEqual([]);
  });
});

describe('a reference range beside its value', () => {
  it('always says its unit, and follows the value into the unit the user reads glucose in', async () => {
    const u = await verifiedUser(t, { firstName: 'Gil', lastName: 'Glucose' });
    const made = await t.gql<{ createRecord: Rec }>(
      CREATE,
      {
        input: {
          kind: 'LAB_RESULT',
          title: 'Fasting glucose',
          date: '2026-11-01T07:30:00.000Z',
          observations: [
            { code: '1558-6', display: 'Fasting glucose', value: 104, unit: 'mg/dL', refLow: 70, refHigh: 99 },
          ],
        },
      },
      u.token,
    );
    const id = made.data?.createRecord.id ?? '';
    expect(made.errors).toBeUndefined();
    const rangeOf = async (page: Page) => {
      await page.goto(`/mrecord/${id}`);
      const cells = page.getByTestId('observation-row-1558-6').locator('td');
      await cells.first().waitFor();
      // The dash is held to its numbers by word joiners (U+2060): left out to compare.
      const text = async (i: number) => (await cells.nth(i).innerText()).replace(/\u2060/g, '').split('\n')[0];
      return { value: await text(1), range: await text(2) };
    };
    expect(await rangeOf(await open(u.token))).toEqual({ value: '104 mg/dL', range: '70–99 mg/dL' });
    const set = await t.gql(
      'mutation ($i: PreferencesInput!) { updatePreferences(input: $i) { units { glucose } } }',
      { i: { units: { glucose: 'MMOL_L' } } },
      u.token,
    );
    expect(set.errors).toBeUndefined();
    // 104 mg/dL is 5.8 mmol/L; 70–99 mg/dL is 3.9–5.5 mmol/L (÷ 18.016): before, "70–99" stood beside "5.8 mmol/L".
    expect(await rangeOf(await open(u.token))).toEqual({ value: '5.8 mmol/L', range: '3.9–5.5 mmol/L' });
  });
});
