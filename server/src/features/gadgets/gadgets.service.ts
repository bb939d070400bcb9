// Gadget rules: add (the key is returned once), rotate/revoke the key, rename, remove (soft: readings stay),
// and authenticating a device by its key for ingest.
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../../../db/client.js';
import type { GadgetKind, GadgetRow } from '../../../../db/schema/index.js';
import { AppError, badInput, notFound, unauthenticated } from '../../lib/errors.js';
import type { SqlCondition } from '../../lib/sql-condition.js';
import { isUuid } from '../../lib/ids.js';
import { nameSchema, parseField } from '../../lib/validation.js';
import { hashDeviceKey, newDeviceKey } from './device-keys.js';
import { gadgetsRepository as repo } from './gadgets.repository.js';

export const MAX_GADGETS_PER_USER = 50;
/** A gadget that sent something within this window counts as online. */
export const ONLINE_WINDOW_MS = 5 * 60_000;

export interface GadgetWithKeyResult {
  gadget: GadgetRow;
  deviceKey: string;
}

/** A device key authenticated earlier, and what a store must check to rely on it (see recentDevice). */
export interface RecentDevice {
  gadget: GadgetRow;
  proof: SqlCondition;
}

/** The condition's template: one text for every device, so the statement it joins is compiled once. */
const LIVE_KEY = repo.liveKeyCondition(sql.placeholder('deviceGadgetId'), sql.placeholder('deviceKeyHash'));

export class GadgetsService {
  /**
   * Keys this process authenticated lately (by hash), so a device sending a reading a second does not cost a
   * lookup a request. Never trusted alone: the batch is stored only under `proof`, in the storing statement.
   */
  private readonly recent = new LRUCache<string, GadgetRow>({ max: 20_000, ttl: 10 * 60_000 });

  constructor(
    private readonly d: {
      db: Db;
      /** Throws when the gadget's owner may not act now (a ban); the account feature decides. */
      ownerGate?: (userId: string) => Promise<void>;
    },
  ) {}

  list(userId: string): Promise<GadgetRow[]> {
    return repo.listLive(this.d.db, userId);
  }

  async add(userId: string, rawName: string, kind: GadgetKind): Promise<GadgetWithKeyResult> {
    const name = parseField('name', nameSchema('Name'), rawName);
    if ((await repo.countLive(this.d.db, userId)) >= MAX_GADGETS_PER_USER) {
      throw badInput('kind', `At most ${MAX_GADGETS_PER_USER} gadgets per account.`, { reason: 'TOO_MANY', max: MAX_GADGETS_PER_USER });
    }
    // The built-in simulator is one per account: a second wrote every simulated reading twice into one history.
    if (kind === 'simulator' && (await repo.listLive(this.d.db, userId)).some((g) => g.kind === 'simulator')) {
      throw badInput('kind', 'This account has the built-in simulator already.', 'ALREADY_DONE');
    }
    const key = newDeviceKey();
    const gadget = await repo.insert(this.d.db, { userId, name, kind, keyHash: key.hash, keyPrefix: key.prefix });
    return { gadget, deviceKey: key.key };
  }

  async rotateKey(userId: string, id: string): Promise<GadgetWithKeyResult> {
    const key = newDeviceKey();
    const gadget = await this.change(userId, id, {
      keyHash: key.hash,
      keyPrefix: key.prefix,
      keyRotatedAt: new Date(),
      keyRevokedAt: null,
    });
    return { gadget, deviceKey: key.key };
  }

  revokeKey(userId: string, id: string): Promise<GadgetRow> {
    return this.change(userId, id, { keyRevokedAt: new Date() });
  }

  rename(userId: string, id: string, rawName: string): Promise<GadgetRow> {
    const name = parseField('name', nameSchema('Name'), rawName);
    return this.change(userId, id, { name });
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const now = new Date();
    await this.change(userId, id, { removedAt: now, keyRevokedAt: now });
    return true;
  }

  /**
   * The gadget a device key belongs to; UNAUTHENTICATED for an unknown, revoked or removed gadget's key,
   * ACCOUNT_BANNED while its owner is banned.
   */
  async authenticateDevice(key: string | undefined): Promise<GadgetRow> {
    if (!key) throw unauthenticated('Send the device key as `Authorization: Device <key>`.');
    const keyHash = hashDeviceKey(key);
    const found = await repo.findByKeyHash(this.d.db, keyHash);
    if (!found) throw unauthenticated('This device key is not valid.');
    const { gadget, ownerBanned } = found;
    if (gadget.removedAt || gadget.keyRevokedAt) throw unauthenticated('This device key has been revoked.');
    // The lookup says whether a ban is in force; the account feature words the refusal (until when, why),
    // reading the account again (a ban lifted in between lets the request through).
    if (ownerBanned) {
      if (!this.d.ownerGate) throw new AppError('ACCOUNT_BANNED', 'This account is suspended.');
      await this.d.ownerGate(gadget.userId);
    }
    this.recent.set(keyHash, gadget);
    return gadget;
  }

  /**
   * The gadget of a key authenticateDevice accepted lately in this process, unchecked since: revoking, removing
   * or a ban may have happened, here or in another instance. So it comes with `proof`, the condition that the
   * key is still live, for the statement that stores the batch to check; undefined when not known.
   */
  recentDevice(key: string | undefined): RecentDevice | undefined {
    if (!key) return undefined;
    const keyHash = hashDeviceKey(key);
    const gadget = this.recent.get(keyHash);
    return gadget && { gadget, proof: { template: LIVE_KEY, values: { deviceGadgetId: gadget.id, deviceKeyHash: keyHash } } };
  }

  /** After a store refused a recent device's proof: its key is looked up again from now on. */
  forgetDevice(key: string): void {
    this.recent.delete(hashDeviceKey(key));
  }

  private async change(userId: string, id: string, patch: Parameters<typeof repo.update>[3]): Promise<GadgetRow> {
    const row = isUuid(id) ? await repo.update(this.d.db, userId, id, patch) : null;
    if (!row) throw notFound('No such gadget.');
    // Its old key, if recently used here, is looked up again (and refused) before its next body is read.
    for (const [keyHash, gadget] of this.recent.entries()) if (gadget.id === row.id) this.recent.delete(keyHash);
    return row;
  }
}
