import { useState, type FormEvent, type HTMLAttributes } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { GadgetKind } from '../../../gql/graphql';
import { useErrorText } from '../../../shared/api/use-error-text';
import { GADGET_KINDS, MAX_GADGET_NAME } from './gadget-kinds';

export interface AddGadgetValues {
  name: string;
  kind: GadgetKind;
}

interface AddGadgetFormProps {
  onSubmit: (values: AddGadgetValues) => Promise<void>;
  onCancel: () => void;
  /** Preselected values (the shop's "add it as a gadget" link). */
  initial?: Partial<AddGadgetValues>;
}

export function AddGadgetForm({ onSubmit, onCancel, initial }: AddGadgetFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [name, setName] = useState(initial?.name ?? '');
  const [kind, setKind] = useState<GadgetKind>(initial?.kind ?? 'WEARABLE');
  const [nameError, setNameError] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(true);
      return;
    }
    setBusy(true);
    setError(null);
    onSubmit({ name: name.trim(), kind })
      .catch(setError)
      .finally(() => {
        setBusy(false);
      });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('gadgets.add.title')}>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {error ? (
            <Alert severity="error" data-testid="form-error">
              {errorText(error)}
            </Alert>
          ) : null}
          <TextField
            label={t('gadgets.fields.name')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(false);
            }}
            error={nameError}
            helperText={nameError ? t('gadgets.add.nameRequired') : t('gadgets.add.nameHint')}
            slotProps={{ htmlInput: { maxLength: MAX_GADGET_NAME, 'data-testid': 'add-gadget-name' } }}
            autoFocus
            required
            fullWidth
          />
          <TextField
            select
            label={t('gadgets.fields.kind')}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as GadgetKind);
            }}
            helperText={t(`gadgets.kindHints.${kind}`)}
            slotProps={{
              select: { SelectDisplayProps: { 'data-testid': 'add-gadget-kind' } as HTMLAttributes<HTMLDivElement> },
            }}
            fullWidth
          >
            {GADGET_KINDS.map((option) => (
              <MenuItem key={option} value={option} data-testid={`gadget-kind-${option}`}>
                {t(`gadgets.kinds.${option}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('gadgets.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy} data-testid="add-gadget-submit">
          {busy ? t('gadgets.add.submitting') : t('gadgets.add.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
