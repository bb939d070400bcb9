// Plain, self-contained messages: no remote images or scripts, link shown in full for text-only readers.
import { labelled } from '../lib/punctuation.js';
import type { MailMessage } from './mailer.js';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** `language` punctuates the text part's "action: link" (the account mails are in English). */
export function linkMail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  url: string,
  outro: string,
  language = 'en',
): MailMessage {
  return {
    to,
    subject,
    text: `${intro}\n\n${labelled(language, action, url)}\n\n${outro}\n`,
    html: `<p>${escape(intro)}</p><p><a href="${escape(url)}">${escape(action)}</a></p><p>${escape(url)}</p><p>${escape(outro)}</p>`,
  };
}

export const verificationMail = (to: string, name: string, url: string, hours: number) =>
  linkMail(
    to,
    'Confirm your e-mail address',
    `Hello ${name}, please confirm the e-mail address of your Health Portal account.`,
    'Confirm my e-mail address',
    url,
    `The link works once and expires in ${hours} hours. If you did not create an account, ignore this message.`,
  );

export const resetMail = (to: string, url: string, minutes: number) =>
  linkMail(
    to,
    'Reset your password',
    'Someone asked to reset the password of your Health Portal account.',
    'Choose a new password',
    url,
    `The link works once and expires in ${minutes} minutes. If it was not you, ignore this message; your password stays as it is.`,
  );
