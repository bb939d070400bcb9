import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { useTranslation } from 'react-i18next';
import type { ContactFieldsFragment } from '../../../gql/graphql';
import { ContactAvatar } from './contact-avatar';

interface Props {
  contacts: ContactFieldsFragment[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onStar: (contact: ContactFieldsFragment) => void;
}

export const contactName = (c: { firstname: string; lastname: string }) => `${c.firstname} ${c.lastname}`.trim();

/** Avatar, name, department and a star toggle per contact. */
export function ContactList({ contacts, selectedId, onSelect, onStar }: Props) {
  const { t } = useTranslation('contacts');
  return (
    <List aria-label={t('list')} data-testid="contact-list">
      {contacts.map((c) => {
        const name = contactName(c);
        return (
          <ListItem
            key={c.id}
            disablePadding
            secondaryAction={
              c.deleted ? null : (
                <IconButton
                  edge="end"
                  onClick={() => onStar(c)}
                  aria-pressed={c.starred}
                  aria-label={c.starred ? t('unstar', { name }) : t('star', { name })}
                  data-testid={`star-${c.id}`}
                >
                  {c.starred ? <Star sx={{ color: 'warning.main' }} /> : <StarBorder />}
                </IconButton>
              )
            }
          >
            <ListItemButton
              selected={c.id === selectedId}
              onClick={() => onSelect(c.id)}
              data-testid="contact-row"
              sx={{ paddingInlineEnd: 7 }}
            >
              <ListItemAvatar>
                <ContactAvatar firstname={c.firstname} lastname={c.lastname} image={c.image} />
              </ListItemAvatar>
              <ListItemText
                primary={name}
                secondary={c.department ?? c.company ?? ''}
                // One line each, cut with an ellipsis: a long name without spaces ran over the star and into the
                // detail pane (the detail shows it whole). dir=auto cuts a name in the other script at its end.
                slotProps={{ primary: { noWrap: true, dir: 'auto' }, secondary: { noWrap: true, dir: 'auto' } }}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
