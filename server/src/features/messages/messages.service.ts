// Secure messages: drafts (autosaved), sending (a copy per person, in one transaction), the per-person
// flags, labels and folders, recipients the sender may write to, and the notice mails. Every entry id is
// checked against the caller: someone else's answers NOT_FOUND. Events are published after commit.
import type { Db } from '../../../../db/client.js';
import type { MailFolderValue, MailLabelValue } from '../../../../db/schema/index.js';
import type { AuditActor, AuditWriter } from '../../lib/audit.js';
import { own } from '../../lib/audit.js';
import { badInput, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { PubSub } from '../../realtime/pubsub.js';
import type { MailFlagsInput, MailFolder, MailInput, MailLabel, MailView } from '../../graphql/resolvers-types.generated.js';
import { messagesRepository as repo } from './messages.repository.js';
import type { ViewValue } from './messages.repository.js';
import type { NoticeMailer } from './notice-mailer.js';
import type { UploadOut, UploadsService } from '../uploads/uploads.service.js';
import { personName, toEntryView } from './messages.types.js';
import type { EntryWithMessage, MailEntryView, MailPersonView } from './messages.types.js';
import { parseIds, parseMail, parsePage, parseSearch } from './messages.validation.js';

/**
 * Who may write to whom. Administrators (the care team) can be written to by anyone and write to anyone;
 * between two members the relationships feature decides when it is wired in (mutual follow, no block).
 */
export type MemberGate = (senderId: string, recipientId: string) => Promise<boolean>;

export interface SettingsView {
  emailOnMessage: boolean;
  emailOnTicketAnswer: boolean;
}

const lower = <T extends string>(v: string) => v.toLowerCase() as T;

export class MessagesService {
  constructor(
    private readonly d: {
      db: Db;
      pubsub: PubSub;
      audit: AuditWriter;
      notices: NoticeMailer;
      uploads: UploadsService;
      memberGate: MemberGate;
    },
  ) {}

  private async views(rows: EntryWithMessage[]): Promise<MailEntryView[]> {
    const ids = new Set<string>();
    for (const r of rows) {
      ids.add(r.message.senderId);
      for (const id of r.recipientIds) ids.add(id);
    }
    const people = new Map<string, MailPersonView>(
      (await repo.people(this.d.db, [...ids])).map((p) => [p.id, { id: p.id, name: personName(p), careTeam: p.isAdmin }]),
    );
    // The caller holds these entries (read by owner): signing their files' URLs is allowed.
    const uploadIds = [...new Set(rows.flatMap((r) => r.attachmentIds))];
    const files = new Map<string, UploadOut>(
      (await this.d.uploads.views(uploadIds)).map((v) => [v.id, this.d.uploads.toGraphQL(v)]),
    );
    return rows.map((r) => toEntryView(r, people, files));
  }

  private async entriesOf(ownerId: string, ids: string[]): Promise<MailEntryView[]> {
    return this.views(await repo.findMany(this.d.db, ownerId, ids));
  }

  async list(
    ownerId: string,
    a: { view: MailView; label?: MailLabel | null; search?: string | null; offset?: number | null; first?: number | null },
  ) {
    const page = parsePage(a.offset, a.first);
    const { total, rows } = await repo.list(this.d.db, {
      ownerId,
      view: lower<ViewValue>(a.view),
      label: a.label ? lower<MailLabelValue>(a.label) : null,
      search: parseSearch(a.search),
      ...page,
    });
    return { total, nodes: await this.views(rows) };
  }

  /** One entry, opened: the read is audited (messages with the care team may carry health data). */
  async get(actor: AuditActor, entryId: string): Promise<MailEntryView> {
    const row = isUuid(entryId) ? await repo.find(this.d.db, actor.userId, entryId) : null;
    if (!row) throw notFound('No such message.');
    await this.d.audit.record(actor, own(actor, 'message.read', 'message', row.message.id));
    const [view] = await this.views([row]);
    return view as MailEntryView;
  }

  /** An entry for the live stream (no audit: it is delivered, not opened). Null when it is gone. */
  async delivered(ownerId: string, entryId: string): Promise<MailEntryView | null> {
    const row = await repo.find(this.d.db, ownerId, entryId);
    return row ? ((await this.views([row]))[0] ?? null) : null;
  }

  counts(ownerId: string) {
    return repo.counts(this.d.db, ownerId);
  }

  /** People the viewer may write to: the care team, and members the gate allows. */
  async recipients(viewerId: string, isAdmin: boolean, search: string | null | undefined): Promise<MailPersonView[]> {
    const s = parseSearch(search);
    const found = await repo.searchPeople(this.d.db, viewerId, s, !s, 40);
    const allowed: MailPersonView[] = [];
    for (const p of found) {
      if (allowed.length >= 20) break;
      if (isAdmin || p.isAdmin || (await this.d.memberGate(viewerId, p.id)))
        allowed.push({ id: p.id, name: personName(p), careTeam: p.isAdmin });
    }
    return allowed;
  }

  /** The recipients must exist, be reachable, and not be the sender: otherwise BAD_USER_INPUT on `to`. */
  private async checkRecipients(senderId: string, senderIsAdmin: boolean, to: string[]): Promise<void> {
    if (to.includes(senderId)) throw badInput('to', 'You cannot write to yourself.', 'NOT_YOURSELF');
    const people = await repo.people(this.d.db, to);
    if (people.length !== to.length) throw badInput('to', 'Choose the recipients from the list.', 'NOT_IN_LIST');
    for (const p of people)
      if (!senderIsAdmin && !p.isAdmin && !(await this.d.memberGate(senderId, p.id)))
        throw badInput('to', 'You cannot write to one of these people.');
  }

  private async replyTarget(ownerId: string, entryId: string | null): Promise<string | null> {
    if (!entryId) return null;
    const row = isUuid(entryId) ? await repo.find(this.d.db, ownerId, entryId) : null;
    if (!row) throw notFound('The message you reply to is not there any more.');
    return row.message.id;
  }

  /** Attachments must be the sender's own uploads, or files of a message they have (forwarding). */
  private async checkAttachments(ownerId: string, ids: string[]): Promise<void> {
    if (ids.some((id) => !isUuid(id))) throw notFound('No such upload.');
    const forwardable = new Set(await repo.attachmentsVisibleTo(this.d.db, ownerId, ids));
    const mine = ids.filter((id) => !forwardable.has(id));
    if (mine.length) await this.d.uploads.ownedBy(ownerId, mine);
  }

  private async draftOf(ownerId: string, draftId: string | null): Promise<EntryWithMessage | null> {
    if (!draftId) return null;
    const row = isUuid(draftId) ? await repo.find(this.d.db, ownerId, draftId) : null;
    if (!row || row.message.sentAt || row.entry.homeFolder !== 'drafts') throw notFound('No such draft.');
    return row;
  }

  async saveDraft(senderId: string, input: MailInput): Promise<MailEntryView> {
    const m = parseMail(input, false);
    const draft = await this.draftOf(senderId, m.draftId);
    const inReplyTo = await this.replyTarget(senderId, m.inReplyToEntryId);
    await this.checkAttachments(senderId, m.attachmentIds);
    const people = await repo.people(this.d.db, m.to);
    if (people.length !== m.to.length) throw badInput('to', 'Choose the recipients from the list.', 'NOT_IN_LIST');
    const entryId = await this.d.db.transaction(async (tx) => {
      const fields = { subject: m.subject, body: m.body, inReplyTo, sentAt: null };
      if (draft) {
        // Sent meanwhile (another tab): nothing to update; the caller gets NOT_FOUND below.
        if (!(await repo.updateMessage(tx, draft.message.id, fields))) return null;
        await repo.setRecipients(tx, draft.message.id, m.to);
        await repo.setAttachments(tx, draft.message.id, m.attachmentIds);
        await repo.updateEntries(tx, senderId, [draft.entry.id], { sortAt: new Date() });
        return draft.entry.id;
      }
      const message = await repo.insertMessage(tx, { senderId, ...fields });
      await repo.setRecipients(tx, message.id, m.to);
      await repo.setAttachments(tx, message.id, m.attachmentIds);
      const [entry] = await repo.insertEntries(tx, [{ ownerId: senderId, messageId: message.id, folder: 'drafts', homeFolder: 'drafts', readAt: new Date() }]);
      return entry?.id ?? null;
    });
    if (!entryId) throw notFound('No such draft.');
    return (await this.entriesOf(senderId, [entryId]))[0] as MailEntryView;
  }

  /** Sends: the message gets its time, the sender's copy goes to Sent, every recipient gets an Inbox copy. */
  async send(sender: { id: string; isAdmin: boolean }, input: MailInput): Promise<MailEntryView> {
    const m = parseMail(input, true);
    const draft = await this.draftOf(sender.id, m.draftId);
    const inReplyTo = await this.replyTarget(sender.id, m.inReplyToEntryId);
    await this.checkRecipients(sender.id, sender.isAdmin, m.to);
    await this.checkAttachments(sender.id, m.attachmentIds);
    const now = new Date();
    const result = await this.d.db.transaction(async (tx) => {
      const fields = { subject: m.subject, body: m.body, inReplyTo, sentAt: now };
      let messageId: string;
      let senderEntry: string;
      if (draft) {
        const updated = await repo.updateMessage(tx, draft.message.id, fields);
        if (!updated) return null; // sent from another tab meanwhile
        messageId = updated.id;
        senderEntry = draft.entry.id;
        await repo.updateEntries(tx, sender.id, [draft.entry.id], { folder: 'sent', homeFolder: 'sent', sortAt: now });
      } else {
        messageId = (await repo.insertMessage(tx, { senderId: sender.id, ...fields })).id;
        const [e] = await repo.insertEntries(tx, [
          { ownerId: sender.id, messageId, folder: 'sent', homeFolder: 'sent', sortAt: now, readAt: now },
        ]);
        senderEntry = e?.id ?? '';
      }
      await repo.setRecipients(tx, messageId, m.to);
      await repo.setAttachments(tx, messageId, m.attachmentIds);
      const delivered = await repo.insertEntries(
        tx,
        m.to.map((ownerId) => ({ ownerId, messageId, folder: 'inbox' as const, homeFolder: 'inbox' as const, sortAt: now })),
      );
      return { senderEntry, delivered };
    });
    if (!result) throw notFound('No such draft.');
    for (const e of result.delivered) {
      this.d.pubsub.publish('mail:received', e.ownerId, { entryId: e.id });
      this.d.notices.notify(e.ownerId, 'message');
    }
    return (await this.entriesOf(sender.id, [result.senderEntry]))[0] as MailEntryView;
  }

  /** Runs a change on the caller's entries; NOT_FOUND (and nothing changed) unless every id is theirs. */
  private async change(
    ownerId: string,
    rawIds: readonly string[],
    apply: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], ids: string[]) => Promise<{ id: string }[]>,
  ): Promise<MailEntryView[]> {
    const ids = parseIds(rawIds);
    if (ids.some((id) => !isUuid(id))) throw notFound('No such message.');
    await this.d.db.transaction(async (tx) => {
      const changed = await apply(tx, ids);
      if (changed.length !== ids.length) throw notFound('No such message.');
    });
    return this.entriesOf(ownerId, ids);
  }

  setFlags(ownerId: string, ids: readonly string[], f: MailFlagsInput): Promise<MailEntryView[]> {
    const set: Record<string, unknown> = {};
    if (typeof f.starred === 'boolean') set['starred'] = f.starred;
    if (typeof f.important === 'boolean') set['important'] = f.important;
    if (typeof f.checked === 'boolean') set['checked'] = f.checked;
    if (typeof f.read === 'boolean') set['readAt'] = f.read ? new Date() : null;
    if (!Object.keys(set).length) throw badInput('flags', 'Give at least one flag to set.');
    return this.change(ownerId, ids, (tx, list) => repo.updateEntries(tx, ownerId, list, set));
  }

  setLabels(ownerId: string, ids: readonly string[], labels: readonly MailLabel[]): Promise<MailEntryView[]> {
    const values = [...new Set(labels.map((l) => lower<MailLabelValue>(l)))];
    return this.change(ownerId, ids, (tx, list) => repo.updateEntries(tx, ownerId, list, { labels: values }));
  }

  move(ownerId: string, ids: readonly string[], folder: MailFolder): Promise<MailEntryView[]> {
    if (folder !== 'TRASH' && folder !== 'SPAM')
      throw badInput('folder', 'Messages can be moved to Trash or Spam; use restore to put them back.');
    const to = lower<MailFolderValue>(folder);
    return this.change(ownerId, ids, (tx, list) => repo.updateEntries(tx, ownerId, list, { folder: to, checked: false }));
  }

  restore(ownerId: string, ids: readonly string[]): Promise<MailEntryView[]> {
    return this.change(ownerId, ids, (tx, list) => repo.restore(tx, ownerId, list));
  }

  /** Deletes the caller's copies from Trash (or drafts) for good; NOT_FOUND if one is not theirs or not there. */
  async remove(ownerId: string, rawIds: readonly string[]): Promise<number> {
    const ids = parseIds(rawIds);
    if (ids.some((id) => !isUuid(id))) throw notFound('No such message.');
    return this.d.db.transaction(async (tx) => {
      const n = await repo.deleteEntries(tx, ownerId, ids);
      if (n !== ids.length) throw notFound('No such message in Trash or Drafts.');
      return n;
    });
  }

  async settings(userId: string): Promise<SettingsView> {
    const row = await repo.settings(this.d.db, userId);
    return { emailOnMessage: row?.emailOnMessage ?? true, emailOnTicketAnswer: row?.emailOnTicketAnswer ?? true };
  }

  async updateSettings(userId: string, s: SettingsView): Promise<SettingsView> {
    const row = await repo.saveSettings(this.d.db, userId, s);
    return { emailOnMessage: row.emailOnMessage, emailOnTicketAnswer: row.emailOnTicketAnswer };
  }
}
