// The followers tab (spec §3 followers: id, isFollowed): who follows this member, whom they follow, and a
// search of members by name; each row follows back / unfollows (the toggle flips isFollowed) or blocks. On
// one's own profile a third list shows the people one blocked, with Unblock. The list is kept in ?list= so
// /user-profile?tab=followers&list=blocked can be linked (the banner's Block lands there).
import { useDeferredValue, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { ProfilePersonFieldsFragment } from '../../../gql/graphql';
import {
  ProfileBannerDocument,
  ProfileBlockDocument,
  ProfileBlockedPeopleDocument,
  ProfileFollowersDocument,
  ProfileFollowingDocument,
  ProfileSearchPeopleDocument,
  ProfileToggleFollowDocument,
} from '../../../gql/graphql';
import { useAuth } from '../../../shared/auth/auth-context';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { memberProfilePath } from '../profile-paths';
import { BlockedPeople } from './blocked-people';
import { MemberAvatar, memberName } from './member-avatar';

type Person = ProfilePersonFieldsFragment;
const REFRESH = [ProfileFollowersDocument, ProfileFollowingDocument, ProfileBannerDocument];

function PersonRow({ person, onBlock }: { person: Person; onBlock: (p: Person) => void }) {
  const { t } = useTranslation('profile');
  const { user } = useAuth();
  const [toggle, { loading }] = useMutation(ProfileToggleFollowDocument, { variables: { userId: person.id }, refetchQueries: REFRESH });
  const name = memberName(person, t('noName'));
  const isMe = user?.id === person.id;
  const label = person.isFollowed ? t('people.unfollow') : person.followsMe ? t('people.followBack') : t('people.follow');
  return (
    <ListItem data-testid="person" divider sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListItemAvatar>
        <MemberAvatar member={person} />
      </ListItemAvatar>
      <ListItemText
        sx={{ minWidth: 140 }}
        primary={
          <Typography component={RouterLink} to={memberProfilePath(person.id)} aria-label={t('people.open', { name })} sx={{ color: 'text.primary', fontWeight: 600 }}>
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

function PeopleList({ people, loading, error, empty, onBlock }: { people: Person[] | undefined; loading: boolean; error: unknown; empty: string; onBlock: (p: Person) => void }) {
  const { t } = useTranslation('profile');
  if (error && !people) return <Alert severity="error">{t('loadError')}</Alert>;
  if (!people && loading) return <CircularProgress aria-label={t('tabs.followers')} />;
  if (!people?.length) return <Typography color="text.secondary" sx={{ p: 2 }}>{empty}</Typography>;
  return (
    <List disablePadding>
      {people.map((p) => (
        <PersonRow key={p.id} person={p} onBlock={onBlock} />
      ))}
    </List>
  );
}

type Side = 'followers' | 'following' | 'blocked';

export function FollowersTab({ userId }: { userId: string | null }) {
  const { t } = useTranslation('profile');
  const [params, setParams] = useSearchParams();
  // Whom one blocked is one's own business: the list exists on one's own profile only.
  const sides: Side[] = userId === null ? ['followers', 'following', 'blocked'] : ['followers', 'following'];
  const side: Side = sides.find((s) => s === params.get('list')) ?? 'followers';
  const setSide = (next: Side) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next === 'followers') out.delete('list');
        else out.set('list', next);
        return out;
      },
      { replace: true },
    );
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const [blocking, setBlocking] = useState<Person | null>(null);
  const [block] = useMutation(ProfileBlockDocument, { refetchQueries: [...REFRESH, ProfileSearchPeopleDocument, ProfileBlockedPeopleDocument] });
  const followers = useQuery(ProfileFollowersDocument, { variables: { userId }, skip: side !== 'followers', fetchPolicy: 'cache-and-network' });
  const following = useQuery(ProfileFollowingDocument, { variables: { userId }, skip: side !== 'following', fetchPolicy: 'cache-and-network' });
  const found = useQuery(ProfileSearchPeopleDocument, { variables: { query }, skip: query.length < 2 });
  const list = side === 'followers' ? followers : following;
  const people = side === 'followers' ? followers.data?.followers.items : following.data?.following.items;
  return (
    <Card>
      <Box sx={{ p: 2 }}>
        <TextField
          fullWidth
          size="small"
          type="search"
          label={t('people.search')}
          helperText={search.trim().length === 1 ? t('people.searchHint') : undefined}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'people-search', maxLength: 100 } }}
        />
      </Box>
      {query.length >= 2 ? (
        <Box component="section" aria-label={t('people.results')}>
          <PeopleList people={found.data?.searchPeople} loading={found.loading} error={found.error} empty={t('people.noResults')} onBlock={setBlocking} />
        </Box>
      ) : (
        <>
          <Tabs value={side} onChange={(_e, v: Side) => setSide(v)} aria-label={t('tabs.followers')} variant="scrollable" sx={{ px: 2 }}>
            {sides.map((s) => (
              <Tab key={s} value={s} label={t(`people.${s}`)} data-testid={`people-tab-${s}`} />
            ))}
          </Tabs>
          {side === 'blocked' ? (
            <BlockedPeople />
          ) : (
            <PeopleList
              people={people}
              loading={list.loading}
              error={list.error}
              empty={side === 'followers' ? t('people.emptyFollowers') : t('people.emptyFollowing')}
              onBlock={setBlocking}
            />
          )}
        </>
      )}
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
    </Card>
  );
}
