// The uploads feature seen through the narrow port posts and the gallery use: only images, only the owner's
// when attaching, and signed GraphQL views once the caller has checked access.
import { notFound } from '../../lib/errors.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import type { UploadGraph, UploadStore } from './posts.types.js';

export function imageStore(uploads: UploadsService): UploadStore {
  return {
    async assertOwned(ownerId, ids) {
      const owned = await uploads.ownedBy(ownerId, ids);
      if (owned.some((u) => !u.mime.startsWith('image/'))) throw notFound('No such image.');
    },
    async graphs(ids) {
      if (!ids.length) return new Map<string, UploadGraph>();
      const views = await uploads.views(ids);
      return new Map(views.map((v) => [v.id, uploads.toGraphQL(v)]));
    },
  };
}
