import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ChatPeopleDocument } from '../../../gql/graphql';
import { initials, personName } from './person-name';

interface Props {
  open: boolean;
  onClose: () => void;
  onPick: (userId: string) => void;
}

/** Members the viewer may chat with (mutual followers, no block), searchable by name. */
export function NewChatDialog({ open, onClose, onPick }: Props) {
  const { t } = useTranslation('chat');
  const [search, setSearch] = useState('');
  const people = useQuery(ChatPeopleDocument, {
    variables: { search: search.trim() || null },
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  const list = people.data?.chatPeople ?? [];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="new-chat-title">
      <DialogTitle id="new-chat-title">{t('newChatTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('newChatHint')}</DialogContentText>
        <TextField
          label={t('searchPeople')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          size="small"
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        {list.length ? (
          <List data-testid="chat-people">
            {list.map((p) => (
              <ListItem key={p.id} disablePadding>
                <ListItemButton onClick={() => onPick(p.id)}>
                  <ListItemAvatar>
                    <Avatar>{initials(p)}</Avatar>
                  </ListItemAvatar>
                  <ListItemText primary={personName(p) ?? t('unknown')} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : people.loading ? null : (
          <DialogContentText sx={{ mt: 2 }}>{t('noPeople')}</DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
