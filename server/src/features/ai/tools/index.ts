// The assistant's typed tools, built per request around the asking user. No tool takes a user id: the user
// comes from the request context, so nothing a model writes (or a record's text tells it) can name another
// user. The same tools serve the built-in engine and any OpenAI-compatible model.
import { tool } from 'ai';
import { z } from 'zod';
import { TWIN_SYSTEM_IDS } from '../../twin/twin-systems.js';
import { vitalStats } from './vital-stats.js';
import { listRecords, observations } from './record-tools.js';
import { openAlerts, personalInfo, sleepSummary, twinStatus } from './other-tools.js';
import type { ToolContext } from './tool-context.js';

export const VITAL_KIND_NAMES = ['heart_rate', 'spo2', 'glucose', 'blood_pressure', 'stress'] as const;

const when = {
  from: z.string().max(40).optional().describe('Start of the range, ISO 8601 (default: 7 days before `to`).'),
  to: z.string().max(40).optional().describe('End of the range, ISO 8601 (default: now).'),
};

export function buildTools(ctx: ToolContext) {
  const gate = ctx.gate ?? (<T>(read: () => Promise<T>) => read());
  return {
    vitalStats: tool({
      description:
        "Statistics of one of the user's vital signs over a date range: min, average, max, latest reading, trend, " +
        "time within the user's alert limits, in the user's units.",
      inputSchema: z.object({ kind: z.enum(VITAL_KIND_NAMES), ...when }),
      execute: (a) => gate(() => vitalStats(ctx, a.kind, a.from, a.to)),
    }),
    sleepSummary: tool({
      description: "The user's sleep over a date range: nights, average hours, the last night's stages.",
      inputSchema: z.object(when),
      execute: (a) => gate(() => sleepSummary(ctx, a.from, a.to)),
    }),
    openAlerts: tool({
      description: "The user's open (unacknowledged) vital-sign alerts.",
      inputSchema: z.object({}),
      execute: () => gate(() => openAlerts(ctx)),
    }),
    observations: tool({
      description:
        "The user's lab results and measured observations matching a name or LOINC code (e.g. 'hba1c', " +
        "'cholesterol', '4548-4'), newest first, with reference ranges and flags.",
      inputSchema: z.object({ query: z.string().min(1).max(100) }),
      execute: (a) => gate(() => observations(ctx, a.query)),
    }),
    listRecords: tool({
      description: "The user's conditions, medications or allergies from their medical records.",
      inputSchema: z.object({ kind: z.enum(['condition', 'medication', 'allergy']) }),
      execute: (a) => gate(() => listRecords(ctx, a.kind)),
    }),
    personalInfo: tool({
      description: "The user's age, sex at birth, height and weight.",
      inputSchema: z.object({}),
      execute: () => gate(() => personalInfo(ctx)),
    }),
    twinStatus: tool({
      description:
        "Status of the user's body systems (digital twin): indicators with data and those out of range. " +
        'Without a system: all of them.',
      inputSchema: z.object({ system: z.enum(TWIN_SYSTEM_IDS as [string, ...string[]]).optional() }),
      execute: (a) => gate(() => twinStatus(ctx, a.system as Parameters<typeof twinStatus>[1])),
    }),
  };
}

export type AssistantTools = ReturnType<typeof buildTools>;
export type ToolName = keyof AssistantTools;
