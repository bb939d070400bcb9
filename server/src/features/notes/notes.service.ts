// Notes: the owner's health journal. Saves are compare-and-set on `version` so that an autosave from a stale
// tab answers CONFLICT with the stored note (the page shows both and lets the user choose) instead of
// overwriting it. Reads are audit-logged (journal entries are health data); changes are announced after commit.
import type { Db } from '../../../../db/client.js';
import type { NoteColor, NoteRow } from '../../../../db/schema/index.js';
import { own } from '../../lib/audit.js';
import type { AuditActor, AuditWriter } from '../../lib/audit.js';
import { AppError, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { PubSub } from '../../realtime/pubsub.js';
import { notesRepository as repo } from './notes.repository.js';
import type { NoteView } from './notes.types.js';
import { parseDay, parseNoteInput, parseSearch } from './notes.validation.js';

type Input = { title: string; body: string; color: NoteColor; linkedDate?: string | null };

const view = (row: NoteRow, deleted = false): NoteView => ({ ...row, deleted });
const noteNotFound = () => notFound('This note does not exist.');

export class NotesService {
  constructor(private readonly d: { db: Db; pubsub: PubSub; audit: AuditWriter }) {}

  async list(actor: AuditActor, search?: string | null, linkedDate?: string | null): Promise<NoteView[]> {
    const f = { search: parseSearch(search), linkedDate: parseDay('linkedDate', linkedDate) };
    const rows = await repo.list(this.d.db, actor.userId, f);
    await this.d.audit.record(actor, own(actor, 'notes.list', 'note'));
    return rows.map((r) => view(r));
  }

  async get(actor: AuditActor, id: string): Promise<NoteView> {
    const row = isUuid(id) ? await repo.find(this.d.db, actor.userId, id) : null;
    if (!row) throw noteNotFound();
    await this.d.audit.record(actor, own(actor, 'note.read', 'note', id));
    return view(row);
  }

  /** Only for the owner's subscription: the committed note, or null when it is gone. */
  async findOwn(userId: string, id: string): Promise<NoteView | null> {
    const row = await repo.find(this.d.db, userId, id);
    return row && view(row);
  }

  async create(userId: string, input: Input): Promise<NoteView> {
    const row = await repo.insert(this.d.db, userId, parseNoteInput(input));
    this.announce(userId, row.id, false);
    return view(row);
  }

  /** Saves over `expectedVersion`; CONFLICT (extensions.current = the stored note) when it is stale. */
  async update(userId: string, id: string, expectedVersion: number, input: Input): Promise<NoteView> {
    const fields = parseNoteInput(input);
    if (!isUuid(id)) throw noteNotFound();
    const row = await repo.update(this.d.db, userId, id, expectedVersion, fields);
    if (row) {
      this.announce(userId, id, false);
      return view(row);
    }
    const current = await repo.find(this.d.db, userId, id);
    if (!current) throw noteNotFound();
    throw new AppError('CONFLICT', 'This note was changed elsewhere (another tab or device) since you opened it.', {
      current: {
        id: current.id,
        title: current.title,
        body: current.body,
        color: current.color.toUpperCase(),
        linkedDate: current.linkedDate,
        version: current.version,
        updatedAt: current.updatedAt.toISOString(),
      },
    });
  }

  async remove(userId: string, id: string): Promise<NoteView> {
    const row = isUuid(id) ? await repo.remove(this.d.db, userId, id) : null;
    if (!row) throw noteNotFound();
    this.announce(userId, id, true);
    return view(row, true);
  }

  private announce(userId: string, noteId: string, deleted: boolean): void {
    this.d.pubsub.publish('notes:changed', userId, { noteId, deleted });
  }
}
