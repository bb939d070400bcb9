// The catalogue: the shop grid, a product, reviews by buyers (one each), and the admin writes.
import type { Db, DbOrTx } from '../../../../db/client.js';
import type { ProductRow } from '../../../../db/schema/index.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { CatalogQuery } from './catalog.repository.js';
import { catalogRepository as repo } from './catalog.repository.js';
import type { ProductPageView, ReviewView } from './shop.types.js';
import type { ProductFields } from './shop.validation.js';
import { badInput } from '../../lib/errors.js';
import { parsePaging, parseProduct, parseReview, parseSearch, parseStock } from './shop.validation.js';

export type ListInput = Omit<CatalogQuery, 'offset' | 'first' | 'sort' | 'includeHidden'> & {
  sort?: CatalogQuery['sort'] | null;
  offset?: number | null;
  first?: number | null;
};

export class CatalogService {
  constructor(private readonly d: { db: Db }) {}

  async list(input: ListInput, includeHidden = false): Promise<ProductPageView> {
    const { offset, first } = parsePaging(input.offset, input.first);
    if (input.minRating !== null && input.minRating !== undefined && (!Number.isInteger(input.minRating) || input.minRating < 1 || input.minRating > 5)) {
      throw badInput('minRating', 'Minimum rating must be 1 to 5.', { reason: 'OUT_OF_RANGE', min: 1, max: 5 });
    }
    const q: CatalogQuery = { ...input, search: parseSearch(input.search), sort: input.sort ?? 'NEWEST', offset, first, includeHidden };
    const page = await repo.list(this.d.db, q);
    return { ...page, offset };
  }
  /** Account deletion's count keeper (my-data's CountKeeper): the departing account's reviews. */
  beforeAccountDeleted(tx: DbOrTx, userId: string) {
    return repo.ratingsTouchedBy(tx, userId);
  }


  /** NOT_FOUND for an unknown id, or a hidden product for anyone but an admin. */
  async get(id: string, isAdmin = false): Promise<ProductRow> {
    const row = isUuid(id) ? await repo.find(this.d.db, id) : null;
    if (!row || (!row.active && !isAdmin)) throw notFound('This product does not exist.');
    return row;
  }

  related(p: ProductRow): Promise<ProductRow[]> {
    return repo.related(this.d.db, p);
  }

  async canReview(userId: string, productId: string): Promise<boolean> {
    const [bought, reviewed] = await Promise.all([
      repo.hasBought(this.d.db, userId, productId),
      repo.hasReviewed(this.d.db, userId, productId),
    ]);
    return bought && !reviewed;
  }

  async reviews(viewerId: string, productId: string): Promise<ReviewView[]> {
    await this.get(productId);
    const rows = await repo.reviews(this.d.db, productId);
    return rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      body: r.body,
      // A first name and an initial: enough to be a person, not enough to find them.
      author: [r.firstName, r.lastName ? `${r.lastName.slice(0, 1)}.` : ''].filter(Boolean).join(' ') || '—',
      mine: r.userId === viewerId,
      createdAt: r.createdAt,
    }));
  }

  /** Buyers only (FORBIDDEN otherwise), one review each (CONFLICT the second time). */
  async review(userId: string, productId: string, rating: number, body: string): Promise<ReviewView> {
    const input = parseReview(rating, body);
    await this.get(productId);
    if (!(await repo.hasBought(this.d.db, userId, productId))) {
      throw forbidden('Only customers who ordered this product can review it.');
    }
    const row = await this.d.db.transaction((tx) => repo.insertReview(tx, { productId, userId, ...input }));
    if (!row) throw new AppError('CONFLICT', 'You have already reviewed this product.');
    const [view] = (await this.reviews(userId, productId)).filter((r) => r.id === row.id);
    if (!view) throw new Error('review vanished after insert');
    return view;
  }

  create(input: ProductFields): Promise<ProductRow> {
    return repo.insert(this.d.db, parseProduct(input));
  }

  async update(id: string, input: ProductFields): Promise<ProductRow> {
    const fields = parseProduct(input);
    const row = isUuid(id) ? await repo.update(this.d.db, id, fields) : null;
    if (!row) throw notFound('This product does not exist.');
    return row;
  }

  async setStock(id: string, stock: number): Promise<ProductRow> {
    const value = parseStock(stock);
    const row = isUuid(id) ? await repo.update(this.d.db, id, { stock: value }) : null;
    if (!row) throw notFound('This product does not exist.');
    return row;
  }
}
