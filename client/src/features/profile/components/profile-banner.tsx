// The banner: cover, avatar, name, counts, and follow/unfollow and block for someone else's profile. After a
// block the profile is "not found" to the blocker too, so the page moves to the blocked list (where Unblock is).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ProfileBannerQuery } from '../../../gql/graphql';
import { ProfileBannerDocument, ProfileBlockDocument, ProfileToggleFollowDocument, ProfileUserPostsDocument } from '../../../gql/graphql';
import { useFormat } from '../../../shared/lib/use-format';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { blockedListPath } from '../profile-paths';
import { MemberAvatar, memberName } from './member-avatar';

type Profile = ProfileBannerQuery['profile'];

export function ProfileBanner({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const f = useFormat();
  const name = memberName(profile, t('noName'));
  const [toggle, { loading }] = useMutation(ProfileToggleFollowDocument, {
    variables: { userId: profile.id },
    // Following (or no longer) shows (or hides) the member's followers-only posts: their list is read again.
    refetchQueries: [ProfileBannerDocument, ProfileUserPostsDocument],
  });
  const navigate = useNavigate();
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [block] = useMutation(ProfileBlockDocument, { variables: { userId: profile.id } });
  const followLabel = profile.isFollowed ? t('banner.unfollow') : profile.followsMe ? t('banner.followBack') : t('banner.follow');
  const counts = [
    ['posts', profile.postCount],
    ['followers', profile.followerCount],
    ['following', profile.followingCount],
  ] as const;
  return (
    <Card data-testid="profile-banner" sx={{ mb: 3, overflow: 'hidden' }}>
      <Box
        role="img"
        aria-label={t('banner.cover')}
        sx={{
          height: { xs: 120, md: 200 },
          backgroundColor: 'primary.light',
          backgroundImage: profile.cover ? `url("${profile.cover.url}")` : 'linear-gradient(120deg, rgba(93,135,255,.55), rgba(73,190,255,.35))',
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ px: 3, pb: 2, alignItems: { xs: 'center', md: 'flex-end' }, mt: { xs: -5, md: -6 } }}
      >
        <Box sx={{ borderRadius: '50%', border: 4, borderColor: 'background.paper', display: 'inline-flex' }}>
          <MemberAvatar member={profile} size={96} />
        </Box>
        <Box sx={{ flexGrow: 1, textAlign: { xs: 'center', md: 'start' } }}>
          <Typography variant="h4" component="h2" data-testid="profile-name">
            {name}
          </Typography>
          {profile.followsMe ? <Chip size="small" label={t('banner.followsYou')} sx={{ mt: 0.5 }} /> : null}
        </Box>
        <Stack direction="row" spacing={3}>
          {counts.map(([key, value]) => (
            <Box key={key} sx={{ textAlign: 'center' }}>
              <Typography variant="h5" component="p" data-testid={`count-${key}`}>
                {f.number(value)}
              </Typography>
              <Typography variant="body2" color="text.secondary" data-testid={`count-${key}-label`}>
                {t(`counts.${key}`, { count: value })}
              </Typography>
            </Box>
          ))}
        </Stack>
        {profile.isMe ? null : (
          <Stack direction="row" spacing={1}>
            <Button
              variant={profile.isFollowed ? 'outlined' : 'contained'}
              disabled={loading}
              onClick={() => void toggle()}
              data-testid="banner-follow"
            >
              {followLabel}
            </Button>
            <Button color="error" onClick={() => setConfirmBlock(true)} data-testid="banner-block">
              {t('banner.block')}
            </Button>
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        open={confirmBlock}
        title={t('people.blockTitle', { name })}
        text={t('people.blockText')}
        confirmLabel={t('people.block')}
        destructive
        onClose={() => setConfirmBlock(false)}
        onConfirm={async () => {
          await block();
          setConfirmBlock(false);
          void navigate(blockedListPath, { state: { blockedName: name } });
        }}
      />
    </Card>
  );
}
