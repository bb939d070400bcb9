// The remaining tools: sleep summaries, alerts, personal info (age and sex only) and the twin systems' status.
import { own } from '../../../lib/audit.js';
import { TWIN_SYSTEM_IDS } from '../../twin/twin-systems.js';
import type { TwinSystemId } from '../../twin/twin-systems.js';
import type { ToolContext, WithSources } from './tool-context.js';
import { rangeOf, round } from './tool-context.js';

export interface SleepOutput extends WithSources {
  from: string;
  to: string;
  nights: number;
  avgHours: number | null;
  last: { start: string; end: string; hours: number; deepHours: number; remHours: number; awakeMinutes: number } | null;
}

export async function sleepSummary(ctx: ToolContext, fromIso?: string, toIso?: string): Promise<SleepOutput> {
  const { from, to } = rangeOf(ctx.now, fromIso, toIso, 7);
  const sessions = await ctx.services.vitals.sleepSessions(ctx.actor.userId, from, to, ctx.actor);
  const hours = (s: { lightSeconds: number; deepSeconds: number; remSeconds: number }) =>
    (s.lightSeconds + s.deepSeconds + s.remSeconds) / 3600;
  const sorted = [...sessions].sort((a, b) => b.end.localeCompare(a.end));
  const last = sorted[0];
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    nights: sessions.length,
    avgHours: sessions.length ? round(sessions.reduce((s, x) => s + hours(x), 0) / sessions.length) : null,
    last: last
      ? {
          start: last.start,
          end: last.end,
          hours: round(hours(last)),
          deepHours: round(last.deepSeconds / 3600),
          remHours: round(last.remSeconds / 3600),
          awakeMinutes: Math.round(last.awakeSeconds / 60),
        }
      : null,
    sources: [{ kind: 'sleep', label: 'sleep', href: '/live/sleep', from: from.toISOString(), to: to.toISOString() }],
  };
}

export interface AlertsOutput extends WithSources {
  open: { kind: string; severity: string; message: string; time: string }[];
}

export async function openAlerts(ctx: ToolContext): Promise<AlertsOutput> {
  const rows = await ctx.services.vitals.alerts(ctx.actor.userId, false, 10, ctx.actor);
  return {
    open: rows.map((a) => ({ kind: a.kind, severity: a.severity, message: a.message, time: a.readingTime })),
    sources: [{ kind: 'alerts', label: 'alerts', href: '/overview' }],
  };
}

export interface PersonalOutput extends WithSources {
  age: number | null;
  sexAtBirth: string | null;
  heightCm: number | null;
  weightKg: number | null;
}

export function ageOn(birthDate: string, now: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const before = now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
  return now.getUTCFullYear() - y - (before ? 1 : 0);
}

/** Only what answers need (age, sex, body measures): no names, phones or addresses go to a model. */
export async function personalInfo(ctx: ToolContext): Promise<PersonalOutput> {
  const row = await ctx.services.personalInfo.find(ctx.actor.userId);
  await ctx.services.audit.record(ctx.actor, own(ctx.actor, 'ai.personalInfo', 'personal_info'));
  return {
    age: row?.birthDate ? ageOn(row.birthDate, ctx.now) : null,
    sexAtBirth: row?.sexAtBirth ?? null,
    heightCm: row?.heightCm ?? null,
    weightKg: row?.weightKg ?? null,
    sources: [{ kind: 'personal_info', label: 'personal_info', href: '/personalInfo' }],
  };
}

export interface TwinOutput extends WithSources {
  systems: {
    system: TwinSystemId;
    indicatorsWithData: number;
    outOfRange: { display: string; status: string; value: number | null; unit: string | null }[];
  }[];
}

export async function twinStatus(ctx: ToolContext, system?: TwinSystemId): Promise<TwinOutput> {
  const ids = system ? [system] : TWIN_SYSTEM_IDS;
  const pages = [];
  // One at a time: a summary reads seven pages, and the pool is shared with every other request.
  for (const id of ids) pages.push(await ctx.services.twin.page(ctx.actor, id, ctx.now.getTime()));
  return {
    systems: pages.map((p) => ({
      system: p.system,
      indicatorsWithData: p.summary.indicatorsWithData,
      outOfRange: p.indicators
        .filter((i) => i.status === 'low' || i.status === 'high' || i.status === 'critical')
        .map((i) => ({ display: i.display, status: i.status, value: i.latest?.value ?? null, unit: i.latest?.unit ?? null })),
    })),
    sources: pages.map((p) => ({ kind: 'twin', label: p.system, href: `/twine/${p.system}` })),
  };
}
