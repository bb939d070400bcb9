// /user-profile (mine) and /user-profile/:userId (another member's): banner, then the posts, followers, friends
// and gallery tabs (the tab is kept in ?tab= so it survives a reload and can be linked). Live while open.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { ProfileBannerDocument } from '../../../gql/graphql';
import { useLiveProfile } from '../api/use-live-profile';
import { readApiError } from '../../../shared/api/errors';
import { PageShell } from '../../../shared/ui/page-shell';
import { FollowersTab } from '../components/followers-tab';
import { FriendsTab } from '../components/friends-tab';
import { GalleryTab } from '../components/gallery-tab';
import { memberName } from '../components/member-avatar';
import { MemberPostsTab, MyPostsTab } from '../components/posts-tab';
import { ProfileBanner } from '../components/profile-banner';
import { ProfileSide } from '../components/profile-side';

const TABS = ['posts', 'followers', 'friends', 'gallery'] as const;
type TabName = (typeof TABS)[number];

export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { userId = null } = useParams();
  const [params, setParams] = useSearchParams();
  const tab: TabName = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as TabName) : 'posts';
  const q = useQuery(ProfileBannerDocument, { variables: { userId }, fetchPolicy: 'cache-and-network' });
  const profile = q.data?.profile;
  const mine = profile?.isMe ?? userId === null;
  // Counts and the member's new posts stay live while the page is open (api/use-live-profile.ts).
  useLiveProfile(profile && !profile.isMe ? profile.id : null, !profile);
  const title = profile && !profile.isMe ? t('memberTitle', { name: memberName(profile, t('noName')) }) : t('title');

  let body;
  if (q.error && !profile) {
    const notFound = readApiError(q.error).code === 'NOT_FOUND';
    body = (
      <Alert severity={notFound ? 'info' : 'error'} action={notFound ? undefined : <Button onClick={() => void q.refetch()}>{t('retry')}</Button>}>
        {notFound ? t('notFound') : t('loadError')}
      </Alert>
    );
  } else if (!profile) {
    body = <CircularProgress aria-label={t('title')} />;
  } else {
    const memberId = profile.isMe ? null : profile.id;
    body = (
      <>
        <ProfileBanner profile={profile} />
        <Tabs
          value={tab}
          onChange={(_e, v: TabName) => setParams(v === 'posts' ? {} : { tab: v }, { replace: true })}
          aria-label={t('tabs.label')}
          variant="scrollable"
          // The arrows are there from the first paint ('auto' added them after the selected tab had been scrolled
          // into view, and MUI's animated scroll then undid its own correction: a tab opened by its link, e.g.
          // /apps/gallery on a phone, stayed hidden past the arrow). Disabled arrows take no room on wide screens.
          scrollButtons
          allowScrollButtonsMobile
          sx={{ mb: 3, '& .MuiTabs-scrollButtons.Mui-disabled': { display: { md: 'none' } } }}
        >
          {TABS.map((name) => (
            <Tab key={name} value={name} label={t(`tabs.${name}`)} id={`profile-tab-${name}`} aria-controls="profile-tabpanel" data-testid={`tab-${name}`} />
          ))}
        </Tabs>
        <Box role="tabpanel" id="profile-tabpanel" aria-labelledby={`profile-tab-${tab}`} sx={{ maxWidth: tab === 'posts' ? 1240 : 860 }}>
          {tab === 'posts' ? (
            // The intro and photos cards beside the posts on wide screens, above them on narrow ones.
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '340px minmax(0, 1fr)' }, alignItems: 'start' }}>
              <ProfileSide profile={profile} memberId={memberId} />
              <Box sx={{ minWidth: 0 }}>{mine ? <MyPostsTab /> : <MemberPostsTab userId={profile.id} />}</Box>
            </Box>
          ) : null}
          {tab === 'followers' ? <FollowersTab userId={memberId} /> : null}
          {tab === 'friends' ? <FriendsTab userId={memberId} /> : null}
          {tab === 'gallery' ? <GalleryTab userId={memberId} mine={mine} /> : null}
        </Box>
      </>
    );
  }
  return <PageShell title={title}>{body}</PageShell>;
}
