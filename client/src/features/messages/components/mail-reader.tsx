// The reading pane: who, when, labels, the body as plain text (never HTML), attachments, and reply/forward.
// Opening an unread message marks the viewer's copy read.
import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ForwardOutlined from '@mui/icons-material/ForwardOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import { useTranslation } from 'react-i18next';
import { MailEntryDocument, type MailLabel } from '../../../gql/graphql';
import { useFormat } from '../../../shared/lib/use-format';
import { useErrorText } from '../../../shared/api/use-error-text';
import type { MailEntry } from '../api/use-mailbox';
import { LABELS, LABEL_COLORS } from './folder-nav';
import { flipInRtl } from '../../../shared/ui/flip-in-rtl';
import { initialsOfName } from '../../../shared/lib/initials';

interface MailReaderProps {
  entryId: string;
  onBack: (() => void) | null;
  onReply: (e: MailEntry) => void;
  onForward: (e: MailEntry) => void;
  onEditDraft: (e: MailEntry) => void;
  onMarkRead: (id: string) => void;
  onLabels: (id: string, labels: MailLabel[]) => void;
}

export function MailReader({ entryId, onBack, onReply, onForward, onEditDraft, onMarkRead, onLabels }: MailReaderProps) {
  const { t } = useTranslation('messages');
  const f = useFormat();
  const errorText = useErrorText();
  const { data, loading, error } = useQuery(MailEntryDocument, { variables: { id: entryId }, fetchPolicy: 'cache-and-network' });
  const entry = data?.mailEntry;
  const unread = entry ? !entry.read : false;
  useEffect(() => {
    if (unread) onMarkRead(entryId);
  }, [unread, entryId, onMarkRead]);

  if (error && !entry) return <Alert severity="error" sx={{ m: 2 }}>{errorText(error)}</Alert>;
  if (loading && !entry)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', p: 4 }}>
        <CircularProgress aria-label={t('title')} />
      </Box>
    );
  if (!entry) return null;
  const draft = entry.folder === 'DRAFTS';
  const when = entry.sentAt ?? entry.updatedAt;
  const toggleLabel = (l: MailLabel) =>
    onLabels(entry.id, entry.labels.includes(l) ? entry.labels.filter((x) => x !== l) : [...entry.labels, l]);
  return (
    <Box component="article" aria-labelledby="mail-subject" sx={{ p: { xs: 2, md: 3 } }} data-testid="mail-reader">
      {onBack ? (
        <Button startIcon={<ArrowBack sx={flipInRtl} />} onClick={onBack} sx={{ mb: 1 }}>
          {t('back')}
        </Button>
      ) : null}
      <Typography id="mail-subject" dir="auto" variant="h5" component="h2" sx={{ wordBreak: 'break-word' }}>
        {entry.subject || t('noSubject')}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 2 }}>
        <Avatar sx={{ bgcolor: entry.from.careTeam ? 'primary.main' : 'secondary.main' }} aria-hidden>
          {initialsOfName(entry.from.name)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {t('from', { name: entry.from.name })}
            {entry.from.careTeam ? <Chip size="small" label={t('careTeam')} color="primary" variant="outlined" sx={{ marginInlineStart: 1 }} /> : null}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
            {t('to', { names: f.list(entry.to.map((p) => p.name)) || '—' })} · {f.dateTime(new Date(when as string).getTime())}
          </Typography>
        </Box>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }} role="group" aria-label={t('setLabels')}>
        {LABELS.map((l) => (
          <Chip
            key={l}
            size="small"
            label={t(`labels.${l}`)}
            color={LABEL_COLORS[l]}
            variant={entry.labels.includes(l) ? 'filled' : 'outlined'}
            aria-pressed={entry.labels.includes(l)}
            onClick={() => toggleLabel(l)}
          />
        ))}
      </Stack>
      <Divider sx={{ my: 2 }} />
      {/* Plain text: whatever the sender typed (HTML included) is shown as written. */}
      <Typography component="div" dir="auto" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="mail-body">
        {entry.body}
      </Typography>
      {entry.attachments.length ? (
        <Box sx={{ mt: 3 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('attachments')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
            {entry.attachments.map((a) => (
              <Link key={a.id} href={a.url} target="_blank" rel="noopener noreferrer" underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                {a.thumbUrl ? (
                  <Box component="img" src={a.thumbUrl} alt="" sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1 }} />
                ) : (
                  <AttachFileOutlined fontSize="small" />
                )}
                {a.filename}
              </Link>
            ))}
          </Stack>
        </Box>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: 'wrap', gap: 1 }}>
        {draft ? (
          <Button variant="contained" startIcon={<EditOutlined />} onClick={() => onEditDraft(entry)}>
            {t('editDraft')}
          </Button>
        ) : (
          <>
            <Button variant="contained" startIcon={<ReplyOutlined sx={flipInRtl} />} onClick={() => onReply(entry)}>
              {t('reply')}
            </Button>
            <Button variant="outlined" startIcon={<ForwardOutlined sx={flipInRtl} />} onClick={() => onForward(entry)}>
              {t('forward')}
            </Button>
          </>
        )}
      </Stack>
    </Box>
  );
}
