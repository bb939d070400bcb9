// Two-factor sign-in (TOTP, RFC 6238): enrolment with a QR code and a first code, recovery codes, the code
// check of the second sign-in step, and disabling with password + code. Wrong codes are rate-limited per
// account (lib/rate-limits.ts `twoFactorFail`), whichever door they come through.
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db } from '../../../../db/client.js';
import { AppError, badInput } from '../../lib/errors.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import { challengeExpired, type Challenge } from './challenge-tokens.js';
import { RECOVERY_CODE_COUNT, hashRecoveryCode, newRecoveryCode, normaliseRecoveryCode } from './recovery-codes.js';
import type { SecretBox } from './secret-box.js';
import { twoFactorRepository as repo } from './two-factor.repository.js';

export interface TwoFactorDeps {
  db: Db;
  limits: RateLimits;
  box: SecretBox;
  issuer: string;
  /** The account's password check (account feature); false when wrong. */
  passwordMatches: (userId: string, password: string) => Promise<boolean>;
}

interface Owner {
  id: string;
  email: string;
}

const TOTP = /^\d{6}$/;
const wrongCode = () => badInput('code', 'This code is not correct or has been used already.', 'WRONG_CODE');

export class TwoFactorService {
  constructor(private readonly d: TwoFactorDeps) {}

  async status(userId: string) {
    const row = await repo.find(this.d.db, userId);
    const enabled = Boolean(row?.enabledAt);
    return {
      enabled,
      enabledAt: row?.enabledAt ?? null,
      recoveryCodesLeft: enabled ? await repo.unusedRecoveryCodes(this.d.db, userId) : 0,
    };
  }

  async isEnabled(userId: string): Promise<boolean> {
    return Boolean((await repo.find(this.d.db, userId))?.enabledAt);
  }

  /** A fresh pending secret (replacing an unconfirmed one); it is shown this once and stored encrypted. */
  async startEnrolment(user: Owner) {
    const secret = generateSecret();
    if (!(await repo.savePending(this.d.db, user.id, this.d.box.seal(secret)))) {
      throw new AppError('BAD_REQUEST', 'Two-factor sign-in is already on. Turn it off first to enrol again.');
    }
    const otpauthUri = generateURI({ issuer: this.d.issuer, label: user.email, secret });
    const qrCodeDataUrl = await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
    return { secret, otpauthUri, qrCodeDataUrl };
  }

  /** The first code turns it on; answers the recovery codes, in clear this one time. */
  async confirmEnrolment(userId: string, code: string): Promise<string[]> {
    const row = await repo.find(this.d.db, userId);
    if (!row || row.enabledAt) throw new AppError('BAD_REQUEST', 'Start the enrolment first.');
    await this.check(userId, code, { allowRecovery: false, enable: true });
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await repo.replaceRecoveryCodes(
      this.d.db,
      userId,
      codes.map((c) => hashRecoveryCode(c.replace(/-/g, ''))),
    );
    return codes;
  }

  async disable(userId: string, password: string, code: string): Promise<void> {
    if (!(await this.isEnabled(userId))) throw new AppError('BAD_REQUEST', 'Two-factor sign-in is not on.');
    await this.d.limits.ensureNotBlocked('twoFactorFail', userId);
    if (!(await this.d.passwordMatches(userId, password ?? ''))) {
      await this.d.limits.consume('twoFactorFail', userId);
      throw badInput('password', 'The password is not correct.', 'WRONG_PASSWORD');
    }
    await this.check(userId, code, { allowRecovery: true });
    await repo.remove(this.d.db, userId);
  }

  /** A TOTP code or an unused recovery code of the account, outside a sign-in (deleting the account). */
  async verifyCode(userId: string, code: string): Promise<void> {
    await this.check(userId, code, { allowRecovery: true });
  }

  /**
   * The second sign-in step: a TOTP code or an unused recovery code, once per challenge. The challenge is spent
   * only by a right code, so a mistyped one can be typed again; once it has opened a session it opens no other.
   */
  async verifySignIn(challenge: Challenge, code: string): Promise<void> {
    // Asked first, so a spent challenge does not use up the code presented with it (the spending below decides).
    if (await repo.challengeSpent(this.d.db, challenge.jti)) throw challengeExpired();
    await this.check(challenge.userId, code, { allowRecovery: true });
    if (!(await repo.spendChallenge(this.d.db, challenge.jti, challenge.expiresAt))) throw challengeExpired();
  }

  private async check(userId: string, rawCode: string, opts: { allowRecovery: boolean; enable?: boolean }) {
    const code = (rawCode ?? '').replace(/\s/g, '');
    const recovery = opts.allowRecovery ? normaliseRecoveryCode(code) : null;
    if (!TOTP.test(code) && !recovery) {
      const what = opts.allowRecovery
        ? 'the 6-digit code from your app or a recovery code'
        : 'the 6-digit code from your app';
      throw badInput('code', `Enter ${what}.`, 'CODE_REQUIRED');
    }
    await this.d.limits.ensureNotBlocked('twoFactorFail', userId);
    const ok = recovery
      ? await repo.useRecoveryCode(this.d.db, userId, hashRecoveryCode(recovery))
      : await this.totpMatches(userId, code, opts.enable ?? false);
    if (!ok) {
      await this.d.limits.consume('twoFactorFail', userId);
      throw wrongCode();
    }
    await this.d.limits.reset('twoFactorFail', userId);
  }

  private async totpMatches(userId: string, token: string, enable: boolean): Promise<boolean> {
    const row = await repo.find(this.d.db, userId);
    const secret = row ? this.d.box.open(row.secretCipher) : null;
    if (!row || !secret) return false;
    // ±30 s for clock drift; `afterTimeStep` refuses the last accepted step and older ones (replay).
    const res = await verify({ secret, token, epochTolerance: 30, afterTimeStep: row.lastTimeStep ?? undefined });
    // The functional API's result type also covers HOTP (no timeStep): narrow to the TOTP shape.
    if (!res.valid || !('timeStep' in res)) return false;
    return repo.claimTimeStep(this.d.db, userId, res.timeStep, enable);
  }
}
