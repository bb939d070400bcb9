import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVert from '@mui/icons-material/MoreVert';
import { useTranslation } from 'react-i18next';
import type { AdminUserRowFragment } from '../../../gql/graphql';
import { fullName } from '../lib/full-name';

export type UserAction = 'ban' | 'unban' | 'grant' | 'revoke' | 'resend';

interface Props {
  user: AdminUserRowFragment;
  /** The signed-in admin's own row: no ban, no demotion (the server refuses them too). */
  self: boolean;
  onAction: (action: UserAction, user: AdminUserRowFragment) => void;
}

/** The row's actions; only those that make sense for this account are offered. */
export function UserActionsMenu({ user, self, onAction }: Props) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const actions: UserAction[] = [
    ...(user.banned ? (['unban'] as const) : self ? [] : (['ban'] as const)),
    ...(user.admin ? (self ? [] : (['revoke'] as const)) : (['grant'] as const)),
    ...(user.verified ? [] : (['resend'] as const)),
  ];
  if (!actions.length) return null;
  return (
    <>
      <IconButton
        aria-label={t('admin.actionsFor', { name: fullName(user, user.email) })}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid={`admin-actions-${user.email}`}
      >
        <MoreVert />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {actions.map((a) => (
          <MenuItem
            key={a}
            data-testid={`admin-action-${a}`}
            onClick={() => {
              setAnchor(null);
              onAction(a, user);
            }}
          >
            {t(`admin.actions.${a}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
