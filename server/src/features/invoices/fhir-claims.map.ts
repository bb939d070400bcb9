// FHIR R4 Claim / ExplanationOfBenefit → invoices, as Synthea writes them: a Claim per encounter or
// prescription (items with `net` prices, `total`), and an EOB pointing at it (`claim`) whose `payment.amount`
// is what the insurer paid. One invoice per Claim (its EOB merged in); an EOB whose Claim is not in the
// bundle becomes an invoice on its own. The insurer's payment is stored as a payment (method INSURANCE), so
// what stays open is the patient's share. Each entry maps on its own: a bad one is an issue, not an abort.
import { at, codings, conceptText, fhirDate, num, objs, refDisplay, str } from '../fhir/fhir-json.js';
import type { BundleEntry, FhirIdentity, Json } from '../fhir/fhir.types.js';
import { canonicalJson, identityOf, sha256 } from '../fhir/identity.js';
import type { BundleIndex } from '../fhir/identity.js';
import type { InvoiceStatus, PriceComponent } from '../../../../db/schema/index.js';
import { MAX_MINOR, isCurrency, toMinor } from './money.js';

export interface MappedLine {
  sequence: number;
  description: string;
  code: string | null;
  codeSystem: string | null;
  quantity: number;
  unitPriceMinor: number;
  netMinor: number;
  priceComponents: PriceComponent[];
}

export interface MappedInvoice {
  identity: FhirIdentity;
  eobId: string | null;
  /** A lone EOB's Claim id (from its `claim` reference), to find the invoice that Claim made in an earlier import. */
  claimRef: string | null;
  /** The entries it was made from (Claim and/or EOB), for the import counts. */
  entries: BundleEntry[];
  number: string;
  issuerKey: string;
  issuerName: string;
  status: InvoiceStatus;
  currency: string;
  issuedAt: Date;
  totalGrossMinor: number;
  lines: MappedLine[];
  /** The insurer's payment, if the EOB carries one. */
  insurerPayment: { amountMinor: number; paidOn: string; reference: string } | null;
  notes: string[];
  hash: string;
}

export class EntryError extends Error {}

const money = (v: unknown) => ({ value: num(at(v, 'value')), currency: str(at(v, 'currency')) });

/** FHIR Claim/EOB status → invoice status; `open` decides issued vs balanced for active ones. */
function statusOf(r: Json, openMinor: number): InvoiceStatus {
  const s = str(r['status']);
  if (s === 'cancelled') return 'cancelled';
  if (s === 'entered-in-error') return 'entered_in_error';
  if (s === 'draft') return 'draft';
  return openMinor > 0 ? 'issued' : 'balanced';
}

function amount(v: number, currency: string, what: string): number {
  const minor = toMinor(v, currency);
  if (minor < 0) throw new EntryError(`${what} is negative.`);
  if (minor > MAX_MINOR) throw new EntryError(`${what} is too large.`);
  return minor;
}

/** Items with a price become lines; the first unpriced item names what the total leaves unitemised. */
function linesOf(r: Json, currency: string, total: number | null, notes: string[]): MappedLine[] {
  const lines: MappedLine[] = [];
  let unpriced: { description: string; code: string | null; system: string | null } | null = null;
  for (const item of objs(r['item'])) {
    const concept = item['productOrService'];
    const coding = codings(concept)[0];
    const description = (conceptText(concept) ?? 'Service').slice(0, 500);
    const net = money(item['net']);
    const unit = money(item['unitPrice']);
    const quantity = Math.max(1, Math.round(num(at(item, 'quantity', 'value')) ?? 1));
    const priced = net.value ?? (unit.value !== null ? unit.value * quantity : null);
    if (priced === null) {
      unpriced ??= { description, code: coding?.code ?? null, system: coding?.system ?? null };
      continue;
    }
    const other = net.currency ?? unit.currency;
    if (other && other !== currency) throw new EntryError(`Item ${lines.length + 1} is in ${other}, the claim in ${currency}.`);
    const netMinor = amount(priced, currency, `Item ${num(item['sequence']) ?? lines.length + 1}`);
    lines.push({
      sequence: 0,
      description,
      code: coding?.code ?? null,
      codeSystem: coding?.system ?? null,
      quantity,
      unitPriceMinor: unit.value !== null ? amount(unit.value, currency, 'A unit price') : Math.round(netMinor / quantity),
      netMinor,
      priceComponents: [{ type: 'base', code: null, amountMinor: netMinor }],
    });
  }
  const sum = lines.reduce((n, l) => n + l.netMinor, 0);
  if (total !== null && total > sum) {
    const rest = total - sum;
    lines.unshift({
      sequence: 0,
      description: unpriced?.description ?? 'Unitemised charges',
      code: unpriced?.code ?? null,
      codeSystem: unpriced?.system ?? null,
      quantity: 1,
      unitPriceMinor: rest,
      netMinor: rest,
      priceComponents: [{ type: 'base', code: null, amountMinor: rest }],
    });
  } else if (total !== null && total < sum) {
    notes.push('The total is less than the sum of the items; the items were used.');
  }
  return lines.map((l, i) => ({ ...l, sequence: i + 1 }));
}

/** The amount an EOB says the insurer paid: payment.amount, else a "benefit" total. */
function insurerPaid(eob: Json): number | null {
  const paid = num(at(eob, 'payment', 'amount', 'value'));
  if (paid !== null) return paid;
  const benefit = objs(eob['total']).find((t) => codings(t['category']).some((c) => c.code === 'benefit'));
  return benefit ? num(at(benefit, 'amount', 'value')) : null;
}

const submitted = (eob: Json) =>
  objs(eob['total']).find((t) => codings(t['category']).some((c) => c.code === 'submitted')) ?? objs(eob['total'])[0];

export function mapClaimPair(claim: BundleEntry | null, eob: BundleEntry | null): MappedInvoice {
  const main = claim ?? eob;
  if (!main) throw new Error('mapClaimPair needs a Claim or an EOB');
  const r = main.resource;
  const e = eob?.resource ?? null;
  const notes: string[] = [];
  const total = claim ? money(r['total']) : money(at(submitted(r), 'amount'));
  const firstNet = objs(r['item']).map((i) => str(at(i, 'net', 'currency'))).find(Boolean) ?? null;
  const currency = total.currency ?? firstNet ?? str(at(e, 'payment', 'amount', 'currency'));
  if (!currency) throw new EntryError('No currency anywhere in the claim (total, items or payment).');
  if (!isCurrency(currency)) throw new EntryError(`"${currency}" is not an ISO 4217 currency.`);
  const issuedAt = fhirDate(r['created']) ?? fhirDate(at(r, 'billablePeriod', 'end')) ?? fhirDate(at(r, 'billablePeriod', 'start'));
  if (!issuedAt) throw new EntryError(`The ${main.resourceType} has no created date or billable period.`);
  const totalMinor = total.value !== null ? amount(total.value, currency, 'The total') : null;
  const lines = linesOf(r, currency, totalMinor, notes);
  const gross = totalMinor !== null && totalMinor >= lines.reduce((n, l) => n + l.netMinor, 0) ? totalMinor : lines.reduce((n, l) => n + l.netMinor, 0);
  // A zero invoice would show as paid for a claim that billed nothing we can read: report it instead.
  if (gross === 0) throw new EntryError(`The ${main.resourceType} has no priced item and no total above zero: nothing to invoice.`);
  // Each invoice stays within MAX_MINOR (the items are each checked, their sum is not), like the portal's own.
  if (gross > MAX_MINOR) throw new EntryError('The total is too large.');
  let insurerPayment: MappedInvoice['insurerPayment'] = null;
  const paid = e ? insurerPaid(e) : null;
  if (e && eob && paid !== null) {
    const payCurrency = str(at(e, 'payment', 'amount', 'currency'));
    if (payCurrency && payCurrency !== currency) throw new EntryError(`The EOB pays in ${payCurrency}, the claim is in ${currency}.`);
    let minor = amount(paid, currency, 'The EOB payment');
    if (minor > gross) {
      notes.push('The insurer paid more than the total; the payment was capped at the total.');
      minor = gross;
    }
    const on = fhirDate(at(e, 'payment', 'date')) ?? fhirDate(e['created']) ?? issuedAt;
    if (minor > 0) insurerPayment = { amountMinor: minor, paidOn: on.toISOString().slice(0, 10), reference: `ExplanationOfBenefit/${identityOf(eob).id}` };
  }
  const provider = r['provider'] ?? e?.['provider'];
  const issuerName = (refDisplay(provider) ?? refDisplay(r['facility']) ?? refDisplay(e?.['facility']) ?? refDisplay(r['insurer']) ?? 'Unknown provider').slice(0, 200);
  const identity = identityOf(main);
  const number = (str(at(objs(r['identifier'])[0], 'value')) ?? identity.id).slice(0, 100);
  const open = gross - (insurerPayment?.amountMinor ?? 0);
  return {
    identity,
    eobId: eob ? identityOf(eob).id : null,
    claimRef: !claim && e ? claimIdOf(e['claim']) : null,
    entries: [claim, eob].filter((x): x is BundleEntry => x !== null),
    number,
    issuerKey: `fhir:${(str(at(provider, 'reference')) ?? issuerName).slice(0, 300)}`,
    issuerName,
    status: statusOf(e && str(e['status']) !== 'active' ? e : r, open),
    currency,
    issuedAt,
    totalGrossMinor: gross,
    lines,
    insurerPayment,
    notes,
    hash: sha256(canonicalJson({ claim: claim?.resource ?? null, eob: e })),
  };
}

/** The id in a Claim reference (urn:uuid:<id>, Claim/<id>, or an absolute URL ending in Claim/<id>). */
function claimIdOf(reference: unknown): string | null {
  const ref = str(at(reference, 'reference'));
  const m = ref ? (/^urn:uuid:(.+)$/i.exec(ref) ?? /(?:^|\/)Claim\/([A-Za-z0-9\-.]{1,64})(?:\/_history\/.*)?$/.exec(ref)) : null;
  return m?.[1]?.slice(0, 512) ?? null;
}

/** Pairs each EOB with the Claim it names (when in the bundle); every Claim and unpaired EOB is one unit. */
export function pairClaims(entries: BundleEntry[], index: BundleIndex): [BundleEntry | null, BundleEntry | null][] {
  const eobOf = new Map<number, BundleEntry>();
  const lone: BundleEntry[] = [];
  for (const e of entries) {
    if (e.resourceType !== 'ExplanationOfBenefit') continue;
    const claim = index.resolve(e.resource['claim']);
    if (claim?.resourceType === 'Claim' && !eobOf.has(claim.index)) eobOf.set(claim.index, e);
    else lone.push(e);
  }
  const pairs: [BundleEntry | null, BundleEntry | null][] = entries
    .filter((e) => e.resourceType === 'Claim')
    .map((c) => [c, eobOf.get(c.index) ?? null]);
  return [...pairs, ...lone.map((e): [null, BundleEntry] => [null, e])];
}
