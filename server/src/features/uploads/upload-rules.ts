// What an upload may be, decided from its bytes (file-type sniffs the magic numbers; a renamed executable is
// an executable): images are JPEG, PNG or WebP; files are those, PDF or UTF-8 text. At most 10 MiB.
import { fileTypeFromBuffer } from 'file-type';
import type { UploadKind } from '../../../../db/schema/index.js';
import { AppError, badInput } from '../../lib/errors.js';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const FILE_TYPES: readonly string[] = [...IMAGE_TYPES, 'application/pdf', 'text/plain'];

const EXTENSION: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'text/plain': 'txt',
};

/** UTF-8 text without NULs: file-type has no signature for text, so this is the only other thing accepted. */
function isPlainText(b: Buffer): boolean {
  if (b.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(b);
    return true;
  } catch {
    return false;
  }
}

/** The sniffed media type, or an error saying what is accepted. */
export async function sniff(kind: UploadKind, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw badInput('file', 'The file is empty.');
  if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'A file may be at most 10 MiB.', { field: 'file' });
  const detected = (await fileTypeFromBuffer(bytes))?.mime ?? (isPlainText(bytes) ? 'text/plain' : null);
  const allowed: readonly string[] = kind === 'image' ? IMAGE_TYPES : FILE_TYPES;
  if (!detected || !allowed.includes(detected)) {
    const what = kind === 'image' ? 'JPEG, PNG or WebP images' : 'JPEG, PNG or WebP images, PDF or plain text';
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Only ${what} can be uploaded; this file's content is not one of them.`, {
      field: 'file',
    });
  }
  return detected;
}

/** A name safe to show and to put in Content-Disposition, with the extension of what the content really is. */
export function safeUploadName(raw: string | null | undefined, mime: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f"<>]/g, '').trim().slice(0, 160);
  const ext = EXTENSION[mime] ?? 'bin';
  const stem = clean.replace(/\.[^.]*$/, '') || 'file';
  return `${stem}.${ext}`;
}
