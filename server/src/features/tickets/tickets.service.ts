// Support tickets: members open and follow their own; administrators see all, assign, answer, change status
// and delete. Another member's ticket answers NOT_FOUND; an administrator-only action by a member answers
// FORBIDDEN. Every administrator change carries the version it was made from: a stale one answers CONFLICT
// (the UPDATE matches `version = …`, so of two concurrent changes exactly one wins). The owner is told of
// answers and status changes live and, if they want, by a content-free mail.
import type { Db } from '../../../../db/client.js';
import type { TicketCategoryValue, TicketPriorityValue, TicketRow, TicketStatusValue } from '../../../../db/schema/index.js';
import type { AuditActor, AuditWriter } from '../../lib/audit.js';
import { AppError, badInput, forbidden, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { PubSub } from '../../realtime/pubsub.js';
import type {
  OpenTicketInput,
  TicketMessage,
  TicketPerson,
  TicketSort,
  TicketStatus,
} from '../../graphql/resolvers-types.generated.js';
import type { NoticeMailer } from '../messages/notice-mailer.js';
import { ticketsRepository as repo } from './tickets.repository.js';
import { personName, toTicketView } from './tickets.types.js';
import type { TicketView } from './tickets.types.js';
import { parseBody, parsePage, parseSearch, parseSubject } from './tickets.validation.js';

export interface TicketViewer {
  id: string;
  isAdmin: boolean;
}

const lower = <T extends string>(v: string) => v.toLowerCase() as T;
const conflict = () =>
  new AppError('CONFLICT', 'Someone changed this ticket meanwhile. Reload it to see the change, then try again.');

export class TicketsService {
  constructor(private readonly d: { db: Db; pubsub: PubSub; audit: AuditWriter; notices: NoticeMailer }) {}

  private async people(ids: (string | null)[]): Promise<Map<string, TicketPerson>> {
    const list = [...new Set(ids.filter((x): x is string => x !== null))];
    return new Map((await repo.people(this.d.db, list)).map((p) => [p.id, { id: p.id, name: personName(p) }]));
  }

  private async views(rows: TicketRow[]): Promise<TicketView[]> {
    const people = await this.people(rows.flatMap((r) => [r.ownerId, r.assigneeId]));
    return rows.map((r) => toTicketView(r, people));
  }

  private async view(row: TicketRow): Promise<TicketView> {
    return (await this.views([row]))[0] as TicketView;
  }

  /** The ticket if the viewer may see it (owner or administrator), else NOT_FOUND. */
  private async visible(viewer: TicketViewer, id: string): Promise<TicketRow> {
    const row = isUuid(id) ? await repo.find(this.d.db, id) : null;
    if (!row || (!viewer.isAdmin && row.ownerId !== viewer.id)) throw notFound('No such ticket.');
    return row;
  }

  /** After a version-checked change matched nothing: gone (NOT_FOUND) or stale (CONFLICT). */
  private async staleOrGone(id: string): Promise<never> {
    throw (await repo.find(this.d.db, id)) ? conflict() : notFound('No such ticket.');
  }

  async list(
    viewer: TicketViewer,
    a: { status?: TicketStatus | null; search?: string | null; sort?: TicketSort | null; offset?: number | null; first?: number | null },
  ) {
    const { total, rows, counts } = await repo.list(this.d.db, {
      ownerId: viewer.isAdmin ? null : viewer.id,
      status: a.status ? lower<TicketStatusValue>(a.status) : null,
      search: parseSearch(a.search),
      sort: a.sort ?? { field: 'CREATED_AT', direction: 'DESC' },
      ...parsePage(a.offset, a.first),
    });
    return { total, counts, nodes: await this.views(rows) };
  }

  /** One ticket; an administrator reading a member's ticket is audited (it may describe health matters). */
  async get(viewer: TicketViewer, actor: AuditActor, id: string): Promise<TicketView> {
    const row = await this.visible(viewer, id);
    await this.d.audit.record(actor, { subjectUserId: row.ownerId, action: 'ticket.read', entityType: 'ticket', entityId: row.id });
    return this.view(row);
  }

  /** The live stream's read for the owner (no audit: delivered, not opened). */
  async forOwner(ownerId: string, id: string): Promise<TicketView | null> {
    const row = await repo.find(this.d.db, id);
    return row && row.ownerId === ownerId ? this.view(row) : null;
  }

  async conversation(ticketId: string): Promise<TicketMessage[]> {
    const rows = await repo.messages(this.d.db, ticketId);
    const people = await this.people(rows.map((r) => r.authorId));
    return rows.map((r) => ({
      id: r.id,
      author: r.authorId ? (people.get(r.authorId) ?? { id: r.authorId, name: '-' }) : null,
      fromStaff: r.fromStaff,
      body: r.body,
      createdAt: r.createdAt,
    }));
  }

  async open(ownerId: string, input: OpenTicketInput): Promise<TicketView> {
    const row = await repo.insert(this.d.db, {
      ownerId,
      subject: parseSubject(input.subject),
      description: parseBody('description', input.description),
      category: lower<TicketCategoryValue>(input.category),
      priority: lower<TicketPriorityValue>(input.priority),
    });
    return this.view(row);
  }

  async reply(
    viewer: TicketViewer,
    id: string,
    rawBody: string,
    version: number | null | undefined,
    status: TicketStatus | null | undefined,
  ): Promise<TicketView> {
    const body = parseBody('body', rawBody);
    const row = await this.visible(viewer, id);
    const staff = viewer.isAdmin;
    if (staff && typeof version !== 'number') throw badInput('version', 'Give the version of the ticket you answer.');
    if (!staff && status) throw forbidden('Only the support team sets the status with an answer.');
    if (!staff && row.status === 'closed') throw badInput('body', 'This ticket is closed. Reopen it to write again.', 'CLOSED');
    const next: TicketStatusValue = staff ? (status ? lower<TicketStatusValue>(status) : 'pending') : 'open';
    const updated = await this.d.db.transaction(async (tx) => {
      const u = await repo.update(tx, row.id, typeof version === 'number' ? version : null, { status: next });
      if (u) await repo.addMessage(tx, { ticketId: row.id, authorId: viewer.id, fromStaff: staff, body });
      return u;
    });
    if (!updated) return this.staleOrGone(row.id);
    if (staff) this.told(updated, viewer.id, true);
    return this.view(updated);
  }

  async assign(viewer: TicketViewer, id: string, assigneeId: string | null | undefined, version: number): Promise<TicketView> {
    if (!viewer.isAdmin) throw forbidden('Administrators only.');
    const row = await this.visible(viewer, id);
    if (assigneeId) {
      const [who] = isUuid(assigneeId) ? await repo.people(this.d.db, [assigneeId]) : [];
      if (!who?.isAdmin) throw badInput('assigneeId', 'Tickets can be assigned to administrators only.', 'NOT_IN_LIST');
    }
    const updated = await repo.update(this.d.db, row.id, version, { assigneeId: assigneeId ?? null });
    if (!updated) return this.staleOrGone(row.id);
    this.told(updated, viewer.id, false);
    return this.view(updated);
  }

  /** Administrators: any status. The owner: close their ticket, or reopen it (closed → open). */
  async setStatus(viewer: TicketViewer, id: string, status: TicketStatus, version: number): Promise<TicketView> {
    const row = await this.visible(viewer, id);
    const next = lower<TicketStatusValue>(status);
    if (!viewer.isAdmin && !(next === 'closed' || (next === 'open' && row.status === 'closed')))
      throw forbidden('You can close your ticket or reopen a closed one; the support team sets the rest.');
    // The status it already has is no change: no new version, so nobody working from this one gets a CONFLICT.
    if (next === row.status && row.version === version) return this.view(row);
    const updated = await repo.update(this.d.db, row.id, version, { status: next });
    if (!updated) return this.staleOrGone(row.id);
    this.told(updated, viewer.id, false);
    return this.view(updated);
  }

  async remove(viewer: TicketViewer, id: string, version: number): Promise<boolean> {
    if (!viewer.isAdmin) throw forbidden('Administrators only.');
    const row = await this.visible(viewer, id);
    if (!(await repo.remove(this.d.db, row.id, version))) return this.staleOrGone(row.id);
    return true;
  }

  async assignees(viewer: TicketViewer): Promise<TicketPerson[]> {
    if (!viewer.isAdmin) throw forbidden('Administrators only.');
    return (await repo.admins(this.d.db)).map((p) => ({ id: p.id, name: personName(p) }));
  }

  /** Tells the owner (after commit) of a change someone else made; an answer may also be mailed. */
  private told(t: TicketRow, actorId: string, answered: boolean): void {
    if (t.ownerId === actorId) return;
    this.d.pubsub.publish('tickets:updated', t.ownerId, { ticketId: t.id });
    if (answered) this.d.notices.notify(t.ownerId, 'ticket');
  }
}
