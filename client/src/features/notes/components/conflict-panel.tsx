// Shown when a save met a newer version from another tab: the other text side by side with the choice.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { StoredNote } from '../api/note-draft';

export function ConflictPanel({ theirs, onKeepMine, onTakeTheirs }: { theirs: StoredNote; onKeepMine: () => void; onTakeTheirs: () => void }) {
  const { t } = useTranslation('notes');
  return (
    <Alert severity="warning" data-testid="note-conflict" sx={{ mb: 2 }}>
      <AlertTitle>{t('conflict.title')}</AlertTitle>
      <Typography variant="body2">{t('conflict.text')}</Typography>
      <Box sx={{ mt: 1, p: 1.5, borderRadius: 1, bgcolor: 'background.paper', color: 'text.primary' }}>
        <Typography variant="caption" color="text.secondary">
          {t('conflict.theirs')}
        </Typography>
        <Typography dir="auto" sx={{ fontWeight: 600 }}>{theirs.title || t('untitled')}</Typography>
        <Typography dir="auto" data-testid="note-conflict-theirs" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {theirs.body}
        </Typography>
      </Box>
      <Box sx={{ mt: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" color="warning" onClick={onKeepMine} data-testid="note-keep-mine">
          {t('conflict.keepMine')}
        </Button>
        <Button variant="outlined" color="inherit" onClick={onTakeTheirs} data-testid="note-take-theirs">
          {t('conflict.useTheirs')}
        </Button>
      </Box>
    </Alert>
  );
}
