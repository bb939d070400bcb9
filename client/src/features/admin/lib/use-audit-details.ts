// The "why / what" of an admin audit row in the reader's language: a billing action's invoice, amount (Intl
// currency) and payment method come as data (AdminAuditInvoice), the free-text reason as typed, a ban's end as a
// date. Shared by the admin audit grid and the /user card, so both read the same.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../../gql/graphql';
import { useFormat } from '../../../shared/lib/use-format';
import { useLongDate } from './use-grid-locale';

export interface AuditFacts {
  action?: string;
  reason?: string | null;
  bannedUntil?: unknown;
  invoice?: {
    number: string;
    amountMinor?: number | null;
    currency?: string | null;
    paymentMethod?: PaymentMethod | null;
    paymentReference?: string | null;
  } | null;
}

export function useAuditDetails(): (row: AuditFacts) => string {
  const { t } = useTranslation();
  const f = useFormat();
  const date = useLongDate();
  return useCallback(
    (row: AuditFacts) => {
      const invoice = row.invoice;
      return (
        [
          invoice ? t('admin.audit.invoice', { number: invoice.number }) : null,
          typeof invoice?.amountMinor === 'number' && invoice.currency
            ? f.money(invoice.amountMinor, invoice.currency)
            : null,
          invoice?.paymentMethod ? t(`paymentMethods.${invoice.paymentMethod}`) : null,
          invoice?.paymentReference ?? null,
          // The one reason the server writes itself: a promotion by the ADMIN_EMAILS setting (account.service.ts).
          row.action === 'GRANT_ADMIN' && row.reason === 'ADMIN_EMAILS'
            ? t('admin.audit.adminEmails')
            : (row.reason ?? null),
          row.bannedUntil ? t('admin.mine.until', { date: date(row.bannedUntil as string) }) : null,
        ]
          .filter(Boolean)
          // Each part isolated (FSI…PDI): an invoice number, an amount or a Latin reason keeps its own order inside
          // an Arabic line instead of running together with its neighbours.
          .map((part) => `\u2068${part}\u2069`)
          .join(' · ')
      );
    },
    [t, f, date],
  );
}
