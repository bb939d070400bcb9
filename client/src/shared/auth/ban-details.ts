// A ban's reason and end, as the server sends them with ACCOUNT_BANNED (GraphQL extensions or REST body),
// and the sentence a person reads about it (sign-in form, sign-in page after being signed out).
import { useCallback } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useTranslation } from 'react-i18next';
import { useLongDate } from '../lib/use-long-date';

export interface BanDetails {
  reason: string | null;
  /** ISO instant; null = until an administrator lifts it. */
  bannedUntil: string | null;
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

export function banDetailsFrom(source: Record<string, unknown> | undefined | null): BanDetails {
  return { reason: str(source?.['reason']), bannedUntil: str(source?.['bannedUntil']) };
}

/** The details of an ACCOUNT_BANNED GraphQL error, or null for any other error. */
export function banDetailsOfError(error: unknown): BanDetails | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const ext = error.errors.find((e) => e.extensions?.['code'] === 'ACCOUNT_BANNED')?.extensions;
  return ext ? banDetailsFrom(ext) : null;
}

export function useBanText() {
  const { t } = useTranslation();
  const date = useLongDate();
  return useCallback(
    (d: BanDetails) =>
      [
        d.bannedUntil ? t('admin.ban.until', { date: date(d.bannedUntil) }) : t('admin.ban.indefinite'),
        // The reason is the admin's free text: end it as a sentence so the next one does not run on.
        d.reason ? t('admin.ban.reason', { reason: /[.!?。؟]$/.test(d.reason) ? d.reason : `${d.reason}.` }) : null,
        t('admin.ban.contact'),
      ]
        .filter(Boolean)
        .join(' '),
    [t, date],
  );
}
