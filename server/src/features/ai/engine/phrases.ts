// The built-in engine's wording in the portal's four languages. Values come in already formatted.
import { COLON, SEMICOLON } from '../../../lib/punctuation.js';
import type { AiLanguage } from '../ai.types.js';

export interface Phrases {
  vital: Record<string, string>;
  system: Record<string, string>;
  records: Record<'medication' | 'condition' | 'allergy', string>;
  flag: Record<string, string>;
  trend: Record<'rising' | 'falling' | 'stable', string>;
  sex: Record<string, string>;
  noVitals(v: string, from: string, to: string): string;
  stats(v: string, from: string, to: string, avg: string, min: string, max: string, n: number): string;
  latest(value: string, when: string): string;
  trendLine(t: string): string;
  /** `range` is "lo – hi", "≤ hi" or "≥ lo" (a vital may have only one limit). */
  limits(status: 'low' | 'normal' | 'high', range: string, low: string, high: string): string;
  inRange(p: number): string;
  noSleep: string;
  sleep(nights: number, avg: string): string;
  lastNight(hours: string, deep: string, rem: string, awake: number): string;
  noAlerts: string;
  alerts(n: number): string;
  noLab(q: string): string;
  lab(name: string, value: string, when: string, ref: string, flag: string): string;
  earlier: string;
  noRecords(kind: string): string;
  recordsTitle(kind: string): string;
  personal(age: string, sex: string): string;
  personalMissing: string;
  twinNone: string;
  twinSystem(name: string, out: number, withData: number): string;
  cannot: string;
  greeting: string;
  suggestions: string[];
  unknownValue: string;
  /** Streamed at once while the data is read, so the user sees the reply start. */
  leadIn: string;
  /** Between a label and its value, and between list items, as the language writes them (lib/punctuation.ts). */
  colon: string;
  semicolon: string;
}

const en: Phrases = {
  colon: COLON.en,
  semicolon: SEMICOLON.en,
  vital: { heart_rate: 'Heart rate', spo2: 'Blood oxygen', glucose: 'Glucose', blood_pressure: 'Blood pressure', stress: 'Stress' },
  system: { blood: 'Blood', vascular: 'Vascular system', brain: 'Brain', kidney: 'Kidneys', liver: 'Liver', digestion: 'Digestion', eye: 'Eyes' },
  records: { medication: 'medications', condition: 'conditions', allergy: 'allergies' },
  flag: { low: 'below the reference range', high: 'above the reference range', critical: 'far outside the reference range', normal: 'within the reference range' },
  trend: { rising: 'rising', falling: 'falling', stable: 'stable' },
  sex: { female: 'female', male: 'male', intersex: 'intersex', undisclosed: 'not stated' },
  noVitals: (v, f, t) => `I found no ${v.toLowerCase()} readings from ${f} to ${t}.`,
  stats: (v, f, t, a, lo, hi, n) => `**${v}** from ${f} to ${t}: average **${a}**, lowest ${lo}, highest ${hi} (${n} readings).`,
  latest: (v, w) => `Latest reading: **${v}** (${w}).`,
  trendLine: (t) => `Over this period the trend is ${t}.`,
  limits: (s, range, lo, hi) =>
    s === 'normal' ? `Your latest reading is within your alert limits (${range}).` : s === 'high' ? `Your latest reading is above your upper alert limit (${hi}).` : `Your latest reading is below your lower alert limit (${lo}).`,
  inRange: (p) => `${p}% of the measured periods were within your limits.`,
  noSleep: 'I found no sleep recorded in this period.',
  sleep: (n, a) =>
    n === 1 ? `One night recorded in this period: **${a} h** of sleep.` : `${n} nights recorded in this period, sleeping **${a} h** on average.`,
  lastNight: (h, d, r, a) => `Last night: **${h} h** of sleep (deep ${d} h, REM ${r} h, awake ${a} min).`,
  noAlerts: 'You have no open alerts.',
  alerts: (n) => `You have **${n}** open alert(s):`,
  noLab: (q) => `I found no results for “${q}” in your records.`,
  lab: (n, v, w, ref, f) => `**${n}**: **${v}** on ${w}${ref ? ` (reference ${ref})` : ''}${f ? `, ${f}` : ''}.`,
  earlier: 'Earlier results:',
  noRecords: (k) => `Your records list no ${k}.`,
  recordsTitle: (k) => `Your ${k}:`,
  personal: (a, s) => `You are ${a} years old; sex at birth: ${s}.`,
  personalMissing: 'Your personal information does not say yet; you can add it on the personal information page.',
  twinNone: 'There is no data for your body systems yet. Import your records or pair a gadget to see them.',
  twinSystem: (n, o, w) => (o ? `**${n}**: ${o} of ${w} indicator(s) out of range` : `**${n}**: all ${w} indicator(s) in range`),
  cannot: "I can't answer that from your data yet. I can tell you about your vitals, sleep, lab results, medications, conditions, allergies and alerts. For example:",
  greeting: 'Hello! Ask me about your health data. For example:',
  suggestions: ['What was my average heart rate last week?', 'Is my blood pressure normal?', 'How did I sleep last night?', 'What was my last HbA1c?', 'What medications am I taking?'],
  unknownValue: 'not recorded',
  leadIn: 'Looking at your data…',
};

const fr: Phrases = {
  colon: COLON.fr,
  semicolon: SEMICOLON.fr,
  vital: { heart_rate: 'Fréquence cardiaque', spo2: 'Oxygène sanguin', glucose: 'Glycémie', blood_pressure: 'Tension artérielle', stress: 'Stress' },
  system: { blood: 'Sang', vascular: 'Système vasculaire', brain: 'Cerveau', kidney: 'Reins', liver: 'Foie', digestion: 'Digestion', eye: 'Yeux' },
  records: { medication: 'médicaments', condition: 'pathologies', allergy: 'allergies' },
  flag: { low: 'sous la plage de référence', high: 'au-dessus de la plage de référence', critical: 'très en dehors de la plage de référence', normal: 'dans la plage de référence' },
  trend: { rising: 'à la hausse', falling: 'à la baisse', stable: 'stable' },
  sex: { female: 'féminin', male: 'masculin', intersex: 'intersexe', undisclosed: 'non précisé' },
  noVitals: (v, f, t) => `Je n’ai trouvé aucune mesure (${v.toLowerCase()}) du ${f} au ${t}.`,
  stats: (v, f, t, a, lo, hi, n) => `**${v}** du ${f} au ${t}\u202f: moyenne **${a}**, minimum ${lo}, maximum ${hi} (${n} mesures).`,
  latest: (v, w) => `Dernière mesure\u202f: **${v}** (${w}).`,
  trendLine: (t) => `Sur cette période, la tendance est ${t}.`,
  limits: (s, range, lo, hi) =>
    s === 'normal' ? `Votre dernière mesure est dans vos limites d’alerte (${range}).` : s === 'high' ? `Votre dernière mesure dépasse votre limite haute (${hi}).` : `Votre dernière mesure est sous votre limite basse (${lo}).`,
  inRange: (p) => `${p} % des périodes mesurées étaient dans vos limites.`,
  noSleep: 'Je n’ai trouvé aucun sommeil enregistré sur cette période.',
  sleep: (n, a) =>
    n === 1 ? `Une nuit enregistrée sur cette période\u202f: **${a} h** de sommeil.` : `${n} nuits enregistrées sur cette période, **${a} h** de sommeil en moyenne.`,
  lastNight: (h, d, r, a) => `La nuit dernière\u202f: **${h} h** de sommeil (profond ${d} h, paradoxal ${r} h, éveillé ${a} min).`,
  noAlerts: 'Vous n’avez aucune alerte ouverte.',
  alerts: (n) => `Vous avez **${n}** alerte(s) ouverte(s)\u202f:`,
  noLab: (q) => `Je n’ai trouvé aucun résultat pour « ${q} » dans votre dossier.`,
  lab: (n, v, w, ref, f) => `**${n}**\u202f: **${v}** le ${w}${ref ? ` (référence ${ref})` : ''}${f ? `, ${f}` : ''}.`,
  earlier: 'Résultats précédents\u202f:',
  noRecords: (k) => `Votre dossier ne mentionne aucun(e) ${k}.`,
  recordsTitle: (k) => `Vos ${k}\u202f:`,
  personal: (a, s) => `Vous avez ${a} ans\u202f; sexe à la naissance\u202f: ${s}.`,
  personalMissing: 'Vos informations personnelles ne le précisent pas encore\u202f; vous pouvez les compléter sur la page dédiée.',
  twinNone: 'Aucune donnée pour vos systèmes corporels pour l’instant. Importez votre dossier ou associez un appareil.',
  twinSystem: (n, o, w) => (o ? `**${n}**\u202f: ${o} indicateur(s) sur ${w} hors plage` : `**${n}**\u202f: les ${w} indicateur(s) sont dans la plage`),
  cannot: 'Je ne peux pas encore répondre à cela à partir de vos données. Je peux parler de vos constantes, sommeil, analyses, médicaments, pathologies, allergies et alertes. Par exemple\u202f:',
  greeting: 'Bonjour\u202f! Posez-moi une question sur vos données de santé. Par exemple\u202f:',
  suggestions: ['Quelle était ma fréquence cardiaque moyenne la semaine dernière\u202f?', 'Ma tension est-elle normale\u202f?', 'Comment ai-je dormi cette nuit\u202f?', 'Quel était mon dernier HbA1c\u202f?', 'Quels médicaments est-ce que je prends\u202f?'],
  unknownValue: 'non renseigné',
  leadIn: 'Je consulte vos données…',
};

const ar: Phrases = {
  colon: COLON.ar,
  semicolon: SEMICOLON.ar,
  vital: { heart_rate: 'معدل ضربات القلب', spo2: 'أكسجين الدم', glucose: 'السكر في الدم', blood_pressure: 'ضغط الدم', stress: 'التوتر' },
  system: { blood: 'الدم', vascular: 'الجهاز الوعائي', brain: 'الدماغ', kidney: 'الكلى', liver: 'الكبد', digestion: 'الهضم', eye: 'العينان' },
  records: { medication: 'أدوية', condition: 'أمراض', allergy: 'حساسية' },
  flag: { low: 'أقل من النطاق المرجعي', high: 'أعلى من النطاق المرجعي', critical: 'خارج النطاق المرجعي بكثير', normal: 'ضمن النطاق المرجعي' },
  trend: { rising: 'تصاعدي', falling: 'تنازلي', stable: 'مستقر' },
  sex: { female: 'أنثى', male: 'ذكر', intersex: 'ثنائي الجنس', undisclosed: 'غير محدد' },
  noVitals: (v, f, t) => `لم أجد أي قراءات لـ${v} من ${f} إلى ${t}.`,
  stats: (v, f, t, a, lo, hi, n) => `**${v}** من ${f} إلى ${t}: المتوسط **${a}**، الأدنى ${lo}، الأعلى ${hi} (${n} قراءة).`,
  latest: (v, w) => `آخر قراءة: **${v}** (${w}).`,
  trendLine: (t) => `الاتجاه خلال هذه الفترة ${t}.`,
  limits: (s, range, lo, hi) =>
    s === 'normal' ? `آخر قراءة لك ضمن حدود التنبيه الخاصة بك (${range}).` : s === 'high' ? `آخر قراءة لك أعلى من حدك الأعلى (${hi}).` : `آخر قراءة لك أقل من حدك الأدنى (${lo}).`,
  inRange: (p) => `كانت ${p}٪ من الفترات المقيسة ضمن حدودك.`,
  noSleep: 'لم أجد نوماً مسجلاً في هذه الفترة.',
  // Arabic counts nights in three forms: one and two have their own words, 3–10 the plural, 11 and up the singular.
  sleep: (n, a) =>
    n === 1
      ? `ليلة واحدة مسجلة في هذه الفترة: **${a} ساعة** من النوم.`
      : n === 2
        ? `ليلتان مسجلتان في هذه الفترة، بمتوسط نوم **${a} ساعة**.`
        : `${n} ${n % 100 >= 3 && n % 100 <= 10 ? 'ليالٍ مسجلة' : 'ليلة مسجلة'} في هذه الفترة، بمتوسط نوم **${a} ساعة**.`,
  lastNight: (h, d, r, a) => `الليلة الماضية: **${h} ساعة** من النوم (عميق ${d} ساعة، حركة العين السريعة ${r} ساعة، استيقاظ ${a} دقيقة).`,
  noAlerts: 'ليس لديك أي تنبيهات مفتوحة.',
  alerts: (n) => `لديك **${n}** تنبيه مفتوح:`,
  noLab: (q) => `لم أجد أي نتائج لـ«${q}» في سجلاتك.`,
  lab: (n, v, w, ref, f) => `**${n}**: **${v}** في ${w}${ref ? ` (المرجع ${ref})` : ''}${f ? `، ${f}` : ''}.`,
  earlier: 'نتائج سابقة:',
  noRecords: (k) => `لا تذكر سجلاتك أي ${k}.`,
  recordsTitle: (k) => `${k} في سجلاتك:`,
  personal: (a, s) => `عمرك ${a} سنة؛ الجنس عند الولادة: ${s}.`,
  personalMissing: 'لا تذكر معلوماتك الشخصية ذلك بعد؛ يمكنك إضافتها في صفحة المعلومات الشخصية.',
  twinNone: 'لا توجد بيانات لأجهزة جسمك بعد. استورد سجلاتك أو اربط جهازاً لرؤيتها.',
  twinSystem: (n, o, w) => (o ? `**${n}**: ${o} من ${w} مؤشر خارج النطاق` : `**${n}**: جميع المؤشرات (${w}) ضمن النطاق`),
  cannot: 'لا أستطيع الإجابة عن ذلك من بياناتك بعد. يمكنني إخبارك عن علاماتك الحيوية والنوم والتحاليل والأدوية والأمراض والحساسية والتنبيهات. مثلاً:',
  greeting: 'مرحباً! اسألني عن بياناتك الصحية. مثلاً:',
  suggestions: ['ما متوسط معدل ضربات قلبي الأسبوع الماضي؟', 'هل ضغط دمي طبيعي؟', 'كيف نمت الليلة الماضية؟', 'ما آخر نتيجة للسكر التراكمي؟', 'ما الأدوية التي أتناولها؟'],
  unknownValue: 'غير مسجل',
  leadIn: 'أطّلع على بياناتك…',
};

const zh: Phrases = {
  colon: COLON.zh,
  semicolon: SEMICOLON.zh,
  vital: { heart_rate: '心率', spo2: '血氧', glucose: '血糖', blood_pressure: '血压', stress: '压力' },
  system: { blood: '血液', vascular: '血管系统', brain: '大脑', kidney: '肾脏', liver: '肝脏', digestion: '消化', eye: '眼睛' },
  records: { medication: '药物', condition: '疾病', allergy: '过敏' },
  flag: { low: '低于参考范围', high: '高于参考范围', critical: '远超参考范围', normal: '在参考范围内' },
  trend: { rising: '上升', falling: '下降', stable: '平稳' },
  sex: { female: '女', male: '男', intersex: '间性', undisclosed: '未说明' },
  noVitals: (v, f, t) => `${f} 至 ${t} 期间没有找到${v}读数。`,
  stats: (v, f, t, a, lo, hi, n) => `**${v}**（${f} 至 ${t}）：平均 **${a}**，最低 ${lo}，最高 ${hi}（共 ${n} 次读数）。`,
  latest: (v, w) => `最新读数：**${v}**（${w}）。`,
  trendLine: (t) => `这段时间的趋势：${t}。`,
  limits: (s, range, lo, hi) =>
    s === 'normal' ? `您的最新读数在您的提醒范围内（${range}）。` : s === 'high' ? `您的最新读数高于您的上限（${hi}）。` : `您的最新读数低于您的下限（${lo}）。`,
  inRange: (p) => `${p}% 的测量时段在您的范围内。`,
  noSleep: '这段时间没有找到睡眠记录。',
  sleep: (n, a) => `这段时间共记录 ${n} 晚，平均睡眠 **${a} 小时**。`,
  lastNight: (h, d, r, a) => `昨晚：睡眠 **${h} 小时**（深睡 ${d} 小时，快速眼动 ${r} 小时，清醒 ${a} 分钟）。`,
  noAlerts: '您没有未处理的警报。',
  alerts: (n) => `您有 **${n}** 条未处理的警报：`,
  noLab: (q) => `在您的记录中没有找到“${q}”的结果。`,
  lab: (n, v, w, ref, f) => `**${n}**：**${v}**（${w}）${ref ? `，参考范围 ${ref}` : ''}${f ? `，${f}` : ''}。`,
  earlier: '以前的结果：',
  noRecords: (k) => `您的记录中没有${k}。`,
  recordsTitle: (k) => `您的${k}：`,
  personal: (a, s) => `您 ${a} 岁；出生性别：${s}。`,
  personalMissing: '您的个人信息中还没有这一项；可以在个人信息页面补充。',
  twinNone: '您的身体系统还没有数据。导入记录或连接设备后即可查看。',
  twinSystem: (n, o, w) => (o ? `**${n}**：${w} 项指标中 ${o} 项超出范围` : `**${n}**：${w} 项指标均在范围内`),
  cannot: '我暂时无法根据您的数据回答这个问题。我可以告诉您生命体征、睡眠、化验结果、药物、疾病、过敏和警报。例如：',
  greeting: '您好！可以问我关于您的健康数据的问题。例如：',
  suggestions: ['我上周的平均心率是多少？', '我的血压正常吗？', '我昨晚睡得怎么样？', '我最近一次糖化血红蛋白是多少？', '我在服用哪些药物？'],
  unknownValue: '未记录',
  leadIn: '正在查看您的数据…',
};

export const PHRASES: Record<AiLanguage, Phrases> = { en, fr, ar, zh };
