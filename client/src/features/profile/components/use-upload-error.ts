// The text shown when an image upload fails: the usual refusals (not an image by its content, too large) in
// the page's language; anything else as the server worded it.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { readApiError } from '../../../shared/api/errors';
import { useErrorText } from '../../../shared/api/use-error-text';
import { FileTooLargeError } from '../../../shared/uploads/upload-file';

export function useUploadErrorText(): (error: unknown) => string {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) => {
      if (error instanceof FileTooLargeError) return t('composer.tooBig');
      const { code } = readApiError(error);
      if (code === 'UNSUPPORTED_MEDIA_TYPE') return t('composer.notImage');
      if (code === 'PAYLOAD_TOO_LARGE') return t('composer.tooBig');
      return errorText(error);
    },
    [t, errorText],
  );
}
