// The shop's filter state lives in the URL (?category=…&sort=…), so back/forward and reload keep it. Values
// are checked against the allow-lists; anything else reads as "All" (spec §3: every filter defaults to All,
// sort to newest).
import type { PriceBucket, ProductCategory, ProductColour, ProductGender, ProductSort } from '../../../gql/graphql';

export const CATEGORIES: ProductCategory[] = ['BP_CUFF', 'PULSE_OXIMETER', 'CGM', 'SCALE', 'WATCH', 'SLEEP_TRACKER', 'THERMOMETER'];
export const COLOURS: ProductColour[] = ['BLACK', 'WHITE', 'SILVER', 'BLUE', 'PINK', 'GREEN'];
export const GENDERS: ProductGender[] = ['UNISEX', 'WOMEN', 'MEN', 'KIDS'];
export const PRICES: PriceBucket[] = ['UNDER_50', 'FROM_50_TO_100', 'FROM_100_TO_200', 'OVER_200'];
export const SORTS: ProductSort[] = ['NEWEST', 'PRICE_DESC', 'PRICE_ASC', 'POPULAR'];
export const RATINGS = [4, 3, 2, 1] as const;
export const PAGE_SIZE = 12;

/** Swatch colours (the product colours, not theme colours: they name a device's finish). */
export const SWATCH: Record<ProductColour, string> = {
  BLACK: '#2b2f36',
  WHITE: '#f7f8fa',
  SILVER: '#c3c9d2',
  BLUE: '#2f6fde',
  PINK: '#e87ca6',
  GREEN: '#2fa36b',
};

export interface ShopFilters {
  category: ProductCategory | null;
  colour: ProductColour | null;
  gender: ProductGender | null;
  price: PriceBucket | null;
  minRating: number | null;
  sort: ProductSort;
  search: string;
  page: number;
}

const pick = <T extends string>(list: readonly T[], v: string | null): T | null =>
  v !== null && (list as readonly string[]).includes(v) ? (v as T) : null;

export function readFilters(p: URLSearchParams): ShopFilters {
  const rating = Number(p.get('rating'));
  const page = Number(p.get('page'));
  return {
    category: pick(CATEGORIES, p.get('category')),
    colour: pick(COLOURS, p.get('colour')),
    gender: pick(GENDERS, p.get('gender')),
    price: pick(PRICES, p.get('price')),
    minRating: (RATINGS as readonly number[]).includes(rating) ? rating : null,
    sort: pick(SORTS, p.get('sort')) ?? 'NEWEST',
    search: (p.get('q') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeFilters(f: ShopFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.category) p.set('category', f.category);
  if (f.colour) p.set('colour', f.colour);
  if (f.gender) p.set('gender', f.gender);
  if (f.price) p.set('price', f.price);
  if (f.minRating) p.set('rating', String(f.minRating));
  if (f.sort !== 'NEWEST') p.set('sort', f.sort);
  if (f.search) p.set('q', f.search);
  if (f.page > 1) p.set('page', String(f.page));
  return p;
}

export const RESET: ShopFilters = {
  category: null,
  colour: null,
  gender: null,
  price: null,
  minRating: null,
  sort: 'NEWEST',
  search: '',
  page: 1,
};
