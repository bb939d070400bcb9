// The rows the followers and friends tabs share: a member with avatar and name (a link to their profile), the
// follow toggle (isFollowed) and Block, which asks first. Every list that a follow or block changes is read back.
import { useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ProfilePersonFieldsFragment } from '../../../gql/graphql';
import {
  ProfileBannerDocument,
  ProfileBlockDocument,
  ProfileBlockedPeopleDocument,
  ProfileFollowersDocument,
  ProfileFollowingDocument,
  ProfileFriendsDocument,
  ProfileSearchPeopleDocument,
  ProfileToggleFollowDocument,
} from '../../../gql/graphql';
import { useAuth } from '../../../shared/auth/auth-context';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { memberProfilePath } from '../profile-paths';
import { MemberAvatar, memberName } from './member-avatar';

export type Person = ProfilePersonFieldsFragment;
// A follow changes who is a friend as well as the follower lists and the banner's counts.
const REFRESH = [ProfileFollowersDocument, ProfileFollowingDocument, ProfileFriendsDocument, ProfileBannerDocument];

function PersonRow({ person, onBlock }: { person: Person; onBlock: (p: Person) => void }) {
  const { t } = useTranslation('profile');
  const { user } = useAuth();
  const [toggle, { loading }] = useMutation(ProfileToggleFollowDocument, {
    variables: { userId: person.id },
    refetchQueries: REFRESH,
  });
  const name = memberName(person, t('noName'));
  const isMe = user?.id === person.id;
  const label = person.isFollowed
    ? t('people.unfollow')
    : person.followsMe
      ? t('people.followBack')
      : t('people.follow');
  return (
    <ListItem data-testid="person" divider sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListItemAvatar>
        <MemberAvatar member={person} />
      </ListItemAvatar>
      <ListItemText
        sx={{ minWidth: 140 }}
        primary={
          <Typography
            component={RouterLink}
            to={memberProfilePath(person.id)}
            aria-label={t('people.open', { name })}
            sx={{ color: 'text.primary', fontWeight: 600 }}
          >
            {name}
          </Typography>
        }
      />
      {isMe ? null : (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant={person.isFollowed ? 'outlined' : 'contained'}
            aria-pressed={person.isFollowed}
            disabled={loading}
            onClick={() => void toggle()}
            data-testid="person-follow"
          >
            {label}
          </Button>
          <Button size="small" color="error" onClick={() => onBlock(person)}>
            {t('people.block')}
          </Button>
        </Stack>
      )}
    </ListItem>
  );
}

interface PeopleListProps {
  people: Person[] | undefined;
  loading: boolean;
  error: unknown;
  /** What an empty list shows: a line of text, or a fuller empty state. */
  empty: ReactNode;
  /** The spinner's accessible name (which list is loading). */
  loadingLabel: string;
  onBlock: (p: Person) => void;
  retry?: () => void;
}

export function PeopleList({ people, loading, error, empty, loadingLabel, onBlock, retry }: PeopleListProps) {
  const { t } = useTranslation('profile');
  if (error && !people) {
    return (
      <Alert severity="error" action={retry ? <Button onClick={retry}>{t('retry')}</Button> : undefined}>
        {t('loadError')}
      </Alert>
    );
  }
  if (!people && loading) return <CircularProgress aria-label={loadingLabel} sx={{ m: 2 }} />;
  if (!people?.length)
    return typeof empty === 'string' ? (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {empty}
      </Typography>
    ) : (
      empty
    );
  return (
    <List disablePadding>
      {people.map((p) => (
        <PersonRow key={p.id} person={p} onBlock={onBlock} />
      ))}
    </List>
  );
}

/** Block with a confirmation: `ask(person)` opens the dialog, `dialog` is rendered once by the tab. */
export function useBlockDialog(): { ask: (p: Person) => void; dialog: ReactNode } {
  const { t } = useTranslation('profile');
  const [blocking, setBlocking] = useState<Person | null>(null);
  const [block] = useMutation(ProfileBlockDocument, {
    refetchQueries: [...REFRESH, ProfileSearchPeopleDocument, ProfileBlockedPeopleDocument],
  });
  const dialog = (
    <ConfirmDialog
      open={Boolean(blocking)}
      title={t('people.blockTitle', { name: memberName(blocking, t('noName')) })}
      text={t('people.blockText')}
      confirmLabel={t('people.block')}
      destructive
      onClose={() => setBlocking(null)}
      onConfirm={async () => {
        if (blocking) await block({ variables: { userId: blocking.id } });
        setBlocking(null);
      }}
    />
  );
  return { ask: setBlocking, dialog };
}
