// Tickets as GraphQL sees them (enums in their GraphQL spelling); the conversation resolves on its own field.
import type { TicketRow } from '../../../../db/schema/index.js';
import type { TicketCategory, TicketPerson, TicketPriority, TicketStatus } from '../../graphql/resolvers-types.generated.js';

export interface TicketView {
  id: string;
  number: number;
  subject: string;
  description: string;
  excerpt: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  owner: TicketPerson;
  assignee: TicketPerson | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export function personName(u: { firstName: string | null; lastName: string | null }): string {
  return [u.firstName, u.lastName].filter((s) => s?.trim()).join(' ').trim() || '-';
}

export function toTicketView(t: TicketRow, people: Map<string, TicketPerson>): TicketView {
  const line = t.description.replace(/\s+/g, ' ').trim();
  return {
    id: t.id,
    number: t.number,
    subject: t.subject,
    description: t.description,
    excerpt: line.length > 120 ? `${line.slice(0, 119)}…` : line,
    category: t.category.toUpperCase() as TicketCategory,
    priority: t.priority.toUpperCase() as TicketPriority,
    status: t.status.toUpperCase() as TicketStatus,
    owner: people.get(t.ownerId) ?? { id: t.ownerId, name: '-' },
    assignee: t.assigneeId ? (people.get(t.assigneeId) ?? { id: t.assigneeId, name: '-' }) : null,
    version: t.version,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  };
}
