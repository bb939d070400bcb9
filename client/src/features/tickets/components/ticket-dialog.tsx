// One ticket: its description, the conversation, and what the viewer may do — an answer (with the status
// after it, for administrators), assignment and status (administrators), close/reopen (the owner). Every
// administrator change sends the version shown; if someone changed the ticket meanwhile, the server says
// CONFLICT, the dialog shows the fresh version and says so — nothing is overwritten.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { TicketStatus } from '../../../gql/graphql';
import { readApiError } from '../../../shared/api/errors';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useFormat } from '../../../shared/lib/use-format';
import { useAssignees, useTicket, useTicketActions } from '../api/use-tickets';
import { BODY_MAX } from './ticket-limits';
import { PriorityChip, StatusChip } from './ticket-chips';

const STATUSES: TicketStatus[] = ['OPEN', 'PENDING', 'CLOSED'];

export function TicketDialog({ id, admin, onClose }: { id: string; admin: boolean; onClose: () => void }) {
  const { t } = useTranslation('tickets');
  const errorText = useErrorText();
  const f = useFormat();
  const fullScreen = useMediaQuery((th: Theme) => th.breakpoints.down('sm'));
  const { data, loading, refetch } = useTicket(id);
  const assignees = useAssignees(admin);
  const actions = useTicketActions();
  const [body, setBody] = useState('');
  const [after, setAfter] = useState<TicketStatus>('PENDING');
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const ticket = data?.ticket;

  const run = async (p: () => Promise<unknown>, clearBody = false) => {
    setBusy(true);
    setError(null);
    try {
      await p();
      if (clearBody) setBody('');
    } catch (e) {
      const info = readApiError(e);
      if (info.code === 'CONFLICT') {
        await refetch();
        setError({ field: null, message: t('detail.conflict') });
      } else setError({ field: info.field, message: errorText(e, t('error')) });
    } finally {
      setBusy(false);
    }
  };

  if (!ticket)
    return (
      <Dialog open onClose={onClose} aria-label={t('title')}>
        <DialogContent>{loading ? <CircularProgress aria-label={t('title')} /> : <Alert severity="error">{t('error')}</Alert>}</DialogContent>
      </Dialog>
    );
  const closed = ticket.status === 'CLOSED';
  const v = ticket.version;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="ticket-title">
      <DialogTitle id="ticket-title" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <span>{t('detail.title', { number: ticket.number })}</span>
        <StatusChip status={ticket.status} />
        <PriorityChip priority={ticket.priority} />
        <Chip size="small" variant="outlined" label={t(`category.${ticket.category}`)} />
      </DialogTitle>
      <DialogContent dividers>
        <Typography variant="h6" component="h3" sx={{ wordBreak: 'break-word' }}>
          {ticket.subject}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('detail.openedBy', { name: ticket.owner.name, date: f.dateTime(new Date(ticket.createdAt as string).getTime()) })}
        </Typography>
        <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', mb: 3 }}>{ticket.description}</Typography>
        {admin ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
            <TextField
              select
              fullWidth
              size="small"
              label={t('detail.assignee')}
              value={ticket.assignee?.id ?? ''}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              disabled={busy}
              onChange={(e) => void run(() => actions.assign({ variables: { id, assigneeId: e.target.value || null, version: v } }))}
            >
              <MenuItem value="">{t('unassigned')}</MenuItem>
              {(assignees.data?.ticketAssignees ?? []).map((a) => (
                <MenuItem key={a.id} value={a.id}>
                  {a.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              fullWidth
              size="small"
              label={t('detail.setStatus')}
              value={ticket.status}
              disabled={busy}
              onChange={(e) => void run(() => actions.setStatus({ variables: { id, status: e.target.value as TicketStatus, version: v } }))}
              slotProps={{ htmlInput: { 'data-testid': 'ticket-status' } }}
            >
              {STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`status.${s}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        ) : null}
        <Typography variant="subtitle1" component="h4" sx={{ mb: 1 }}>
          {t('detail.conversation')}
        </Typography>
        <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="ticket-conversation">
          {ticket.messages.length === 0 ? (
            <Typography component="li" color="text.secondary">
              {t('detail.noMessages')}
            </Typography>
          ) : (
            ticket.messages.map((m) => (
              <Box component="li" key={m.id} sx={{ display: 'flex', justifyContent: m.fromStaff ? 'flex-start' : 'flex-end' }}>
                <Paper variant="outlined" sx={{ p: 1.5, maxWidth: '85%', bgcolor: m.fromStaff ? 'action.hover' : 'background.paper' }}>
                  <Typography variant="caption" color="text.secondary">
                    {m.fromStaff ? t('detail.staff') : (m.author?.name ?? '-')} · {f.dateTime(new Date(m.createdAt as string).getTime())}
                  </Typography>
                  <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                    {m.body}
                  </Typography>
                </Paper>
              </Box>
            ))
          )}
        </Stack>
        {error ? (
          <Alert severity={error.field ? 'error' : 'warning'} sx={{ mt: 2 }} data-testid="ticket-error">
            {error.message}
          </Alert>
        ) : null}
        {closed && !admin ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('detail.closedNote')}
          </Alert>
        ) : (
          <Stack spacing={1.5} sx={{ mt: 2 }}>
            <TextField
              label={t('detail.reply')}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              multiline
              minRows={3}
              error={body.trim().length > BODY_MAX}
              helperText={body.trim().length > BODY_MAX ? t('form.tooLong', { max: BODY_MAX }) : t('form.counter', { count: body.length, max: BODY_MAX })}
              slotProps={{ htmlInput: { 'data-testid': 'ticket-reply' } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              {admin ? (
                <TextField select size="small" label={t('detail.statusAfter')} value={after} onChange={(e) => setAfter(e.target.value as TicketStatus)} sx={{ minWidth: 200 }}>
                  {STATUSES.map((s) => (
                    <MenuItem key={s} value={s}>
                      {t(`status.${s}`)}
                    </MenuItem>
                  ))}
                </TextField>
              ) : null}
              <Button
                variant="contained"
                disabled={busy || !body.trim() || body.trim().length > BODY_MAX}
                data-testid="ticket-send"
                onClick={() =>
                  void run(
                    () => actions.reply({ variables: admin ? { id, body, version: v, status: after } : { id, body } }),
                    true,
                  )
                }
              >
                {t('detail.send')}
              </Button>
            </Stack>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3 }}>
        {!admin ? (
          closed ? (
            <Button onClick={() => void run(() => actions.setStatus({ variables: { id, status: 'OPEN', version: v } }))} disabled={busy}>
              {t('detail.reopen')}
            </Button>
          ) : (
            <Button color="error" onClick={() => void run(() => actions.setStatus({ variables: { id, status: 'CLOSED', version: v } }))} disabled={busy}>
              {t('detail.closeTicket')}
            </Button>
          )
        ) : null}
        <Button onClick={onClose}>{t('detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
