// The list pane: search, the bulk bar for ticked entries (trash, spam, read/unread, restore, delete), the
// rows and server-side paging.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { useTranslation } from 'react-i18next';
import type { MailView } from '../../../gql/graphql';
import { EmptyState } from '../../../shared/ui/empty-state';
import type { MailEntry } from '../api/use-mailbox';
import { MailRow } from './mail-row';

export type BulkAction = 'trash' | 'spam' | 'read' | 'unread' | 'restore' | 'delete' | 'clear';

interface MailListProps {
  view: MailView;
  entries: MailEntry[];
  total: number;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  search: string;
  /** A search or a label narrows the list: its empty state then says nothing matches, not "no messages". */
  filtered: boolean;
  onSearch: (s: string) => void;
  page: number;
  rowsPerPage: number;
  onPage: (p: number) => void;
  onRowsPerPage: (n: number) => void;
  selectedId: string | null;
  onOpen: (e: MailEntry) => void;
  onFlag: (ids: string[], flag: 'starred' | 'important' | 'checked', value: boolean) => void;
  onBulk: (action: BulkAction, ids: string[]) => void;
}

function BulkBar({ view, ids, onBulk }: { view: MailView; ids: string[]; onBulk: MailListProps['onBulk'] }) {
  const { t } = useTranslation('messages');
  const removed = view === 'TRASH' || view === 'SPAM';
  const action = (a: BulkAction, label: string, icon: React.ReactElement) => (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={() => onBulk(a, ids)} size="small">
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }} role="toolbar" aria-label={t('bulk.selected', { count: ids.length })}>
      <Typography variant="body2" sx={{ marginInlineEnd: 1 }}>
        {t('bulk.selected', { count: ids.length })}
      </Typography>
      {removed ? action('restore', t('bulk.restore'), <RestoreFromTrashOutlined />) : action('trash', t('bulk.trash'), <DeleteOutlined />)}
      {view === 'INBOX' ? action('spam', t('bulk.spam'), <ReportOutlined />) : null}
      {action('read', t('bulk.read'), <DraftsOutlined />)}
      {action('unread', t('bulk.unread'), <MarkEmailUnreadOutlined />)}
      {view === 'TRASH' ? action('delete', t('bulk.deleteForever'), <DeleteForeverOutlined color="error" />) : null}
      <Button size="small" onClick={() => onBulk('clear', ids)}>
        {t('bulk.clear')}
      </Button>
    </Box>
  );
}

export function MailList(p: MailListProps) {
  const { t } = useTranslation('messages');
  const checked = p.entries.filter((e) => e.checked).map((e) => e.id);
  const allChecked = p.entries.length > 0 && checked.length === p.entries.length;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.5, pb: 1 }}>
        <Checkbox
          checked={allChecked}
          indeterminate={checked.length > 0 && !allChecked}
          disabled={!p.entries.length}
          onChange={() => p.onFlag(p.entries.map((e) => e.id), 'checked', !allChecked)}
          slotProps={{ input: { 'aria-label': t('selectAll') } }}
        />
        <TextField
          size="small"
          fullWidth
          value={p.search}
          onChange={(e) => p.onSearch(e.target.value)}
          placeholder={t('search')}
          slotProps={{
            htmlInput: { 'aria-label': t('search'), maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      {checked.length ? (
        <Box sx={{ px: 1.5, pb: 1 }}>
          <BulkBar view={p.view} ids={checked} onBulk={p.onBulk} />
        </Box>
      ) : null}
      {p.loading ? <LinearProgress aria-label={t('title')} /> : <Box sx={{ height: 4 }} />}
      {p.error ? (
        <Alert
          severity="error"
          sx={{ m: 1.5 }}
          action={
            <Button color="inherit" size="small" onClick={p.onRetry}>
              {t('retry')}
            </Button>
          }
        >
          {t('error')}
        </Alert>
      ) : null}
      {!p.loading && !p.error && p.entries.length === 0 ? (
        <Box sx={{ p: 1.5 }}>
          <EmptyState icon={<MailOutlined color="disabled" fontSize="large" />} title={t('empty.title')} text={p.filtered ? t('empty.filtered') : t('empty.text')} testId="mail-empty" />
        </Box>
      ) : (
        <List disablePadding aria-label={t(`folders.${p.view}`)} data-testid="mail-list">
          {p.entries.map((e) => (
            <MailRow
              key={e.id}
              entry={e}
              selected={e.id === p.selectedId}
              onOpen={() => p.onOpen(e)}
              onFlag={(flag, value) => p.onFlag([e.id], flag, value)}
            />
          ))}
        </List>
      )}
      <TablePagination
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', paddingInline: 1 } }}
        component="div"
        count={p.total}
        page={p.page}
        onPageChange={(_e, n) => p.onPage(n)}
        rowsPerPage={p.rowsPerPage}
        rowsPerPageOptions={[10, 25, 50]}
        onRowsPerPageChange={(e) => p.onRowsPerPage(Number(e.target.value))}
        labelRowsPerPage={t('rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('pageOf', { from, to, count })}
      />
    </Box>
  );
}
