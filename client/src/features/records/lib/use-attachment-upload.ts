// Uploading one attachment (raw body over REST, with progress), then reading the record again.
import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { RecordDocument } from '../../../gql/graphql';
import { uploadWithProgress } from '../../../shared/api/rest';

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
const TYPES_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  txt: 'text/plain',
};

/** The media type the server accepts for this file, or null. */
export function attachmentType(file: File): string | null {
  if (Object.values(TYPES_BY_EXTENSION).includes(file.type)) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return TYPES_BY_EXTENSION[extension] ?? null;
}

export function attachmentProblem(file: File): 'tooLarge' | 'wrongType' | null {
  if (!attachmentType(file)) return 'wrongType';
  return file.size > MAX_ATTACHMENT_BYTES ? 'tooLarge' : null;
}

export function useAttachmentUpload(recordId: string) {
  const client = useApolloClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const upload = async (file: File) => {
    setError(null);
    setProgress(0);
    try {
      await uploadWithProgress({
        url: `/api/records/${encodeURIComponent(recordId)}/attachments?filename=${encodeURIComponent(file.name)}`,
        body: file,
        contentType: attachmentType(file) ?? 'application/octet-stream',
        onProgress: setProgress,
      });
      await client.refetchQueries({ include: [RecordDocument] });
    } catch (err) {
      setError(err);
    } finally {
      setProgress(null);
    }
  };
  return { upload, progress, error };
}
