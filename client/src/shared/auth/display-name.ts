import type { SessionUser } from './auth-context';

/** "firstName lastName", or the placeholder (a dash, spec §3) when both are missing. */
export function displayName(user: Pick<SessionUser, 'firstName' | 'lastName'> | null, placeholder: string): string {
  const name = [user?.firstName, user?.lastName].filter((part) => part && part.trim() !== '').join(' ');
  return name || placeholder;
}
