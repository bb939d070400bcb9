// ai.overall: a one-line summary of the user's current state — latest vitals against their own limits,
// out-of-range lab indicators, open alerts — built from the same tools as the chat (so the reads are audited
// as the assistant's). The facts are kept with the line: the web app words them in the page's language (the
// line is in the language of the moment it was built, and stays for API clients that read `ai.overall`).
import type { AiOverallFacts } from '../../../../db/schema/index.js';
import type { AiLanguage } from './ai.types.js';
import { PHRASES } from './engine/phrases.js';
import { VITAL_KIND_NAMES } from './tools/index.js';
import { openAlerts, twinStatus } from './tools/other-tools.js';
import type { ToolContext } from './tools/tool-context.js';
import { vitalStats } from './tools/vital-stats.js';

const T: Record<AiLanguage, { alerts(n: number): string; labs(n: number, where: string): string; vitalsOk: string; vitalsOut(list: string): string; none: string }> = {
  en: {
    alerts: (n) => (n === 1 ? '1 open alert' : n ? `${n} open alerts` : 'no open alerts'),
    labs: (n, w) =>
      n === 1 ? `1 lab value out of range (${w})` : n ? `${n} lab values out of range (${w})` : 'lab values in range',
    vitalsOk: 'latest vitals within your limits',
    vitalsOut: (l) => `outside your limits: ${l}`,
    none: 'No data yet: pair a gadget or import your records to get a summary.',
  },
  fr: {
    alerts: (n) => (n === 1 ? '1 alerte ouverte' : n ? `${n} alertes ouvertes` : 'aucune alerte ouverte'),
    labs: (n, w) =>
      n === 1
        ? `1 résultat d’analyse hors plage (${w})`
        : n
          ? `${n} résultats d’analyse hors plage (${w})`
          : 'analyses dans la plage',
    vitalsOk: 'dernières constantes dans vos limites',
    vitalsOut: (l) => `hors de vos limites\u202f: ${l}`,
    none: 'Pas encore de données\u202f: associez un appareil ou importez votre dossier pour obtenir un résumé.',
  },
  ar: {
    alerts: (n) => (n ? `${n} تنبيه مفتوح` : 'لا توجد تنبيهات مفتوحة'),
    labs: (n, w) => (n ? `${n} نتيجة تحليل خارج النطاق (${w})` : 'نتائج التحاليل ضمن النطاق'),
    vitalsOk: 'آخر العلامات الحيوية ضمن حدودك',
    vitalsOut: (l) => `خارج حدودك: ${l}`,
    none: 'لا توجد بيانات بعد: اربط جهازاً أو استورد سجلاتك للحصول على ملخص.',
  },
  zh: {
    alerts: (n) => (n ? `${n} 条未处理警报` : '没有未处理警报'),
    labs: (n, w) => (n ? `${n} 项化验值超出范围（${w}）` : '化验值均在范围内'),
    vitalsOk: '最新生命体征在您的范围内',
    vitalsOut: (l) => `超出您的范围：${l}`,
    none: '还没有数据：连接设备或导入记录后即可获得概况。',
  },
};

export interface Overall {
  text: string;
  facts: AiOverallFacts;
}

/** Reads the user's data (audited as the assistant's reads) and sums it up. */
export async function overallFacts(ctx: ToolContext): Promise<AiOverallFacts> {
  const stats = [];
  for (const kind of VITAL_KIND_NAMES) stats.push(await vitalStats(ctx, kind));
  const twin = await twinStatus(ctx);
  const alerts = await openAlerts(ctx);
  const withVitals = stats.filter((s) => s.latest);
  const labsWithData = twin.systems.filter((s) => s.indicatorsWithData > 0);
  const labsOut = labsWithData.filter((s) => s.outOfRange.length);
  return {
    vitalsMeasured: withVitals.length > 0,
    vitalsOut: withVitals.flatMap((s) =>
      s.latestStatus === 'low' || s.latestStatus === 'high' ? [{ kind: s.kind, status: s.latestStatus }] : [],
    ),
    labsMeasured: labsWithData.length > 0,
    labsOutOfRange: labsOut.reduce((n, s) => n + s.outOfRange.length, 0),
    labSystems: labsOut.map((s) => s.system),
    openAlerts: alerts.open.length,
  };
}

/** The facts in one line of `lang` (the web app has its own wording, in client/src/features/ai/components). */
export function wordOverall(facts: AiOverallFacts, lang: AiLanguage): string {
  const p = PHRASES[lang];
  const t = T[lang];
  if (!facts.vitalsMeasured && !facts.labsMeasured && !facts.openAlerts) return t.none;
  const parts: string[] = [];
  if (facts.vitalsMeasured) {
    const out = facts.vitalsOut.map((v) => `${p.vital[v.kind]} (${p.flag[v.status] ?? ''})`);
    parts.push(out.length ? t.vitalsOut(out.join(', ')) : t.vitalsOk);
  }
  if (facts.labsMeasured) parts.push(t.labs(facts.labsOutOfRange, facts.labSystems.map((s) => p.system[s]).join(', ')));
  parts.push(t.alerts(facts.openAlerts));
  const line = parts.join(' · ');
  return line.charAt(0).toUpperCase() + line.slice(1) + (lang === 'zh' ? '。' : '.');
}

export async function buildOverall(ctx: ToolContext, lang: AiLanguage): Promise<Overall> {
  const facts = await overallFacts(ctx);
  return { text: wordOverall(facts, lang), facts };
}
