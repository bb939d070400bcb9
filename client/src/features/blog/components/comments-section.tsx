// Comments under an article: a form for signed-in members (length shown, server errors under the field), then
// the comments newest first; a delete button where the viewer may delete (their own; any for an administrator).
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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../shared/auth/display-name';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useFormat } from '../../../shared/lib/use-format';
import { useBlogComments } from '../api/use-blog';

const MAX = 2000;

export function CommentsSection({ postId, count }: { postId: string; count: number }) {
  const { t } = useTranslation('blog');
  const f = useFormat();
  const errorText = useErrorText();
  const { comments, add, adding, remove } = useBlogComments(postId);
  const [text, setText] = useState('');
  const [error, setError] = useState<unknown>(null);
  const list = comments.data?.blogComments;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    add({ variables: { postId, body: text } })
      .then(() => {
        setText('');
      })
      .catch(setError);
  };

  return (
    <Box component="section" aria-labelledby="comments-title" sx={{ mt: 4 }}>
      <Typography id="comments-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('commentsTitle')} ({f.number(list?.length ?? count)})
      </Typography>
      <Box component="form" onSubmit={submit} noValidate>
        <TextField
          fullWidth
          multiline
          minRows={3}
          label={t('comment.label')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
          }}
          error={Boolean(error)}
          helperText={error ? errorText(error) : t('counter', { count: text.length, max: MAX })}
          slotProps={{ htmlInput: { maxLength: MAX, dir: 'auto', 'data-testid': 'comment-input' } }}
        />
        <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={adding || !text.trim()} data-testid="comment-submit">
          {t('comment.submit')}
        </Button>
      </Box>
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
              <ListItem
                key={c.id}
                alignItems="flex-start"
                disableGutters
                data-testid="comment"
                secondaryAction={
                  c.canDelete ? (
                    <IconButton
                      edge="end"
                      aria-label={t('comment.delete', { name })}
                      onClick={() => void remove({ variables: { id: c.id } }).catch(setError)}
                      data-testid="comment-delete"
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  ) : null
                }
              >
                <Stack direction="row" spacing={1.5} sx={{ paddingInlineEnd: 5, minWidth: 0 }}>
                  <Avatar sx={{ width: 32, height: 32, fontSize: 15 }} aria-hidden>
                    {name.slice(0, 1)}
                  </Avatar>
                  <Box sx={{ minWidth: 0 }}>
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
                </Stack>
              </ListItem>
            );
          })}
        </List>
      ) : null}
    </Box>
  );
}
