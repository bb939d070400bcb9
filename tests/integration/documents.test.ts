// The "Share with my doctor" PDF (GET /api/documents/health-summary.pdf) against a real database: the text a
// reader extracts (pdftotext) holds the user's numbers in their units and the words of the chosen language,
// Arabic reads in logical word order (mixed with numbers), only the chosen sections appear, another user's
// data never does, every download is audit-logged, bad input answers 400 with the field, and pictures of the
// pages go to tests/e2e/screenshots/documents (when that folder exists) for a human to look at.
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_LOG, CREATE, fixture, importBundle, raw } from '../support/records-helpers.js';
import { pdfPages, pdfPictures, pdfText } from '../support/pdf-text.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { addGadget, ingest, minutesAgo, verifiedUser } from '../support/vitals-helpers.js';
import type { VerifiedUser } from '../support/vitals-helpers.js';

const SHOTS = fileURLToPath(new URL('../e2e/screenshots/documents', import.meta.url));
const DOOR = '/api/documents/health-summary.pdf';

let t: TestApp;
let ann: VerifiedUser;
let bob: VerifiedUser;

const HR = [60, 62, 64, 66, 68, 70, 72, 74, 76, 78];
const BP: [number, number][] = [[118, 76], [122, 80], [126, 84]];
const GLUCOSE = [60, 100, 120, 140, 200]; // mg/dL: 1 below 70, 3 in 70–180, 1 above
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

async function pdf(u: VerifiedUser, query: string) {
  const res = await raw(t, 'GET', `${DOOR}?${query}`, u.token);
  expect(res.status, res.buf.toString('utf8').slice(0, 300)).toBe(200);
  return res;
}

async function seedUser(u: VerifiedUser, who: { first: string; last: string; lab: string; labValue: number }) {
  const info = await t.gql(
    'mutation ($i: PersonalInfoInput!) { updatePersonalInfo(input: $i) { id } }',
    { i: { firstName: who.first, lastName: who.last, birthDate: '1980-04-02', sexAtBirth: 'FEMALE', bloodType: 'A_POS', heightCm: 170, weightKg: 65 } },
    u.token,
  );
  expect(info.errors).toBeUndefined();
  const lab = await t.gql(CREATE, {
    input: {
      kind: 'LAB_RESULT', title: who.lab, date: minutesAgo(3 * 24 * 60).toISOString(),
      observations: [{ code: '2339-0', display: `${who.lab} glucose`, value: who.labValue, unit: 'mg/dL', refLow: 70, refHigh: 99 }],
    },
  }, u.token);
  expect(lab.errors).toBeUndefined();
}

beforeAll(async () => {
  t = await startTestApp();
  [ann, bob] = await Promise.all([verifiedUser(t), verifiedUser(t)]);
  await seedUser(ann, { first: 'Ada', last: 'Lovelace', lab: 'Annual check', labValue: 154 });
  await seedUser(bob, { first: 'Bobby', last: 'Zanzibar', lab: 'Zebrafish panel', labValue: 333 });
  const imported = await importBundle(t, ann.token, fixture('fhir-mixed-bundle.json'));
  expect(imported.errors).toBeUndefined();
  const prefs = await t.gql('mutation ($i: PreferencesInput!) { updatePreferences(input: $i) { units { glucose } } }', { i: { units: { glucose: 'MMOL_L' } } }, ann.token);
  expect(prefs.errors).toBeUndefined();
  const g = await addGadget(t, ann.token, 'WEARABLE', 'Watch');
  const day = (d: number, minute = 0) => minutesAgo(d * 24 * 60 + 600 + minute).toISOString();
  const readings = [
    ...HR.map((v, i) => ({ id: `hr${i}`, kind: 'heart_rate', time: day(i + 1), value: v })),
    ...BP.map(([s, d], i) => ({ id: `bp${i}`, kind: 'blood_pressure', time: day(i + 1), value: s, value2: d })),
    ...GLUCOSE.map((v, i) => ({ id: `gl${i}`, kind: 'glucose', time: day(2, i), value: v })),
  ];
  const start = minutesAgo(2 * 24 * 60);
  const iso = (m: number) => new Date(start.getTime() + m * 60_000).toISOString();
  const sleep = { id: 'night-1', start: iso(0), end: iso(420), stages: [{ stage: 'awake', start: iso(0), end: iso(12) }, { stage: 'light', start: iso(12), end: iso(420) }] };
  const res = await ingest(t, g.key, { readings, sleepSessions: [sleep] });
  expect(res.status).toBe(200);
  expect(res.body.rejected).toEqual([]);
}, 60_000);
afterAll(() => t.close());

describe('the English summary', () => {
  let text = '';
  let pages = 0;
  let headers: Headers;
  beforeAll(async () => {
    const res = await pdf(ann, 'lang=en');
    headers = res.headers;
    expect(res.buf.subarray(0, 5).toString()).toBe('%PDF-');
    text = pdfText(res.buf);
    pages = pdfPages(res.buf);
    if (existsSync(SHOTS)) pdfPictures(res.buf, `${SHOTS}/summary-en`);
  });

  it('is a streamed, uncached attachment of one to three pages', () => {
    expect(headers.get('content-type')).toBe('application/pdf');
    expect(headers.get('content-disposition')).toMatch(/^attachment; filename="health-summary-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('content-length')).toBeNull();
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(3);
  });

  it('names the patient and every section with its data', () => {
    for (const w of ['Health summary', 'Ada Lovelace', 'A+', '170 cm', '65 kg', 'Active conditions', 'Medications', 'Allergies', 'Recent laboratory results', 'Vital signs, last 30 days', 'Open alerts', 'Data period']) {
      expect(text).toContain(w);
    }
  });

  it('shows vitals statistics and time in range in the user units', () => {
    expect(text).toMatch(new RegExp(`${Math.round(mean(HR))} /min`));
    expect(text).toContain(`${Math.min(...HR)} /min`);
    expect(text).toContain(`${Math.max(...HR)} /min`);
    expect(text).toContain(`${Math.round(mean(BP.map((b) => b[0])))}/${Math.round(mean(BP.map((b) => b[1])))} mmHg`);
    // glucose in mmol/L (the user's unit): mean 124 mg/dL → 6.9
    expect(text).toContain(`${(Math.round((mean(GLUCOSE) / 18.016) * 10) / 10).toFixed(1)} mmol/L`);
    expect(text).toMatch(/Below 20% · In range 60% · Above 20%/);
    expect(text).toContain('3.9–10 mmol/L'); // 70–180 mg/dL
    expect(text).toContain('6.8 h'); // 408 minutes asleep
  });

  it('shows the lab with its reference range and flag, converted to the user units', () => {
    expect(text).toContain('Annual check glucose');
    const line = text.split('\n').findIndex((l) => l.includes('Annual check glucose'));
    expect(line).toBeGreaterThanOrEqual(0);
    expect(text).toContain('8.5 mmol/L');
    expect(text).toContain('3.9–5.5 mmol/L');
    expect(text).toMatch(/High/);
  });

  it('never shows another user', () => {
    for (const w of ['Bobby', 'Zanzibar', 'Zebrafish', '18.5 mmol/L']) expect(text).not.toContain(w);
  });
});

describe('section selection', () => {
  it('holds only the chosen sections, in the document order', async () => {
    const text = pdfText((await pdf(ann, 'sections=labs,identity&lang=en')).buf);
    expect(text).toContain('Recent laboratory results');
    expect(text.indexOf('Patient')).toBeLessThan(text.indexOf('Recent laboratory results'));
    for (const w of ['Medications', 'Allergies', 'Active conditions', 'Vital signs', 'Open alerts']) expect(text).not.toContain(w);
  });

  it('refuses an unknown section or language with the field, and a request without a token', async () => {
    const bad = await raw(t, 'GET', `${DOOR}?sections=labs,passwords`, ann.token);
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: 'BAD_USER_INPUT', field: 'sections' });
    const lang = await raw(t, 'GET', `${DOOR}?lang=xx`, ann.token);
    expect(lang.status).toBe(400);
    expect(lang.json).toMatchObject({ code: 'BAD_USER_INPUT', field: 'lang' });
    const anon = await raw(t, 'GET', DOOR, null);
    expect(anon.status).toBe(401);
  });
});

describe('other languages', () => {
  it('French: words and numbers with a decimal comma', async () => {
    const text = pdfText((await pdf(ann, 'lang=fr')).buf);
    for (const w of ['Résumé de santé', 'Affections actives', 'Médicaments', 'Signes vitaux, 30 derniers jours', 'Élevé', '8,5 mmol/L']) {
      expect(text).toContain(w);
    }
  });

  it('Chinese: words and numbers', async () => {
    const res = await pdf(ann, 'lang=zh');
    const text = pdfText(res.buf);
    for (const w of ['健康摘要', '当前疾病', '用药', '偏高', '8.5 mmol/L', `${Math.round(mean(HR))} /min`]) expect(text.replace(/ (?=[\u4e00-\u9fff])|(?<=[\u4e00-\u9fff]) /g, '')).toContain(w.replace(/ (?=[\u4e00-\u9fff])|(?<=[\u4e00-\u9fff]) /g, ''));
    if (existsSync(SHOTS)) pdfPictures(res.buf, `${SHOTS}/summary-zh`);
  });

  it('Arabic: sentences in logical word order, numbers kept in place inside them', async () => {
    const res = await pdf(ann, 'lang=ar');
    const text = pdfText(res.buf);
    if (existsSync(SHOTS)) pdfPictures(res.buf, `${SHOTS}/summary-ar`);
    const lines = text.split('\n');
    // pdftotext's spacing at a change of direction varies ("1من"), so lines are compared without spaces;
    // the order of the words is what is checked, and the reversed order must not be there.
    const squash = (s: string) => s.replace(/\s+/g, '');
    const hasLine = (sentence: string) => lines.some((l) => squash(l).includes(squash(sentence)));
    for (const sentence of ['ملخص صحي', 'نتائج المختبر الأخيرة', 'الحالات المرضية النشطة', 'التنبيهات المفتوحة', `صفحة 1 من ${pdfPages(res.buf)}`]) {
      expect(hasLine(sentence), sentence).toBe(true);
      expect(hasLine(sentence.split(' ').reverse().join(' ')), `reversed: ${sentence}`).toBe(false);
    }
    expect(text).toContain('8.5 mmol/L');
    expect(text).toContain('مرتفع');
    expect(text).toContain('Ada Lovelace');
  });
});

describe('audit', () => {
  it('logs each download as a read of health data with the sections', async () => {
    await pdf(ann, 'sections=vitals,alerts&lang=en');
    const log = await t.gql<{ myAccessLog: { action: string; entityType: string | null; entityId: string | null; self: boolean }[] }>(ACCESS_LOG, { first: 50 }, ann.token);
    const rows = log.data?.myAccessLog.filter((r) => r.action === 'health_summary.pdf') ?? [];
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows[0]).toMatchObject({ entityType: 'document', entityId: 'vitals,alerts', self: true });
    // Bob's log holds only Bob's downloads.
    const bobs = await t.gql<{ myAccessLog: { action: string }[] }>(ACCESS_LOG, { first: 50 }, bob.token);
    expect(bobs.data?.myAccessLog.some((r) => r.action === 'health_summary.pdf')).toBe(false);
  });

  it('a refused request writes no entry', async () => {
    const before = await t.gql<{ myAccessLog: { action: string }[] }>(ACCESS_LOG, { first: 100 }, bob.token);
    await raw(t, 'GET', `${DOOR}?sections=nope`, bob.token);
    const after = await t.gql<{ myAccessLog: { action: string }[] }>(ACCESS_LOG, { first: 100 }, bob.token);
    expect(after.data?.myAccessLog.filter((r) => r.action === 'health_summary.pdf')).toHaveLength(
      before.data?.myAccessLog.filter((r) => r.action === 'health_summary.pdf').length ?? 0,
    );
  });

  it("Bob's own summary holds Bob's data", async () => {
    const text = pdfText((await pdf(bob, 'sections=identity,labs')).buf);
    expect(text).toContain('Bobby Zanzibar');
    expect(text).toContain('Zebrafish panel glucose');
    expect(text).not.toContain('Lovelace');
  });
});

describe('a large record', () => {
  it('still fits in one to three pages in every language, the longest lists cut with the newest kept', async () => {
    const carl = await verifiedUser(t);
    // More of everything than the summary shows, each title as long as a record may have (200 characters).
    const long = (what: string, i: number) => `${what} ${i} `.padEnd(200, 'with a very long descriptive name ');
    const day = (i: number) => minutesAgo((i + 1) * 24 * 60).toISOString();
    const inputs = [
      ...Array.from({ length: 20 }, (_, i) => ({ kind: 'CONDITION', title: long('Condition', i), date: day(i) })),
      ...Array.from({ length: 20 }, (_, i) => ({ kind: 'MEDICATION', title: long('Medication', i), date: day(i) })),
      ...Array.from({ length: 15 }, (_, i) => ({ kind: 'ALLERGY', title: long('Allergy', i), date: day(i) })),
      ...Array.from({ length: 30 }, (_, i) => ({
        kind: 'LAB_RESULT', title: long('Panel', i), date: day(i),
        observations: [{ code: '2160-0', display: long('Creatinine', i), value: 1 + i / 10, unit: 'mg/dL', refLow: 0.6, refHigh: 1.3 }],
      })),
    ];
    for (let i = 0; i < inputs.length; i += 10) {
      const batch = await Promise.all(inputs.slice(i, i + 10).map((input) => t.gql(CREATE, { input }, carl.token)));
      for (const r of batch) expect(r.errors).toBeUndefined();
    }
    const g = await addGadget(t, carl.token, 'WEARABLE', 'Watch');
    // Alerts too: a high heart rate on each of 12 days.
    const readings = Array.from({ length: 12 }, (_, i) => ({ id: `hi${i}`, kind: 'heart_rate', time: day(i), value: 150 }));
    expect((await ingest(t, g.key, { readings })).status).toBe(200);
    for (const lang of ['en', 'fr', 'ar', 'zh']) {
      const res = await pdf(carl, `lang=${lang}`);
      const pages = pdfPages(res.buf);
      expect(pages, lang).toBeGreaterThanOrEqual(1);
      expect(pages, lang).toBeLessThanOrEqual(3);
      if (lang === 'en') {
        const text = pdfText(res.buf);
        // The newest are kept: condition 0 is today's, condition 19 the oldest.
        expect(text).toContain('Condition 0 ');
        expect(text).not.toContain('Condition 19 ');
        if (existsSync(SHOTS)) pdfPictures(res.buf, `${SHOTS}/summary-large-en`);
      }
    }
  }, 60_000);
});
