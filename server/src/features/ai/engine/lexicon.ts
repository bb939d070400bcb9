// The built-in engine's vocabulary in the portal's four languages (en, fr, ar, zh): which words name which
// vital, lab, record kind, body system or kind of question. Patterns run on lower-cased text; Arabic and
// Chinese have no word boundaries that \b understands, so their alternatives are plain substrings. Arabic words take
// their article and possessive inside the word ("ضغط دمي", my blood pressure; "للسكر", of the sugar): a substring
// is written without them where the question may carry either.
import type { VitalKind } from '../../../../../db/schema/index.js';
import type { TwinSystemId } from '../../twin/twin-systems.js';

// \b knows only ASCII letters ("résumé", "âge" would never match): boundaries are "no letter or digit".
const re = (latin: string, other = '') =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${latin})(?![\\p{L}\\p{N}])${other ? `|${other}` : ''}`, 'u');

export const VITAL_WORDS: [VitalKind, RegExp][] = [
  ['blood_pressure', re('blood pressure|bp|tension( artérielle)?|pression artérielle', 'ضغط الدم|ضغط دم|ضغطي|血压')],
  ['glucose', re('glucose|blood sugar|sugar|glyc[ée]mie|sucre', 'السكر|الجلوكوز|الغلوكوز|血糖')],
  ['heart_rate', re('heart ?rate|pulse|bpm|heartbeat|fr[ée]quence cardiaque|pouls|rythme cardiaque', 'نبض|ضربات القلب|ضربات قلب|心率|脉搏|心跳')],
  ['spo2', re('spo2|oxygen|oxygène|oxyg[eè]ne|saturation', 'الأكسجين|الاكسجين|血氧|氧饱和')],
  ['stress', re('stress', 'التوتر|الإجهاد|压力')],
];

export const SLEEP_WORDS = re('sleep|slept|sommeil|dormi|nuit|nuits|night', 'نوم|نمت|النوم|睡眠|睡|昨晚');

/** Lab names → the text the records search looks for (LOINC displays are English). */
export const LAB_WORDS: [string, RegExp][] = [
  ['Hemoglobin A1c', re('hba1c|a1c|glycated|h[ée]moglobine glyqu[ée]e', 'سكر التراكمي|糖化血红蛋白')],
  ['Cholesterol in LDL', re('ldl')],
  ['Cholesterol in HDL', re('hdl')],
  ['Cholesterol', re('cholesterol|cholest[ée]rol', 'الكوليسترول|الكولسترول|胆固醇')],
  ['Triglyceride', re('triglycerides?|triglyc[ée]rides?', 'الدهون الثلاثية|甘油三酯')],
  ['Creatinine', re('creatinine|cr[ée]atinine', 'الكرياتينين|肌酐')],
  ['Glomerular', re('egfr|gfr|dfg|filtration glom[ée]rulaire', 'معدل الترشيح|肾小球滤过')],
  ['Potassium', re('potassium', 'البوتاسيوم|钾')],
  ['Sodium', re('sodium', 'الصوديوم|钠')],
  ['Hemoglobin', re('hemoglobin|haemoglobin|h[ée]moglobine', 'الهيموغلوبين|血红蛋白')],
  ['Thyrotropin', re('tsh|thyroid|thyro[iï]de', 'الغدة الدرقية|促甲状腺|甲状腺')],
  ['Vitamin B12', re('b12|vitamin b12|vitamine b12', 'فيتامين ب12|维生素b12')],
  ['Alanine aminotransferase', re('alt|alat')],
  ['Platelets', re('platelets?|plaquettes?', 'الصفائح|血小板')],
];

export const RECORD_WORDS: ['medication' | 'condition' | 'allergy', RegExp][] = [
  ['medication', re('medications?|medicines?|meds|drugs?|pills?|prescriptions?|m[ée]dicaments?|traitements?', 'أدوية|أدويتي|الأدوية|دواء|药物|药|用药')],
  ['allergy', re('allerg(y|ies|ic)|allergies?|allergique', 'حساسية|الحساسية|过敏')],
  ['condition', re('conditions?|diagnos[ie]s|diseases?|illness(es)?|maladies?|pathologies?|diagnostics?', 'أمراض|أمراضي|تشخيص|疾病|诊断|病史')],
];

export const TWIN_WORDS: [TwinSystemId, RegExp][] = [
  ['kidney', re('kidneys?|renal|reins?|r[ée]nale?', 'الكلى|كليتي|الكلية|肾')],
  ['liver', re('liver|hepatic|foie|h[ée]patique', 'الكبد|كبدي|肝')],
  ['brain', re('brain|cerveau|c[ée]r[ée]bral', 'الدماغ|المخ|大脑|脑')],
  ['eye', re('eyes?|vision|yeux|œil|oeil|vue', 'العين|عيني|النظر|眼睛|眼|视力')],
  ['digestion', re('digestion|digestive|gut|stomach|estomac|digestif', 'الهضم|المعدة|消化|肠胃')],
  ['vascular', re('vascular|heart health|arteries|vasculaire|art[èe]res|cardiovascul\\w+', 'الأوعية|القلب والأوعية|血管|心血管')],
  ['blood', re('blood count|blood health|sang|anemia|an[ée]mie', 'الدم|فقر الدم|血液|贫血')],
];

export const ASK = {
  summary: re('summar(y|ize|ise)|overview|overall|how am i doing|my health|r[ée]sum[ée]|bilan|ma sant[ée]|comment je vais', 'ملخص|لخص|صحتي|حالتي|总结|概况|健康状况|我的健康'),
  alerts: re('alerts?|alarms?|warnings?|alertes?', 'تنبيه|تنبيهات|إنذار|警报|警告|提醒'),
  personal: re('how old|my age|age|[âa]ge|sex|sexe|weight|height|poids|taille', 'عمري|كم عمري|العمر|年龄|多大|体重|身高'),
  trend: re('trend|trending|improv(ing|ed)|getting (better|worse)|increas(ing|ed)|decreas(ing|ed)|going up|going down|tendance|[ée]volu\\w*|am[ée]lior\\w*|augment\\w*|baiss\\w*', 'اتجاه|تحسن|يتحسن|ارتفاع|انخفاض|趋势|变化|上升|下降|好转'),
  normal: re('normal|ok(ay)?|fine|healthy|good|too (high|low)|within range|in range|bon|correct|dans la norme', 'طبيعي|طبيعية|سليم|جيد|正常|好吗|健康吗'),
  high: re('highest|max(imum)?|peak|le plus (haut|[ée]lev[ée])|pic', 'أعلى|الأعلى|最高|最大'),
  low: re('lowest|min(imum)?|le plus bas', 'أدنى|أقل|الأدنى|最低|最小'),
  average: re('average|mean|avg|moyenne?', 'متوسط|معدل|平均'),
  latest: re('latest|last|recent|current|now|right now|dernier|derni[èe]re|actuel(le)?|maintenant', 'آخر|الحالي|الآن|最近|最新|现在|目前'),
  greeting: re('hello|hi|hey|bonjour|salut|coucou', 'مرحبا|السلام عليكم|أهلا|你好|您好'),
  lab: re('labs?|blood tests?|test results?|analyses?|bilan sanguin|prise de sang', 'تحليل|تحاليل|فحص الدم|化验|检查结果|验血'),
};
