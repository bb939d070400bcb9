// An UNAUTHENTICATED or ACCOUNT_BANNED answer to any operation ends the session, whichever transport carried it
// (Apollo's error link, the plain fetch of the sign-in screens): one reading of the errors for both.
import type { GraphQLFormattedError } from 'graphql';
import { banDetailsFrom } from './ban-details';
import { emitSessionEnded, type SessionEndReason } from './session-events';

const SESSION_END_CODES: readonly SessionEndReason[] = ['UNAUTHENTICATED', 'ACCOUNT_BANNED'];

function isSessionEndCode(code: unknown): code is SessionEndReason {
  return SESSION_END_CODES.some((known) => known === code);
}

/** Tells the auth provider when `errors` say the session is over (with the ban's details for a ban). */
export function reportSessionEnd(errors: readonly GraphQLFormattedError[]): void {
  const first = errors.find((e) => isSessionEndCode(e.extensions?.code));
  const code = first?.extensions?.code;
  if (isSessionEndCode(code)) emitSessionEnded(code, code === 'ACCOUNT_BANNED' ? banDetailsFrom(first?.extensions) : undefined);
}
