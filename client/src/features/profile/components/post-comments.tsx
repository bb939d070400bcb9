// The comments of a post, newest first, each with its replies on demand, and the boxes to write them. An
// administrator also sees "Remove (admin)" on others' comments and replies (with a required reason).
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useApolloClient, useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { ProfileCommentFieldsFragment } from '../../../gql/graphql';
import {
  ProfileAdminRemoveCommentDocument,
  ProfileAddCommentDocument,
  ProfileAddReplyDocument,
  ProfileDeleteCommentDocument,
  ProfileMoreCommentsDocument,
  ProfilePostCommentsDocument,
  ProfileRepliesDocument,
} from '../../../gql/graphql';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useAuth } from '../../../shared/auth/auth-context';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useFormat } from '../../../shared/lib/use-format';
import { AdminRemoveDialog } from './admin-remove-dialog';
import { MemberAvatar, memberName } from './member-avatar';

type Comment = ProfileCommentFieldsFragment;

/**
 * One text box + button; clears itself when the send succeeds. `autoFocus`: the box opened because the person
 * asked to write (Reply), so what they type next goes into it.
 */
export function WriteBox({
  label,
  submitLabel,
  onSend,
  testId,
  autoFocus = false,
  inputRef,
}: {
  label: string;
  submitLabel: string;
  onSend: (text: string) => Promise<unknown>;
  testId: string;
  autoFocus?: boolean;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSend(text);
      setText('');
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        fullWidth
        autoFocus={autoFocus}
        inputRef={inputRef}
        label={label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && text.trim()) {
            e.preventDefault();
            void send();
          }
        }}
        error={Boolean(error)}
        helperText={error ?? undefined}
        slotProps={{ htmlInput: { 'data-testid': testId, maxLength: 2000 } }}
      />
      <Button variant="contained" onClick={() => void send()} disabled={busy || !text.trim()}>
        {submitLabel}
      </Button>
    </Stack>
  );
}

/** What a row offers: delete (own comment), or remove (administrator, someone else's). */
interface RowActions {
  onDelete: (c: Comment) => void;
  onModerate: ((c: Comment) => void) | null;
}

function CommentRow({ c, actions, children }: { c: Comment; actions: RowActions; children?: React.ReactNode }) {
  const { t } = useTranslation('profile');
  const f = useFormat();
  const { onDelete, onModerate } = actions;
  return (
    <Box component="li" data-testid="comment" sx={{ listStyle: 'none', py: 1 }}>
      <Stack direction="row" spacing={1.5}>
        <MemberAvatar member={c.author} size={32} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, px: 1.5, py: 1 }}>
            <Typography variant="subtitle2" component="p">
              {memberName(c.author, t('noName'))}{' '}
              <Typography component="time" variant="caption" color="text.secondary" dateTime={String(c.createdAt)}>
                {f.dateTime(Date.parse(String(c.createdAt)))}
              </Typography>
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="comment-body" dir="auto">
              {c.body}
            </Typography>
          </Box>
          {children}
        </Box>
        {c.mine ? (
          <IconButton size="small" aria-label={t('comment.delete')} onClick={() => onDelete(c)}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        ) : onModerate ? (
          <Button size="small" color="error" onClick={() => onModerate(c)} data-testid="comment-admin-remove" sx={{ alignSelf: 'flex-start', flexShrink: 0 }}>
            {t('moderation.remove')}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}

function Replies({ comment, postId, actions }: { comment: Comment; postId: string; actions: RowActions }) {
  const { t } = useTranslation('profile');
  const f = useFormat();
  const [open, setOpen] = useState(false);
  const [replying, setReplying] = useState(false);
  const [load, { data, refetch, called }] = useLazyQuery(ProfileRepliesDocument, { fetchPolicy: 'cache-and-network' });
  const [reply] = useMutation(ProfileAddReplyDocument);
  const replyButton = useRef<HTMLButtonElement>(null);
  // A reply from anyone (live) changes replyCount: re-read the open list.
  useEffect(() => {
    if (open && called) void refetch();
  }, [comment.replyCount, open, called, refetch]);
  const show = () => {
    setOpen(true);
    void load({ variables: { commentId: comment.id } });
  };
  const replies = data?.commentReplies.nodes ?? [];
  return (
    <Box sx={{ mt: 0.5 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" ref={replyButton} onClick={() => setReplying((v) => !v)} aria-expanded={replying}>
          {t('comment.reply')}
        </Button>
        {comment.replyCount > 0 ? (
          <Button size="small" onClick={open ? () => setOpen(false) : show} aria-expanded={open}>
            {open ? t('comment.hideReplies') : t('comment.showReplies', { n: f.number(comment.replyCount) })}
          </Button>
        ) : null}
      </Stack>
      {open ? (
        <Box component="ul" sx={{ m: 0, p: 0, ps: 2 }} aria-label={t('comment.hideReplies')}>
          {replies.map((r) => (
            <CommentRow key={r.id} c={r} actions={actions} />
          ))}
        </Box>
      ) : null}
      {replying ? (
        <Box sx={{ mt: 1 }}>
          <WriteBox
            label={t('comment.replyLabel')}
            submitLabel={t('comment.sendReply')}
            testId="reply-input"
            autoFocus
            onSend={async (body) => {
              await reply({
                variables: { postId, commentId: comment.id, body },
                refetchQueries: [{ query: ProfilePostCommentsDocument, variables: { id: postId } }],
              });
              setReplying(false);
              // The box goes away with the focus in it: give it back to Reply rather than to the page's body.
              replyButton.current?.focus();
              show();
            }}
          />
        </Box>
      ) : null}
    </Box>
  );
}

const NO_COMMENTS = { nodes: [] as Comment[], hasMore: false, endCursor: null };

export function PostComments({ postId }: { postId: string }) {
  const { t } = useTranslation('profile');
  // Live events refresh this entry in the cache (the subscription selects the same fields).
  const q = useQuery(ProfilePostCommentsDocument, { variables: { id: postId }, fetchPolicy: 'cache-and-network' });
  const comments = q.data?.post.comments ?? NO_COMMENTS;
  const [toDelete, setToDelete] = useState<Comment | null>(null);
  // The deleted row takes its trash button (where the dialog hands focus back) with it: once the dialog has
  // closed, the focus goes to this post's comment box instead of falling to the page's body.
  const commentInput = useRef<HTMLInputElement>(null);
  const deleted = useRef(false);
  const [add] = useMutation(ProfileAddCommentDocument);
  const [remove] = useMutation(ProfileDeleteCommentDocument);
  const isAdmin = useAuth().user?.admin === true;
  const [toModerate, setToModerate] = useState<Comment | null>(null);
  const [adminRemove] = useMutation(ProfileAdminRemoveCommentDocument);
  const actions: RowActions = { onDelete: setToDelete, onModerate: isAdmin ? setToModerate : null };
  const client = useApolloClient();
  // Older pages, kept here as they are read (the first page stays live through the post's cache entry).
  const [older, setOlder] = useState<{ nodes: Comment[]; endCursor: string | null; hasMore: boolean } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const refresh = [{ query: ProfilePostCommentsDocument, variables: { id: postId } }];
  const extra = older?.nodes.filter((c) => !comments.nodes.some((n) => n.id === c.id)) ?? [];
  const hasMore = older ? older.hasMore : comments.hasMore;
  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const after = older?.endCursor ?? comments.endCursor ?? null;
      const { data } = await client.query({ query: ProfileMoreCommentsDocument, variables: { id: postId, after }, fetchPolicy: 'network-only' });
      const page = data?.post.comments;
      if (page) setOlder((o) => ({ nodes: [...(o?.nodes ?? []), ...page.nodes], endCursor: page.endCursor ?? null, hasMore: page.hasMore }));
    } finally {
      setLoadingMore(false);
    }
  };
  return (
    <Box>
      <WriteBox
        label={t('comment.label')}
        submitLabel={t('comment.submit')}
        testId="comment-input"
        inputRef={commentInput}
        onSend={(body) => add({ variables: { postId, body }, refetchQueries: refresh })}
      />
      <Box component="ul" sx={{ m: 0, p: 0, mt: 1 }} data-testid="comments">
        {[...comments.nodes, ...extra].map((c) => (
          <CommentRow key={c.id} c={c} actions={actions}>
            <Replies comment={c} postId={postId} actions={actions} />
          </CommentRow>
        ))}
      </Box>
      {hasMore ? (
        <Button size="small" disabled={loadingMore} onClick={() => void loadMore()}>
          {t('comment.more')}
        </Button>
      ) : null}
      {toModerate ? (
        <AdminRemoveDialog
          kind="comment"
          onClose={() => setToModerate(null)}
          onRemove={(reason) => adminRemove({ variables: { id: toModerate.id, reason }, refetchQueries: refresh })}
        />
      ) : null}
      <ConfirmDialog
        open={Boolean(toDelete)}
        title={t('comment.deleteTitle')}
        text={t('comment.deleteText')}
        confirmLabel={t('comment.delete')}
        destructive
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (toDelete) await remove({ variables: { id: toDelete.id }, refetchQueries: refresh });
          deleted.current = true;
          setToDelete(null);
        }}
        onExited={() => {
          if (deleted.current) commentInput.current?.focus();
          deleted.current = false;
        }}
      />
    </Box>
  );
}
