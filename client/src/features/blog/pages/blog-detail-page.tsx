// /apps/blog/detail/:slug: cover, title, meta, tags, the Markdown text and the comments. Opening the article
// counts a view (once per reader per day, decided by the server). Administrators edit or delete it here.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { blogPostPath, paths } from '../../../app/paths';
import { BlogPostsDocument, DeleteBlogPostDocument } from '../../../gql/graphql';
import { readApiError } from '../../../shared/api/errors';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useAuth } from '../../../shared/auth/auth-context';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { PageShell } from '../../../shared/ui/page-shell';
import { useBlogPost, useRecordView } from '../api/use-blog';
import { CATEGORY_TONE } from '../components/blog-labels';
import { CommentsSection } from '../components/comments-section';
import { MarkdownBody } from '../components/markdown-body';
import { PostEditorDialog } from '../components/post-editor-dialog';
import { PostMeta } from '../components/post-meta';
import { flipInRtl } from '../../../shared/ui/flip-in-rtl';

export function BlogDetailPage() {
  const { t } = useTranslation('blog');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const slug = useParams().slug ?? '';
  const isAdmin = useAuth().user?.admin === true;
  const { data, error } = useBlogPost(slug);
  const [recordView] = useRecordView();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [remove] = useMutation(DeleteBlogPostDocument, { refetchQueries: [BlogPostsDocument] });
  const post = data?.blogPost;
  const postId = post?.id;

  useEffect(() => {
    if (postId) void recordView({ variables: { id: postId } }).catch(() => undefined);
  }, [postId, recordView]);

  const back = (
    <Link component={RouterLink} to={paths.apps.blogPosts} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
      <ArrowBackOutlined fontSize="small" sx={flipInRtl} />
      {t('back')}
    </Link>
  );

  if (!post) {
    const missing = error && readApiError(error).code === 'NOT_FOUND';
    return (
      <PageShell title={t('title')}>
        {back}
        {error ? <Alert severity={missing ? 'info' : 'error'}>{missing ? t('notFound') : errorText(error)}</Alert> : <Skeleton variant="rounded" height={400} />}
      </PageShell>
    );
  }

  return (
    <PageShell
      title={post.title}
      actions={
        isAdmin ? (
          <>
            <Button variant="outlined" onClick={() => setEditing(true)} data-testid="post-edit">
              {t('edit')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
              {t('deletePost')}
            </Button>
          </>
        ) : null
      }
    >
      {back}
      <Card>
        {post.cover ? <Box component="img" src={post.cover.url} alt="" data-testid="post-cover" sx={{ width: '100%', maxHeight: 360, objectFit: 'cover', display: 'block' }} /> : null}
        <CardContent sx={{ maxWidth: 860 }}>
          <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
            <Chip size="small" color={CATEGORY_TONE[post.category]} label={t(`category.${post.category}`)} />
            {post.status === 'DRAFT' ? <Chip size="small" label={t('draft')} /> : null}
            {post.tags.map((tag) => (
              <Chip key={tag} size="small" variant="outlined" label={<bdi>{`#${tag}`}</bdi>} />
            ))}
          </Stack>
          <PostMeta post={post} />
          <Box sx={{ mt: 2 }}>
            <MarkdownBody text={post.body} />
          </Box>
          {post.status === 'PUBLISHED' ? <CommentsSection postId={post.id} count={post.commentCount} /> : null}
        </CardContent>
      </Card>
      {editing ? (
        <PostEditorDialog
          open
          post={post}
          onClose={() => setEditing(false)}
          onSaved={(next) => {
            setEditing(false);
            if (next !== slug) void navigate(blogPostPath(next), { replace: true });
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting}
        title={t('confirmDelete.title')}
        text={t('confirmDelete.text', { title: post.title })}
        confirmLabel={t('confirmDelete.confirm')}
        destructive
        onConfirm={async () => {
          await remove({ variables: { id: post.id } });
          void navigate(paths.apps.blogPosts);
        }}
        onClose={() => setDeleting(false)}
      />
    </PageShell>
  );
}
