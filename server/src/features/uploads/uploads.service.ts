// Uploads for every feature: `store` checks the content and keeps a cleaned copy; features attach the ids a
// user owns (`ownedBy`) to their own objects and, after their own access check, give viewers signed URLs
// (`toGraphQL` / `signedUrl`). The file door serves only signed URLs, so it never decides access itself.
import { createHash } from 'node:crypto';
import type { Db } from '../../../../db/client.js';
import type { UploadKind } from '../../../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { processImage } from './image-processing.js';
import { safeUploadName, sniff } from './upload-rules.js';
import { uploadsRepository } from './uploads.repository.js';
import type { UploadMeta } from './uploads.repository.js';
import type { FileVariant, UrlSigner } from './url-signer.js';

export type UploadView = UploadMeta;

/** The GraphQL `Upload` (and the REST answer): metadata plus URLs signed for whoever was allowed to see it. */
export interface UploadOut {
  id: string;
  filename: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  createdAt: Date;
  url: string;
  thumbUrl: string | null;
}

export class UploadsService {
  constructor(private readonly d: { db: Db; signer: UrlSigner }) {}

  async store(ownerId: string, input: { bytes: Buffer; filename: string | null; kind: UploadKind }): Promise<UploadView> {
    const mime = await sniff(input.kind, input.bytes);
    const image = mime.startsWith('image/') ? await processImage(input.bytes, mime) : null;
    const content = image?.content ?? input.bytes;
    return uploadsRepository.insert(this.d.db, {
      ownerId,
      kind: input.kind,
      filename: safeUploadName(input.filename, mime),
      mime,
      size: content.length,
      width: image?.width ?? null,
      height: image?.height ?? null,
      sha256: createHash('sha256').update(content).digest('hex'),
      content,
      thumb: image?.thumb ?? null,
    });
  }

  /** The owner's uploads with these ids, in the given order; NOT_FOUND if any is unknown or someone else's. */
  async ownedBy(ownerId: string, ids: readonly string[]): Promise<UploadView[]> {
    const unique = [...new Set(ids)];
    if (unique.some((id) => !isUuid(id))) throw notFound('No such upload.');
    const rows = await uploadsRepository.byIds(this.d.db, unique);
    const byId = new Map(rows.filter((r) => r.ownerId === ownerId).map((r) => [r.id, r]));
    if (byId.size !== unique.length) throw notFound('No such upload.');
    return unique.map((id) => byId.get(id)!);
  }

  /** Metadata by id (any owner): for features resolving the uploads linked to an object they already checked. */
  async views(ids: readonly string[]): Promise<UploadView[]> {
    const rows = await uploadsRepository.byIds(this.d.db, ids.filter(isUuid));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  signedUrl(id: string, variant: FileVariant = 'full'): string {
    return this.d.signer.sign(id, variant);
  }

  toGraphQL(view: UploadView): UploadOut {
    return {
      id: view.id,
      filename: view.filename,
      mime: view.mime,
      size: view.size,
      width: view.width,
      height: view.height,
      createdAt: view.createdAt,
      url: this.d.signer.sign(view.id, 'full'),
      thumbUrl: view.mime.startsWith('image/') ? this.d.signer.sign(view.id, 'thumb') : null,
    };
  }

  /** The bytes behind a signed URL; null when the signature is wrong or expired, or the upload is gone. */
  async open(id: string, variant: FileVariant, exp: string | undefined, sig: string | undefined) {
    if (!isUuid(id) || !this.d.signer.verify(id, variant, exp, sig)) return null;
    return uploadsRepository.bytes(this.d.db, id, variant);
  }

  /**
   * Deletes those of the owner's uploads that nothing holds any more (features call it when they drop their own
   * link to a file that may be shared: the same upload in two gallery entries, a contact's photo, a message sent).
   */
  removeUnheld(ownerId: string, ids: readonly string[]): Promise<number> {
    return uploadsRepository.removeUnheld(this.d.db, ownerId, ids.filter(isUuid));
  }
}
