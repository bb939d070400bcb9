// Rotating a key: confirm (the old key stops working at once), then show the new key once.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useRotateGadgetKey, type Gadget } from '../api/use-gadgets';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useGadgetName } from '../../../shared/vitals/use-gadget-name';
import { DeviceKeyPanel } from './device-key-panel';

export function RotateKeyDialog({ gadget, onClose }: { gadget: Gadget; onClose: () => void }) {
  const { t } = useTranslation();
  const [rotate] = useRotateGadgetKey();
  // As the row shows it: the simulator's default name in the page's language.
  const name = useGadgetName()(gadget);
  const [deviceKey, setDeviceKey] = useState<string | null>(null);

  if (!deviceKey) {
    return (
      <ConfirmDialog
        open
        title={t('gadgets.rotate.title', { name })}
        text={t('gadgets.rotate.text')}
        confirmLabel={t('gadgets.rotate.confirm')}
        onConfirm={async () => {
          const { data } = await rotate({ variables: { id: gadget.id } });
          if (data) setDeviceKey(data.rotateGadgetKey.deviceKey);
        }}
        onClose={onClose}
      />
    );
  }
  return (
    <Dialog open fullWidth maxWidth="sm" aria-labelledby="new-key-title" data-testid="new-key-dialog">
      <DialogTitle id="new-key-title">{t('gadgets.key.newTitle', { name })}</DialogTitle>
      <DialogContent>
        <DeviceKeyPanel deviceKey={deviceKey} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} data-testid="device-key-done">
          {t('gadgets.key.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
