// One article on the list: cover, category chip, title (the link), excerpt and its meta line. The featured
// card (the first) is larger, as in the template.
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { blogPostPath } from '../../../app/paths';
import type { BlogPostCardFieldsFragment } from '../../../gql/graphql';
import { CATEGORY_TONE } from './blog-labels';
import { PostMeta } from './post-meta';

export function PostCard({ post, featured = false }: { post: BlogPostCardFieldsFragment; featured?: boolean }) {
  const { t } = useTranslation('blog');
  const image = featured ? post.cover?.url : (post.cover?.thumbUrl ?? post.cover?.url);
  return (
    <Card
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      data-testid={featured ? 'post-featured' : 'post-card'}
    >
      <CardActionArea component={RouterLink} to={blogPostPath(post.slug)} sx={{ flexGrow: 1, alignItems: 'stretch' }}>
        {image ? (
          <CardMedia component="img" src={image} alt="" sx={{ height: featured ? 280 : 160, objectFit: 'cover' }} />
        ) : null}
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
            {featured ? <Chip size="small" color="primary" label={t('featured')} /> : null}
            <Chip
              size="small"
              variant="outlined"
              color={CATEGORY_TONE[post.category]}
              label={t(`category.${post.category}`)}
            />
            {post.status === 'DRAFT' ? <Chip size="small" label={t('draft')} /> : null}
          </Stack>
          <Typography
            dir="auto"
            variant={featured ? 'h4' : 'h6'}
            component="h2"
            sx={{ mb: 1, overflowWrap: 'anywhere' }}
          >
            {post.title}
          </Typography>
          <Typography dir="auto" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {post.excerpt}
          </Typography>
          <PostMeta post={post} />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
