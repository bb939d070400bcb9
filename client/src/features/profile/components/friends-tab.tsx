// The friends tab (modules.md: profile tabs "posts, followers, friends, gallery"): the members who follow this
// member and whom they follow back, newest friendship first, with the same rows as the followers tab (follow
// toggle, Block). The search narrows the friends already loaded by name; more are loaded a page at a time.
import { useDeferredValue, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ProfileFriendsDocument } from '../../../gql/graphql';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ownProfileTabPath } from '../../../app/paths';
import { PeopleList, useBlockDialog } from './people-list';
import type { Person } from './people-list';

function matches(person: Person, needle: string): boolean {
  return [person.firstName, person.lastName].filter(Boolean).join(' ').toLocaleLowerCase().includes(needle);
}

/** What an empty list means and what to do: on my profile, follow back or find people; on another's, nothing. */
function NoFriends({ mine }: { mine: boolean }) {
  const { t } = useTranslation('profile');
  return (
    <EmptyState
      testId="friends-empty"
      icon={<PeopleOutlined fontSize="large" color="primary" />}
      title={t('friends.emptyTitle')}
      text={mine ? t('friends.emptyMine') : t('friends.emptyMember')}
      action={
        mine ? (
          <Button
            variant="contained"
            component={RouterLink}
            to={ownProfileTabPath('followers')}
            data-testid="friends-to-followers"
          >
            {t('friends.toFollowers')}
          </Button>
        ) : undefined
      }
    />
  );
}

export function FriendsTab({ userId }: { userId: string | null }) {
  const { t } = useTranslation('profile');
  const [search, setSearch] = useState('');
  const needle = useDeferredValue(search.trim().toLocaleLowerCase());
  const blocking = useBlockDialog();
  const q = useQuery(ProfileFriendsDocument, {
    variables: { userId },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = q.data?.friends;
  const shown = page && needle ? page.items.filter((p) => matches(p, needle)) : page?.items;
  const more = page?.nextCursor;
  const loadMore = (after: string) =>
    void q.fetchMore({
      variables: { after },
      updateQuery: (prev, { fetchMoreResult }) => ({
        friends: {
          ...fetchMoreResult.friends,
          items: [
            ...prev.friends.items,
            ...fetchMoreResult.friends.items.filter((n) => !prev.friends.items.some((p) => p.id === n.id)),
          ],
        },
      }),
    });

  // With no friends at all, the empty state says what to do; a search that matches nobody says so in one line.
  if (page && page.totalCount === 0 && page.items.length === 0) {
    return <NoFriends mine={userId === null} />;
  }
  return (
    <Card data-testid="friends-tab">
      <Box sx={{ p: 2 }}>
        <TextField
          fullWidth
          size="small"
          type="search"
          label={t('friends.search')}
          helperText={more && needle ? t('friends.searchLoaded', { n: page.items.length }) : undefined}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'friends-search', maxLength: 100 } }}
        />
        {page ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="friends-count">
            {t('friends.count', { n: page.totalCount })}
          </Typography>
        ) : null}
      </Box>
      <Box component="section" aria-label={t('tabs.friends')}>
        <PeopleList
          people={shown}
          loading={q.loading}
          error={q.error}
          retry={() => void q.refetch()}
          empty={t('friends.noMatch', { query: search.trim() })}
          loadingLabel={t('tabs.friends')}
          onBlock={blocking.ask}
        />
      </Box>
      {more ? (
        <Box sx={{ p: 2 }}>
          <Button variant="outlined" disabled={q.loading} onClick={() => loadMore(more)} data-testid="friends-more">
            {t('loadMore')}
          </Button>
        </Box>
      ) : null}
      {blocking.dialog}
    </Card>
  );
}
