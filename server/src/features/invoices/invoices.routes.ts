// GET /api/invoices/{id}.pdf?lang=en|fr|ar|zh   the invoice as a PDF (same numbers as the page), made on demand
//     through the documents pipeline and audited as a read; someone else's or an unknown id → 404.
// GET /api/invoices.csv?state=OVERDUE&state=ISSUED&from=YYYY-MM-DD&to=…&search=…&sort=ISSUED_DESC
// The signed-in user's invoices (same filters as the invoices query, no paging) as CSV (RFC 4180; cells a
// spreadsheet would run as a formula are prefixed with an apostrophe; amounts with every digit of their
// currency, "165.50", as accounts are kept). Another user's data never appears:
// the list is the caller's own.
import type { FastifyInstance } from 'fastify';
import { badInput } from '../../lib/errors.js';
import { replyError, restActor } from '../../rest/rest-actor.js';
import type { Services } from '../../services.js';
import { csvLine } from '../my-data/vitals-csv.js';
import { parseLanguage } from '../documents/health-summary.service.js';
import { invoiceDocument } from './invoice-pdf.document.js';
import { notFound } from '../../lib/errors.js';
import { minorText } from './money.js';
import type { InvoiceSortValue, InvoiceStateValue } from './invoices.types.js';
import { parseListQuery } from './invoices.validation.js';

const STATES: InvoiceStateValue[] = ['draft', 'issued', 'overdue', 'paid', 'cancelled', 'entered_in_error'];
const COLUMNS = ['number', 'issuer', 'issued_on', 'due_date', 'state', 'currency', 'total', 'paid', 'open', 'claim_id', 'eob_id'];

type Query = { state?: string | string[]; from?: string; to?: string; search?: string; sort?: string };

function parseStates(v: string | string[] | undefined): InvoiceStateValue[] | null {
  if (v === undefined) return null;
  return (Array.isArray(v) ? v : [v]).map((s) => {
    const x = s.toLowerCase() as InvoiceStateValue;
    if (!STATES.includes(x)) throw badInput('state', `Unknown state ${s.slice(0, 30)}.`);
    return x;
  });
}

export function invoicesRoutes(app: FastifyInstance, services: Services) {
  app.get<{ Querystring: Query }>('/api/invoices.csv', { config: { repeatableQuery: ['state'] } }, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    try {
      const actor = await restActor(services, req);
      const q = req.query;
      const query = parseListQuery({
        filter: { states: parseStates(q.state), from: q.from ?? null, to: q.to ?? null, search: q.search ?? null },
        sort: (q.sort?.toLowerCase() ?? 'issued_desc') as InvoiceSortValue,
      });
      const rows = await services.invoices.listAll(actor, query);
      const body =
        csvLine(COLUMNS) +
        rows
          .map((v) =>
            csvLine([
              v.number,
              v.issuerName,
              v.issuedAt.toISOString().slice(0, 10),
              v.dueDate,
              v.state,
              v.currency,
              minorText(v.totalGrossMinor, v.currency),
              minorText(v.amountPaidMinor, v.currency),
              minorText(v.amountOpenMinor, v.currency),
              v.fhirResourceType === 'Claim' ? v.fhirId : null,
              v.eobId,
            ]),
          )
          .join('');
      return await reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="invoices-${services.invoices.today()}.csv"`)
        .send(body);
    } catch (err) {
      return replyError(reply, err);
    }
  });

  app.get<{ Params: { file: string }; Querystring: { lang?: string } }>('/api/invoices/:file', async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    try {
      const actor = await restActor(services, req);
      const id = /^(.+)\.pdf$/.exec(req.params.file)?.[1];
      if (!id) throw notFound('Invoice not found.');
      const language = parseLanguage(req.query.lang);
      const invoice = await services.invoices.get(actor, id);
      const [lines, payments] = await Promise.all([services.invoices.lines(id), services.invoices.payments(id)]);
      const stream = await services.documents.stream(invoiceDocument(invoice, lines, payments, language, new Date()), { language });
      const name = invoice.number.replace(/[^A-Za-z0-9._-]/g, '_');
      return await reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${name}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    } catch (err) {
      return replyError(reply, err);
    }
  });
}
