// The subscription socket's health, read from the graphql-ws client's events: for the connection indicator
// and for pages that must catch up on what they missed while the socket was down (`epoch` changes on every
// established connection, `lostAt` says when the last live one dropped).
import { useSyncExternalStore } from 'react';
import { wsClient } from './ws-client';

export type ConnectionStatus = 'connecting' | 'live' | 'reconnecting' | 'offline';

export interface ConnectionSnapshot {
  status: ConnectionStatus;
  /** Increments each time a connection is acknowledged by the server. */
  epoch: number;
  /** When the last live connection dropped (client clock), or null if none has. */
  lostAt: number | null;
}

/** Failed attempts in a row after which we stop saying "reconnecting" and say "offline". */
const FAILURES_BEFORE_OFFLINE = 3;
/** graphql-ws gives up (no retry) on these close codes: the same list as its client's. */
const RETRYABLE_1XXX = [1000, 1001, 1005, 1006, 1012, 1013, 1014];
const FATAL_4XXX = [4500, 4005, 4400, 4004, 4401, 4406, 4409, 4429];

function isFatalClose(code: number): boolean {
  if (code >= 1000 && code <= 1999) return !RETRYABLE_1XXX.includes(code);
  return FATAL_4XXX.includes(code);
}

let snapshot: ConnectionSnapshot = { status: 'connecting', epoch: 0, lostAt: null };
let failures = 0;
let open = false;
const listeners = new Set<() => void>();

function update(patch: Partial<ConnectionSnapshot>): void {
  snapshot = { ...snapshot, ...patch };
  for (const listener of listeners) listener();
}

function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

wsClient.on('connected', () => {
  open = true;
  failures = 0;
  update({ status: 'live', epoch: snapshot.epoch + 1 });
});

wsClient.on('connecting', (isRetry) => {
  if (isRetry) return;
  failures = 0;
  update({ status: 'connecting' });
});

wsClient.on('closed', (event) => {
  const wasLive = open;
  open = false;
  const code = event instanceof CloseEvent ? event.code : null;
  failures += 1;
  const gaveUp = code !== null && isFatalClose(code);
  const status = gaveUp || browserOffline() || failures >= FAILURES_BEFORE_OFFLINE ? 'offline' : 'reconnecting';
  // A lazy socket closes (1000) when the last subscription ends; the next one starts with 'connecting'.
  update(wasLive ? { status, lostAt: Date.now() } : { status });
});

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => {
    update({ status: 'offline' });
  });
  window.addEventListener('online', () => {
    update({ status: open ? 'live' : 'reconnecting' });
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The state right now, for callbacks that must not wait for a re-render (e.g. a subscription's onData). */
export function getConnectionState(): ConnectionSnapshot {
  return snapshot;
}

/** The socket's state; re-renders on every change. */
export function useConnectionState(): ConnectionSnapshot {
  return useSyncExternalStore(subscribe, getConnectionState);
}
