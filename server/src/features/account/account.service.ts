// Account rules: registration, sign-in, verification, password reset/change, revocation, authentication.
import type { IncomingHttpHeaders } from 'node:http';
import type { Db, DbOrTx } from '../../../../db/client.js';
import type { AiOverallFacts, UserRow, UserView } from '../../../../db/schema/index.js';
import { bannedError, isBanActive, liftExpiredBans } from '../../lib/bans.js';
import { AppError, badInput, unauthenticated } from '../../lib/errors.js';
import { writeAdminAudit } from '../../lib/admin-audit.js';
import { linkBase } from '../../lib/link-base.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import { emailSchema, ensureNotAccountWords, nameSchema, parseField, passwordSchema } from '../../lib/validation.js';
import type { Mailer } from '../../mail/mailer.js';
import { resetMail, verificationMail } from '../../mail/templates.js';
import type { MailLanguage } from '../../mail/templates.js';
import type { PubSub } from '../../realtime/pubsub.js';
import type { SessionClient, SessionsService } from '../sessions/sessions.service.js';
import { challengeExpired } from '../two-factor/challenge-tokens.js';
import type { ChallengeTokens } from '../two-factor/challenge-tokens.js';
import type { TwoFactorService } from '../two-factor/two-factor.service.js';
import type { AccessClaims, AccessTokens } from './access-tokens.js';
import { accountRepository as repo } from './account.repository.js';
import { RESET_TTL_MS, VERIFY_TTL_MS, assertUsable, hashSecret, newSecret } from './email-tokens.js';
import { burnVerify, hashPassword, verifyPassword } from './passwords.js';

export interface AccountDeps {
  db: Db;
  mailer: Mailer;
  pubsub: PubSub;
  tokens: AccessTokens;
  sessions: SessionsService;
  twoFactor: TwoFactorService;
  challenges: ChallengeTokens;
  limits: RateLimits;
  publicUrl: string;
  publicUrlFixed: boolean;
  log: { error(obj: object, msg: string): void };
  /** ADMIN_EMAILS, lower-cased: these addresses become administrators once verified. */
  adminEmails?: ReadonlySet<string>;
  /** The language the account saved (preferences feature), or null: account mails are written in it. */
  savedLanguage?: (userId: string) => Promise<MailLanguage | null>;
}

/** The UI's language codes (UiLanguage) as mail languages. */
const MAIL_LANGUAGE = { EN: 'en', FR: 'fr', AR: 'ar', CH: 'zh' } as const satisfies Record<string, MailLanguage>;
export type PageLanguage = keyof typeof MAIL_LANGUAGE;

/** "Last active" is written at most this often per user (one UPDATE a minute, not one per request). */
const LAST_ACTIVE_GRANULARITY_MS = 60_000;

export interface AuthResult {
  accessToken: string;
  user: UserRow;
}

export interface Viewer {
  /** Never the password hash (re-read when needed): a live socket keeps its viewer for hours. */
  user: UserView;
  claims: AccessClaims;
}

const requiredPassword = (v: string) => {
  if (!v) throw new AppError('BAD_USER_INPUT', 'Password is required.', { field: 'password', reason: 'REQUIRED' });
};

export class AccountService {
  constructor(private readonly d: AccountDeps) {}

  /** Where mailed links should point for a request with these headers (lib/link-base.ts). */
  mailLinkBase(headers: IncomingHttpHeaders): string {
    return linkBase(this.d, headers);
  }

  async register(
    input: { email: string; password: string; firstName: string; lastName: string; language?: PageLanguage | null },
    client: SessionClient & { ip: string },
    linkBase = this.d.publicUrl,
  ) {
    const email = parseField('email', emailSchema, input.email);
    const firstName = parseField('firstName', nameSchema('First name'), input.firstName);
    const lastName = parseField('lastName', nameSchema('Last name'), input.lastName);
    const password = parseField('password', passwordSchema, input.password);
    ensureNotAccountWords('password', password, { email, firstName, lastName });
    await this.d.limits.consume('registerIp', client.ip);
    const user = await repo.insert(this.d.db, { email, firstName, lastName, passwordHash: await hashPassword(password) });
    if (!user) throw new AppError('EMAIL_TAKEN', 'An account with this e-mail address already exists.', { field: 'email' });
    // Written in the language of the page the person registered on (nothing is saved yet to say otherwise).
    await this.sendVerification(user, linkBase, input.language ? MAIL_LANGUAGE[input.language] : 'en');
    return this.issue(user, client);
  }

  /**
   * With two-factor sign-in on, a right password answers TWO_FACTOR_REQUIRED carrying a short-lived
   * `challengeToken` (an error, not a half-empty payload, so a client that knows nothing of it cannot mistake
   * it for a session); `completeTwoFactorLogin` exchanges it and a code for the session.
   */
  async login(rawEmail: string, password: string, client: SessionClient & { ip: string }): Promise<AuthResult> {
    const ip = client.ip;
    const email = parseField('email', emailSchema, rawEmail);
    requiredPassword(password);
    // Failures are counted, per account and per IP; successes cost nothing (a shared office IP stays usable).
    await this.d.limits.ensureNotBlocked('loginFailAccount', email);
    await this.d.limits.ensureNotBlocked('loginFailIp', ip);
    const user = await repo.findByEmail(this.d.db, email);
    const ok = user ? await verifyPassword(user.passwordHash, password) : await burnVerify(password);
    if (!user || !ok) {
      await Promise.all([this.d.limits.consume('loginFailAccount', email), this.d.limits.consume('loginFailIp', ip)]);
      throw new AppError('INVALID_CREDENTIALS', 'Wrong e-mail address or password.');
    }
    if (isBanActive(user)) throw bannedError(user);
    await this.d.limits.reset('loginFailAccount', email);
    if (await this.d.twoFactor.isEnabled(user.id)) {
      const challengeToken = this.d.challenges.sign(user.id);
      throw new AppError('TWO_FACTOR_REQUIRED', 'Enter the code from your authenticator app.', {
        challengeToken,
      });
    }
    return this.issue(user, client);
  }

  /** The second sign-in step: the challenge from `login` and a TOTP or recovery code. */
  async completeTwoFactorLogin(challengeToken: string, code: string, client: SessionClient): Promise<AuthResult> {
    const challenge = this.d.challenges.verify(challengeToken ?? '');
    const userId = challenge.userId;
    const user = await repo.findById(this.d.db, userId);
    // Turned off (or the account gone) since the password step: start again rather than guess.
    if (!user || !(await this.d.twoFactor.isEnabled(userId))) throw challengeExpired();
    if (isBanActive(user)) throw bannedError(user);
    await this.d.twoFactor.verifySignIn(challenge, code);
    return this.issue(user, client);
  }

  /** For the two-factor feature (disable needs the password). */
  async passwordMatches(userId: string, password: string): Promise<boolean> {
    const row = await repo.findById(this.d.db, userId);
    return row ? verifyPassword(row.passwordHash, password) : false;
  }

  /**
   * Resolves a bearer token to its user: the session and the user's current row (sessions.resolve); every
   * failure is UNAUTHENTICATED except a ban.
   */
  async authenticate(claims: AccessClaims): Promise<Viewer> {
    const { user, ended } = await this.d.sessions.resolve(claims.sub, claims.sid);
    // A ban also moves tokensValidAfter and revokes sessions: check it first so the caller learns why.
    if (isBanActive(user)) throw bannedError(user);
    // A timed ban that has ended: clear it now (the sweep would within a minute) so the record says so.
    if (user.bannedAt && (await liftExpiredBans(this.d.db, user.id)).length) await this.publishUpdated(user.id);
    if (Math.round(claims.iat * 1000) < user.tokensValidAfter.getTime()) {
      throw unauthenticated('Your session has ended. Sign in again.');
    }
    if (ended) throw unauthenticated(ended);
    const now = new Date();
    if (!user.lastActiveAt || now.getTime() - user.lastActiveAt.getTime() >= LAST_ACTIVE_GRANULARITY_MS) {
      await repo.update(this.d.db, user.id, { lastActiveAt: now });
    }
    return { user, claims };
  }

  /** Whether this account may act now (device ingest asks for the gadget's owner); throws ACCOUNT_BANNED. */
  async assertNotBanned(userId: string): Promise<void> {
    const user = await repo.findById(this.d.db, userId);
    if (user && isBanActive(user)) throw bannedError(user);
  }

  async verifyEmail(secret: string): Promise<UserRow> {
    const row = await repo.findEmailToken(this.d.db, 'verify_email', hashSecret(secret ?? ''));
    assertUsable(row);
    const user = await this.d.db.transaction(async (tx) => {
      if (!(await repo.consumeEmailToken(tx, row.id))) assertUsable({ ...row, usedAt: new Date() });
      const current = await repo.findById(tx, row.userId);
      if (current?.emailVerifiedAt) return current;
      const verified = await repo.update(tx, row.userId, { emailVerifiedAt: new Date() });
      if (verified && !verified.isAdmin && this.d.adminEmails?.has(verified.email.toLowerCase())) {
        // ADMIN_EMAILS bootstrap: promoted only once the mailbox is proven theirs.
        await writeAdminAudit(tx, { action: 'GRANT_ADMIN', targetUserId: verified.id, targetEmail: verified.email, reason: 'ADMIN_EMAILS' });
        return repo.update(tx, row.userId, { isAdmin: true });
      }
      return verified;
    });
    if (!user) throw new AppError('INVALID_TOKEN', 'This link is not valid. Request a new one.', { field: 'token' });
    await this.publishUpdated(user.id);
    return user;
  }

  async resendVerification(viewer: Viewer, ip: string, linkBase = this.d.publicUrl): Promise<boolean> {
    await this.d.limits.consume('resendIp', ip);
    await this.d.limits.consume('resendAccount', viewer.user.id);
    if (!viewer.user.emailVerifiedAt) await this.sendVerification(viewer.user, linkBase);
    return true;
  }

  /** Same answer whether or not the address has an account; the mail goes out in the background. */
  async requestPasswordReset(
    rawEmail: string,
    ip: string,
    linkBase = this.d.publicUrl,
    pageLanguage: PageLanguage | null = null,
  ): Promise<boolean> {
    const email = parseField('email', emailSchema, rawEmail);
    await this.d.limits.consume('forgotIp', ip);
    await this.d.limits.consume('forgotAccount', email);
    const user = await repo.findByEmail(this.d.db, email);
    if (user && !isBanActive(user)) {
      const secret = newSecret();
      await repo.issueEmailToken(this.d.db, {
        userId: user.id,
        purpose: 'reset_password',
        tokenHash: hashSecret(secret),
        expiresAt: new Date(Date.now() + RESET_TTL_MS),
      });
      const url = `${linkBase}/auth/reset-password?token=${secret}`;
      const language = await this.mailLanguage(user.id, pageLanguage);
      this.mailInBackground(resetMail(user.email, url, RESET_TTL_MS / 60_000, language));
    }
    return true;
  }

  async passwordResetLinkStatus(secret: string): Promise<'VALID' | 'INVALID' | 'USED' | 'EXPIRED'> {
    const row = await repo.findEmailToken(this.d.db, 'reset_password', hashSecret(secret ?? ''));
    if (!row) return 'INVALID';
    if (row.usedAt) return 'USED';
    return row.expiresAt <= new Date() ? 'EXPIRED' : 'VALID';
  }

  async resetPassword(secret: string, password: string): Promise<boolean> {
    const row = await repo.findEmailToken(this.d.db, 'reset_password', hashSecret(secret ?? ''));
    assertUsable(row);
    const chosen = parseField('password', passwordSchema, password);
    const owner = await repo.findById(this.d.db, row.userId);
    if (owner) ensureNotAccountWords('password', chosen, owner);
    const passwordHash = await hashPassword(chosen);
    const now = new Date();
    await this.d.db.transaction(async (tx) => {
      if (!(await repo.consumeEmailToken(tx, row.id))) assertUsable({ ...row, usedAt: now });
      const user = await repo.findById(tx, row.userId);
      // The link proves the mailbox is theirs, so it also verifies the address.
      await repo.update(tx, row.userId, { passwordHash, tokensValidAfter: now, emailVerifiedAt: user?.emailVerifiedAt ?? now });
    });
    await this.d.sessions.revokeAll(row.userId);
    await this.publishRevoked(row.userId, now);
    await this.publishUpdated(row.userId);
    return true;
  }

  async changePassword(viewer: Viewer, current: string, next: string, client: SessionClient): Promise<AuthResult> {
    const row = await repo.findById(this.d.db, viewer.user.id);
    if (!row) throw unauthenticated('This account no longer exists.');
    if (!(await verifyPassword(row.passwordHash, current ?? ''))) {
      throw new AppError('BAD_USER_INPUT', 'The current password is not correct.', { field: 'currentPassword', reason: 'WRONG_PASSWORD' });
    }
    // Not a change: accepting it would still sign every other session out, for nothing the person wanted.
    if (next === current) {
      throw badInput('newPassword', 'The new password is the same as the current one. Choose a different one.', 'UNCHANGED');
    }
    const chosen = parseField('newPassword', passwordSchema, next);
    ensureNotAccountWords('newPassword', chosen, row);
    const passwordHash = await hashPassword(chosen);
    const now = new Date();
    const user = await repo.update(this.d.db, viewer.user.id, { passwordHash, tokensValidAfter: now });
    if (!user) throw unauthenticated('This account no longer exists.');
    await this.d.sessions.revokeAll(user.id);
    await this.publishRevoked(user.id, now);
    return this.issue(user, client);
  }

  /** Revokes the caller's session (its sockets close too). */
  async logout(viewer: Viewer): Promise<boolean> {
    await this.d.sessions.revokeCurrent(viewer);
    return true;
  }

  /**
   * Bans or lifts a ban below the admin rules (tests, scripts); a ban revokes every token and ends the user's
   * streams. Administrators go through AdminService, which adds the last-admin rule and the audit row.
   */
  async setBanned(userId: string, banned: boolean, reason: string | null = null, until: Date | null = null): Promise<UserRow | null> {
    const now = new Date();
    const patch = banned
      ? { bannedAt: now, tokensValidAfter: now, banReason: reason, bannedUntil: until }
      : { bannedAt: null, banReason: null, bannedUntil: null };
    const user = await repo.update(this.d.db, userId, patch);
    if (user && banned) await this.d.sessions.revokeAll(userId);
    if (user && banned) await this.publishRevoked(userId, now);
    if (user) await this.publishUpdated(userId);
    return user;
  }

  findById(id: string) {
    return repo.findById(this.d.db, id);
  }

  /** Names and the personal-info flag, written inside the caller's transaction (the personal-info feature). */
  updateProfile(
    tx: DbOrTx,
    userId: string,
    patch: { firstName: string; lastName: string; personalInfoFilled: boolean },
  ) {
    return repo.update(tx, userId, patch);
  }

  /** The assistant's overall summary (ai.overall) and its facts, then the user's tabs are told. */
  async setAiOverall(userId: string, overall: string | null, facts: AiOverallFacts | null = null): Promise<UserRow | null> {
    const user = await repo.update(this.d.db, userId, { aiOverall: overall, aiOverallFacts: facts });
    if (user) await this.publishUpdated(userId);
    return user;
  }

  /** Tells the user's open accountUpdated subscriptions that their record changed; call after commit. */
  announceUpdated(userId: string): Promise<void> {
    return this.publishUpdated(userId);
  }

  findByEmail(email: string) {
    return repo.findByEmail(this.d.db, email);
  }

  /** A new verification link for this account (an administrator's resend); rate-limited per account. */
  async sendVerificationFor(user: UserView, linkBase = this.d.publicUrl): Promise<void> {
    await this.d.limits.consume('resendAccount', user.id);
    await this.sendVerification(user, linkBase);
  }

  /** Every sign-in (register, login, second step, password change) starts a session of its own. */
  private async issue(user: UserRow, client: SessionClient): Promise<AuthResult> {
    const expiresAt = new Date(Date.now() + this.d.tokens.ttlSeconds * 1000);
    const sid = await this.d.sessions.start(user.id, client, expiresAt);
    return { accessToken: this.d.tokens.sign(user.id, sid).token, user };
  }

  /**
   * An account mail's language: the page's the person acted on (they read it now), else the one the account
   * saved, else English. The preferences feature answers the saved one.
   */
  private async mailLanguage(userId: string, pageLanguage: PageLanguage | null): Promise<MailLanguage> {
    if (pageLanguage) return MAIL_LANGUAGE[pageLanguage];
    return (await this.d.savedLanguage?.(userId)) ?? 'en';
  }

  private async sendVerification(user: UserView, linkBase: string, language?: MailLanguage): Promise<void> {
    const secret = newSecret();
    await repo.issueEmailToken(this.d.db, {
      userId: user.id,
      purpose: 'verify_email',
      tokenHash: hashSecret(secret),
      expiresAt: new Date(Date.now() + VERIFY_TTL_MS),
    });
    const url = `${linkBase}/auth/verifyEmail?token=${secret}`;
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
    try {
      const lang = language ?? (await this.mailLanguage(user.id, null));
      await this.d.mailer.send(verificationMail(user.email, name, url, VERIFY_TTL_MS / 3600_000, lang));
    } catch (err) {
      // The account exists either way; the user can ask for another link.
      this.d.log.error({ err, to: user.email }, 'verification mail failed');
    }
  }

  private mailInBackground(msg: Parameters<Mailer['send']>[0]): void {
    this.d.mailer.send(msg).catch((err: unknown) => this.d.log.error({ err, to: msg.to }, 'mail failed'));
  }

  private publishUpdated(userId: string) {
    this.d.pubsub.publish('account:updated', userId, { userId });
    return Promise.resolve();
  }

  private publishRevoked(userId: string, before: Date) {
    this.d.pubsub.publish('account:revoked', { userId, before: before.getTime() });
    return Promise.resolve();
  }
}
