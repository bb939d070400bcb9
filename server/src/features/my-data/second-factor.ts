// The seam where two-factor sign-in plugs into account deletion (and any other "confirm it is you" step).
//
// HOOK — not implemented here on purpose. The TOTP feature (built in parallel) provides an object with this
// shape and services.ts passes it to AccountDeletionService as `secondFactor`. Until then no account can have
// a second factor, so `NO_SECOND_FACTOR` answers "not enrolled" truthfully; it never pretends to check a code.
export type SecondFactorResult = 'not_enrolled' | 'valid' | 'invalid' | 'missing';

export interface SecondFactorVerifier {
  /** Whether the account has a second factor (the dialog shows the code field only then). */
  isEnrolled(userId: string): Promise<boolean>;
  /**
   * Checks a current TOTP (or recovery) code for the account. The implementation owns replay protection and
   * rate limiting of code attempts, exactly as at sign-in. `code` null/empty → 'missing' when enrolled.
   */
  verifySecondFactor(userId: string, code: string | null): Promise<SecondFactorResult>;
}

export const NO_SECOND_FACTOR: SecondFactorVerifier = {
  isEnrolled: () => Promise.resolve(false),
  verifySecondFactor: () => Promise.resolve('not_enrolled'),
};
