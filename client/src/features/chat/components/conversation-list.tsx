import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ConversationFieldsFragment } from '../../../gql/graphql';
import { useFormat } from '../../../shared/lib/use-format';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';
import { useNow } from '../../../shared/lib/use-now';
import { OnlineDot } from './online-dot';
import { initials, personName, toMs } from './person-name';

interface Props {
  conversations: ConversationFieldsFragment[];
  selectedId: string | null;
  myId: string;
  onSelect: (id: string) => void;
}

/** The left pane: one row per conversation with the last message, its time and the unread badge. */
export function ConversationList({ conversations, selectedId, myId, onSelect }: Props) {
  const { t } = useTranslation('chat');
  const f = useFormat();
  const now = useNow(30_000);
  return (
    <List aria-label={t('conversations')} data-testid="conversation-list" disablePadding>
      {conversations.map((c) => {
        const name = personName(c.other) ?? t('unknown');
        const last = c.lastMessage;
        const text = last ? last.msg || t('attachmentOnly') : '';
        const excerpt = last && last.senderId === myId ? t('you', { text }) : text;
        return (
          <ListItem key={c.id} disablePadding>
            <ListItemButton
              selected={c.id === selectedId}
              aria-current={c.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(c.id)}
              data-testid="conversation-row"
              data-conversation={c.id}
            >
              <ListItemAvatar>
                <OnlineDot online={c.otherOnline}>
                  <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>{initials(c.other)}</Avatar>
                </OnlineDot>
              </ListItemAvatar>
              {/* Name and time on one line, the message on its own below with the unread badge: the time takes
                  room from the name only, in the language's short units ("il y a 33 min"), so on a phone the
                  message keeps the row's width in French and Arabic too. dir=auto: a name or message in a script
                  of the other direction is cut at its end, not its start. */}
              <ListItemText disableTypography sx={{ minWidth: 0 }}>
                <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
                  <Typography noWrap dir="auto" sx={{ flex: 1, minWidth: 0, fontWeight: c.unreadCount ? 700 : undefined }}>
                    {name}
                  </Typography>
                  {last ? (
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }} data-testid="conversation-time">
                      {f.relativeShort(toMs(last.createdAt), now)}
                    </Typography>
                  ) : null}
                </Box>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Typography variant="body2" color="text.secondary" noWrap dir="auto" sx={{ flex: 1, minWidth: 0 }} data-testid="conversation-excerpt">
                    {excerpt}
                  </Typography>
                  {c.unreadCount ? (
                    <Badge
                      badgeContent={c.unreadCount}
                      color="error"
                      max={99}
                      data-testid="unread-badge"
                      sx={{ flexShrink: 0, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
                    >
                      <span style={visuallyHidden}>{t('unread', { n: c.unreadCount })}</span>
                    </Badge>
                  ) : null}
                </Box>
              </ListItemText>
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
