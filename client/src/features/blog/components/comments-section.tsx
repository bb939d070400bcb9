// Comments under an article: a form for signed-in members, then the comments newest first, each with its
// replies under it (oldest first) and a Reply button that opens a form in place; a delete button where the
// viewer may delete (their own; any for an administrator).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import { useTranslation } from 'react-i18next';
import type { BlogCommentFieldsFragment } from '../../../gql/graphql';
import { displayName } from '../../../shared/auth/display-name';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useFormat } from '../../../shared/lib/use-format';
import { useBlogComments } from '../api/use-blog';
import { CommentForm } from './comment-form';
import { flipInRtl } from '../../../shared/ui/flip-in-rtl';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { firstCharacter } from '../../../shared/lib/initials';

type Comment = BlogCommentFieldsFragment & { replies?: BlogCommentFieldsFragment[] };

function CommentItem({
  c,
  onDelete,
  small,
  children,
}: {
  c: BlogCommentFieldsFragment;
  onDelete: (id: string) => void;
  small?: boolean;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('blog');
  const f = useFormat();
  const name = displayName(c.author, '—');
  const size = small ? 28 : 32;
  // The delete button sits in the comment's own row (not MUI's secondaryAction, which centres it on the whole
  // item: beside the replies rather than the comment it deletes).
  return (
    <ListItem
      alignItems="flex-start"
      disableGutters
      data-testid={small ? 'reply' : 'comment'}
      sx={{ display: 'block' }}
    >
      <Stack direction="row" spacing={1.5} sx={{ minWidth: 0 }}>
        <Avatar sx={{ width: size, height: size, fontSize: 15, flexShrink: 0 }} aria-hidden>
          {firstCharacter(name)}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="subtitle2" component="p">
                {name}{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  {f.dateTime(Date.parse(String(c.createdAt)))}
                </Typography>
              </Typography>
              <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {c.body}
              </Typography>
            </Box>
            {c.canDelete ? (
              <IconButton
                size="small"
                aria-label={t('comment.delete', { name })}
                onClick={() => onDelete(c.id)}
                data-testid="comment-delete"
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            ) : null}
          </Stack>
          {children}
        </Box>
      </Stack>
    </ListItem>
  );
}

export function CommentsSection({ postId, count }: { postId: string; count: number }) {
  const { t } = useTranslation('blog');
  const f = useFormat();
  const errorText = useErrorText();
  const { comments, add, adding, remove } = useBlogComments(postId);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const list: Comment[] | undefined = comments.data?.blogComments;
  const total = list ? list.reduce((n, c) => n + 1 + (c.replies?.length ?? 0), 0) : count;
  // Asked first, as a post's deletion is: the button sits beside Reply, and the replies go with the comment.
  const [deleting, setDeleting] = useState<string | null>(null);
  // A refused deletion is said in the dialog, which stays open.
  const onDelete = (id: string) => setDeleting(id);

  return (
    <Box component="section" aria-labelledby="comments-title" sx={{ mt: 4 }}>
      <Typography id="comments-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('commentsTitle')} ({f.number(total)})
      </Typography>
      <CommentForm
        label={t('comment.label')}
        submitLabel={t('comment.submit')}
        busy={adding}
        testId="comment"
        onSubmit={(body) => add({ variables: { postId, body } })}
      />
      {comments.error && !list ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(comments.error)}
        </Alert>
      ) : null}
      {!list && !comments.error ? <Skeleton height={80} /> : null}
      {list?.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('comment.none')}
        </Typography>
      ) : null}
      {list?.length ? (
        <List data-testid="comments-list">
          {list.map((c) => {
            const name = displayName(c.author, '—');
            return (
              <CommentItem key={c.id} c={c} onDelete={onDelete}>
                {replyingTo === c.id ? (
                  <Box sx={{ mt: 1 }}>
                    <CommentForm
                      label={t('comment.replyTo', { name })}
                      submitLabel={t('comment.replySubmit')}
                      busy={adding}
                      testId="reply"
                      autoFocus
                      onCancel={() => setReplyingTo(null)}
                      onSubmit={(body) =>
                        add({ variables: { postId, body, parentId: c.id } }).then(() => setReplyingTo(null))
                      }
                    />
                  </Box>
                ) : (
                  <Button
                    size="small"
                    startIcon={<ReplyOutlined sx={flipInRtl} data-testid="comment-reply-icon" />}
                    onClick={() => setReplyingTo(c.id)}
                    aria-label={t('comment.replyTo', { name })}
                    data-testid="comment-reply"
                    sx={{ mt: 0.5, marginInlineStart: -1 }}
                  >
                    {t('comment.reply')}
                  </Button>
                )}
                {c.replies?.length ? (
                  <List disablePadding data-testid="replies" aria-label={t('comment.repliesTo', { name })}>
                    {c.replies.map((r) => (
                      <CommentItem key={r.id} c={r} onDelete={onDelete} small />
                    ))}
                  </List>
                ) : null}
              </CommentItem>
            );
          })}
        </List>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('comment.deleteTitle')}
        text={t('comment.deleteText')}
        confirmLabel={t('comment.deleteConfirm')}
        destructive
        confirmTestId="comment-delete-confirm"
        onConfirm={() => (deleting ? remove({ variables: { id: deleting } }).then(() => setDeleting(null)) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
