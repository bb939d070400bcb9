// Plain, self-contained messages: no remote images or scripts, link shown in full for text-only readers.
import { labelled } from '../lib/punctuation.js';
import type { TextLanguage } from '../lib/punctuation.js';
import type { MailMessage } from './mailer.js';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The languages account mails are written in (the UI's four; `zh` is the UI's "ch"). */
export type MailLanguage = TextLanguage;

/** One link mail: text and HTML parts, the HTML in the language's direction (Arabic right to left). */
export function linkMail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  url: string,
  outro: string,
  language: MailLanguage = 'en',
): MailMessage {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return {
    to,
    subject,
    text: `${intro}\n\n${labelled(language, action, url)}\n\n${outro}\n`,
    // The link itself is a URL: left to right in any language.
    html: `<div lang="${language}" dir="${dir}"><p>${escape(intro)}</p><p><a href="${escape(url)}">${escape(action)}</a></p><p dir="ltr">${escape(url)}</p><p>${escape(outro)}</p></div>`,
  };
}

const VERIFY: Record<MailLanguage, { subject: string; intro: (name: string) => string; action: string; outro: (hours: number) => string }> = {
  en: {
    subject: 'Confirm your e-mail address',
    intro: (name) => `Hello ${name}, please confirm the e-mail address of your Health Portal account.`,
    action: 'Confirm my e-mail address',
    outro: (h) => `The link works once and expires in ${h} hours. If you did not create an account, ignore this message.`,
  },
  fr: {
    subject: 'Confirmez votre adresse e-mail',
    intro: (name) => `Bonjour ${name}, merci de confirmer l’adresse e-mail de votre compte Health Portal.`,
    action: 'Confirmer mon adresse e-mail',
    outro: (h) => `Le lien ne sert qu’une fois et expire dans ${h} heures. Si vous n’avez pas créé de compte, ignorez ce message.`,
  },
  ar: {
    subject: 'أكِّد عنوان بريدك الإلكتروني',
    intro: (name) => `مرحبًا ${name}، يُرجى تأكيد عنوان البريد الإلكتروني لحسابك في Health Portal.`,
    action: 'تأكيد عنوان بريدي الإلكتروني',
    outro: (h) => `يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد ${h} ساعة. إن لم تُنشئ حسابًا فتجاهل هذه الرسالة.`,
  },
  zh: {
    subject: '请确认您的电子邮件地址',
    intro: (name) => `${name}，您好！请确认您 Health Portal 账户的电子邮件地址。`,
    action: '确认我的电子邮件地址',
    outro: (h) => `该链接仅可使用一次，${h} 小时后失效。如果您没有创建账户，请忽略此邮件。`,
  },
};

const RESET: Record<MailLanguage, { subject: string; intro: string; action: string; outro: (minutes: number) => string }> = {
  en: {
    subject: 'Reset your password',
    intro: 'Someone asked to reset the password of your Health Portal account.',
    action: 'Choose a new password',
    outro: (m) => `The link works once and expires in ${m} minutes. If it was not you, ignore this message; your password stays as it is.`,
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe',
    intro: 'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Health Portal.',
    action: 'Choisir un nouveau mot de passe',
    outro: (m) => `Le lien ne sert qu’une fois et expire dans ${m} minutes. Si ce n’était pas vous, ignorez ce message\u202f: votre mot de passe reste le même.`,
  },
  ar: {
    subject: 'إعادة تعيين كلمة المرور',
    intro: 'طلب أحدهم إعادة تعيين كلمة مرور حسابك في Health Portal.',
    action: 'اختيار كلمة مرور جديدة',
    outro: (m) => `يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد ${m} دقيقة. إن لم تكن أنت فتجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.`,
  },
  zh: {
    subject: '重置您的密码',
    intro: '有人请求重置您 Health Portal 账户的密码。',
    action: '设置新密码',
    outro: (m) => `该链接仅可使用一次，${m} 分钟后失效。如果不是您本人操作，请忽略此邮件，您的密码保持不变。`,
  },
};

export const verificationMail = (to: string, name: string, url: string, hours: number, language: MailLanguage = 'en') => {
  const t = VERIFY[language];
  return linkMail(to, t.subject, t.intro(name), t.action, url, t.outro(hours), language);
};

export const resetMail = (to: string, url: string, minutes: number, language: MailLanguage = 'en') => {
  const t = RESET[language];
  return linkMail(to, t.subject, t.intro, t.action, url, t.outro(minutes), language);
};
