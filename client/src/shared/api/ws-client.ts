// graphql-ws client for subscriptions. It connects lazily (only while a subscription is active), retries
// forever with capped exponential back-off, and reads the token at connect time so a reconnect always
// presents the current one. `restartWebSocket()` forces a reconnect after sign-in or sign-out.
import { createClient, type Client } from 'graphql-ws';
import { banDetailsFrom } from '../auth/ban-details';
import { emitSessionEnded } from '../auth/session-events';
import { getStoredToken } from '../auth/token';
import { tokenReplacementSettled } from '../auth/token-replacement';

/** The server closes a socket with 4403 when its token is refused or revoked (password change, ban...). */
const FORBIDDEN_CLOSE_CODE = 4403;

const MAX_RETRY_DELAY_MS = 30_000;

function graphqlWsUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/graphql`;
}

async function backOff(retries: number): Promise<void> {
  const base = Math.min(1000 * 2 ** retries, MAX_RETRY_DELAY_MS);
  const jitter = Math.random() * 1000;
  await new Promise<void>((resolve) => setTimeout(resolve, base + jitter));
}

let activeSocket: WebSocket | null = null;
/** The token the current socket presented, to tell a dead session from a token we already replaced. */
let socketToken: string | null = null;

export const wsClient: Client = createClient({
  url: graphqlWsUrl(),
  lazy: true,
  retryAttempts: Infinity,
  retryWait: backOff,
  shouldRetry: () => true,
  connectionParams: () => {
    const token = getStoredToken();
    socketToken = token;
    return token ? { authorization: `Bearer ${token}` } : {};
  },
  on: {
    opened: (socket) => {
      activeSocket = socket instanceof WebSocket ? socket : null;
    },
    closed: (event) => {
      activeSocket = null;
      const forbidden = event instanceof CloseEvent && event.code === FORBIDDEN_CLOSE_CODE;
      if (forbidden && socketToken !== null && socketToken === getStoredToken()) void explainClosedSession(socketToken);
    },
  },
});

/**
 * A 4403 close says only "refused". One HTTP request with the same token tells a ban (with its reason and
 * end, for the sign-in page) from any other revocation.
 */
async function explainClosedSession(token: string): Promise<void> {
  // A password change closes our socket too; its answer then brings the token that keeps this page signed in.
  await tokenReplacementSettled();
  if (getStoredToken() !== token) return;
  try {
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    const body = (await res.json()) as { errors?: { extensions?: Record<string, unknown> }[] };
    const ext = body.errors?.[0]?.extensions;
    if (ext?.['code'] === 'ACCOUNT_BANNED') return emitSessionEnded('ACCOUNT_BANNED', banDetailsFrom(ext));
  } catch {
    // Offline or no answer: the generic notice below.
  }
  if (getStoredToken() !== token) return;
  emitSessionEnded('UNAUTHENTICATED');
}

/**
 * Reconnects an open socket so the server sees the current token. A socket still connecting needs nothing:
 * it reads the token when it sends connection_init.
 */
export function restartWebSocket(): void {
  if (activeSocket?.readyState === WebSocket.OPEN) {
    // 4205 is not a fatal code for graphql-ws: the client reconnects and resubscribes.
    activeSocket.close(4205, 'Client Restart');
  }
}
