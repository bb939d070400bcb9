// Sessions: started at every sign-in, checked on every request, listed and revoked by their owner.
// A revocation is published after the update so every instance closes that session's sockets (4403).
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../../db/client.js';
import { LRUCache } from 'lru-cache';
import type { SessionRow, UserView } from '../../../../db/schema/index.js';
import { notFound, unauthenticated } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { PubSub } from '../../realtime/pubsub.js';
import { describeDevice, deviceParts } from './device.js';
import type { DeviceParts } from './device.js';
import { sessionsRepository as repo } from './sessions.repository.js';

export interface SessionClient {
  ip: string | null;
  userAgent: string | null;
}

/** What the session checks need of a viewer (account.service's Viewer fits). */
interface SessionViewer {
  user: { id: string; tokensValidAfter: Date };
  claims: { sid?: string | undefined };
}

export interface SessionView extends SessionRow, DeviceParts {
  current: boolean;
}

export class SessionsService {
  /**
   * The user rows this process has read, each with its version (sessions.repository's userVersion). A request
   * reads the version with its session check and reuses the row only when it is still current, so a ban, a
   * password change or a profile edit made anywhere (another instance included) is seen by the very next
   * request. Loading the whole row on every request was the largest cost of the session check (bench/me.ts).
   */
  private readonly users = new LRUCache<string, { version: string; user: UserView }>({ max: 2_000 });

  constructor(private readonly d: { db: Db; pubsub: PubSub; log: { error(obj: object, msg: string): void } }) {}

  /** Records a new session; the caller signs a token carrying the returned id. */
  async start(userId: string, client: SessionClient, expiresAt: Date): Promise<string> {
    const id = randomUUID();
    const userAgent = client.userAgent?.slice(0, 300) ?? null;
    await repo.insert(this.d.db, {
      id,
      userId,
      device: describeDevice(userAgent),
      userAgent,
      ip: client.ip,
      expiresAt,
    });
    return id;
  }

  /**
   * The session's user and why the session is over (null while it is live). The caller orders the reasons (a
   * ban is said before "signed out"). No session at all is UNAUTHENTICATED here. One query when this process
   * holds the user's current row, two when it does not. The user is the caller's own copy.
   */
  async resolve(userId: string, sid: string | undefined): Promise<{ user: UserView; ended: string | null }> {
    // Tokens from before sessions existed carry no sid: refused, so every token in use can be listed and revoked.
    if (!sid) throw unauthenticated('This sign-in is from an older version of the portal. Sign in again.');
    const session = isUuid(sid) ? await repo.findSession(this.d.db, sid) : null;
    if (!session || session.userId !== userId) throw unauthenticated('This session no longer exists. Sign in again.');
    const user = { ...(await this.currentUser(userId, session.userVersion)) };
    if (session.revoked) return { user, ended: 'This session was signed out. Sign in again.' };
    if (session.expired) return { user, ended: 'Your session has expired. Sign in again.' };
    if (session.stale) {
      // Not awaited: a request should not wait for bookkeeping; a lost update only makes "last used" older.
      repo.touch(this.d.db, sid).catch((err: unknown) => this.d.log.error({ err }, 'session touch failed'));
    }
    return { user, ended: null };
  }

  /** The user row at `version` or newer: the cached copy when it is that version, else read again. */
  private async currentUser(userId: string, version: string): Promise<UserView> {
    const cached = this.users.get(userId);
    if (cached?.version === version) return cached.user;
    const fresh = await repo.findUser(this.d.db, userId);
    // The session's user was there a moment ago; gone now means the account was deleted in between.
    if (!fresh) throw unauthenticated('This session no longer exists. Sign in again.');
    this.users.set(userId, fresh);
    return fresh.user;
  }

  async list(viewer: SessionViewer): Promise<SessionView[]> {
    const rows = await repo.listLive(this.d.db, viewer.user.id, viewer.user.tokensValidAfter);
    const views = rows.map((s) => ({ ...s, ...deviceParts(s.userAgent), current: s.id === viewer.claims.sid }));
    // The current session first, then the most recently used (the repository's order).
    return [...views.filter((s) => s.current), ...views.filter((s) => !s.current)];
  }

  /** Another user's session (or a made-up id) answers NOT_FOUND, exactly like a missing one. */
  async revoke(viewer: SessionViewer, id: string): Promise<boolean> {
    if (!isUuid(id) || !(await repo.revoke(this.d.db, viewer.user.id, id))) throw notFound('No such session.');
    this.publish(viewer.user.id, [id]);
    return true;
  }

  /** Signs out every other session; returns how many ended. */
  async revokeOthers(viewer: SessionViewer): Promise<number> {
    const ids = await repo.revokeAllExcept(this.d.db, viewer.user.id, viewer.claims.sid ?? null);
    this.publish(viewer.user.id, ids);
    return ids.length;
  }

  /** Logout: the caller's own session; its other sockets close too. */
  async revokeCurrent(viewer: SessionViewer): Promise<void> {
    const sid = viewer.claims.sid;
    if (sid && (await repo.revoke(this.d.db, viewer.user.id, sid))) this.publish(viewer.user.id, [sid]);
  }

  /**
   * Marks all of a user's sessions revoked (password change/reset, ban) so the list agrees with what
   * "tokens valid after" already refuses; the caller publishes its own revocation.
   */
  async revokeAll(userId: string): Promise<void> {
    await repo.revokeAllExcept(this.d.db, userId, null);
  }

  private publish(userId: string, sessionIds: string[]) {
    if (sessionIds.length) this.d.pubsub.publish('account:revoked', { userId, sessionIds });
  }
}
