// The per-gadget actions (rename, rotate key, revoke key, remove) and their dialogs.
import { useRef, useState, type ReactElement, type Ref } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutlineOutlined from '@mui/icons-material/DriveFileRenameOutlineOutlined';
import KeyOffOutlined from '@mui/icons-material/KeyOffOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import { useTranslation } from 'react-i18next';
import { useRemoveGadget, useRevokeGadgetKey, type Gadget } from '../api/use-gadgets';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { focusIfLost } from '../../../shared/ui/focus-if-lost';
import { useGadgetName } from '../../../shared/vitals/use-gadget-name';
import { RenameDialog } from './rename-dialog';
import { RotateKeyDialog } from './rotate-key-dialog';

type Action = 'rename' | 'rotate' | 'revoke' | 'remove';

function ActionButton({
  label,
  testId,
  icon,
  onClick,
  disabled,
  ref,
}: {
  ref?: Ref<HTMLButtonElement>;
  label: string;
  testId: string;
  icon: ReactElement;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Tooltip title={label}>
      {/* The span keeps the tooltip working on a disabled button. */}
      <span>
        <IconButton
          ref={ref}
          aria-label={label}
          data-testid={testId}
          onClick={onClick}
          disabled={disabled}
          size="small"
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

export function GadgetActions({ gadget }: { gadget: Gadget }) {
  const { t } = useTranslation();
  const gadgetName = useGadgetName();
  const [open, setOpen] = useState<Action | null>(null);
  const rotateButton = useRef<HTMLButtonElement>(null);
  const [revoke] = useRevokeGadgetKey();
  const [remove] = useRemoveGadget(gadget);
  const close = () => {
    setOpen(null);
  };
  const revoked = gadget.keyStatus === 'REVOKED';

  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <ActionButton
        label={t('gadgets.actions.rename')}
        testId="gadget-rename"
        icon={<DriveFileRenameOutlineOutlined />}
        onClick={() => setOpen('rename')}
      />
      <ActionButton
        ref={rotateButton}
        label={revoked ? t('gadgets.actions.newKey') : t('gadgets.actions.rotate')}
        testId="gadget-rotate"
        icon={<KeyOutlined />}
        onClick={() => setOpen('rotate')}
      />
      <ActionButton
        label={t('gadgets.actions.revoke')}
        testId="gadget-revoke"
        icon={<KeyOffOutlined />}
        onClick={() => setOpen('revoke')}
        disabled={revoked}
      />
      <ActionButton
        label={t('gadgets.actions.remove')}
        testId="gadget-remove"
        icon={<DeleteOutlined />}
        onClick={() => setOpen('remove')}
      />
      {open === 'rename' ? <RenameDialog gadget={gadget} onClose={close} /> : null}
      {open === 'rotate' ? <RotateKeyDialog gadget={gadget} onClose={close} /> : null}
      <ConfirmDialog
        open={open === 'revoke'}
        title={t('gadgets.revoke.title', { name: gadgetName(gadget) })}
        text={t('gadgets.revoke.text')}
        confirmLabel={t('gadgets.revoke.confirm')}
        destructive
        onConfirm={async () => {
          await revoke({ variables: { id: gadget.id } });
          close();
        }}
        onClose={close}
        // A revoked key disables "Revoke", so focus cannot go back to it: the row's next step is a new key.
        onExited={(node) => {
          focusIfLost(node, rotateButton.current);
        }}
      />
      <ConfirmDialog
        open={open === 'remove'}
        title={t('gadgets.remove.title', { name: gadgetName(gadget) })}
        text={t('gadgets.remove.text')}
        confirmLabel={t('gadgets.remove.confirm')}
        destructive
        onConfirm={async () => {
          await remove({ variables: { id: gadget.id } });
          close();
        }}
        onClose={close}
      />
    </Stack>
  );
}
