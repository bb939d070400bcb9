import { useTranslation } from 'react-i18next';
import type { AdminUserRowFragment } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useAdminActions } from '../api/use-admin';
import { fullName } from '../lib/full-name';
import { BanDialog } from './ban-dialog';
import type { UserAction } from './user-actions-menu';

interface Props {
  pending: { action: UserAction; user: AdminUserRowFragment } | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

const DESTRUCTIVE: Partial<Record<UserAction, boolean>> = { revoke: true };

/** The confirmation of the chosen action; each one asks first and shows the server's refusal in place. */
export function UserActionDialog({ pending, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const actions = useAdminActions();
  if (!pending) return null;
  const { action, user } = pending;
  const name = fullName(user, user.email);
  const done = () => {
    onDone(t('admin.dialogs.done'));
    onClose();
  };
  if (action === 'ban') {
    return (
      <BanDialog
        name={name}
        onClose={onClose}
        onBan={(reason, until) => actions.ban(user.id, reason, until).then(done)}
      />
    );
  }
  const run: Record<Exclude<UserAction, 'ban'>, () => Promise<unknown>> = {
    unban: () => actions.unban(user.id),
    grant: () => actions.setAdmin(user.id, true),
    revoke: () => actions.setAdmin(user.id, false),
    resend: () => actions.resend(user.id),
  };
  return (
    <ConfirmDialog
      open
      title={t(`admin.dialogs.${action}Title`, { name, email: user.email })}
      text={t(`admin.dialogs.${action}Text`)}
      confirmLabel={t(`admin.dialogs.${action}Confirm`)}
      destructive={DESTRUCTIVE[action] ?? false}
      confirmTestId={`admin-confirm-${action}`}
      onConfirm={() => run[action]().then(done)}
      onClose={onClose}
    />
  );
}
