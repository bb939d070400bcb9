// The records list's search, filters, sort and page live in the URL (?q=&kind=&from=&to=&sort=&page=&size=),
// so a reload, a shared link or the back button from a record shows the same list.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RecordKind, RecordSort, RecordsQueryVariables } from '../../../gql/graphql';
import { isRecordKind, isRecordSort } from './record-kinds';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_SIZE = 20;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export interface ListParams {
  q: string;
  kind: RecordKind | null;
  /** YYYY-MM-DD (local days, inclusive). */
  from: string;
  to: string;
  sort: RecordSort;
  /** 0-based, as TablePagination counts. */
  page: number;
  size: number;
}

function day(value: string | null): string {
  return value && DAY_PATTERN.test(value) ? value : '';
}

export function useListParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<ListParams>(() => {
    const size = Number(search.get('size'));
    const page = Number(search.get('page'));
    const kind = search.get('kind');
    const sort = search.get('sort');
    return {
      q: search.get('q') ?? '',
      kind: isRecordKind(kind) ? kind : null,
      from: day(search.get('from')),
      to: day(search.get('to')),
      sort: isRecordSort(sort) ? sort : 'DATE_DESC',
      page: Number.isInteger(page) && page > 0 ? page - 1 : 0,
      size: PAGE_SIZES.some((s) => s === size) ? size : DEFAULT_SIZE,
    };
  }, [search]);

  /** Changes some parameters; any change but the page itself goes back to the first page. */
  const update = useCallback(
    (patch: Partial<ListParams>) => {
      setSearch(
        () => {
          // From the address bar, not the render's copy: two quick changes must both survive.
          const next = new URLSearchParams(window.location.search);
          for (const [key, value] of Object.entries(patch)) {
            if (key === 'page') continue;
            if (value === null || value === '' || value === undefined) next.delete(key);
            else next.set(key, String(value));
          }
          if (patch.page !== undefined && patch.page > 0) next.set('page', String(patch.page + 1));
          else next.delete('page');
          if (next.get('sort') === 'DATE_DESC') next.delete('sort');
          if (next.get('size') === String(DEFAULT_SIZE)) next.delete('size');
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );

  const clear = useCallback(() => {
    setSearch(new URLSearchParams(), { replace: true });
  }, [setSearch]);

  return { params, update, clear };
}

/** The query variables: local days become instants (from the day's start to the end of the `to` day). */
export function listVariables(p: ListParams): RecordsQueryVariables {
  return {
    search: p.q.trim() || null,
    kinds: p.kind ? [p.kind] : null,
    from: p.from ? new Date(`${p.from}T00:00:00`).toISOString() : null,
    to: p.to ? new Date(`${p.to}T23:59:59.999`).toISOString() : null,
    sort: p.sort,
    page: p.page + 1,
    pageSize: p.size,
  };
}

export function hasFilters(p: ListParams): boolean {
  return p.q.trim() !== '' || p.kind !== null || p.from !== '' || p.to !== '';
}
