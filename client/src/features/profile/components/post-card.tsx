// One post: author, time, visibility, text, images, a shared health snapshot, like toggle with count, comments.
// An administrator also sees "Remove (admin)" on others' posts (a reason is required; it goes for everyone).
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ProfilePostFieldsFragment } from '../../../gql/graphql';
import { ProfileAdminRemovePostDocument, ProfileDeletePostDocument, ProfileToggleLikeDocument } from '../../../gql/graphql';
import { useAuth } from '../../../shared/auth/auth-context';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useFormat } from '../../../shared/lib/use-format';
import { memberProfilePath } from '../profile-paths';
import { AdminRemoveDialog } from './admin-remove-dialog';
import { HealthSnapshotCard } from './health-snapshot-card';
import { MemberAvatar, memberName } from './member-avatar';
import { PostComments } from './post-comments';

export function PostCard({ post, onDeleted }: { post: ProfilePostFieldsFragment; onDeleted: () => void }) {
  const { t } = useTranslation('profile');
  const f = useFormat();
  const [confirm, setConfirm] = useState(false);
  const [like, likeState] = useMutation(ProfileToggleLikeDocument, { variables: { postId: post.id } });
  const [remove] = useMutation(ProfileDeletePostDocument, { variables: { id: post.id } });
  const isAdmin = useAuth().user?.admin === true;
  const [moderating, setModerating] = useState(false);
  const [adminRemove] = useMutation(ProfileAdminRemovePostDocument);
  const name = memberName(post.author, t('noName'));
  const created = Date.parse(String(post.createdAt));
  return (
    <Card component="article" aria-label={name} data-testid="post" data-post-id={post.id} sx={{ mb: 3 }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <MemberAvatar member={post.author} />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography
              component={RouterLink}
              to={memberProfilePath(post.author.id)}
              variant="subtitle1"
              sx={{ fontWeight: 600, color: 'text.primary', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
            >
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <time dateTime={new Date(created).toISOString()}>{f.dateTime(created)}</time>
            </Typography>
          </Box>
          {post.visibility === 'FOLLOWERS' ? <Chip size="small" icon={<LockOutlined />} label={t('post.followersOnly')} /> : null}
          {post.mine ? (
            <IconButton aria-label={t('post.delete')} onClick={() => setConfirm(true)} data-testid="post-delete">
              <DeleteOutline />
            </IconButton>
          ) : isAdmin ? (
            <Button size="small" color="error" onClick={() => setModerating(true)} data-testid="post-admin-remove">
              {t('moderation.remove')}
            </Button>
          ) : null}
        </Stack>
        {post.body ? (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 1.5 }} data-testid="post-body" dir="auto">
            {post.body}
          </Typography>
        ) : null}
        {post.images.length ? (
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: post.images.length > 1 ? 'repeat(2, 1fr)' : '1fr', mb: 1.5 }}>
            {post.images.map((img, i) => (
              <Box
                key={img.id}
                component="img"
                src={img.url}
                alt={t('post.image', { n: i + 1 })}
                loading="lazy"
                sx={{ width: '100%', maxHeight: 420, objectFit: 'cover', borderRadius: 1 }}
              />
            ))}
          </Box>
        ) : null}
        {post.healthSnapshot ? (
          <HealthSnapshotCard
            snapshot={post.healthSnapshot}
            title={t('snapshot.title', { name, date: f.date(Date.parse(String(post.healthSnapshot.takenAt))) })}
          />
        ) : null}
        {/* Each part keeps to one line and the row wraps between them: squeezed on a phone in French or Arabic,
            "Commentaires :" and its number (or the two words of the button) broke onto separate lines. */}
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, '& > *': { whiteSpace: 'nowrap' } }}
        >
          <Button
            startIcon={post.likedByMe ? <Favorite color="error" /> : <FavoriteBorder />}
            aria-pressed={post.likedByMe}
            disabled={likeState.loading}
            onClick={() => void like()}
            data-testid="post-like"
          >
            {post.likedByMe ? t('post.unlike') : t('post.like')}
          </Button>
          {post.likers.length ? (
            <Box
              role="img"
              aria-label={t('post.likedBy', { names: f.list(post.likers.map((l) => memberName(l, t('noName')))) })}
              data-testid="post-likers"
              sx={{ display: 'flex', '& > *:not(:first-of-type)': { marginInlineStart: -1 } }}
            >
              {post.likers.map((l) => (
                <Box key={l.id} sx={{ borderRadius: '50%', border: 2, borderColor: 'background.paper', display: 'flex' }}>
                  <MemberAvatar member={l} size={24} />
                </Box>
              ))}
            </Box>
          ) : null}
          <Typography variant="body2" color="text.secondary" data-testid="post-like-count">
            {t('post.likes', { n: f.number(post.likeCount) })}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="post-comment-count">
            {t('post.comments', { n: f.number(post.commentCount) })}
          </Typography>
        </Stack>
        <Divider sx={{ my: 1.5 }} />
        <PostComments postId={post.id} />
      </CardContent>
      {moderating ? (
        <AdminRemoveDialog
          kind="post"
          onClose={() => setModerating(false)}
          onRemove={async (reason) => {
            await adminRemove({ variables: { id: post.id, reason } });
            onDeleted();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirm}
        title={t('post.deleteTitle')}
        text={t('post.deleteText')}
        confirmLabel={t('post.delete')}
        destructive
        onClose={() => setConfirm(false)}
        onConfirm={async () => {
          await remove();
          setConfirm(false);
          onDeleted();
        }}
      />
    </Card>
  );
}
