// The line under an article's title: author, date, reading time, views and comments.
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BlogPostCardFieldsFragment } from '../../../gql/graphql';
import { displayName } from '../../../shared/auth/display-name';
import { useFormat } from '../../../shared/lib/use-format';
import { firstCharacter } from '../../../shared/lib/initials';

export function PostMeta({ post }: { post: BlogPostCardFieldsFragment }) {
  const { t } = useTranslation('blog');
  const f = useFormat();
  const name = displayName(post.author ?? null, t('portalTeam'));
  const when = Date.parse(String(post.publishedAt ?? post.createdAt));
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 0.5,
        color: 'text.secondary',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Avatar sx={{ width: 28, height: 28, fontSize: 14 }} aria-hidden>
          {firstCharacter(name)}
        </Avatar>
        <Typography variant="body2">{t('by', { name })}</Typography>
      </Box>
      <Typography variant="body2">
        {f.longDate(when)}
      </Typography>
      <Typography variant="body2">{t('readTime', { count: post.readMinutes })}</Typography>
      <Typography variant="body2" data-testid="post-views">
        {t('views', { count: post.views })}
      </Typography>
      <Typography variant="body2">{t('comments', { count: post.commentCount })}</Typography>
    </Box>
  );
}
