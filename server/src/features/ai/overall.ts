// ai.overall: a one-line summary of the user's current state — latest vitals against their own limits,
// out-of-range lab indicators, open alerts — built from the same tools as the chat (so the reads are audited
// as the assistant's), in the user's preferred language.
import type { AiLanguage } from './ai.types.js';
import { PHRASES } from './engine/phrases.js';
import { VITAL_KIND_NAMES } from './tools/index.js';
import { openAlerts, twinStatus } from './tools/other-tools.js';
import type { ToolContext } from './tools/tool-context.js';
import { vitalStats } from './tools/vital-stats.js';

const T: Record<AiLanguage, { alerts(n: number): string; labs(n: number, where: string): string; vitalsOk: string; vitalsOut(list: string): string; none: string }> = {
  en: {
    alerts: (n) => (n ? `${n} open alert(s)` : 'no open alerts'),
    labs: (n, w) => (n ? `${n} lab value(s) out of range (${w})` : 'lab values in range'),
    vitalsOk: 'latest vitals within your limits',
    vitalsOut: (l) => `outside your limits: ${l}`,
    none: 'No data yet: pair a gadget or import your records to get a summary.',
  },
  fr: {
    alerts: (n) => (n ? `${n} alerte(s) ouverte(s)` : 'aucune alerte ouverte'),
    labs: (n, w) => (n ? `${n} résultat(s) d’analyse hors plage (${w})` : 'analyses dans la plage'),
    vitalsOk: 'dernières constantes dans vos limites',
    vitalsOut: (l) => `hors de vos limites : ${l}`,
    none: 'Pas encore de données : associez un appareil ou importez votre dossier pour obtenir un résumé.',
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

export async function buildOverall(ctx: ToolContext, lang: AiLanguage): Promise<string> {
  const p = PHRASES[lang];
  const t = T[lang];
  const stats = [];
  for (const kind of VITAL_KIND_NAMES) stats.push(await vitalStats(ctx, kind));
  const twin = await twinStatus(ctx);
  const alerts = await openAlerts(ctx);
  const withVitals = stats.filter((s) => s.latest);
  const labsWithData = twin.systems.filter((s) => s.indicatorsWithData > 0);
  if (!withVitals.length && !labsWithData.length && !alerts.open.length) return t.none;
  const parts: string[] = [];
  if (withVitals.length) {
    const out = withVitals.filter((s) => s.latestStatus === 'low' || s.latestStatus === 'high');
    parts.push(out.length ? t.vitalsOut(out.map((s) => `${p.vital[s.kind]} (${p.flag[s.latestStatus ?? ''] ?? ''})`).join(', ')) : t.vitalsOk);
  }
  if (labsWithData.length) {
    const out = labsWithData.filter((s) => s.outOfRange.length);
    parts.push(t.labs(out.reduce((n, s) => n + s.outOfRange.length, 0), out.map((s) => p.system[s.system]).join(', ')));
  }
  parts.push(t.alerts(alerts.open.length));
  const line = parts.join(' · ');
  return line.charAt(0).toUpperCase() + line.slice(1) + (lang === 'zh' ? '。' : '.');
}
