// The followers tab (spec §3 followers: id, isFollowed): who follows this member, whom they follow, and a
// search of members by name; each row follows back / unfollows (the toggle flips isFollowed) or blocks. On
// one's own profile a third list shows the people one blocked, with Unblock. The list is kept in ?list= so
// /user-profile?tab=followers&list=blocked can be linked (the banner's Block lands there).
import { useDeferredValue, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ProfileFollowersDocument, ProfileFollowingDocument, ProfileSearchPeopleDocument } from '../../../gql/graphql';
import { BlockedPeople } from './blocked-people';
import { PeopleList, useBlockDialog } from './people-list';

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
  const blocking = useBlockDialog();
  const followers = useQuery(ProfileFollowersDocument, { variables: { userId }, skip: side !== 'followers', fetchPolicy: 'cache-and-network' });
  const following = useQuery(ProfileFollowingDocument, { variables: { userId }, skip: side !== 'following', fetchPolicy: 'cache-and-network' });
  const found = useQuery(ProfileSearchPeopleDocument, { variables: { query }, skip: query.length < 2 });
  const list = side === 'followers' ? followers : following;
  const emptyText = (s: 'followers' | 'following', mine: boolean) => {
    if (s === 'followers') return mine ? t('people.emptyFollowersMine') : t('people.emptyFollowers');
    return mine ? t('people.emptyFollowingMine') : t('people.emptyFollowing');
  };
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
          <PeopleList people={found.data?.searchPeople} loading={found.loading} error={found.error} empty={t('people.noResults')} loadingLabel={t('people.results')} onBlock={blocking.ask} />
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
              // On one's own profile the empty list says how to fill it; on a member's it only says it is empty.
              empty={emptyText(side, userId === null)}
              loadingLabel={t(`people.${side}`)}
              onBlock={blocking.ask}
              retry={() => void list.refetch()}
            />
          )}
        </>
      )}
      {blocking.dialog}
    </Card>
  );
}
