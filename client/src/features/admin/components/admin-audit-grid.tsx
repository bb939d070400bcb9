import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { AdminAuditLogQuery } from '../../../gql/graphql';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useAdminAudit } from '../api/use-admin';
import { useGridLocaleText, useLongDate } from '../lib/use-grid-locale';

type Entry = AdminAuditLogQuery['adminAudit']['nodes'][number];

/** Every administrator action, newest first, paged by the server. */
export function AdminAuditGrid() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const date = useLongDate();
  const localeText = useGridLocaleText();
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const { data, previousData, loading, error } = useAdminAudit(paging.page * paging.pageSize, paging.pageSize);
  const page = (data ?? previousData)?.adminAudit;
  const columns = useMemo<GridColDef<Entry>[]>(
    () => [
      {
        field: 'at',
        headerName: t('admin.audit.at'),
        width: 180,
        sortable: false,
        valueFormatter: (v: string) => date(v),
      },
      {
        field: 'actorEmail',
        headerName: t('admin.audit.actor'),
        flex: 1,
        minWidth: 180,
        sortable: false,
        valueFormatter: (v: string | null) => v ?? t('admin.audit.system'),
      },
      {
        field: 'action',
        headerName: t('admin.audit.action'),
        width: 220,
        sortable: false,
        valueFormatter: (v: Entry['action']) => t(`admin.actionNames.${v}`),
      },
      { field: 'targetEmail', headerName: t('admin.audit.target'), flex: 1, minWidth: 180, sortable: false },
      {
        field: 'reason',
        headerName: t('admin.audit.reason'),
        flex: 1.2,
        minWidth: 180,
        sortable: false,
        valueGetter: (_v, row) =>
          [row.reason, row.bannedUntil ? t('admin.mine.until', { date: date(row.bannedUntil as string) }) : null]
            .filter(Boolean)
            .join(' · '),
      },
    ],
    [t, date],
  );
  return (
    <>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(error)}
        </Alert>
      ) : null}
      <Box data-testid="admin-audit-grid">
        <DataGrid
          aria-label={t('admin.tabs.audit')}
          rows={page?.nodes ?? []}
          rowCount={page?.total ?? 0}
          columns={columns}
          loading={loading}
          paginationMode="server"
          paginationModel={paging}
          onPaginationModelChange={setPaging}
          pageSizeOptions={[25, 50, 100]}
          disableColumnFilter
          disableRowSelectionOnClick
          localeText={{ ...localeText, noRowsLabel: t('admin.audit.empty') }}
          autoHeight
          sx={{ bgcolor: 'background.paper' }}
        />
      </Box>
    </>
  );
}
