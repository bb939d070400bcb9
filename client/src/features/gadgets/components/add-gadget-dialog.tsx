// Adds a gadget (name and kind), then shows its device key once. Closing after that keeps the gadget.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useAddGadget } from '../api/use-gadgets';
import { AddGadgetForm, type AddGadgetValues } from './add-gadget-form';
import { DeviceKeyPanel } from './device-key-panel';

export function AddGadgetDialog({
  open,
  onClose,
  initial,
  onExited,
}: {
  open: boolean;
  onClose: () => void;
  /** After it has closed (its transition's onExited). */
  onExited?: (node: HTMLElement) => void;
  initial?: Partial<AddGadgetValues>;
}) {
  const { t } = useTranslation();
  const [addGadget] = useAddGadget();
  const [deviceKey, setDeviceKey] = useState<string | null>(null);
  const close = () => {
    setDeviceKey(null);
    onClose();
  };
  const submit = async ({ name, kind }: AddGadgetValues) => {
    const { data } = await addGadget({ variables: { name, kind } });
    if (data) setDeviceKey(data.addGadget.deviceKey);
  };

  return (
    <Dialog
      open={open}
      // With a key on screen, only the explicit button closes: a stray click must not lose it.
      onClose={deviceKey ? undefined : close}
      slotProps={onExited ? { transition: { onExited } } : undefined}
      fullWidth
      maxWidth="sm"
      aria-labelledby="add-gadget-title"
      data-testid="add-gadget-dialog"
    >
      <DialogTitle id="add-gadget-title">{deviceKey ? t('gadgets.key.title') : t('gadgets.add.title')}</DialogTitle>
      {deviceKey ? (
        <>
          <DialogContent>
            <DeviceKeyPanel deviceKey={deviceKey} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={close} data-testid="device-key-done">
              {t('gadgets.key.done')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <AddGadgetForm onSubmit={submit} onCancel={close} initial={initial} />
      )}
    </Dialog>
  );
}
