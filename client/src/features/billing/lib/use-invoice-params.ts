// The list's filters, sort, page and the open invoice live in the URL (?state=&from=&to=&q=&sort=&page=&size=
// &invoice=), so reload, back button and shared links show the same view.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { InvoiceSort, InvoiceState, InvoicesQueryVariables } from '../../../gql/graphql';

export const CHIP_STATES = ['ISSUED', 'OVERDUE', 'PAID', 'CANCELLED'] as const satisfies readonly InvoiceState[];
export const SORTS = ['ISSUED_DESC', 'ISSUED_ASC', 'DUE_ASC', 'AMOUNT_DESC', 'AMOUNT_ASC', 'NUMBER_ASC'] as const satisfies readonly InvoiceSort[];
export const PAGE_SIZES = [10, 20, 50] as const;
const DEFAULT_SIZE = 10;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface InvoiceParams {
  state: InvoiceState | null;
  from: string;
  to: string;
  q: string;
  sort: InvoiceSort;
  page: number;
  size: number;
  invoice: string | null;
}

const isState = (v: string | null): v is InvoiceState => CHIP_STATES.some((s) => s === v);
const isSort = (v: string | null): v is InvoiceSort => SORTS.some((s) => s === v);

export function useInvoiceParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<InvoiceParams>(() => {
    const size = Number(search.get('size'));
    const page = Number(search.get('page'));
    const state = search.get('state');
    const sort = search.get('sort');
    const day = (k: string) => (DAY.test(search.get(k) ?? '') ? (search.get(k) ?? '') : '');
    return {
      state: isState(state) ? state : null,
      from: day('from'),
      to: day('to'),
      q: search.get('q') ?? '',
      sort: isSort(sort) ? sort : 'ISSUED_DESC',
      page: Number.isInteger(page) && page > 0 ? page - 1 : 0,
      size: PAGE_SIZES.some((s) => s === size) ? size : DEFAULT_SIZE,
      invoice: search.get('invoice'),
    };
  }, [search]);

  /** Changes some parameters; any change but the page or the open invoice goes back to the first page. */
  const update = useCallback(
    (patch: Partial<InvoiceParams>) => {
      setSearch(
        () => {
          const next = new URLSearchParams(window.location.search);
          for (const [key, value] of Object.entries(patch)) {
            if (key === 'page') continue;
            if (value === null || value === '' || value === undefined) next.delete(key);
            else next.set(key, String(value));
          }
          const keepPage = Object.keys(patch).every((k) => k === 'page' || k === 'invoice');
          if (patch.page !== undefined && patch.page > 0) next.set('page', String(patch.page + 1));
          else if (!keepPage || patch.page !== undefined) next.delete('page');
          if (next.get('sort') === 'ISSUED_DESC') next.delete('sort');
          if (next.get('size') === String(DEFAULT_SIZE)) next.delete('size');
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  return { params, update };
}

export interface ListVariables extends InvoicesQueryVariables {
  filter: NonNullable<InvoicesQueryVariables['filter']>;
  sort: InvoiceSort;
  offset: number;
  limit: number;
}

export function listVariables(p: InvoiceParams): ListVariables {
  return {
    filter: { states: p.state ? [p.state] : null, from: p.from || null, to: p.to || null, search: p.q.trim() || null },
    sort: p.sort,
    offset: p.page * p.size,
    limit: p.size,
  };
}

export const hasFilters = (p: InvoiceParams) => Boolean(p.state || p.from || p.to || p.q.trim());
