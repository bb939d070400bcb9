// The left pane: search, then the notes with their coloured title, date and a delete button.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { useTranslation } from 'react-i18next';
import type { NoteFieldsFragment } from '../../../gql/graphql';
import { useFormat } from '../../../shared/lib/use-format';
import { tone } from './note-colors';

interface Props {
  notes: NoteFieldsFragment[];
  selectedId: string | null;
  search: string;
  onSearch: (s: string) => void;
  onSelect: (id: string) => void;
  onDelete: (note: NoteFieldsFragment) => void;
}

export function NotesList({ notes, selectedId, search, onSearch, onSelect, onDelete }: Props) {
  const { t } = useTranslation('notes');
  const f = useFormat();
  return (
    <Box>
      <TextField
        fullWidth
        size="small"
        type="search"
        label={t('search')}
        value={search}
        onChange={(e) => {
          onSearch(e.target.value);
        }}
        slotProps={{
          htmlInput: { maxLength: 100, 'data-testid': 'notes-search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <List aria-label={t('listLabel')} data-testid="notes-list" sx={{ mt: 1 }}>
        {notes.map((n) => {
          const title = n.title || t('untitled');
          return (
            <ListItem
              key={n.id}
              disablePadding
              secondaryAction={
                <IconButton edge="end" aria-label={t('delete', { title })} onClick={() => onDelete(n)} data-testid="note-delete">
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              }
            >
              <ListItemButton
                selected={n.id === selectedId}
                aria-current={n.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(n.id)}
                data-testid="note-item"
                sx={{ borderInlineStart: '4px solid', borderColor: `${tone(n.color)}.main`, borderRadius: 1 }}
              >
                <ListItemText
                  primary={
                    <Typography noWrap component="span" dir="auto" sx={(theme) => ({
                        display: 'block',
                        fontWeight: 600,
                        // The darker tone on light backgrounds, the lighter on dark ones: readable on the selected row too.
                        color: theme.palette[tone(n.color)][theme.palette.mode === 'dark' ? 'light' : 'dark'],
                      })}>
                      {title}
                    </Typography>
                  }
                  secondary={f.date(Date.parse(String(n.datef)))}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      {search && notes.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('noMatch', { search })}
        </Typography>
      ) : null}
    </Box>
  );
}
