// The Apollo error link sits below React, so it reports a dead session through this tiny channel and the
// auth provider (which owns the state) reacts by signing out.
export type SessionEndReason = 'UNAUTHENTICATED' | 'ACCOUNT_BANNED';

type Listener = (reason: SessionEndReason) => void;

const listeners = new Set<Listener>();

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSessionEnded(reason: SessionEndReason): void {
  for (const listener of listeners) listener(reason);
}

/**
 * Why the last session ended without the person signing out, for the sign-in page to say (issue 15 §6: an
 * expired session used to sign out silently). Kept in sessionStorage: it survives the redirect, not the tab.
 */
export type SignOutNotice = SessionEndReason | 'EXPIRED' | 'ACCOUNT_DELETED';
const NOTICE_KEY = 'hp.sessionEnded';
const NOTICES: readonly string[] = ['UNAUTHENTICATED', 'ACCOUNT_BANNED', 'EXPIRED', 'ACCOUNT_DELETED'];

/**
 * An ending this page is causing itself (deleting the account): the server revokes the session at once, and
 * the 4403 close or UNAUTHENTICATED answer it triggers may arrive first; this notice wins over theirs.
 */
let expected: SignOutNotice | null = null;
export function expectSignOut(notice: SignOutNotice | null): void {
  expected = notice;
}

export function rememberSignOutNotice(notice: SignOutNotice): void {
  try {
    sessionStorage.setItem(NOTICE_KEY, expected ?? notice);
  } catch {
    /* storage unavailable (private mode): the page simply says nothing */
  }
}

export function peekSignOutNotice(): SignOutNotice | null {
  try {
    const v = sessionStorage.getItem(NOTICE_KEY);
    return v !== null && NOTICES.includes(v) ? (v as SignOutNotice) : null;
  } catch {
    return null;
  }
}

/** Once shown, the notice is forgotten (a reload of the sign-in page says nothing). */
export function clearSignOutNotice(): void {
  try {
    sessionStorage.removeItem(NOTICE_KEY);
  } catch {
    /* nothing stored */
  }
}
