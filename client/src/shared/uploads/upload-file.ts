// Sends one file to POST /api/uploads (raw bytes, with progress) and returns what the server kept: the id to
// attach to a post, message or article, and signed URLs to show it. A refused file rejects with a RestError
// carrying the server's message (wrong content, too large), which callers show as is.
import { uploadWithProgress } from '../api/rest';

export type UploadKind = 'image' | 'file';

export interface UploadedFile {
  id: string;
  filename: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  createdAt: string;
  url: string;
  thumbUrl: string | null;
}

/** Same limit as the server (10 MiB), checked first so a too-large file is refused before it is sent. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
export const FILE_ACCEPT = `${IMAGE_ACCEPT},application/pdf,text/plain`;

export class FileTooLargeError extends Error {
  constructor() {
    super('FILE_TOO_LARGE');
    this.name = 'FileTooLargeError';
  }
}

export async function uploadFile(
  file: File,
  kind: UploadKind,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  if (file.size > MAX_UPLOAD_BYTES) throw new FileTooLargeError();
  const query = new URLSearchParams({ kind, filename: file.name });
  const answer = await uploadWithProgress({
    url: `/api/uploads?${query.toString()}`,
    body: file,
    contentType: file.type || 'application/octet-stream',
    onProgress,
    signal,
  });
  return answer as UploadedFile;
}
