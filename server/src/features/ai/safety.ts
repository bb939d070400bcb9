// Messages that mention a possible emergency get this fixed reply first, before any model call: a model must
// never be the thing standing between someone and emergency help.
import type { AiLanguage } from './ai.types.js';
import { detectLanguage } from './engine/language.js';

const EMERGENCY =
  /\b(chest pain|pain in (my )?chest|crushing chest|heart attack|can'?t breathe|cannot breathe|trouble breathing|short(ness)? of breath|struggling to breathe|stroke|face (is )?drooping|passed out|unconscious|suicid\w*|kill myself|end my life|self[- ]harm|hurt myself|overdos\w*|douleur (dans la |à la )?poitrine|douleur thoracique|crise cardiaque|du mal à respirer|je n'arrive pas à respirer|difficult[ée]s? à respirer|avc|me suicider|suicid\w*|me faire du mal|en finir)\b|ألم في الصدر|ألم بالصدر|نوبة قلبية|صعوبة في التنفس|لا أستطيع التنفس|سكتة دماغية|انتحار|أنتحر|إيذاء نفسي|أؤذي نفسي|胸痛|胸口痛|心脏病发作|呼吸困难|喘不过气|中风|自杀|自残|伤害自己|不想活/iu;

const REPLY: Record<AiLanguage, string> = {
  en: '**If this may be an emergency, call your local emergency number now (112 in Europe, 911 in the US).** Chest pain, trouble breathing or thoughts of harming yourself need a person right away, not an app. If you are thinking about suicide, please reach out to a crisis line or someone you trust now. I can look at your data afterwards, but please get help first.',
  fr: '**S’il peut s’agir d’une urgence, appelez tout de suite le numéro d’urgence (112 en Europe, 15 en France).** Une douleur thoracique, une difficulté à respirer ou des pensées de vous faire du mal demandent une personne immédiatement, pas une application. Si vous pensez au suicide, contactez dès maintenant une ligne d’écoute (3114 en France) ou quelqu’un de confiance. Je pourrai regarder vos données ensuite, mais obtenez d’abord de l’aide.',
  ar: '**إذا كان هذا قد يكون حالة طارئة، اتصل برقم الطوارئ المحلي الآن (112 في أوروبا، 911 في الولايات المتحدة).** ألم الصدر أو صعوبة التنفس أو التفكير في إيذاء نفسك تحتاج إلى شخص فوراً وليس إلى تطبيق. إذا كنت تفكر في الانتحار، تواصل الآن مع خط مساعدة أو مع شخص تثق به. يمكنني النظر في بياناتك لاحقاً، لكن اطلب المساعدة أولاً.',
  zh: '**如果这可能是紧急情况，请立即拨打当地急救电话（中国 120，欧洲 112）。** 胸痛、呼吸困难或伤害自己的想法需要立刻有人帮助，而不是一个应用。如果您有自杀的念头，请马上联系心理援助热线或您信任的人。之后我可以查看您的数据，但请先寻求帮助。',
};

/** The fixed safety reply for a message that mentions a possible emergency, else null. */
export function emergencyReply(message: string, fallback: AiLanguage): string | null {
  return EMERGENCY.test(message) ? REPLY[detectLanguage(message, fallback)] : null;
}
