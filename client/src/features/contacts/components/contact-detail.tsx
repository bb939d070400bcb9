// The detail pane: the contact's fields, and the template's edit toggle that turns them into the form.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { useTranslation } from 'react-i18next';
import type { ContactFieldsFragment, ContactInput } from '../../../gql/graphql';
import { ContactForm } from './contact-form';
import { contactName } from './contact-list';
import { ContactAvatar } from './contact-avatar';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** A stored number (E.164, "+33612345678") written as people read it: "+33 6 12 34 56 78". */
const displayPhone = (phone: string) => parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;

interface Props {
  contact: ContactFieldsFragment;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  /** The form's Cancel (the switch only toggles; Cancel also gives the focus back to the pane). */
  onCancel: () => void;
  onSave: (input: ContactInput) => Promise<unknown>;
  onDirtyChange: (dirty: boolean) => void;
  onStar: () => void;
  onDelete: () => void;
  onRestore: () => void;
  onMessage: () => void;
}

export function ContactDetail(p: Props) {
  const { t } = useTranslation('contacts');
  const c = p.contact;
  const name = contactName(c) || t('noName');
  const rows: [string, React.ReactNode][] = [
    [t('fields.department'), c.department],
    [t('fields.company'), c.company],
    [
      t('fields.phone'),
      c.phone ? (
        <Link href={`tel:${c.phone}`} dir="ltr">
          {displayPhone(c.phone)}
        </Link>
      ) : null,
    ],
    [t('fields.email'), c.email ? <Link href={`mailto:${c.email}`}>{c.email}</Link> : null],
    [t('fields.address'), c.address],
    [t('fields.notes'), c.notes],
    [
      t('fields.linkedMember'),
      c.linkedMember ? `${c.linkedMember.firstName ?? ''} ${c.linkedMember.lastName ?? ''}`.trim() : null,
    ],
  ];
  return (
    <Box data-testid="contact-detail">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <ContactAvatar firstname={c.firstname} lastname={c.lastname} image={c.image} size={56} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography
            variant="h5"
            component="h2"
            tabIndex={-1}
            data-pane-title
            data-testid="contact-title"
            sx={{ overflowWrap: 'anywhere', '&:focus': { outline: 'none' } }}
          >
            {name}
          </Typography>
          {c.department ? <Typography color="text.secondary">{c.department}</Typography> : null}
        </Box>
        {c.deleted ? null : (
          <FormControlLabel
            control={
              <Switch
                checked={p.editing}
                onChange={(e) => p.onEditingChange(e.target.checked)}
                slotProps={{ input: { 'data-testid': 'contact-edit-toggle' } as object }}
              />
            }
            label={t('editMode')}
          />
        )}
      </Stack>
      {c.deleted ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('deletedNote')}
        </Alert>
      ) : null}
      {p.editing && !c.deleted ? (
        <ContactForm key={c.id} contact={c} onSubmit={p.onSave} onCancel={p.onCancel} onDirtyChange={p.onDirtyChange} />
      ) : (
        <>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
            {c.deleted ? (
              <Button startIcon={<RestoreFromTrashOutlined />} onClick={p.onRestore} data-testid="contact-restore">
                {t('restore')}
              </Button>
            ) : (
              <>
                {/* A toggle: one name ("Star"), its state in aria-pressed and the filled star ("Starred" read as a fact). */}
                <Button startIcon={c.starred ? <Star /> : <StarBorder />} onClick={p.onStar} aria-pressed={c.starred} data-testid="contact-star">
                  {t('starToggle')}
                </Button>
                {c.linkedMember ? (
                  <Button
                    startIcon={<ChatOutlined />}
                    variant="contained"
                    onClick={p.onMessage}
                    data-testid="contact-message"
                  >
                    {t('message')}
                  </Button>
                ) : null}
                <Button color="error" startIcon={<DeleteOutlined />} onClick={p.onDelete} data-testid="contact-delete">
                  {t('delete')}
                </Button>
              </>
            )}
          </Stack>
          <Divider sx={{ mb: 2 }} />
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: 1 }}
          >
            {rows
              .filter(([, v]) => Boolean(v))
              .map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography
                    component="dd"
                    sx={{ m: 0, mb: { xs: 1, sm: 0 }, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                  >
                    {value}
                  </Typography>
                </Box>
              ))}
          </Box>
        </>
      )}
    </Box>
  );
}
