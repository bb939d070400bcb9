// /apps/blog/posts: the featured (first) article larger, then the others; sort newest/oldest/most read and a
// category filter (both default as the spec's sortBy "newest" and filter "All"). Administrators also write
// articles and may show drafts.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { blogPostPath } from '../../../app/paths';
import type { BlogCategory, BlogSort } from '../../../gql/graphql';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useAuth } from '../../../shared/auth/auth-context';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageShell } from '../../../shared/ui/page-shell';
import { useBlogPosts } from '../api/use-blog';
import { BLOG_CATEGORIES } from '../components/blog-labels';
import { PostCard } from '../components/post-card';
import { PostEditorDialog } from '../components/post-editor-dialog';

const SORTS: BlogSort[] = ['NEWEST', 'OLDEST', 'POPULAR'];

export function BlogPostsPage() {
  const { t } = useTranslation('blog');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const isAdmin = useAuth().user?.admin === true;
  const [sort, setSort] = useState<BlogSort>('NEWEST');
  const [category, setCategory] = useState<BlogCategory | null>(null);
  const [drafts, setDrafts] = useState(false);
  const [writing, setWriting] = useState(false);
  const { data, error } = useBlogPosts(sort, category, isAdmin && drafts);
  const posts = data?.blogPosts.nodes;
  const [first, ...rest] = posts ?? [];

  return (
    <PageShell
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        isAdmin ? (
          <>
            <FormControlLabel control={<Switch checked={drafts} onChange={(e) => setDrafts(e.target.checked)} />} label={t('showDrafts')} />
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setWriting(true)} data-testid="post-new">
              {t('newPost')}
            </Button>
          </>
        ) : null
      }
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
        <Box role="group" aria-label={t('category.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flexGrow: 1 }}>
          {[null, ...BLOG_CATEGORIES].map((c) => (
            <Chip
              key={c ?? 'all'}
              label={c ? t(`category.${c}`) : t('category.all')}
              color={category === c ? 'primary' : 'default'}
              variant={category === c ? 'filled' : 'outlined'}
              aria-pressed={category === c}
              onClick={() => setCategory(c)}
              data-testid={`category-${c ?? 'ALL'}`}
            />
          ))}
        </Box>
        <TextField
          select
          size="small"
          label={t('sort.label')}
          value={sort}
          onChange={(e) => setSort(e.target.value as BlogSort)}
          sx={{ minWidth: 180 }}
          slotProps={{ htmlInput: { 'data-testid': 'blog-sort' } }}
        >
          {SORTS.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`sort.${s.toLowerCase() as 'newest' | 'oldest' | 'popular'}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {error && !posts ? <Alert severity="error">{errorText(error)}</Alert> : null}
      {!posts && !error ? <Skeleton variant="rounded" height={320} /> : null}
      {posts?.length === 0 ? (
        category ? (
          <Typography color="text.secondary">{t('emptyCategory')}</Typography>
        ) : (
          <EmptyState icon={<ArticleOutlined color="primary" sx={{ fontSize: 48 }} />} title={t('empty.title')} text={t('empty.text')} />
        )
      ) : null}
      {first ? (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <PostCard post={first} featured />
          </Grid>
          {rest.map((p) => (
            <Grid key={p.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <PostCard post={p} />
            </Grid>
          ))}
        </Grid>
      ) : null}
      {writing ? (
        <PostEditorDialog
          open
          post={null}
          onClose={() => setWriting(false)}
          onSaved={(slug) => {
            setWriting(false);
            void navigate(blogPostPath(slug));
          }}
        />
      ) : null}
    </PageShell>
  );
}
