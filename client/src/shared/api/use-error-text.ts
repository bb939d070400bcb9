import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { readApiError } from './errors';

/** Returns a function giving the text to show for a failed call: the server's message, else "Wrong Services". */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => readApiError(error).message ?? t('errors.wrongServices'), [t]);
}
