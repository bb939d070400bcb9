import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { AdminAuditLogQuery } from '../../../gql/graphql';
import { useErrorText } from '../../../shared/api/use-error-text';
import { PhoneDetails, usePhoneWidth } from '../../../shared/ui/phone-table';
import { useAdminAudit } from '../api/use-admin';
import { useAuditDetails } from '../lib/use-audit-details';
import { useGridLocaleText, useLongDate } from '../lib/use-grid-locale';
import { Ellipsis } from './ellipsis';

type Entry = AdminAuditLogQuery['adminAudit']['nodes'][number];

/** On a phone a row keeps when and what was done; who did it, to whom and why go under the action. */
const PHONE_HIDDEN = { actorEmail: false, targetEmail: false, reason: false };

/** Every administrator action, newest first, paged by the server. */
export function AdminAuditGrid() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const date = useLongDate();
  const localeText = useGridLocaleText();
  const phone = usePhoneWidth();
  const reason = useAuditDetails();
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const { data, previousData, loading, error } = useAdminAudit(paging.page * paging.pageSize, paging.pageSize);
  const page = (data ?? previousData)?.adminAudit;
  const columns = useMemo<GridColDef<Entry>[]>(() => {
    const actor = (v: string | null) => v ?? t('admin.audit.system');
    return [
      {
        field: 'at',
        headerName: t('admin.audit.at'),
        width: phone ? 112 : 180,
        sortable: false,
        valueFormatter: (v: string) => date(v),
        // On a phone the date and time wrap onto two lines rather than being cut.
        renderCell: phone ? ({ formattedValue }) => <Box sx={{ whiteSpace: 'normal' }}>{formattedValue}</Box> : undefined,
      },
      {
        field: 'actorEmail',
        headerName: t('admin.audit.actor'),
        flex: 1,
        minWidth: 180,
        sortable: false,
        // Addresses read left to right even in Arabic, so the ellipsis cuts their end, not their start.
        renderCell: ({ row }) => <Ellipsis dir="ltr">{actor(row.actorEmail ?? null)}</Ellipsis>,
      },
      {
        field: 'action',
        headerName: t('admin.audit.action'),
        width: 220,
        flex: phone ? 1 : undefined,
        sortable: false,
        valueFormatter: (v: Entry['action']) => t(`admin.actionNames.${v}`),
        renderCell: phone
          ? ({ row, formattedValue }) => (
              // An address has no space to wrap at: it breaks anywhere rather than run past the screen.
              <Box sx={{ minWidth: 0, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
                <span>{formattedValue}</span>
                <PhoneDetails testId="admin-audit-phone-details">
                  <bdi dir="ltr">{row.targetEmail}</bdi>
                  {/* The address isolated (FSI…PDI) so it keeps its own direction inside an Arabic sentence. */}
                  <span>{t('admin.audit.by', { actor: `\u2068${actor(row.actorEmail ?? null)}\u2069` })}</span>
                  {reason(row) ? <bdi dir="auto">{reason(row)}</bdi> : null}
                </PhoneDetails>
              </Box>
            )
          : undefined,
      },
      {
        field: 'targetEmail',
        headerName: t('admin.audit.target'),
        flex: 1,
        minWidth: 180,
        sortable: false,
        renderCell: ({ value }) => <Ellipsis dir="ltr">{String(value)}</Ellipsis>,
      },
      {
        field: 'reason',
        headerName: t('admin.audit.reason'),
        flex: 1.2,
        minWidth: 180,
        sortable: false,
        valueGetter: (_v, row) => reason(row),
        // Typed by an administrator in any language: cut at its own end, whole on hover.
        renderCell: ({ value }) => (
          <Ellipsis dir="auto" title={String(value)}>
            {String(value)}
          </Ellipsis>
        ),
      },
    ];
  }, [t, date, phone, reason]);
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
          columnVisibilityModel={phone ? PHONE_HIDDEN : {}}
          getRowHeight={phone ? () => 'auto' : undefined}
          loading={loading}
          paginationMode="server"
          paginationModel={paging}
          onPaginationModelChange={setPaging}
          pageSizeOptions={[25, 50, 100]}
          disableColumnFilter
          disableRowSelectionOnClick
          localeText={{ ...localeText, noRowsLabel: t('admin.audit.empty') }}
          autoHeight
          sx={{ bgcolor: 'background.paper', ...(phone ? { '& .MuiDataGrid-cell': { py: 1 } } : {}) }}
        />
      </Box>
    </>
  );
}
