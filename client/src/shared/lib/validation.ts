// Client-side form rules. They mirror the server's limits so a form never accepts what the server refuses
// (or refuses what it accepts); the server stays the authority and its field errors are shown as well.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
/** The server's limit on first and last names (server/src/lib/validation.ts, nameSchema). */
export const NAME_MAX_LENGTH = 100;

// Deliberately loose: one @, something before it, a dot in the domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ValidationMessage =
  | 'validation.emailRequired'
  | 'validation.emailInvalid'
  | 'validation.passwordRequired'
  | 'validation.passwordTooShort'
  | 'validation.passwordTooLong'
  | 'validation.firstNameRequired'
  | 'validation.lastNameRequired'
  | 'validation.nameTooLong'
  | 'validation.confirmRequired'
  | 'validation.confirmMismatch';

export function checkEmail(value: string): ValidationMessage | null {
  const email = value.trim();
  if (email === '') return 'validation.emailRequired';
  return EMAIL_PATTERN.test(email) ? null : 'validation.emailInvalid';
}

/** For sign-in: only presence, because an existing password is whatever the server accepted. */
export function checkPasswordPresent(value: string): ValidationMessage | null {
  return value === '' ? 'validation.passwordRequired' : null;
}

/** For choosing a new password. */
export function checkNewPassword(value: string): ValidationMessage | null {
  if (value === '') return 'validation.passwordRequired';
  if (value.length < PASSWORD_MIN_LENGTH) return 'validation.passwordTooShort';
  if (value.length > PASSWORD_MAX_LENGTH) return 'validation.passwordTooLong';
  return null;
}

export function checkConfirmation(password: string, confirmation: string): ValidationMessage | null {
  if (confirmation === '') return 'validation.confirmRequired';
  return password === confirmation ? null : 'validation.confirmMismatch';
}

/** Each name field says what is wrong with it on the same submit, the length included (not one at a time). */
export function checkRequiredName(value: string, message: ValidationMessage): ValidationMessage | null {
  if (value.trim() === '') return message;
  return value.trim().length > NAME_MAX_LENGTH ? 'validation.nameTooLong' : null;
}

export function validationValues(message: ValidationMessage): { count: number } {
  if (message === 'validation.nameTooLong') return { count: NAME_MAX_LENGTH };
  return { count: message === 'validation.passwordTooLong' ? PASSWORD_MAX_LENGTH : PASSWORD_MIN_LENGTH };
}
