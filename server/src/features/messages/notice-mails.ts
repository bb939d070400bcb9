// The notice mails of messages and tickets, in the recipient's mail language. They say only that something
// is waiting and link to the page: no sender, no subject, no content (a mailbox is read on lock screens,
// forwarded and synced; the message itself may carry health data).
import { linkMail } from '../../mail/templates.js';
import type { MailMessage } from '../../mail/mailer.js';

type Lang = 'en' | 'fr' | 'ar' | 'zh';

interface Words {
  subject: string;
  intro: string;
  action: string;
}

const MESSAGE: Record<Lang, Words> = {
  en: { subject: 'You have a new message', intro: 'You have a new message on Health Portal. Sign in to read it.', action: 'Open my messages' },
  fr: { subject: 'Vous avez un nouveau message', intro: 'Vous avez un nouveau message sur Health Portal. Connectez-vous pour le lire.', action: 'Ouvrir mes messages' },
  ar: { subject: 'لديك رسالة جديدة', intro: 'لديك رسالة جديدة على Health Portal. سجّل الدخول لقراءتها.', action: 'فتح رسائلي' },
  zh: { subject: '您有一条新消息', intro: '您在 Health Portal 上有一条新消息。请登录查看。', action: '打开我的消息' },
};

const TICKET: Record<Lang, Words> = {
  en: { subject: 'Your support ticket has an answer', intro: 'The support team answered one of your tickets on Health Portal. Sign in to read it.', action: 'Open my tickets' },
  fr: { subject: 'Votre demande d’assistance a une réponse', intro: 'L’équipe d’assistance a répondu à l’une de vos demandes sur Health Portal. Connectez-vous pour la lire.', action: 'Ouvrir mes demandes' },
  ar: { subject: 'تم الرد على تذكرة الدعم الخاصة بك', intro: 'ردّ فريق الدعم على إحدى تذاكرك في Health Portal. سجّل الدخول لقراءة الرد.', action: 'فتح تذاكري' },
  zh: { subject: '您的支持工单有了回复', intro: '支持团队在 Health Portal 上回复了您的一个工单。请登录查看。', action: '打开我的工单' },
};

const OUTRO: Record<Lang, string> = {
  en: 'You can turn these notices off on the messages page.',
  fr: 'Vous pouvez désactiver ces avis depuis la page des messages.',
  ar: 'يمكنك إيقاف هذه الإشعارات من صفحة الرسائل.',
  zh: '您可以在消息页面关闭这些通知。',
};

const asLang = (v: string | null | undefined): Lang => (v === 'fr' || v === 'ar' || v === 'zh' ? v : 'en');

export function newMessageMail(to: string, language: string | null, linkBase: string): MailMessage {
  const l = asLang(language);
  const w = MESSAGE[l];
  return linkMail(to, w.subject, w.intro, w.action, `${linkBase}/apps/email`, OUTRO[l], l);
}

export function ticketAnsweredMail(to: string, language: string | null, linkBase: string): MailMessage {
  const l = asLang(language);
  const w = TICKET[l];
  return linkMail(to, w.subject, w.intro, w.action, `${linkBase}/apps/tickets`, OUTRO[l], l);
}
