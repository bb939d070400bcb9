// The built-in engine end to end on fixed data: the tools' outputs (stub services, no database), the answer
// in each language and unit, and the one streamText path: tool calls first, then the text in chunks.
import { getEventListeners } from 'node:events';
import { stepCountIs, streamText } from 'ai';
import { describe, expect, it } from 'vitest';
import { DEFAULT_UNITS } from '../../preferences/preferences.types.js';
import { effectiveThresholds } from '../../preferences/thresholds.js';
import { buildTools } from '../tools/index.js';
import type { ToolContext, ToolServices } from '../tools/tool-context.js';
import { vitalStats } from '../tools/vital-stats.js';
import type { VitalStatsOutput } from '../tools/vital-stats.js';
import { listRecords } from '../tools/record-tools.js';
import { BuiltinModel, CONTEXT_MARK, chunksOf } from './builtin-model.js';
import { compose, displayUnit } from './compose.js';
import { understand } from './understand.js';

const now = new Date('2026-06-15T12:00:00Z');
const point = (time: string, avg: number, min: number, max: number, count = 10) => ({ time, count, avg, min, max, avg2: null, min2: null, max2: null });
const audited: string[] = [];

function services(glucoseUnit: 'MG_DL' | 'MMOL_L' = 'MG_DL'): ToolServices {
  const stub = {
    vitals: {
      series: (_u: string, kind: string) =>
        Promise.resolve({
          kind, unit: kind === 'glucose' ? 'mg/dL' : '/min', code: 'x', from: '', to: '', bucketSeconds: 3600, fromRollups: true,
          points: [point('2026-06-09T00:00:00Z', 60, 55, 66), point('2026-06-10T00:00:00Z', 62, 58, 70), point('2026-06-12T00:00:00Z', 80, 70, 95), point('2026-06-13T00:00:00Z', 82, 75, 101)],
        }),
      latest: () => Promise.resolve([{ id: '1', kind: 'heart_rate', time: '2026-06-15T11:00:00.000Z', value: 130, value2: null, unit: '/min', code: 'x', source: 'manual', gadgetId: null }, { id: '2', kind: 'glucose', time: '2026-06-15T11:00:00.000Z', value: 90.08, value2: null, unit: 'mg/dL', code: 'x', source: 'manual', gadgetId: null }]),
    },
    preferences: { thresholds: () => Promise.resolve(effectiveThresholds([])), unitsFor: () => Promise.resolve({ ...DEFAULT_UNITS, glucose: glucoseUnit }) },
    records: {
      list: (actor: { userId: string }) => {
        audited.push(actor.userId);
        return Promise.resolve({ items: [{ id: 'r1', title: 'Metformin 500 mg', date: new Date('2026-01-02T00:00:00Z'), status: 'active', notes: 'x'.repeat(500), observations: [], attachments: [] }], totalCount: 1, page: 1, pageSize: 20, hasNextPage: false });
      },
    },
    twin: {}, personalInfo: {}, audit: { record: () => Promise.resolve() },
  };
  return stub as unknown as ToolServices;
}

const ctx = (glucose?: 'MG_DL' | 'MMOL_L'): ToolContext => ({ actor: { userId: 'me', ip: null, userAgent: 'AI assistant' }, services: services(glucose), now });

describe('tool outputs on fixed data', () => {
  it('vitalStats: weighted average, extremes, rising trend, latest above the limit, time in range', async () => {
    const o = await vitalStats(ctx(), 'heart_rate');
    expect(o).toMatchObject({ count: 40, min: 55, max: 101, avg: 71, trend: 'rising', latestStatus: 'high', latest: { value: 130 }, timeInRange: 100 });
    expect(o.sources).toEqual([expect.objectContaining({ kind: 'vitals', href: '/live/hbr' })]);
    expect(o.to).toBe(now.toISOString());
  });

  it('vitalStats: glucose in the user unit (mmol/L)', async () => {
    const o = await vitalStats(ctx('MMOL_L'), 'glucose');
    expect(o.unit).toBe('mmol/L');
    expect(o.latest?.value).toBe(5);
    expect(o.max).toBe(5.6);
  });

  it('listRecords: notes are shortened to 200 characters, records link to their page', async () => {
    const o = await listRecords(ctx(), 'medication');
    expect(o.items[0]?.notes).toHaveLength(200);
    expect(o.sources[0]?.href).toBe('/mrecord/r1');
    expect(audited).toContain('me');
  });
});

describe('answers in four languages', () => {
  it.each([
    ['What was my average heart rate last week?', /\*\*Heart rate\*\*.*average \*\*71 \/min\*\*/s],
    ['Quelle était ma fréquence cardiaque moyenne la semaine dernière ?', /\*\*Fréquence cardiaque\*\*.*moyenne \*\*71 \/min\*\*/s],
    // In Arabic each quantity is a left-to-right isolate (U+2066 … U+2069), so the bidi algorithm keeps it whole.
    ['ما متوسط معدل ضربات قلبي الأسبوع الماضي؟', /\*\*معدل ضربات القلب\*\*.*المتوسط \*\*\u2066(٧١|71) \/min\u2069\*\*/s],
    ['我上周的平均心率是多少？', /\*\*心率\*\*.*平均 \*\*71 \/min\*\*/s],
  ])('%s', async (question, expected) => {
    const u = understand(question, { now, timeZone: 'UTC', language: 'en' });
    const output = await vitalStats(ctx(), 'heart_rate');
    expect(compose(u, [{ toolName: 'vitalStats', output }], 'UTC')).toMatch(expected);
  });

  // The pages write "Jun 14, 2026" and follow the user's clock (use-format.ts); an answer beside them does too.
  it('writes days and times as the pages do: their locale and the user’s clock', () => {
    const u = understand('What was my heart rate yesterday?', { now, timeZone: 'UTC', language: 'en' });
    const output: VitalStatsOutput = {
      kind: 'heart_rate',
      unit: '{beats}/min',
      from: '2026-06-14T00:00:00Z',
      to: '2026-06-15T00:00:00Z',
      count: 0,
      min: null,
      avg: null,
      max: null,
      avg2: null,
      latest: { time: '2026-06-13T15:05:00Z', value: 64, value2: null },
      trend: null,
      timeInRange: null,
      limits: { low: null, high: null },
      latestStatus: null,
      sources: [],
    };
    const h24 = compose(u, [{ toolName: 'vitalStats', output }], 'UTC');
    expect(h24).toContain('Jun 14, 2026');
    expect(h24).toContain('Jun 13, 2026, 15:05');
    expect(compose(u, [{ toolName: 'vitalStats', output }], 'UTC', true)).toContain('Jun 13, 2026, 3:05 PM');
  });

  it('writes UCUM units as people do', () => {
    expect(displayUnit('mm[Hg]')).toBe('mmHg');
    expect(displayUnit('{beats}/min')).toBe('/min');
    expect(displayUnit('Cel')).toBe('°C');
    expect(displayUnit('mg/dL')).toBe('mg/dL');
  });

  it('counts the nights of the period asked about in words, singular and plural, in each language', () => {
    const sleepAnswer = (question: string, nights: number) =>
      compose(understand(question, { now, timeZone: 'UTC', language: 'en' }), [
        { toolName: 'sleepSummary', output: { nights, avgHours: 7.6, last: null, sources: [] } },
      ], 'UTC');
    expect(sleepAnswer('How did I sleep last night?', 1)).toMatch(/^One night recorded in this period: \*\*7\.6 h\*\*/);
    expect(sleepAnswer('How much did I sleep last week?', 7)).toMatch(/^7 nights recorded in this period/);
    expect(sleepAnswer('Comment ai-je dormi cette nuit ?', 1)).toMatch(/^Une nuit enregistrée sur cette période/);
    expect(sleepAnswer('كيف نمت الليلة الماضية؟', 1)).toMatch(/^ليلة واحدة مسجلة/);
    expect(sleepAnswer('كيف نمت الليلة الماضية؟', 2)).toMatch(/^ليلتان مسجلتان/);
    expect(sleepAnswer('كيف نمت الليلة الماضية؟', 7)).toMatch(/^7 ليالٍ مسجلة/);
    expect(sleepAnswer('كيف نمت الليلة الماضية؟', 30)).toMatch(/^30 ليلة مسجلة/);
    for (const n of [1, 2, 7]) expect(sleepAnswer('How did I sleep last night?', n)).not.toMatch(/\(s\)/);
  });

  it('says what it cannot answer, with suggestions', () => {
    const text = compose(understand('Quelle est la capitale du Pérou ?', { now, timeZone: 'UTC', language: 'fr' }), [], 'UTC');
    expect(text).toMatch(/^Je ne peux pas encore répondre/);
    expect(text.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(5);
  });
});

describe('the built-in model through streamText', () => {
  it('streams a lead-in, emits the tool calls, then streams the answer in chunks', async () => {
    const result = streamText({
      model: new BuiltinModel(0),
      system: `${CONTEXT_MARK}${JSON.stringify({ now: now.toISOString(), timeZone: 'UTC', language: 'en' })}`,
      prompt: 'What medications am I taking?',
      tools: buildTools(ctx()),
      stopWhen: stepCountIs(4),
    });
    const parts: string[] = [];
    let text = '';
    for await (const p of result.fullStream) {
      if (p.type === 'tool-call') parts.push(`call:${p.toolName}`);
      if (p.type === 'tool-result') parts.push(`result:${p.toolName}`);
      if (p.type === 'text-delta') {
        parts.push('chunk');
        text += p.text;
      }
    }
    expect(parts.slice(0, 3)).toEqual(['chunk', 'call:listRecords', 'result:listRecords']);
    expect(parts.filter((p) => p === 'chunk').length).toBeGreaterThan(2);
    expect(text).toMatch(/^Looking at your data…\n\nYour medications:\n- Metformin 500 mg/);
    expect((await result.totalUsage).outputTokens).toBeGreaterThan(0);
  });

  it('leaves no abort listener behind on the reply signal after its pauses', async () => {
    const signal = new AbortController().signal;
    const model = new BuiltinModel(1);
    const system = `${CONTEXT_MARK}${JSON.stringify({ now: now.toISOString(), timeZone: 'UTC', language: 'en' })}`;
    const { stream } = await model.doStream({
      prompt: [
        { role: 'system', content: system },
        { role: 'user', content: [{ type: 'text', text: 'Hello, what can you do for me today?' }] },
      ],
      abortSignal: signal,
    });
    let deltas = 0;
    for await (const part of stream) if (part.type === 'text-delta') deltas += 1;
    expect(deltas).toBeGreaterThan(10);
    expect(getEventListeners(signal, 'abort')).toHaveLength(0);
  });

  it('chunks keep every character', () => {
    const s = '**Heart rate** from 8 Jun: average 71 /min.\n- 心率平均值';
    expect(chunksOf(s).join('')).toBe(s);
  });
});
