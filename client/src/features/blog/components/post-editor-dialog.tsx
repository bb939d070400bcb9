// Administrators write or edit an article: slug, title, excerpt, Markdown text, category, tags, status and a
// cover image (sent to the uploads door, validated by content there). The server's field errors show under
// the field they concern.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { BlogPostsDocument, CreateBlogPostDocument, UpdateBlogPostDocument } from '../../../gql/graphql';
import type { BlogCategory, BlogStatus } from '../../../gql/graphql';
import { readApiError } from '../../../shared/api/errors';
import { useErrorText } from '../../../shared/api/use-error-text';
import { IMAGE_ACCEPT, uploadFile } from '../../../shared/uploads/upload-file';
import { BLOG_CATEGORIES } from './blog-labels';

export interface EditablePost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  category: BlogCategory;
  tags: string[];
  status: BlogStatus;
  coverUploadId?: string | null;
  cover?: { url: string } | null;
}

const BLANK: EditablePost = {
  id: '',
  slug: '',
  title: '',
  excerpt: '',
  body: '',
  category: 'HEART',
  tags: [],
  status: 'DRAFT',
};

interface Props {
  open: boolean;
  post: EditablePost | null;
  onClose: () => void;
  onSaved: (slug: string) => void;
}

/** What the server requires of every article (blog.validation.ts). */
const REQUIRED = ['title', 'slug', 'body'] as const;
type RequiredField = (typeof REQUIRED)[number];

export function PostEditorDialog({ open, post, onClose, onSaved }: Props) {
  const { t } = useTranslation('blog');
  const errorText = useErrorText();
  const start = post ?? BLANK;
  const [v, setV] = useState({ ...start, tagsText: start.tags.join(', ') });
  const [cover, setCover] = useState<{ id: string; url: string } | null>(
    start.coverUploadId && start.cover ? { id: start.coverUploadId, url: start.cover.url } : null,
  );
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  /** Set by the first save: every empty required field then says so at once (the server names one at a time). */
  const [tried, setTried] = useState(false);
  const [create, createState] = useMutation(CreateBlogPostDocument, { refetchQueries: [BlogPostsDocument] });
  const [update, updateState] = useMutation(UpdateBlogPostDocument, { refetchQueries: [BlogPostsDocument] });
  const bad = error ? readApiError(error) : null;
  const fieldError = (field: string) => (bad?.field === field ? errorText(error) : null);
  const set = (patch: Partial<typeof v>) => {
    setV((old) => ({ ...old, ...patch }));
  };

  const pickCover = (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setError(null);
    uploadFile(file, 'image')
      .then((u) => {
        setCover({ id: u.id, url: u.thumbUrl ?? u.url });
      })
      .catch(setError)
      .finally(() => {
        setUploading(false);
      });
  };

  const isEmpty = (name: RequiredField) => v[name].trim() === '';
  const save = () => {
    setError(null);
    setTried(true);
    if (REQUIRED.some(isEmpty)) return;
    const input = {
      slug: v.slug,
      title: v.title,
      excerpt: v.excerpt,
      body: v.body,
      category: v.category,
      status: v.status,
      tags: v.tagsText
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      coverUploadId: cover?.id ?? null,
    };
    const done = post
      ? update({ variables: { id: post.id, input } }).then((r) => r.data?.updateBlogPost.slug)
      : create({ variables: { input } }).then((r) => r.data?.createBlogPost.slug);
    done.then((slug) => slug && onSaved(slug)).catch(setError);
  };

  const field = (name: 'slug' | 'title' | 'excerpt' | 'body' | 'tagsText', max: number, extra: object = {}) => {
    const serverField = name === 'tagsText' ? 'tags' : name;
    const hint = {
      slug: t('editor.slugHint'),
      excerpt: t('editor.excerptHint'),
      tagsText: t('editor.tagsHint'),
    } as Record<string, string>;
    const required = (REQUIRED as readonly string[]).includes(name);
    const missing = required && tried && isEmpty(name as RequiredField);
    return (
      <TextField
        label={t(`editor.${name === 'tagsText' ? 'tags' : name}`)}
        value={v[name]}
        required={required}
        onChange={(e) => {
          set({ [name]: e.target.value });
        }}
        error={missing || Boolean(fieldError(serverField))}
        helperText={
          (missing ? t('apiErrors.rules.REQUIRED', { ns: 'translation' }) : null) ??
          fieldError(serverField) ??
          hint[name] ??
          `${v[name].length} / ${max}`
        }
        // dir=auto: articles are written in English, also by an admin whose page is Arabic; in a right-to-left
        // box '# Title' drew as 'Title #'. Each box follows what is typed in it (the slug is always ltr).
        slotProps={{ htmlInput: { maxLength: max, dir: 'auto', 'data-testid': `post-${name}` } }}
        fullWidth
        {...extra}
      />
    );
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="post-editor-title">
      <DialogTitle id="post-editor-title">{post ? t('editor.editTitle') : t('editor.newTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {bad && !bad.field ? <Alert severity="error">{errorText(error)}</Alert> : null}
          {field('title', 160)}
          {field('slug', 80, { slotProps: { htmlInput: { maxLength: 80, dir: 'ltr', 'data-testid': 'post-slug' } } })}
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <TextField
              select
              label={t('category.label')}
              value={v.category}
              onChange={(e) => {
                set({ category: e.target.value as BlogCategory });
              }}
              sx={{ minWidth: 200 }}
            >
              {BLOG_CATEGORIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {t(`category.${c}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('editor.status')}
              value={v.status}
              onChange={(e) => {
                set({ status: e.target.value as BlogStatus });
              }}
              sx={{ minWidth: 200 }}
              slotProps={{ htmlInput: { 'data-testid': 'post-status' } }}
            >
              <MenuItem value="DRAFT">{t('editor.DRAFT')}</MenuItem>
              <MenuItem value="PUBLISHED">{t('editor.PUBLISHED')}</MenuItem>
            </TextField>
          </Box>
          {field('excerpt', 300)}
          {field('body', 50_000, { multiline: true, minRows: 10 })}
          {field('tagsText', 300)}
          <Box>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Button component="label" variant="outlined" disabled={uploading}>
                {uploading ? t('editor.uploading') : t('editor.chooseCover')}
                <input
                  hidden
                  type="file"
                  accept={IMAGE_ACCEPT}
                  aria-label={t('editor.cover')}
                  onChange={(e) => {
                    pickCover(e.target.files?.[0]);
                  }}
                />
              </Button>
              {cover ? (
                <Button color="inherit" onClick={() => setCover(null)}>
                  {t('editor.removeCover')}
                </Button>
              ) : null}
            </Box>
            {fieldError('coverUploadId') ? <Alert severity="error">{fieldError('coverUploadId')}</Alert> : null}
            {cover ? (
              <Box
                component="img"
                src={cover.url}
                alt={t('editor.coverAlt')}
                sx={{ mt: 1, maxHeight: 160, maxWidth: '100%', borderRadius: 1 }}
              />
            ) : null}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('editor.cancel')}</Button>
        <Button
          variant="contained"
          onClick={save}
          disabled={createState.loading || updateState.loading || uploading}
          data-testid="post-save"
        >
          {t('editor.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
