import { initialsOf } from '../../../shared/lib/initials';

/** Up to two initials for an avatar ("Amina Haddad" → "AH"). */
export function initials(first: string | null | undefined, last: string | null | undefined): string {
  return initialsOf([first, last]) || '?';
}
