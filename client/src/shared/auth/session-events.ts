// The Apollo error link sits below React, so it reports a dead session through this tiny channel and the
// auth provider (which owns the state) reacts by signing out.
import type { BanDetails } from './ban-details';

export type SessionEndReason = 'UNAUTHENTICATED' | 'ACCOUNT_BANNED';

type Listener = (reason: SessionEndReason, ban?: BanDetails) => void;

const listeners = new Set<Listener>();

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** `ban`: the reason and end the server sent with ACCOUNT_BANNED, for the sign-in page to show. */
export function emitSessionEnded(reason: SessionEndReason, ban?: BanDetails): void {
  for (const listener of listeners) listener(reason, ban);
}

/**
 * Why the last session ended without the person signing out, for the sign-in page to say (issue 15 §6: an
 * expired session used to sign out silently). Kept in sessionStorage: it survives the redirect, not the tab.
 */
export type SignOutNotice = SessionEndReason | 'EXPIRED' | 'ACCOUNT_DELETED';
export const SESSION_NOTICE_KEY = 'hp.sessionEnded';
const NOTICES: readonly string[] = ['UNAUTHENTICATED', 'ACCOUNT_BANNED', 'EXPIRED', 'ACCOUNT_DELETED'];

/**
 * An ending this page is causing itself (deleting the account): the server revokes the session at once, and
 * the 4403 close or UNAUTHENTICATED answer it triggers may arrive first; this notice wins over theirs.
 */
let expected: SignOutNotice | null = null;
export function expectSignOut(notice: SignOutNotice | null): void {
  expected = notice;
}
const BAN_KEY = 'hp.sessionEnded.ban';

export function rememberSignOutNotice(notice: SignOutNotice, ban?: BanDetails): void {
  try {
    sessionStorage.setItem(SESSION_NOTICE_KEY, expected ?? notice);
    if (ban) sessionStorage.setItem(BAN_KEY, JSON.stringify(ban));
    else sessionStorage.removeItem(BAN_KEY);
  } catch {
    /* storage unavailable (private mode): the page simply says nothing */
  }
}

export function peekSignOutNotice(): SignOutNotice | null {
  try {
    const v = sessionStorage.getItem(SESSION_NOTICE_KEY);
    return v !== null && NOTICES.includes(v) ? (v as SignOutNotice) : null;
  } catch {
    return null;
  }
}

/** The ban's reason and end stored with an ACCOUNT_BANNED notice, if any. */
export function peekBanDetails(): BanDetails | null {
  try {
    const raw = sessionStorage.getItem(BAN_KEY);
    const v: unknown = raw ? JSON.parse(raw) : null;
    if (!v || typeof v !== 'object') return null;
    const o = v as Record<string, unknown>;
    return { reason: typeof o['reason'] === 'string' ? o['reason'] : null, bannedUntil: typeof o['bannedUntil'] === 'string' ? o['bannedUntil'] : null };
  } catch {
    return null;
  }
}

/** Once shown, the notice is forgotten (a reload of the sign-in page says nothing). */
export function clearSignOutNotice(): void {
  try {
    sessionStorage.removeItem(SESSION_NOTICE_KEY);
    sessionStorage.removeItem(BAN_KEY);
  } catch {
    /* nothing stored */
  }
}
