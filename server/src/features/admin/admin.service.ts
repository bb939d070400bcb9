// Administration rules: who may act (an administrator, re-checked inside each transaction), on whom (not
// oneself), and the last-administrator rule, safe under concurrent admins: every action first locks all
// administrator rows (FOR UPDATE, id order), so two demotions run one after the other and the second sees
// the first's result. Events (revocation, account updated) are published after commit.
import type { Db } from '../../../../db/client.js';
import type { AdminAuditRow, UserRow } from '../../../../db/schema/index.js';
import { writeAdminAudit } from '../../lib/admin-audit.js';
import type { AdminAuditEntry } from '../../lib/admin-audit.js';
import { isBanActive, liftExpiredBans } from '../../lib/bans.js';
import { AppError, badInput, forbidden, notFound } from '../../lib/errors.js';
import type { PubSub } from '../../realtime/pubsub.js';
import type { AccountService } from '../account/account.service.js';
import type { MembershipAnnouncer } from '../relationships/relationships.service.js';
import { adminRepository as repo } from './admin.repository.js';
import type { ListQuery } from './admin.repository.js';
import { assertUserId, parseBanEnd, parsePaging, parseReason, parseSearch } from './admin-rules.js';

/** Who acts: a signed-in administrator, or the system (command line, ADMIN_EMAILS) when null. */
export interface AdminActor {
  id: string;
  email: string;
}

type Patch = Partial<Pick<UserRow, 'isAdmin' | 'bannedAt' | 'banReason' | 'bannedUntil' | 'tokensValidAfter'>>;

export class AdminService {
  constructor(
    private readonly d: {
      db: Db;
      pubsub: PubSub;
      account: AccountService;
      people: MembershipAnnouncer;
      log: { error(obj: object, msg: string): void };
    },
  ) {}

  list(args: {
    search?: string | null;
    filter?: ListQuery['filter'] | null;
    sort?: { field: ListQuery['sort']['field']; direction?: ListQuery['sort']['direction'] | undefined } | null;
    offset?: number | null;
    first?: number | null;
  }) {
    const sort = args.sort ? { field: args.sort.field, direction: args.sort.direction ?? 'ASC' } : null;
    return repo.list(this.d.db, {
      search: parseSearch(args.search),
      filter: args.filter ?? {},
      sort: sort ?? { field: 'CREATED_AT', direction: 'DESC' },
      ...parsePaging(args.offset, args.first),
    });
  }

  audit(offset?: number | null, first?: number | null) {
    const p = parsePaging(offset, first);
    return repo.audit(this.d.db, p.offset, p.first);
  }

  /** What administrators did about this account (the user's own view). */
  actionsAbout(userId: string, first?: number | null): Promise<AdminAuditRow[]> {
    return repo.auditAbout(this.d.db, userId, parsePaging(0, first).first);
  }

  async ban(actor: AdminActor, userId: string, rawReason: string, rawUntil?: Date | null): Promise<UserRow> {
    const reason = parseReason(rawReason);
    const until = parseBanEnd(rawUntil);
    const now = new Date();
    const user = await this.act(actor, userId, 'ban', (target) => {
      // The same ban again (a double click, two admins on one report): nothing to change, so no second audit row.
      // A ban with another reason or end replaces the one in force, and is audited.
      const same = isBanActive(target) && target.banReason === reason && (target.bannedUntil?.getTime() ?? null) === (until?.getTime() ?? null);
      if (same) throw badInput('userId', 'This account is already banned, with this reason and end.', 'ALREADY_DONE');
      return {
        patch: { bannedAt: now, banReason: reason, bannedUntil: until, tokensValidAfter: now },
        audit: { action: 'BAN', reason, bannedUntil: until },
        removesAdmin: target.isAdmin,
      };
    });
    // Every instance closes this user's sockets (Redis when configured); older tokens are refused already.
    this.d.pubsub.publish('account:revoked', { userId: user.id, before: now.getTime() });
    await this.announce(user.id);
    return user;
  }

  async unban(actor: AdminActor, userId: string): Promise<UserRow> {
    const user = await this.act(actor, userId, 'unban', (target) => {
      // A second admin on a stale list: nothing to change, so no audit row (the user would see the ban lifted twice).
      if (!target.bannedAt) throw badInput('userId', 'This account is not banned.', 'ALREADY_DONE');
      return {
        patch: { bannedAt: null, banReason: null, bannedUntil: null },
        audit: { action: 'UNBAN' },
        removesAdmin: false,
      };
    });
    await this.announce(user.id);
    return user;
  }

  setAdmin(actor: AdminActor | null, userId: string, admin: boolean): Promise<UserRow> {
    return this.act(actor, userId, admin ? 'grant' : 'demote', (target) => {
      if (target.isAdmin === admin) {
        throw badInput('userId', admin ? 'This account is already an administrator.' : 'This account is not an administrator.', 'ALREADY_DONE');
      }
      return {
        patch: { isAdmin: admin },
        audit: { action: admin ? 'GRANT_ADMIN' : 'REVOKE_ADMIN' },
        removesAdmin: !admin && target.isAdmin,
      };
    });
  }

  async resendVerification(actor: AdminActor, userId: string, linkBase: string): Promise<UserRow> {
    const user = await this.act(actor, userId, 'resend', (target) => {
      if (target.emailVerifiedAt) throw badInput('userId', 'This address is already verified.', 'ALREADY_DONE');
      return { patch: {}, audit: { action: 'RESEND_VERIFICATION' }, removesAdmin: false };
    });
    await this.d.account.sendVerificationFor(user, linkBase);
    return user;
  }

  /** ADMIN_EMAILS at start-up: verified accounts with those addresses become administrators. */
  async promoteConfigured(emails: readonly string[]): Promise<number> {
    let promoted = 0;
    for (const email of emails) {
      const user = await this.d.account.findByEmail(email);
      if (user?.emailVerifiedAt && !user.isAdmin) {
        await this.setAdmin(null, user.id, true);
        promoted++;
      }
    }
    return promoted;
  }

  /** Lifts timed bans that have ended (the periodic sweep; authenticate does the same for one user). */
  async sweepExpiredBans(): Promise<number> {
    const ids = await liftExpiredBans(this.d.db);
    for (const id of ids) {
      this.d.pubsub.publish('account:updated', id, { userId: id });
      await this.announce(id);
    }
    return ids.length;
  }

  /** When the earliest timed ban in force ends (the sweep's next run), or null without one. */
  nextBanEnd(): Promise<Date | null> {
    return repo.nextBanEnd(this.d.db);
  }

  /**
   * The member's follows count again, or no longer (after commit): the open profiles of whom they follow and of
   * their followers get their new counts. The action is done either way: a failed read is logged, not thrown.
   */
  private async announce(userId: string): Promise<void> {
    try {
      this.d.people.membershipChanged(userId, await this.d.people.neighbourIds(userId));
    } catch (err) {
      this.d.log.error({ err }, 'follow counts not announced');
    }
  }

  /**
   * One admin action in one transaction: lock the administrators, check the actor is still one, load the
   * target, apply the rules, write the change and its audit row. Publishes `account:updated` after commit.
   */
  private async act(
    actor: AdminActor | null,
    userId: string,
    kind: 'ban' | 'unban' | 'grant' | 'demote' | 'resend',
    plan: (target: UserRow) => { patch: Patch; audit: Pick<AdminAuditEntry, 'action' | 'reason' | 'bannedUntil'>; removesAdmin: boolean },
  ): Promise<UserRow> {
    assertUserId(userId);
    const user = await this.d.db.transaction(async (tx) => {
      const admins = (await repo.lockAdmins(tx)).filter((a) => !isBanActive(a));
      if (actor && !admins.some((a) => a.id === actor.id)) throw forbidden('You are no longer an administrator.');
      const target = await repo.findForUpdate(tx, userId);
      if (!target) throw notFound('No such account.');
      if (actor && target.id === actor.id && (kind === 'ban' || kind === 'demote')) {
        throw badInput('userId', kind === 'ban' ? 'You cannot ban yourself.' : 'You cannot remove your own administrator rights.', 'NOT_YOURSELF');
      }
      const step = plan(target);
      if (step.removesAdmin && !admins.some((a) => a.id !== target.id)) {
        throw new AppError('LAST_ADMIN', 'This is the last administrator: grant another account first.');
      }
      const updated = Object.keys(step.patch).length ? await repo.update(tx, target.id, step.patch) : target;
      await writeAdminAudit(tx, {
        ...step.audit,
        actorUserId: actor?.id ?? null,
        actorEmail: actor?.email ?? null,
        targetUserId: target.id,
        targetEmail: target.email,
      });
      return updated ?? target;
    });
    this.d.pubsub.publish('account:updated', user.id, { userId: user.id });
    return user;
  }
}
