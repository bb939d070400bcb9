// One line of the list: the bulk tick (kept on the server, per person), star, importance, who, subject
// with the excerpt, and the time. Clicking the text opens it.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import LabelImportant from '@mui/icons-material/LabelImportant';
import LabelImportantOutlined from '@mui/icons-material/LabelImportantOutlined';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/lib/use-format';
import type { Formatters } from '../../../shared/lib/use-format';
import type { MailEntry } from '../api/use-mailbox';

interface MailRowProps {
  entry: MailEntry;
  selected: boolean;
  onOpen: () => void;
  onFlag: (flag: 'starred' | 'important' | 'checked', value: boolean) => void;
}

/** The other party: the sender of received mail, the recipients of one's own (listed the language's way). */
export function counterpart(entry: MailEntry, t: (k: 'noSubject' | 'me') => string, list: Formatters['list']): string {
  if (entry.folder === 'SENT' || entry.folder === 'DRAFTS') return list(entry.to.map((p) => p.name)) || '—';
  return entry.from.name || t('me');
}

export function MailRow({ entry, selected, onOpen, onFlag }: MailRowProps) {
  const { t } = useTranslation('messages');
  const f = useFormat();
  const who = counterpart(entry, t, f.list);
  const subject = entry.subject || t('noSubject');
  const when = entry.sentAt ?? entry.updatedAt;
  return (
    <ListItem
      disablePadding
      divider
      data-testid="mail-row"
      sx={{ bgcolor: selected ? 'action.selected' : entry.read ? undefined : 'action.hover' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', paddingInlineStart: 0.5, flexShrink: 0 }}>
        <Checkbox
          size="small"
          checked={entry.checked}
          onChange={(e) => onFlag('checked', e.target.checked)}
          slotProps={{ input: { 'aria-label': t('select', { name: who, subject }) } }}
        />
        <IconButton size="small" data-testid="mail-star" onClick={() => onFlag('starred', !entry.starred)} aria-label={entry.starred ? t('unstar') : t('star')} aria-pressed={entry.starred}>
          {entry.starred ? <Star sx={{ color: 'warning.main' }} /> : <StarBorder />}
        </IconButton>
        <IconButton
          size="small"
          onClick={() => onFlag('important', !entry.important)}
          aria-label={entry.important ? t('notImportant') : t('important')}
          aria-pressed={entry.important}
          data-testid="mail-important"
        >
          {entry.important ? <LabelImportant color="error" /> : <LabelImportantOutlined />}
        </IconButton>
      </Box>
      <ListItemButton onClick={onOpen} aria-current={selected ? 'true' : undefined} sx={{ minWidth: 0, py: 1 }}>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
            <Typography noWrap dir="auto" sx={{ fontWeight: entry.read ? 400 : 700, flexGrow: 1, minWidth: 0 }}>
              {entry.folder === 'DRAFTS' ? `${t('draft')} · ` : ''}
              {who}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              {f.dateTime(new Date(when as string).getTime())}
            </Typography>
          </Box>
          <Typography noWrap dir="auto" variant="body2" sx={{ fontWeight: entry.read ? 400 : 600 }}>
            {subject}
          </Typography>
          <Typography noWrap dir="auto" variant="body2" color="text.secondary">
            {entry.excerpt}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
