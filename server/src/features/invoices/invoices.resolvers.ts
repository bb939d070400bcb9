import { requireActor, requireViewer } from '../../graphql/context.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireAdmin } from '../../graphql/require-admin.js';
import { SafeIntScalar } from '../../graphql/safe-int-scalar.js';
import type { Resolvers } from '../../graphql/resolvers-types.generated.js';
import { liveSource } from '../../realtime/live-source.js';
import { parseListQuery } from './invoices.validation.js';

const adminActor = (ctx: GraphQLContext) => {
  const v = requireAdmin(ctx);
  return { userId: v.user.id, ip: ctx.ip ?? null, userAgent: ctx.userAgent ?? null };
};

export const invoicesResolvers: Resolvers = {
  SafeInt: SafeIntScalar,
  Query: {
    invoices: (_p, a, ctx) => ctx.services.invoices.list(requireActor(ctx), parseListQuery(a)),
    invoice: (_p, a, ctx) => ctx.services.invoices.get(requireActor(ctx), a.id),
    adminUserInvoices: (_p, a, ctx) => ctx.services.invoices.forUser(adminActor(ctx), a.userId),
  },
  Mutation: {
    issueInvoice: (_p, a, ctx) => ctx.services.invoices.issue(requireAdmin(ctx).user.id, a.input),
    cancelInvoice: (_p, a, ctx) => ctx.services.invoices.cancel(requireAdmin(ctx).user.id, a.id, a.reason),
    recordInvoicePayment: (_p, a, ctx) => ctx.services.invoices.recordPayment(requireAdmin(ctx).user.id, a.input),
  },
  Subscription: {
    invoiceUpdated: {
      subscribe: (_p, _a, ctx) => liveSource(ctx.services.pubsub, 'invoices:updated', requireViewer(ctx)),
      // The event carries the id only (it may come through Redis): read the committed row.
      resolve: (event: { invoiceId: string }, _a: unknown, ctx: GraphQLContext) =>
        ctx.services.invoices.current(requireViewer(ctx).user.id, event.invoiceId),
    },
  },
  Invoice: {
    claimId: (p) => (p.fhirResourceType === 'Claim' ? p.fhirId : null),
    eobId: (p) => p.eobId ?? (p.fhirResourceType === 'ExplanationOfBenefit' ? p.fhirId : null),
    lines: (p, _a, ctx) => ctx.services.invoices.lines(p.id),
    payments: (p, _a, ctx) => ctx.services.invoices.payments(p.id),
    events: (p, _a, ctx) => ctx.services.invoices.events(p.id),
  },
  InvoicePayment: { recordedAt: (p) => p.createdAt },
  InvoiceStatus: { DRAFT: 'draft', ISSUED: 'issued', BALANCED: 'balanced', CANCELLED: 'cancelled', ENTERED_IN_ERROR: 'entered_in_error' },
  InvoiceState: {
    DRAFT: 'draft',
    ISSUED: 'issued',
    OVERDUE: 'overdue',
    PAID: 'paid',
    CANCELLED: 'cancelled',
    ENTERED_IN_ERROR: 'entered_in_error',
  },
  InvoiceOrigin: { ADMIN: 'admin', FHIR: 'fhir', ORDER: 'order' },
  PaymentMethod: { CARD: 'card', BANK_TRANSFER: 'bank_transfer', CASH: 'cash', CHEQUE: 'cheque', INSURANCE: 'insurance', OTHER: 'other' },
  InvoiceEventType: { ISSUED: 'issued', IMPORTED: 'imported', REIMPORTED: 'reimported', PAYMENT: 'payment', BALANCED: 'balanced', CANCELLED: 'cancelled' },
  PriceComponentType: { BASE: 'base', SURCHARGE: 'surcharge', DEDUCTION: 'deduction', DISCOUNT: 'discount', TAX: 'tax', INFORMATIONAL: 'informational' },
  InvoiceSort: {
    ISSUED_DESC: 'issued_desc',
    ISSUED_ASC: 'issued_asc',
    DUE_ASC: 'due_asc',
    AMOUNT_DESC: 'amount_desc',
    AMOUNT_ASC: 'amount_asc',
    NUMBER_ASC: 'number_asc',
  },
};
