// Contacts: the owner's address book. Every call is scoped to the owner (another's id is NOT_FOUND); a linked
// member must be someone the owner may message, and "message" opens the chat through the chat service.
import type { Db } from '../../../../db/client.js';
import type { ContactRow } from '../../../../db/schema/index.js';
import { AppError, badInput, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { ContactInput } from '../../graphql/resolvers-types.generated.js';
import type { ChatService } from '../chat/chat.service.js';
import type { ConversationView } from '../chat/chat.types.js';
import { contactsRepository as repo } from './contacts.repository.js';
import type { ContactListKind } from './contacts.repository.js';
import { parseContact } from './contacts.validation.js';

/** A project choice: an address book this size is far beyond a person's care team, and bounds the lists. */
export const CONTACTS_MAX = 2000;
const SEARCH_MAX = 100;

export class ContactsService {
  constructor(private readonly d: { db: Db; chat: ChatService }) {}

  list(ownerId: string, opts: { list?: ContactListKind | null; department?: string | null; search?: string | null }) {
    const search = opts.search?.trim();
    if (search && search.length > SEARCH_MAX)
      throw badInput('search', `Search is limited to ${SEARCH_MAX} characters.`);
    return repo.list(this.d.db, ownerId, {
      list: opts.list ?? 'ALL',
      department: opts.department?.trim() || undefined,
      search: search || undefined,
    });
  }

  async get(ownerId: string, id: string): Promise<ContactRow> {
    const row = isUuid(id) ? await repo.find(this.d.db, ownerId, id) : null;
    if (!row) throw notFound('No such contact.');
    return row;
  }

  departments(ownerId: string) {
    return repo.departments(this.d.db, ownerId);
  }

  async add(ownerId: string, input: ContactInput): Promise<ContactRow> {
    const fields = parseContact(input);
    await this.checkLink(ownerId, fields.linkedUserId, null);
    if ((await repo.countOwned(this.d.db, ownerId)) >= CONTACTS_MAX) {
      throw new AppError('BAD_USER_INPUT', `An address book holds at most ${CONTACTS_MAX} contacts.`);
    }
    return repo.insert(this.d.db, ownerId, fields);
  }

  async update(ownerId: string, id: string, input: ContactInput): Promise<ContactRow> {
    const current = await this.get(ownerId, id);
    const fields = parseContact(input);
    await this.checkLink(ownerId, fields.linkedUserId, current.linkedUserId);
    return this.write(ownerId, id, fields);
  }

  async setStarred(ownerId: string, id: string, starred: boolean) {
    await this.get(ownerId, id);
    return this.write(ownerId, id, { starred });
  }

  async trash(ownerId: string, id: string) {
    const c = await this.get(ownerId, id);
    return c.deletedAt ? c : this.write(ownerId, id, { deletedAt: new Date() });
  }

  async restore(ownerId: string, id: string) {
    await this.get(ownerId, id);
    return this.write(ownerId, id, { deletedAt: null });
  }

  emptyTrash(ownerId: string): Promise<number> {
    return repo.emptyTrash(this.d.db, ownerId);
  }

  async message(ownerId: string, id: string): Promise<ConversationView> {
    const c = await this.get(ownerId, id);
    if (!c.linkedUserId) throw badInput('linkedUserId', 'This contact is not linked to a portal member.');
    return this.d.chat.start(ownerId, c.linkedUserId);
  }

  /** A new link must be a member the owner may message; an unchanged link is kept as it is. */
  private async checkLink(ownerId: string, linked: string | null, current: string | null) {
    if (!linked || linked === current) return;
    if (!isUuid(linked) || !(await this.d.chat.canStart(ownerId, linked))) {
      throw badInput('linkedUserId', 'Link a member you follow and who follows you back.');
    }
  }

  private async write(ownerId: string, id: string, set: Partial<ContactRow>) {
    const row = await repo.update(this.d.db, ownerId, id, set);
    if (!row) throw notFound('No such contact.');
    return row;
  }
}
