// Contacts: the owner's address book. Every call is scoped to the owner (another's id is NOT_FOUND); a linked
// member must be someone the owner may message, and "message" opens the chat through the chat service. The
// photo is one of the owner's own image uploads (another's or an unknown upload id is NOT_FOUND, as for posts
// and the gallery), handed back only as a signed thumbnail URL.
import type { Db } from '../../../../db/client.js';
import type { ContactRow } from '../../../../db/schema/index.js';
import { AppError, badInput, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { ContactInput } from '../../graphql/resolvers-types.generated.js';
import type { ChatService } from '../chat/chat.service.js';
import type { ConversationView } from '../chat/chat.types.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import { contactsRepository as repo } from './contacts.repository.js';
import type { ContactListKind } from './contacts.repository.js';
import { parseContact } from './contacts.validation.js';

/** A project choice: an address book this size is far beyond a person's care team, and bounds the lists. */
export const CONTACTS_MAX = 2000;
const SEARCH_MAX = 100;
const NO_IMAGE = 'Choose an image you uploaded (JPEG, PNG or WebP).';

export class ContactsService {
  constructor(private readonly d: { db: Db; chat: ChatService; uploads: Pick<UploadsService, 'ownedBy' | 'signedUrl'> }) {}

  list(ownerId: string, opts: { list?: ContactListKind | null; department?: string | null; search?: string | null }) {
    const search = opts.search?.trim();
    if (search && search.length > SEARCH_MAX)
      throw badInput('search', `Search is limited to ${SEARCH_MAX} characters.`, { reason: 'TOO_LONG', max: SEARCH_MAX });
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
    const imageUploadId = (await this.checkImage(ownerId, input.imageUploadId, null)) ?? null;
    if ((await repo.countOwned(this.d.db, ownerId)) >= CONTACTS_MAX) {
      throw new AppError('BAD_USER_INPUT', `An address book holds at most ${CONTACTS_MAX} contacts.`, {
        reason: 'TOO_MANY',
        max: CONTACTS_MAX,
      });
    }
    return repo.insert(this.d.db, ownerId, { ...fields, imageUploadId });
  }

  async update(ownerId: string, id: string, input: ContactInput): Promise<ContactRow> {
    const current = await this.get(ownerId, id);
    const fields = parseContact(input);
    await this.checkLink(ownerId, fields.linkedUserId, current.linkedUserId);
    const imageUploadId = await this.checkImage(ownerId, input.imageUploadId, current.imageUploadId);
    return this.write(ownerId, id, imageUploadId === undefined ? fields : { ...fields, imageUploadId });
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

  /**
   * The photo's signed thumbnail URL. Only called for a contact that came through an owner check; no read is
   * needed: the id was checked to be an image (which always has a thumbnail) and a deleted upload clears it.
   */
  imageUrl(c: Pick<ContactRow, 'imageUploadId'>): string | null {
    return c.imageUploadId ? this.d.uploads.signedUrl(c.imageUploadId, 'thumb') : null;
  }

  /**
   * The photo to store: left out (undefined) keeps the current one, null removes it, a new id must be an image
   * the owner uploaded. Someone else's upload and an unknown id are NOT_FOUND alike (uploads.ownedBy, the
   * project's ownership rule), so ids reveal nothing; only the owner's own non-image upload is bad input.
   */
  private async checkImage(ownerId: string, id: string | null | undefined, current: string | null) {
    if (id === undefined || id === null || id === current) return id;
    const [upload] = await this.d.uploads.ownedBy(ownerId, [id]);
    if (!upload?.mime.startsWith('image/')) throw badInput('imageUploadId', NO_IMAGE);
    return id;
  }

  private async write(ownerId: string, id: string, set: Partial<ContactRow>) {
    const row = await repo.update(this.d.db, ownerId, id, set);
    if (!row) throw notFound('No such contact.');
    return row;
  }
}
