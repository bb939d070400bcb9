// The list's columns. Each sortable column's field is a key of SORT_FIELDS: the grid's sort model is turned
// into the server's allow-listed sort enum, never sent as a column name.
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { AdminUserRowFragment, AdminUserSortField } from '../../../gql/graphql';
import { fullName } from '../lib/full-name';
import { UserActionsMenu } from './user-actions-menu';
import type { UserAction } from './user-actions-menu';

export const SORT_FIELDS: Record<string, AdminUserSortField> = {
  name: 'NAME',
  email: 'EMAIL',
  verified: 'VERIFIED',
  admin: 'ADMIN',
  banned: 'BANNED',
  createdAt: 'CREATED_AT',
  lastActiveAt: 'LAST_ACTIVE_AT',
};

export function userColumns(
  t: TFunction,
  date: (iso: string | null | undefined) => string,
  day: (iso: string | null | undefined) => string,
  viewerId: string,
  onAction: (action: UserAction, user: AdminUserRowFragment) => void,
): GridColDef<AdminUserRowFragment>[] {
  const yesNo = (v: boolean) => (v ? t('admin.yes') : t('admin.no'));
  return [
    {
      field: 'name',
      headerName: t('admin.columns.name'),
      flex: 1,
      minWidth: 150,
      valueGetter: (_v, row) => fullName(row, t('app.dash')),
      renderCell: ({ row, value }) => (row.id === viewerId ? `${String(value)} (${t('admin.you')})` : String(value)),
    },
    { field: 'email', headerName: t('admin.columns.email'), flex: 1.2, minWidth: 190 },
    {
      field: 'verified',
      headerName: t('admin.columns.verified'),
      width: 100,
      valueFormatter: (v: boolean) => yesNo(v),
    },
    {
      field: 'admin',
      headerName: t('admin.columns.admin'),
      width: 80,
      renderCell: ({ row }) =>
        row.admin ? <Chip size="small" color="primary" label={t('admin.yes')} /> : t('admin.no'),
    },
    {
      field: 'banned',
      headerName: t('admin.columns.banned'),
      width: 150,
      renderCell: ({ row }) =>
        row.banned ? (
          <Chip
            size="small"
            color="error"
            variant="outlined"
            title={row.banReason ?? undefined}
            label={
              row.bannedUntil
                ? t('admin.bannedUntil', { date: date(row.bannedUntil as string) })
                : t('admin.bannedIndefinitely')
            }
          />
        ) : (
          t('admin.no')
        ),
    },
    { field: 'createdAt', headerName: t('admin.columns.created'), width: 120, valueFormatter: (v: string) => day(v) },
    {
      field: 'lastActiveAt',
      headerName: t('admin.columns.lastActive'),
      width: 160,
      valueFormatter: (v: string | null) => (v ? date(v) : t('admin.never')),
    },
    {
      field: 'actions',
      headerName: t('admin.columns.actions'),
      width: 72,
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      renderCell: ({ row }) => <UserActionsMenu user={row} self={row.id === viewerId} onAction={onAction} />,
    },
  ];
}
