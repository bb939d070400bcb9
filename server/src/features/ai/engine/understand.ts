// The built-in engine's understanding: a question → the tool calls that answer it (and what kind of answer
// the user wants). Deterministic and table-tested (understand.test.ts: 60+ questions in four languages).
import type { AiLanguage } from '../ai.types.js';
import type { ToolName } from '../tools/index.js';
import { parseRange } from './dates.js';
import { detectLanguage } from './language.js';
import { ASK, LAB_WORDS, RECORD_WORDS, SLEEP_WORDS, TWIN_WORDS, VITAL_WORDS } from './lexicon.js';

export type Focus = 'average' | 'high' | 'low' | 'latest' | 'trend' | 'normal' | 'overview';
export type Intent = 'data' | 'greeting' | 'unknown';

export interface PlannedCall {
  toolName: ToolName;
  input: Record<string, unknown>;
}

export interface Understanding {
  language: AiLanguage;
  intent: Intent;
  focus: Focus;
  calls: PlannedCall[];
}

export interface UnderstandContext {
  now: Date;
  timeZone: string;
  /** The page's language, used when the question's own language is unclear. */
  language: AiLanguage;
  /** ISO weekday the user's week starts on ("this week", "last week"); Monday when not given. */
  firstDayOfWeek?: number;
}

function focusOf(t: string): Focus {
  if (ASK.trend.test(t)) return 'trend';
  if (ASK.high.test(t)) return 'high';
  if (ASK.low.test(t)) return 'low';
  if (ASK.normal.test(t)) return 'normal';
  if (ASK.average.test(t)) return 'average';
  if (ASK.latest.test(t)) return 'latest';
  return 'overview';
}

export function understand(question: string, ctx: UnderstandContext): Understanding {
  const t = question.toLowerCase().normalize('NFC');
  const language = detectLanguage(question, ctx.language);
  const focus = focusOf(t);
  const range = parseRange(question, ctx.now, ctx.timeZone, language, ctx.firstDayOfWeek ?? 1);
  // A trend needs a longer window than "lately".
  const when = range ?? (focus === 'trend' ? { from: new Date(ctx.now.getTime() - 30 * 86_400_000).toISOString() } : {});
  const calls: PlannedCall[] = [];

  const labs = LAB_WORDS.filter(([, r]) => r.test(t)).map(([q]) => q);
  // "HbA1c" also says "hemoglobin"/"glucose": the most specific lab wins, and a lab question is not a vital one.
  const lab = labs[0];
  if (lab) calls.push({ toolName: 'observations', input: { query: lab } });

  const vitals = lab ? [] : VITAL_WORDS.filter(([, r]) => r.test(t)).map(([k]) => k);
  for (const kind of vitals) calls.push({ toolName: 'vitalStats', input: { kind, ...when } });

  if (SLEEP_WORDS.test(t) && !vitals.length) calls.push({ toolName: 'sleepSummary', input: { ...when } });

  for (const [kind, r] of RECORD_WORDS) if (r.test(t)) calls.push({ toolName: 'listRecords', input: { kind } });

  if (ASK.alerts.test(t)) calls.push({ toolName: 'openAlerts', input: {} });

  if (!calls.length) {
    const system = TWIN_WORDS.find(([, r]) => r.test(t))?.[0];
    if (system) calls.push({ toolName: 'twinStatus', input: { system } });
  }
  if (!calls.length && ASK.personal.test(t)) calls.push({ toolName: 'personalInfo', input: {} });
  if (!calls.length && ASK.summary.test(t)) {
    calls.push({ toolName: 'openAlerts', input: {} }, { toolName: 'twinStatus', input: {} });
  }
  if (!calls.length && ASK.lab.test(t)) calls.push({ toolName: 'twinStatus', input: {} });

  const intent: Intent = calls.length ? 'data' : ASK.greeting.test(t) ? 'greeting' : 'unknown';
  return { language, intent, focus, calls };
}
