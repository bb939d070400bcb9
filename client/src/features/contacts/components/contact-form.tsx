// The contact form (add, and the detail pane's edit mode). Checks what it can before sending (first name,
// phone, e-mail); the server's answer names a field and lands next to it. The photo is uploaded when chosen and
// sent as imageUploadId only when it changed (left out, the server keeps the current one).
import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { useTranslation } from 'react-i18next';
import { ContactLinkCandidatesDocument, type ContactFieldsFragment, type ContactInput } from '../../../gql/graphql';
import { readApiError } from '../../../shared/api/errors';
import { useErrorText } from '../../../shared/api/use-error-text';
import { ContactPhotoField, type PhotoChoice } from './contact-photo-field';
import { focusFirstInvalid } from '../../../shared/ui/focus-first-invalid';

type TextKey = 'firstname' | 'lastname' | 'department' | 'company' | 'phone' | 'email' | 'address' | 'notes';
const TEXT_FIELDS: { key: TextKey; max: number; multiline?: boolean; type?: string }[] = [
  { key: 'firstname', max: 100 },
  { key: 'lastname', max: 100 },
  { key: 'department', max: 100 },
  { key: 'company', max: 100 },
  { key: 'phone', max: 40, type: 'tel' },
  { key: 'email', max: 254, type: 'email' },
  { key: 'address', max: 300, multiline: true },
  { key: 'notes', max: 2000, multiline: true },
];

interface Props {
  contact: ContactFieldsFragment | null;
  onSubmit: (input: ContactInput) => Promise<unknown>;
  onCancel: () => void;
  /** Told whether the form holds changes not saved yet (the page asks before leaving them). */
  onDirtyChange?: (dirty: boolean) => void;
}

function initialValues(c: ContactFieldsFragment | null): Record<TextKey, string> {
  return {
    firstname: c?.firstname ?? '',
    lastname: c?.lastname ?? '',
    department: c?.department ?? '',
    company: c?.company ?? '',
    phone: c?.phone ?? '',
    email: c?.email ?? '',
    address: c?.address ?? '',
    notes: c?.notes ?? '',
  };
}

export function ContactForm({ contact, onSubmit, onCancel, onDirtyChange }: Props) {
  const { t } = useTranslation('contacts');
  const errorText = useErrorText();
  const [values, setValues] = useState(() => initialValues(contact));
  const [frequent, setFrequent] = useState(contact?.frequentlycontacted ?? false);
  const [linked, setLinked] = useState(contact?.linkedMember?.id ?? '');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [photo, setPhoto] = useState<PhotoChoice>({ id: undefined, url: contact?.image ?? null });
  const [photoBusy, setPhotoBusy] = useState(false);
  const dirty =
    JSON.stringify(values) !== JSON.stringify(initialValues(contact)) ||
    frequent !== (contact?.frequentlycontacted ?? false) ||
    linked !== (contact?.linkedMember?.id ?? '') ||
    photo.id !== undefined;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);
  const people = useQuery(ContactLinkCandidatesDocument, { fetchPolicy: 'cache-and-network' });
  const candidates = [...(people.data?.chatPeople ?? [])];
  if (contact?.linkedMember && !candidates.some((p) => p.id === contact.linkedMember?.id)) {
    candidates.unshift(contact.linkedMember);
  }

  const check = (): Partial<Record<string, string>> => {
    const found: Partial<Record<string, string>> = {};
    if (!values.firstname.trim()) found['firstname'] = t('errors.firstname');
    const phone = values.phone.trim();
    if (phone && !isValidPhoneNumber(phone)) found['phone'] = t('errors.phone');
    const email = values.email.trim();
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) found['email'] = t('errors.email');
    // The message names the limit and the length typed: 'This is too long.' left the person guessing how much to cut.
    for (const f of TEXT_FIELDS) {
      const length = values[f.key].trim().length;
      if (length > f.max) found[f.key] = t('errors.tooLong', { max: f.max, length });
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = check();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) {
      focusFirstInvalid(() => form);
      return;
    }
    setBusy(true);
    try {
      await onSubmit({
        ...values,
        frequentlycontacted: frequent,
        starred: contact?.starred ?? false,
        linkedUserId: linked || null,
        ...(photo.id === undefined ? {} : { imageUploadId: photo.id }),
      });
    } catch (err) {
      const info = readApiError(err);
      if (info.field) {
        setErrors({ [info.field]: errorText(err) });
        focusFirstInvalid(() => form);
      }
      else setFormError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)} data-testid="contact-form">
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <ContactPhotoField
        value={photo}
        onChange={(next) => {
          setPhoto(next);
          setErrors((e) => ({ ...e, imageUploadId: undefined }));
        }}
        onBusy={setPhotoBusy}
        firstname={values.firstname}
        lastname={values.lastname}
        error={errors['imageUploadId']}
      />
      {TEXT_FIELDS.map((f) => (
        <TextField
          key={f.key}
          name={f.key}
          label={t(`fields.${f.key}`)}
          value={values[f.key]}
          onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
          required={f.key === 'firstname'}
          type={f.type ?? 'text'}
          multiline={f.multiline}
          minRows={f.multiline ? 2 : undefined}
          error={Boolean(errors[f.key])}
          helperText={
            errors[f.key] ??
            (f.key === 'phone' ? t('hints.phone') : f.key === 'department' ? t('hints.department') : ' ')
          }
          slotProps={{
            htmlInput: {
              'data-testid': `contact-${f.key}`,
              ...(f.key === 'phone' || f.key === 'email' ? { dir: 'ltr' } : {}),
            },
          }}
          size="small"
          fullWidth
        />
      ))}
      <TextField
        select
        label={t('fields.linkedMember')}
        value={linked}
        onChange={(e) => setLinked(e.target.value)}
        error={Boolean(errors['linkedUserId'])}
        helperText={errors['linkedUserId'] ?? t('hints.linkedMember')}
        size="small"
        fullWidth
        slotProps={{ select: { 'data-testid': 'contact-linked' } as object }}
      >
        <MenuItem value="">{t('none')}</MenuItem>
        {candidates.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {`${p.firstName ?? ''} ${p.lastName ?? ''}`.trim()}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Checkbox checked={frequent} onChange={(e) => setFrequent(e.target.checked)} />}
        label={t('fields.frequentlycontacted')}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="submit" variant="contained" disabled={busy || photoBusy} data-testid="contact-save">
          {t('save')}
        </Button>
      </Stack>
    </Stack>
  );
}
