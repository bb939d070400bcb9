// The text shown when a contact photo cannot be uploaded: the usual refusals (not an image by its content, too
// large) in the page's language; anything else as the server worded it.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { readApiError } from '../../../shared/api/errors';
import { useErrorText } from '../../../shared/api/use-error-text';
import { FileTooLargeError } from '../../../shared/uploads/upload-file';

export function usePhotoErrorText(): (error: unknown) => string {
  const { t } = useTranslation('contacts');
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) => {
      if (error instanceof FileTooLargeError) return t('photo.tooBig');
      const { code } = readApiError(error);
      if (code === 'UNSUPPORTED_MEDIA_TYPE') return t('photo.notImage');
      if (code === 'PAYLOAD_TOO_LARGE') return t('photo.tooBig');
      return errorText(error);
    },
    [t, errorText],
  );
}
