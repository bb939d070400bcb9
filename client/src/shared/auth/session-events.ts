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
