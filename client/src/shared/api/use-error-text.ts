import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from './error-text';
import { readApiError } from './errors';

/**
 * Returns a function giving the text to show for a failed call, in the page's language (error-text.ts); the
 * caller's fallback, else "Wrong Services" (spec §8), when the failure says nothing usable.
 */
export function useErrorText(): (error: unknown, fallback?: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown, fallback?: string) =>
      apiErrorText(t, readApiError(error), fallback ?? t('errors.wrongServices'), i18n.language),
    [t, i18n],
  );
}
