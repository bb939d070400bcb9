import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useGadgetName } from '../../../shared/vitals/use-gadget-name';
import { useRenameGadget, type Gadget } from '../api/use-gadgets';
import { MAX_GADGET_NAME } from './gadget-kinds';

/** Renames a gadget. Mounted only while open, so it always starts from the current name. */
export function RenameDialog({ gadget, onClose }: { gadget: Gadget; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [rename, { loading }] = useRenameGadget();
  const shownName = useGadgetName();
  // Starts from the name as shown (the simulator's default name in the page's language).
  const [name, setName] = useState(() => shownName(gadget));
  const [error, setError] = useState<unknown>(null);
  const trimmed = name.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    setError(null);
    rename({ variables: { id: gadget.id, name: trimmed } }).then(onClose, setError);
  };

  return (
    <Dialog open onClose={loading ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="rename-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="rename-title">{t('gadgets.rename.title')}</DialogTitle>
        <DialogContent>
          {error ? (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="form-error">
              {errorText(error)}
            </Alert>
          ) : null}
          <TextField
            label={t('gadgets.fields.name')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
            }}
            error={!trimmed}
            helperText={trimmed ? ' ' : t('gadgets.add.nameRequired')}
            slotProps={{ htmlInput: { maxLength: MAX_GADGET_NAME, 'data-testid': 'rename-input' } }}
            autoFocus
            fullWidth
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={loading}>
            {t('gadgets.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={loading || !trimmed} data-testid="rename-submit">
            {t('gadgets.rename.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
