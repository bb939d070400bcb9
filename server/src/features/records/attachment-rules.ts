// What an attachment may be: PDF, PNG, JPEG or UTF-8 text, at most 10 MiB, and its bytes must match the
// declared type (a "PDF" that is really HTML is refused). Shared by the upload route and the FHIR importer.
import { createHash } from 'node:crypto';
import { ATTACHMENT_TYPES } from '../../../../db/schema/index.js';
import type { AttachmentType } from '../../../../db/schema/index.js';
import type { AttachmentFields } from './records.types.js';

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENTS_PER_RECORD = 20;

export const isAttachmentType = (t: string): t is AttachmentType => (ATTACHMENT_TYPES as readonly string[]).includes(t);

/** The media type without parameters, lower-cased ('text/plain; charset=utf-8' → 'text/plain'). */
export const mediaType = (header: string | undefined | null) => (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

function looksLike(type: AttachmentType, b: Buffer): boolean {
  switch (type) {
    case 'application/pdf':
      return b.subarray(0, 5).toString('latin1') === '%PDF-';
    case 'image/png':
      return b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'image/jpeg':
      return b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
    case 'text/plain':
      return !b.includes(0) && new TextDecoder('utf-8', { fatal: false }).decode(b).indexOf('\uFFFD') === -1;
  }
}

/** A name safe to show and to put in Content-Disposition: no path, no control or quote characters. */
export function safeFilename(raw: string | null | undefined, type: AttachmentType): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 200);
  if (clean) return clean;
  const ext = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg', 'text/plain': 'txt' }[type];
  return `attachment.${ext}`;
}

export type AttachmentCheck = { ok: true; value: AttachmentFields & { sha256: string } } | { ok: false; reason: string };

export function checkAttachment(contentType: string, content: Buffer, filename?: string | null): AttachmentCheck {
  const type = mediaType(contentType);
  if (!isAttachmentType(type)) return { ok: false, reason: `Attachments may be ${ATTACHMENT_TYPES.join(', ')}.` };
  if (content.length === 0) return { ok: false, reason: 'The attachment is empty.' };
  if (content.length > MAX_ATTACHMENT_BYTES) return { ok: false, reason: 'An attachment may be at most 10 MiB.' };
  if (!looksLike(type, content)) return { ok: false, reason: `The content is not ${type}.` };
  return {
    ok: true,
    value: {
      filename: safeFilename(filename, type),
      contentType: type,
      content,
      sha256: createHash('sha256').update(content).digest('hex'),
    },
  };
}

/** Where the owner downloads it (GET with the bearer token). */
export const attachmentUrl = (a: { id: string; recordId: string }) => `/api/records/${a.recordId}/attachments/${a.id}`;
