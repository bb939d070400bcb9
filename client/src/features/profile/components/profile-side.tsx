// The posts tab's side column (modules.md: an "intro" card and a photos card beside the posts): since when the
// member is here and how they relate to the viewer, then their newest gallery images linking to the gallery tab.
// Nothing from records or vitals: only what the banner and the gallery already show.
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ProfileBannerQuery } from '../../../gql/graphql';
import { ProfilePhotosDocument } from '../../../gql/graphql';
import { useFormat } from '../../../shared/lib/use-format';
import { memberName } from './member-avatar';

type Profile = ProfileBannerQuery['profile'];

function IntroCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const { locale } = useFormat();
  const month = useMemo(() => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }), [locale]);
  const name = memberName(profile, t('noName'));
  const relation = profile.isMe
    ? null
    : profile.isFollowed && profile.followsMe
      ? t('intro.mutual', { name })
      : profile.isFollowed
        ? t('intro.youFollow', { name })
        : profile.followsMe
          ? t('banner.followsYou')
          : null;
  return (
    <Card component="section" aria-labelledby="profile-intro-title" data-testid="profile-intro">
      <CardContent>
        <Typography id="profile-intro-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('intro.title')}
        </Typography>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CalendarMonthOutlined fontSize="small" color="action" aria-hidden />
            <Typography variant="body2">
              {t('intro.memberSince', { date: month.format(new Date(String(profile.memberSince))) })}
            </Typography>
          </Stack>
          {relation ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <PeopleOutlined fontSize="small" color="action" aria-hidden />
              <Typography variant="body2">{relation}</Typography>
            </Stack>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

function PhotosCard({ userId }: { userId: string | null }) {
  const { t } = useTranslation('profile');
  const q = useQuery(ProfilePhotosDocument, { variables: { userId }, fetchPolicy: 'cache-and-network' });
  const photos = q.data?.gallery.nodes;
  // The gallery tab of the same profile (mine at /user-profile, a member's at /user-profile/:id).
  const galleryHref = '?tab=gallery';
  return (
    <Card component="section" aria-labelledby="profile-photos-title" data-testid="profile-photos">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1.5 }}>
          <Typography id="profile-photos-title" variant="h6" component="h2">
            {t('photos.title')}
          </Typography>
          {photos?.length ? (
            <Link component={RouterLink} to={galleryHref} variant="body2">
              {t('photos.seeAll')}
            </Link>
          ) : null}
        </Stack>
        {!photos && !q.error ? <Skeleton variant="rounded" height={96} /> : null}
        {q.error && !photos ? <Typography variant="body2">{t('loadError')}</Typography> : null}
        {photos?.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('photos.empty')}
          </Typography>
        ) : null}
        {photos?.length ? (
          <Box
            component="ul"
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, p: 0, m: 0, listStyle: 'none' }}
          >
            {photos.map((p) => (
              <Box
                component="li"
                key={p.id}
                sx={{ aspectRatio: '1', borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}
              >
                <Box
                  component="img"
                  src={p.image.thumbUrl ?? p.image.url}
                  alt={p.title}
                  loading="lazy"
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              </Box>
            ))}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The intro and photos cards, for the profile shown (memberId null = mine). */
export function ProfileSide({ profile, memberId }: { profile: Profile; memberId: string | null }) {
  return (
    <Stack spacing={3}>
      <IntroCard profile={profile} />
      <PhotosCard userId={memberId} />
    </Stack>
  );
}
