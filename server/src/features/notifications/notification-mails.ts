// The two notification mails, in the user's language. Deliberately without health data: no vital, no value,
// no time of the reading — a mailbox is not a place for it (it is read on lock screens, forwarded, synced).
// The link leads to the signed-in overview, where the open alerts and the week's figures are.
import { linkMail } from '../../mail/templates.js';
import type { MailMessage } from '../../mail/mailer.js';
import type { MailLanguage } from './notification-settings.js';

interface Words {
  alertSubject: string;
  alertIntro: string;
  alertAction: string;
  weeklySubject: string;
  weeklyIntro: string;
  weeklyAction: string;
  outro: string;
}

const WORDS: Record<MailLanguage, Words> = {
  en: {
    alertSubject: 'A critical alert on your Health Portal account',
    alertIntro: 'A critical alert was raised on your Health Portal account. Sign in to see it.',
    alertAction: 'See it on my overview',
    weeklySubject: 'Your weekly summary is ready',
    weeklyIntro: 'Your Health Portal summary of last week is ready.',
    weeklyAction: 'Open my overview',
    outro: 'You receive this message because of your notification settings; you can change them under Preferences.',
  },
  fr: {
    alertSubject: 'Une alerte critique sur votre compte Health Portal',
    alertIntro: 'Une alerte critique a été levée sur votre compte Health Portal. Connectez-vous pour la consulter.',
    alertAction: 'La voir dans ma vue d’ensemble',
    weeklySubject: 'Votre résumé hebdomadaire est prêt',
    weeklyIntro: 'Votre résumé Health Portal de la semaine dernière est prêt.',
    weeklyAction: 'Ouvrir ma vue d’ensemble',
    outro: 'Vous recevez ce message selon vos réglages de notification\u202f; vous pouvez les modifier dans Préférences.',
  },
  ar: {
    alertSubject: 'تنبيه حرج في حسابك على Health Portal',
    alertIntro: 'صدر تنبيه حرج في حسابك على Health Portal. سجّل الدخول للاطلاع عليه.',
    alertAction: 'عرضه في النظرة العامة',
    weeklySubject: 'ملخصك الأسبوعي جاهز',
    weeklyIntro: 'ملخص Health Portal للأسبوع الماضي جاهز.',
    weeklyAction: 'فتح النظرة العامة',
    outro: 'تصلك هذه الرسالة وفق إعدادات الإشعارات لديك، ويمكنك تغييرها من صفحة التفضيلات.',
  },
  zh: {
    alertSubject: '您的 Health Portal 账户有一条严重警报',
    alertIntro: '您的 Health Portal 账户产生了一条严重警报。请登录查看。',
    alertAction: '在我的概览中查看',
    weeklySubject: '您的每周摘要已就绪',
    weeklyIntro: '您上周的 Health Portal 摘要已就绪。',
    weeklyAction: '打开我的概览',
    outro: '您收到此邮件是因为您的通知设置；可在“偏好设置”中更改。',
  },
};

/** Arabic mail clients need the direction on the markup; the text part is left to the reader's client. */
export function criticalAlertMail(to: string, lang: MailLanguage, base: string): MailMessage {
  const w = WORDS[lang];
  // linkMail writes the HTML in the language's direction.
  return linkMail(to, w.alertSubject, w.alertIntro, w.alertAction, `${base}/overview`, w.outro, lang);
}

export function weeklySummaryMail(to: string, lang: MailLanguage, base: string): MailMessage {
  const w = WORDS[lang];
  return linkMail(to, w.weeklySubject, w.weeklyIntro, w.weeklyAction, `${base}/overview`, w.outro, lang);
}
