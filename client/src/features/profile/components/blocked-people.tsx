// "Blocked people" on one's own followers tab: the members the viewer blocked, each with Unblock. It is the only
// place a block can be undone, since a blocked member's profile is "not found" to the blocker too.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { ProfilePersonFieldsFragment } from '../../../gql/graphql';
import { ProfileBlockedPeopleDocument, ProfileSearchPeopleDocument, ProfileUnblockDocument } from '../../../gql/graphql';
import { MemberAvatar, memberName } from './member-avatar';

function BlockedRow({ person }: { person: ProfilePersonFieldsFragment }) {
  const { t } = useTranslation('profile');
  const name = memberName(person, t('noName'));
  const [unblock, { loading, error }] = useMutation(ProfileUnblockDocument, {
    variables: { userId: person.id },
    // The member shows up in search again; the list itself is read back from the server.
    refetchQueries: [ProfileBlockedPeopleDocument, ProfileSearchPeopleDocument],
  });
  return (
    <ListItem data-testid="blocked-person" divider sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListItemAvatar>
        <MemberAvatar member={person} />
      </ListItemAvatar>
      <ListItemText sx={{ minWidth: 140 }} primary={name} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
      <Button
        size="small"
        variant="outlined"
        disabled={loading}
        onClick={() => void unblock().catch(() => undefined)}
        aria-label={t('people.unblockLabel', { name })}
        data-testid="person-unblock"
      >
        {t('people.unblock')}
      </Button>
      {error ? (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {t('loadError')}
        </Alert>
      ) : null}
    </ListItem>
  );
}

export function BlockedPeople() {
  const { t } = useTranslation('profile');
  const q = useQuery(ProfileBlockedPeopleDocument, { fetchPolicy: 'cache-and-network' });
  const people = q.data?.blockedPeople;
  // Set by the banner's Block, which brings the blocker here.
  const state: unknown = useLocation().state;
  const justBlocked = state && typeof state === 'object' && 'blockedName' in state ? String(state.blockedName) : null;
  let body;
  if (q.error && !people) body = <Alert severity="error">{t('loadError')}</Alert>;
  else if (!people) body = <CircularProgress aria-label={t('people.blockedTitle')} />;
  else if (!people.length) {
    body = (
      <Typography color="text.secondary" sx={{ py: 1 }} data-testid="blocked-empty">
        {t('people.emptyBlocked')}
      </Typography>
    );
  } else {
    body = (
      <List disablePadding>
        {people.map((p) => (
          <BlockedRow key={p.id} person={p} />
        ))}
      </List>
    );
  }
  return (
    <Box component="section" aria-labelledby="blocked-people-title" sx={{ p: 2 }} data-testid="blocked-people">
      <Typography id="blocked-people-title" variant="h6" component="h3">
        {t('people.blockedTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('people.blockedIntro')}
      </Typography>
      {justBlocked && people?.length ? (
        <Alert severity="success" sx={{ mb: 1 }} data-testid="blocked-notice">
          {t('banner.blocked', { name: justBlocked })}
        </Alert>
      ) : null}
      {body}
    </Box>
  );
}
