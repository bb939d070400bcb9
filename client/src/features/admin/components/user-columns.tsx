// The list's columns. Each sortable column's field is a key of SORT_FIELDS: the grid's sort model is turned
// into the server's allow-listed sort enum, never sent as a column name.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { AdminUserRowFragment, AdminUserSortField } from '../../../gql/graphql';
import { fullName } from '../lib/full-name';
import { Ellipsis } from './ellipsis';
import { UserActionsMenu } from './user-actions-menu';
import type { UserAction } from './user-actions-menu';

/**
 * The columns' least widths add up to about 1,015 px: in a narrower grid (a 1,280 px window with the menu open) the
 * last columns, Actions among them, were past its edge, and a menu button reached by Tab stayed out of sight.
 * There the last activity goes (the account's own page shows it).
 */
export const NARROW_GRID_PX = 1_020;
export const NARROW_HIDDEN = { lastActiveAt: false };

/** The columns a phone does without (the name, ban state and actions fit 375 px; the rest scrolled off unseen). */
export const PHONE_HIDDEN = { email: false, verified: false, admin: false, createdAt: false, lastActiveAt: false };

export const SORT_FIELDS: Record<string, AdminUserSortField> = {
  name: 'NAME',
  email: 'EMAIL',
  verified: 'VERIFIED',
  admin: 'ADMIN',
  banned: 'BANNED',
  createdAt: 'CREATED_AT',
  lastActiveAt: 'LAST_ACTIVE_AT',
};

type DateFormat = (iso: string | null | undefined) => string;

export function userColumns(
  t: TFunction,
  { date, day, time }: { date: DateFormat; day: DateFormat; time: DateFormat },
  viewerId: string,
  onAction: (action: UserAction, user: AdminUserRowFragment) => void,
  phone = false,
): GridColDef<AdminUserRowFragment>[] {
  const yesNo = (v: boolean) => (v ? t('admin.yes') : t('admin.no'));
  // Widths for 1,120 px (a 1440 px window less the menu) in all four languages: the short yes/no and date
  // columns sized to their header and value (a time goes under its day), the rest shared by the name and,
  // wider, the address.
  return [
    {
      field: 'name',
      headerName: t('admin.columns.name'),
      flex: 1,
      minWidth: phone ? 110 : 140,
      valueGetter: (_v, row) => fullName(row, t('app.dash')),
      renderCell: ({ row, value }) => {
        const name = row.id === viewerId ? `${String(value)} (${t('admin.you')})` : String(value);
        if (!phone) return name;
        // On a phone the e-mail column is hidden (PHONE_HIDDEN): the address goes under the name.
        return (
          <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
            {/* A name keeps its own direction: a Latin one in an Arabic cell was cut at its start ('…ximiliano'). */}
            <Ellipsis dir="auto">{name}</Ellipsis>
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
      flex: 1.6,
      // 180, not 240: at 1,366 px (sidebar open) the columns' least widths came to ~30 px more than the grid, which
      // then scrolled and cut the Actions header at its edge. A long address ends in an ellipsis (title on hover).
      minWidth: 180,
      // An address reads left to right even in Arabic: without this the ellipsis cut its start, not its end.
      // A longer address than the column holds ends with an ellipsis: the whole of it on hover.
      renderCell: ({ value }) => (
        <Ellipsis dir="ltr" title={String(value)}>
          {String(value)}
        </Ellipsis>
      ),
    },
    {
      field: 'verified',
      headerName: t('admin.columns.verified'),
      width: 90,
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
      // On a phone the name, this and Actions share 341 px: a long chip ends with an ellipsis (whole on hover).
      width: phone ? 150 : 185,
      renderCell: ({ row }) =>
        row.banned ? (
          // The day on the chip (with its time it was cut); the hour with the reason on hover.
          <Chip
            size="small"
            color="error"
            variant="outlined"
            title={
              [row.banReason, row.bannedUntil ? t('admin.bannedUntil', { date: date(row.bannedUntil as string) }) : null]
                .filter(Boolean)
                .join(' · ') || undefined
            }
            label={
              row.bannedUntil
                ? t('admin.bannedUntil', { date: day(row.bannedUntil as string) })
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
      width: 140,
      valueFormatter: (v: string | null) => (v ? date(v) : t('admin.never')),
      renderCell: ({ value, formattedValue }: { value?: string | null; formattedValue?: string }) =>
        value ? (
          <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
            <Ellipsis>{day(value)}</Ellipsis>
            <Ellipsis secondary>{time(value)}</Ellipsis>
          </Box>
        ) : (
          formattedValue
        ),
    },
    {
      field: 'actions',
      headerName: t('admin.columns.actions'),
      // Room for the header in every language ("الإجراءات" was cut at 72 px).
      width: 80,
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      renderCell: ({ row }) => <UserActionsMenu user={row} self={row.id === viewerId} onAction={onAction} />,
    },
  ];
}
