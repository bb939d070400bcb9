// Deleting an account (GDPR Art. 17): the holder proves it is them again (password, the e-mail typed as a
// confirmation, a second-factor code when enrolled), then every row about them goes in ONE transaction and
// every session ends. What is kept is an explicit allow-list (KEPT_ON_DELETE), shown on the page.
import type { Db, DbOrTx } from '../../../../db/client.js';
import { AppError, badInput, unauthenticated } from '../../lib/errors.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import type { PubSub } from '../../realtime/pubsub.js';
import type { Viewer } from '../account/account.service.js';
import type { MembershipAnnouncer } from '../relationships/relationships.service.js';
import { verifyPassword } from '../account/passwords.js';
import { myDataRepository as repo } from './my-data.repository.js';
import type { SecondFactorVerifier } from './second-factor.js';

/**
 * Tables whose rows about a deleted account stay, on purpose. Only the audit of admin actions (added by the
 * admin feature): it is evidence of what administrators did (ban, unban, grant…), kept for accountability
 * (GDPR Art. 17(3)(e): a ban may have to be defended). Its user-id columns are set to null with the users row;
 * the e-mail address each row was about stays (its `target_email` snapshot), so the trail still says whom an
 * action was about and a returning abuser can be recognised. The deletion page says exactly this (my-data
 * `kept`). A kept table's user columns must not cascade from users (the deletion test checks it).
 */
export const KEPT_ON_DELETE: readonly string[] = ['admin_audit'];

/**
 * A feature that stores counts of other people's rows (a post's likes and comments, a product's reviews). The
 * deleted account's rows go by cascade, which moves no counter: the feature names, before, what it must count
 * again, and does it after, in the same transaction.
 */
export interface CountKeeper {
  beforeAccountDeleted(tx: DbOrTx, userId: string): Promise<(tx: DbOrTx) => Promise<void>>;
}

export interface DeletionInput {
  password: string;
  confirmation: string;
  code?: string | null | undefined;
}

export interface AccountDeletionDeps {
  db: Db;
  pubsub: PubSub;
  limits: RateLimits;
  secondFactor: SecondFactorVerifier;
  people: MembershipAnnouncer;
}

export class AccountDeletionService {
  private readonly countKeepers: CountKeeper[] = [];

  constructor(private readonly d: AccountDeletionDeps) {}

  /** Features built after this one (posts, the shop) register here (services.ts). */
  keepCounts(keeper: CountKeeper) {
    this.countKeepers.push(keeper);
  }

  async info(viewer: Viewer) {
    return { requiresSecondFactor: await this.d.secondFactor.isEnrolled(viewer.user.id), kept: [...KEPT_ON_DELETE] };
  }

  /** Checks every proof first (nothing is touched on a failure), then deletes and signs out everywhere. */
  async deleteAccount(viewer: Viewer, input: DeletionInput, ip: string): Promise<true> {
    const userId = viewer.user.id;
    await this.checkProofs(viewer, input, ip);
    // Read before the follows go with the account: whose follower and following counts its deletion changes.
    const neighbours = await this.d.people.neighbourIds(userId);
    await this.d.db.transaction(async (tx) => {
      // Row lock first: ingest, imports and uploads for this user wait, then fail their foreign key.
      if (!(await repo.lockUser(tx, userId))) throw unauthenticated('This account no longer exists.');
      const recount: ((tx: DbOrTx) => Promise<void>)[] = [];
      for (const keeper of this.countKeepers) recount.push(await keeper.beforeAccountDeleted(tx, userId));
      const columns = await repo.userColumns(tx);
      // Columns without a foreign key are swept by name; keyed ones follow their ON DELETE action with the
      // users row below (CASCADE; SET NULL where a row belongs to someone else, e.g. who read whose data).
      // A key that restricts makes the whole transaction fail: nothing is half-deleted.
      for (const col of columns) {
        if (!col.foreignKey && !KEPT_ON_DELETE.includes(col.table)) await repo.sweep(tx, col, userId);
      }
      // Attachments are bytea rows (records feature), so their bytes go with this transaction: no file on
      // disk outlives it. A future disk-backed store would collect its paths here and unlink them after commit.
      await repo.deleteUser(tx, userId);
      for (const run of recount) await run(tx);
    });
    // After commit: every token of the account is refused from now on (authenticate finds no user); this
    // closes its WebSockets (4403) and ends its SSE streams on every instance.
    this.d.pubsub.publish('account:revoked', { userId, before: Date.now() });
    this.d.people.membershipChanged(userId, neighbours);
    return true;
  }

  private async checkProofs(viewer: Viewer, input: DeletionInput, ip: string) {
    const email = viewer.user.email;
    // A wrong password here is a login failure: same counters, so this door cannot be used to guess.
    await this.d.limits.ensureNotBlocked('loginFailAccount', email.toLowerCase());
    await this.d.limits.ensureNotBlocked('loginFailIp', ip);
    if ((input.confirmation ?? '').trim().toLowerCase() !== email.toLowerCase())
      throw badInput('confirmation', 'Type your e-mail address exactly to confirm.');
    if (!input.password) throw badInput('password', 'Password is required.', 'REQUIRED');
    const row = await repo.findUser(this.d.db, viewer.user.id);
    if (!row) throw unauthenticated('This account no longer exists.');
    if (!(await verifyPassword(row.passwordHash, input.password))) {
      await Promise.all([
        this.d.limits.consume('loginFailAccount', email.toLowerCase()),
        this.d.limits.consume('loginFailIp', ip),
      ]);
      throw badInput('password', 'The password is not correct.', 'WRONG_PASSWORD');
    }
    const second = await this.d.secondFactor.verifySecondFactor(viewer.user.id, input.code?.trim() || null);
    if (second === 'missing')
      throw new AppError('BAD_USER_INPUT', 'Enter a code from your authenticator app.', {
        field: 'code',
        reason: 'CODE_REQUIRED',
      });
    if (second === 'invalid') throw badInput('code', 'This code is not valid. Enter a current one.', 'WRONG_CODE');
  }
}
