import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { AdminUserFilter, AdminUserRowFragment } from '../../../gql/graphql';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useDebounced } from '../../records/lib/use-debounced';
import { useAdminUsers } from '../api/use-admin';
import { useGridLocaleText, useLongDate, useShortDay, useShortTime } from '../lib/use-grid-locale';
import { useNotice } from '../../../shared/lib/use-notice';
import { NoticeSnackbar } from '../../../shared/ui/notice-snackbar';
import { usePhoneWidth } from '../../../shared/ui/phone-table';
import { useElementWidth } from '../../../shared/ui/use-element-width';
import { NARROW_GRID_PX, NARROW_HIDDEN, PHONE_HIDDEN, SORT_FIELDS, userColumns } from './user-columns';
import { UserActionDialog } from './user-action-dialog';
import type { UserAction } from './user-actions-menu';
import { SEARCH_MAX, UsersToolbar } from './users-toolbar';

/** The account list: search, filters, sort and paging all done by the server (DataGrid server mode). */
export function UsersGrid({ viewerId }: { viewerId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const date = useLongDate();
  const day = useShortDay();
  const time = useShortTime();
  const localeText = useGridLocaleText();
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), 300);
  // The server refuses a longer search; the box says so where it is typed, and the list keeps its last answer.
  const searchTooLong = debounced.length > SEARCH_MAX;
  const [filter, setFilter] = useState<AdminUserFilter>({});
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [sortModel, setSortModel] = useState<GridSortModel>([{ field: 'createdAt', sort: 'desc' }]);
  const [pending, setPending] = useState<{ action: UserAction; user: AdminUserRowFragment } | null>(null);
  const notice = useNotice();
  const phone = usePhoneWidth();
  const [gridBox, gridWidth] = useElementWidth();
  const narrow = gridWidth > 0 && gridWidth < NARROW_GRID_PX;

  const sortField = sortModel[0] ? SORT_FIELDS[sortModel[0].field] : undefined;
  const sort = sortField
    ? { field: sortField, direction: sortModel[0]?.sort === 'desc' ? ('DESC' as const) : ('ASC' as const) }
    : null;
  const { data, previousData, loading, error } = useAdminUsers(
    { search: debounced || null, filter, sort, offset: paging.page * paging.pageSize, first: paging.pageSize },
    searchTooLong,
  );
  const page = (data ?? previousData)?.adminUsers;
  const columns = useMemo(
    () => userColumns(t, { date, day, time }, viewerId, (action, user) => setPending({ action, user }), phone),
    [t, date, day, time, viewerId, phone],
  );

  return (
    <>
      <UsersToolbar
        search={search}
        onSearch={(v) => {
          setSearch(v);
          setPaging((p) => ({ ...p, page: 0 }));
        }}
        filter={filter}
        onFilter={(f) => {
          setFilter(f);
          setPaging((p) => ({ ...p, page: 0 }));
        }}
      />
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(error)}
        </Alert>
      ) : null}
      {page?.totalCapped ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="admin-total-capped">
          {t('admin.capped', { count: page.total })}
        </Alert>
      ) : null}
      <Box data-testid="admin-users-grid" ref={gridBox}>
        <DataGrid
          aria-label={t('admin.tabs.users')}
          rows={page?.nodes ?? []}
          rowCount={page?.total ?? 0}
          columns={columns}
          columnVisibilityModel={phone ? PHONE_HIDDEN : narrow ? NARROW_HIDDEN : {}}
          rowHeight={phone ? 60 : 52}
          loading={loading}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          disableRowSelectionOnClick
          paginationModel={paging}
          onPaginationModelChange={setPaging}
          pageSizeOptions={[10, 25, 50, 100]}
          sortModel={sortModel}
          onSortModelChange={(m) => {
            setSortModel(m);
            setPaging((p) => ({ ...p, page: 0 }));
          }}
          localeText={{ ...localeText, noRowsLabel: t('admin.empty'), noResultsOverlayLabel: t('admin.empty') }}
          autoHeight
          sx={{ bgcolor: 'background.paper' }}
        />
      </Box>
      <UserActionDialog pending={pending} onClose={() => setPending(null)} onDone={notice.show} />
      <NoticeSnackbar state={notice} />
    </>
  );
}
