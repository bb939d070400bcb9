// A signed-in change that ends the user's other sessions (a password change) makes the server close this
// page's sockets with 4403 too, usually before its answer with the new token arrives. While such a change is
// under way, a 4403 waits for it: once the new token is stored, the close was not about this page.

let pending: Promise<unknown> | null = null;

/** Runs `replace` (the call and the storing of its new token), marking a token replacement under way. */
export async function replacingToken<T>(replace: () => Promise<T>): Promise<T> {
  const run = replace();
  pending = run;
  try {
    return await run;
  } finally {
    if (pending === run) pending = null;
  }
}

/** Resolves once no token replacement is under way (whatever its outcome). */
export async function tokenReplacementSettled(): Promise<void> {
  while (pending) await pending.catch(() => undefined);
}
