// The built-in engine's understanding: 60+ questions in en/fr/ar/zh → the tool calls they must produce.
// Fixed clock: Monday 15 June 2026, 12:00 UTC.
import { describe, expect, it } from 'vitest';
import type { AiLanguage } from '../ai.types.js';
import { aiAr } from '../../../../../client/src/features/ai/i18n/ar.js';
import { aiEn } from '../../../../../client/src/features/ai/i18n/en.js';
import { aiFr } from '../../../../../client/src/features/ai/i18n/fr.js';
import { aiZh } from '../../../../../client/src/features/ai/i18n/zh.js';
import { PHRASES } from './phrases.js';
import { understand } from './understand.js';

const now = new Date('2026-06-15T12:00:00Z');
const ctx = { now, timeZone: 'UTC', language: 'en' as AiLanguage };
const LAST_WEEK = { from: '2026-06-08T00:00:00.000Z', to: '2026-06-15T00:00:00.000Z' };
const TODAY = { from: '2026-06-15T00:00:00.000Z' };
const YESTERDAY = { from: '2026-06-14T00:00:00.000Z', to: '2026-06-15T00:00:00.000Z' };
const LAST_NIGHT = { from: '2026-06-14T12:00:00.000Z' };
const SINCE_MARCH = { from: '2026-03-01T00:00:00.000Z' };
const THIRTY_DAYS = { from: '2026-05-16T12:00:00.000Z' };
const THIS_MONTH = { from: '2026-06-01T00:00:00.000Z' };
const LAST_MONTH = { from: '2026-05-01T00:00:00.000Z', to: '2026-06-01T00:00:00.000Z' };

type Call = [string, Record<string, unknown>];
const vital = (kind: string, range: Record<string, unknown> = {}): Call => ['vitalStats', { kind, ...range }];
const lab = (query: string): Call => ['observations', { query }];
const records = (kind: string): Call => ['listRecords', { kind }];
const sleep = (range: Record<string, unknown> = {}): Call => ['sleepSummary', range];
const alerts: Call = ['openAlerts', {}];
const twin = (system?: string): Call => ['twinStatus', system ? { system } : {}];
const personal: Call = ['personalInfo', {}];
const summary: Call[] = [alerts, twin()];

const TABLE: [string, AiLanguage, Call[]][] = [
  // English
  ['What was my average heart rate last week?', 'en', [vital('heart_rate', LAST_WEEK)]],
  ['Is my blood pressure normal?', 'en', [vital('blood_pressure')]],
  ['What is my pulse today?', 'en', [vital('heart_rate', TODAY)]],
  ['Highest glucose yesterday', 'en', [vital('glucose', YESTERDAY)]],
  ['lowest blood sugar since March', 'en', [vital('glucose', SINCE_MARCH)]],
  ['Is my heart rate trending up?', 'en', [vital('heart_rate', THIRTY_DAYS)]],
  ['How is my oxygen saturation?', 'en', [vital('spo2')]],
  ['What is my stress level this month?', 'en', [vital('stress', THIS_MONTH)]],
  ['How did I sleep last night?', 'en', [sleep(LAST_NIGHT)]],
  ['How much did I sleep last week?', 'en', [sleep(LAST_WEEK)]],
  ['What was my last HbA1c?', 'en', [lab('Hemoglobin A1c')]],
  ['Show my cholesterol results', 'en', [lab('Cholesterol')]],
  ['Is my LDL too high?', 'en', [lab('Cholesterol in LDL')]],
  ['What is my latest creatinine?', 'en', [lab('Creatinine')]],
  ['my eGFR', 'en', [lab('Glomerular')]],
  ['What medications am I taking?', 'en', [records('medication')]],
  ['Do I have any allergies?', 'en', [records('allergy')]],
  ['What conditions are in my records?', 'en', [records('condition')]],
  ['Do I have open alerts?', 'en', [alerts]],
  ['How are my kidneys?', 'en', [twin('kidney')]],
  ['Is my liver okay?', 'en', [twin('liver')]],
  ['Summarize my health', 'en', summary],
  ['How old am I?', 'en', [personal]],
  ['Compare my heart rate and blood pressure last month', 'en', [vital('blood_pressure', LAST_MONTH), vital('heart_rate', LAST_MONTH)]],
  ['What was my glucose over the last 30 days?', 'en', [vital('glucose', THIRTY_DAYS)]],
  ['What is the capital of Peru?', 'en', []],
  // French
  ['Quelle était ma fréquence cardiaque moyenne la semaine dernière ?', 'fr', [vital('heart_rate', LAST_WEEK)]],
  ['Ma tension est-elle normale ?', 'fr', [vital('blood_pressure')]],
  ['Quel est mon pouls aujourd’hui ?', 'fr', [vital('heart_rate', TODAY)]],
  ["Quel est mon pouls aujourd'hui ?", 'fr', [vital('heart_rate', TODAY)]],
  ['Ma glycémie la plus haute hier', 'fr', [vital('glucose', YESTERDAY)]],
  ['Ma glycémie depuis mars', 'fr', [vital('glucose', SINCE_MARCH)]],
  ['Comment ai-je dormi cette nuit ?', 'fr', [sleep(LAST_NIGHT)]],
  ['Quel était mon dernier HbA1c ?', 'fr', [lab('Hemoglobin A1c')]],
  ['Mon cholestérol est-il bon ?', 'fr', [lab('Cholesterol')]],
  ['Quels médicaments est-ce que je prends ?', 'fr', [records('medication')]],
  ['Ai-je des allergies ?', 'fr', [records('allergy')]],
  ['Ai-je des alertes ?', 'fr', [alerts]],
  ['Comment vont mes reins ?', 'fr', [twin('kidney')]],
  ['Fais un résumé de ma santé', 'fr', summary],
  ['Quel âge ai-je ?', 'fr', [personal]],
  ['Mon oxygène ce mois-ci', 'fr', [vital('spo2', THIS_MONTH)]],
  ['Quelle est la tendance de mon stress ?', 'fr', [vital('stress', THIRTY_DAYS)]],
  // Arabic
  ['ما متوسط معدل ضربات قلبي الأسبوع الماضي؟', 'ar', [vital('heart_rate', LAST_WEEK)]],
  ['هل ضغط الدم طبيعي؟', 'ar', [vital('blood_pressure')]],
  ['هل ضغط دمي طبيعي؟', 'ar', [vital('blood_pressure')]],
  ['ما آخر نتيجة للسكر التراكمي؟', 'ar', [lab('Hemoglobin A1c')]],
  ['كم كان السكر اليوم؟', 'ar', [vital('glucose', TODAY)]],
  ['كيف نمت الليلة الماضية؟', 'ar', [sleep(LAST_NIGHT)]],
  ['ما هي الأدوية التي أتناولها؟', 'ar', [records('medication')]],
  ['هل لدي حساسية؟', 'ar', [records('allergy')]],
  ['ما آخر نتيجة الكوليسترول؟', 'ar', [lab('Cholesterol')]],
  ['هل لدي تنبيهات؟', 'ar', [alerts]],
  ['كيف حال الكلى؟', 'ar', [twin('kidney')]],
  ['لخص حالتي الصحية', 'ar', summary],
  ['كم عمري؟', 'ar', [personal]],
  ['أعلى نبض منذ مارس', 'ar', [vital('heart_rate', SINCE_MARCH)]],
  // Chinese
  ['我上周的平均心率是多少？', 'zh', [vital('heart_rate', LAST_WEEK)]],
  ['我的血压正常吗？', 'zh', [vital('blood_pressure')]],
  ['今天的血糖', 'zh', [vital('glucose', TODAY)]],
  ['我昨晚睡得怎么样？', 'zh', [sleep(LAST_NIGHT)]],
  ['我在服用哪些药物？', 'zh', [records('medication')]],
  ['我有过敏吗？', 'zh', [records('allergy')]],
  ['我最近一次糖化血红蛋白是多少？', 'zh', [lab('Hemoglobin A1c')]],
  ['我有警报吗？', 'zh', [alerts]],
  ['我的肝怎么样？', 'zh', [twin('liver')]],
  ['总结一下我的健康状况', 'zh', summary],
  ['血氧趋势', 'zh', [vital('spo2', THIRTY_DAYS)]],
  ['我的年龄', 'zh', [personal]],
];

describe('understanding: question → tool calls', () => {
  it('has at least 60 questions covering the four languages', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(60);
    for (const lang of ['en', 'fr', 'ar', 'zh']) expect(TABLE.filter(([, l]) => l === lang).length).toBeGreaterThanOrEqual(10);
  });

  it.each(TABLE)('%s', (question, language, expected) => {
    const u = understand(question, ctx);
    expect(u.language).toBe(language);
    const calls = u.calls.map((c) => [c.toolName, c.input]);
    expect(calls).toEqual(expected);
    expect(u.intent).toBe(expected.length ? 'data' : 'unknown');
  });

  // The questions the assistant itself offers (the page's suggestion chips, and the examples of its "cannot answer"
  // reply): each must be one it answers from the user's data, in its own language.
  const OFFERED = (['en', 'fr', 'ar', 'zh'] as const).flatMap((language) => {
    const strings = { en: aiEn, fr: aiFr, ar: aiAr, zh: aiZh }[language].suggestions;
    const chips = Object.entries(strings).flatMap(([key, text]) => (/^s\d+$/.test(key) ? [text] : []));
    return [...new Set([...chips, ...PHRASES[language].suggestions])].map((q) => [q, language] as const);
  });
  it.each(OFFERED)('answers the offered question %s (%s) from data', (question, language) => {
    const u = understand(question, ctx);
    expect([u.language, u.intent]).toEqual([language, 'data']);
    expect(u.calls.length).toBeGreaterThan(0);
  });

  it('greets back without reading data', () => {
    expect(understand('Bonjour', ctx)).toMatchObject({ intent: 'greeting', calls: [] });
  });
});

describe("weeks start on the account's first day of the week", () => {
  // Monday 15 June 2026: for a Sunday week, "this week" began on Sunday the 14th, "last week" was 7–14 June.
  it('Sunday', () => {
    const sunday = { ...ctx, firstDayOfWeek: 7 };
    expect(understand('What was my average heart rate this week?', sunday).calls).toEqual([
      { toolName: 'vitalStats', input: { kind: 'heart_rate', from: '2026-06-14T00:00:00.000Z' } },
    ]);
    expect(understand('What was my average heart rate last week?', sunday).calls).toEqual([
      { toolName: 'vitalStats', input: { kind: 'heart_rate', from: '2026-06-07T00:00:00.000Z', to: '2026-06-14T00:00:00.000Z' } },
    ]);
  });

  it('Monday by default', () => {
    expect(understand('What was my average heart rate this week?', ctx).calls).toEqual([
      { toolName: 'vitalStats', input: { kind: 'heart_rate', from: '2026-06-15T00:00:00.000Z' } },
    ]);
  });
});
