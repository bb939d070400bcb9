// Messages that mention a possible emergency get this fixed reply first, before any model call: a model must
// never be the thing standing between someone and emergency help.
import type { AiLanguage } from './ai.types.js';
import { detectLanguage } from './engine/language.js';

// Matched on a normalised copy: curly apostrophes (phone keyboards) become straight, case folded. Each wording is
// a way people write it, in the four languages of the page; a false alarm costs one extra sentence, a miss much more.
const EMERGENCY = new RegExp(
  [
    // English: chest, breathing, stroke, consciousness, self-harm.
    String.raw`\b(chest pains?|pains? in (my )?chest|chest (hurts|is hurting|feels tight|tightness)|my chest (hurts|is hurting|feels (tight|heavy))|crushing chest|heart attack`,
    String.raw`can'?t breathe|cannot breathe|unable to breathe|trouble breathing|difficulty breathing|short(ness)? of breath|struggling to breathe|can'?t catch my breath`,
    String.raw`(having|had|having a|had a|think i'?m having a|is having a) stroke|stroke symptoms|face (is )?drooping|slurred speech|heat ?stroke`,
    String.raw`passed out|fainted|unconscious|seizure`,
    String.raw`suicid\w*|kill myself|end my life|take my (own )?life|want to die|wanna die|don'?t want to (live|be alive)|self[- ]harm\w*|hurt(ing)? myself|cut(ting)? myself|overdos\w*`,
    // French.
    String.raw`douleurs? (dans la |à la |a la )?poitrine|douleur thoracique|(j'ai )?mal (à|a) la poitrine|oppression thoracique|crise cardiaque|infarctus`,
    String.raw`du mal à respirer|je n'arrive (plus )?pas à respirer|je ne peux (plus|pas) respirer|difficult[ée]s? (à|a) respirer|essouffl\w*|avc`,
    String.raw`évanoui\w*|perdu connaissance|me suicider|me tuer|envie de mourir|veux mourir|en finir|me faire du mal|mettre fin à (ma|mes) (vie|jours))\b`,
    // Arabic and Chinese (no word boundaries there).
    'ألم في الصدر|ألم بالصدر|ألم في صدري|صدري يؤلمني|نوبة قلبية|جلطة|صعوبة في التنفس|لا أستطيع التنفس|ضيق في التنفس|سكتة دماغية|أغمي علي|انتحار|أنتحر|أريد أن أموت|إيذاء نفسي|أؤذي نفسي',
    '胸痛|胸口痛|胸口疼|胸闷|心脏病发作|心梗|呼吸困难|喘不过气|无法呼吸|中风|昏倒|晕倒|自杀|自残|伤害自己|不想活|想死',
  ].join('|'),
  'iu',
);

const normalise = (message: string) => message.replace(/[\u2018\u2019\u02bc\u2032]/g, "'").toLowerCase();

const REPLY: Record<AiLanguage, string> = {
  en: '**If this may be an emergency, call your local emergency number now (112 in Europe, 911 in the US).** Chest pain, trouble breathing or thoughts of harming yourself need a person right away, not an app. If you are thinking about suicide, please reach out to a crisis line or someone you trust now. I can look at your data afterwards, but please get help first.',
  fr: '**S’il peut s’agir d’une urgence, appelez tout de suite le numéro d’urgence (112 en Europe, 15 en France).** Une douleur thoracique, une difficulté à respirer ou des pensées de vous faire du mal demandent une personne immédiatement, pas une application. Si vous pensez au suicide, contactez dès maintenant une ligne d’écoute (3114 en France) ou quelqu’un de confiance. Je pourrai regarder vos données ensuite, mais obtenez d’abord de l’aide.',
  ar: '**إذا كان هذا قد يكون حالة طارئة، اتصل برقم الطوارئ المحلي الآن (112 في أوروبا، 911 في الولايات المتحدة).** ألم الصدر أو صعوبة التنفس أو التفكير في إيذاء نفسك تحتاج إلى شخص فوراً وليس إلى تطبيق. إذا كنت تفكر في الانتحار، تواصل الآن مع خط مساعدة أو مع شخص تثق به. يمكنني النظر في بياناتك لاحقاً، لكن اطلب المساعدة أولاً.',
  zh: '**如果这可能是紧急情况，请立即拨打当地急救电话（中国 120，欧洲 112）。** 胸痛、呼吸困难或伤害自己的想法需要立刻有人帮助，而不是一个应用。如果您有自杀的念头，请马上联系心理援助热线或您信任的人。之后我可以查看您的数据，但请先寻求帮助。',
};

/** The fixed safety reply for a message that mentions a possible emergency, else null. */
export function emergencyReply(message: string, fallback: AiLanguage): string | null {
  return EMERGENCY.test(normalise(message)) ? REPLY[detectLanguage(message, fallback)] : null;
}
