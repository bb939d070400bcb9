// The folder list (Inbox … Trash, Starred, Important) and the label filter. Vertical beside the list on wide
// screens, a scrollable row above it on narrow ones.
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import LabelImportantOutlined from '@mui/icons-material/LabelImportantOutlined';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import StarOutlined from '@mui/icons-material/StarOutlined';
import { useTranslation } from 'react-i18next';
import type { MailCountsQuery, MailLabel, MailView } from '../../../gql/graphql';

export const VIEWS: MailView[] = ['INBOX', 'SENT', 'DRAFTS', 'SPAM', 'TRASH', 'STARRED', 'IMPORTANT'];
export const LABELS: MailLabel[] = ['APPOINTMENT', 'RESULTS', 'PRESCRIPTION', 'BILLING'];
export const LABEL_COLORS: Record<MailLabel, 'primary' | 'secondary' | 'success' | 'warning'> = {
  APPOINTMENT: 'primary',
  RESULTS: 'success',
  PRESCRIPTION: 'secondary',
  BILLING: 'warning',
};

const ICONS: Record<MailView, React.ReactElement> = {
  INBOX: <InboxOutlined />,
  SENT: <SendOutlined />,
  DRAFTS: <DraftsOutlined />,
  SPAM: <ReportOutlined />,
  TRASH: <DeleteOutlined />,
  STARRED: <StarOutlined />,
  IMPORTANT: <LabelImportantOutlined />,
};

type Counts = MailCountsQuery['mailCounts'] | null;

/** The badge of a folder: unread in the inbox, how many in drafts and spam, none elsewhere. */
function countOf(view: MailView, c: Counts): number {
  if (!c) return 0;
  const badges: Partial<Record<MailView, number>> = { INBOX: c.unread, DRAFTS: c.drafts, SPAM: c.spam };
  return badges[view] ?? 0;
}

interface FolderNavProps {
  view: MailView;
  label: MailLabel | null;
  counts: Counts;
  vertical: boolean;
  onView: (v: MailView) => void;
  onLabel: (l: MailLabel | null) => void;
}

export function FolderNav({ view, label, counts, vertical, onView, onLabel }: FolderNavProps) {
  const { t } = useTranslation('messages');
  return (
    <Box component="nav" aria-label={t('folders.label')}>
      <Tabs
        value={view}
        onChange={(_e, v: MailView) => onView(v)}
        orientation={vertical ? 'vertical' : 'horizontal'}
        variant="scrollable"
        scrollButtons={vertical ? false : 'auto'}
        allowScrollButtonsMobile
        aria-label={t('folders.label')}
        sx={{ '& .MuiTab-root': { justifyContent: 'flex-start', minHeight: 44, textTransform: 'none' } }}
      >
        {VIEWS.map((v) => (
          <Tab
            key={v}
            value={v}
            data-testid={`folder-${v}`}
            icon={ICONS[v]}
            iconPosition="start"
            label={
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, width: '100%' }}>
                <span>{t(`folders.${v}`)}</span>
                {countOf(v, counts) > 0 ? (
                  <Badge color="primary" badgeContent={countOf(v, counts)} sx={{ marginInlineStart: 'auto', '& .MuiBadge-badge': { position: 'static', transform: 'none' } }} />
                ) : null}
              </Box>
            }
          />
        ))}
      </Tabs>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2, px: vertical ? 2 : 0 }} aria-label={t('labelsTitle')} role="group">
        {vertical ? (
          <Typography variant="overline" color="text.secondary" sx={{ width: '100%' }}>
            {t('labelsTitle')}
          </Typography>
        ) : null}
        {LABELS.map((l) => (
          <Chip
            key={l}
            size="small"
            color={LABEL_COLORS[l]}
            variant={label === l ? 'filled' : 'outlined'}
            label={t(`labels.${l}`)}
            aria-pressed={label === l}
            onClick={() => onLabel(label === l ? null : l)}
          />
        ))}
      </Stack>
    </Box>
  );
}
