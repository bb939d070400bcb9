// The list's columns. Each sortable column's field is a key of SORT_FIELDS: the grid's sort model is turned
// into the server's allow-listed sort enum, never sent as a column name.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { AdminUserRowFragment, AdminUserSortField } from '../../../gql/graphql';
import { fullName } from '../lib/full-name';
import { UserActionsMenu } from './user-actions-menu';
import type { UserAction } from './user-actions-menu';

/** The columns a phone does without (the name, ban state and actions fit 375 px; the rest scrolled off unseen). */
export const PHONE_HIDDEN = { email: false, verified: false, admin: false, createdAt: false, lastActiveAt: false };

/** One line, cut with an ellipsis at its end in the text's own direction; `secondary` for the line under a name. */
function Ellipsis({ dir, secondary, children }: { dir?: 'ltr'; secondary?: boolean; children: ReactNode }) {
  return (
    <Box
      component="span"
      dir={dir}
      sx={{
        display: 'block',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        // 'left' is the page's start: the stylis RTL pass turns it into 'right' in Arabic, so an address with
        // dir="ltr" still lines up with the name above it.
        textAlign: 'left',
        ...(secondary ? { typography: 'caption', color: 'text.secondary' } : {}),
      }}
    >
      {children}
    </Box>
  );
}

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
  phone = false,
): GridColDef<AdminUserRowFragment>[] {
  const yesNo = (v: boolean) => (v ? t('admin.yes') : t('admin.no'));
  return [
    {
      field: 'name',
      headerName: t('admin.columns.name'),
      flex: 1,
      minWidth: phone ? 110 : 150,
      valueGetter: (_v, row) => fullName(row, t('app.dash')),
      renderCell: ({ row, value }) => {
        const name = row.id === viewerId ? `${String(value)} (${t('admin.you')})` : String(value);
        if (!phone) return name;
        // On a phone the e-mail column is hidden (PHONE_HIDDEN): the address goes under the name.
        return (
          <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
            <Ellipsis>{name}</Ellipsis>
            <Ellipsis dir="ltr" secondary>
              {row.email}
            </Ellipsis>
          </Box>
        );
      },
    },
    {
      field: 'email',
      headerName: t('admin.columns.email'),
      flex: 1.2,
      minWidth: 190,
      // An address reads left to right even in Arabic: without this the ellipsis cut its start, not its end.
      renderCell: ({ value }) => <Ellipsis dir="ltr">{String(value)}</Ellipsis>,
    },
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
