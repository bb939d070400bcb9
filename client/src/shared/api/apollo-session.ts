// The session lives outside Apollo: the sign-in screens do not load it (first-load budget, issue 15 §3). When a
// session starts or ends, Apollo — once a signed-in page has loaded it — must forget the previous account's
// cache and reconnect its socket with the new token. apollo-client.ts registers how when it loads.
interface ApolloSessionHooks {
  clearCache: () => Promise<unknown>;
  restartSocket: () => void;
}

let hooks: ApolloSessionHooks | null = null;

export function registerApolloSession(next: ApolloSessionHooks): void {
  hooks = next;
}

/** Drops everything Apollo cached for the previous account (nothing to do before Apollo is loaded). */
export async function clearApolloCache(): Promise<void> {
  await hooks?.clearCache();
}

/** Reconnects an open subscription socket so the server sees the current token. */
export function restartApolloSocket(): void {
  hooks?.restartSocket();
}
