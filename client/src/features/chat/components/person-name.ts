import { initialsOf } from '../../../shared/lib/initials';

/** "Amina Haddad", or null when the member has no name. */
export function personName(p: { firstName?: string | null; lastName?: string | null }): string | null {
  return `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim() || null;
}

export function initials(p: { firstName?: string | null; lastName?: string | null }): string {
  return initialsOf([p.firstName, p.lastName]) || '?';
}

/** A DateTime from the API (an ISO string) in epoch milliseconds; NaN for anything else. */
export function toMs(value: unknown): number {
  return typeof value === 'string' ? Date.parse(value) : Number.NaN;
}
