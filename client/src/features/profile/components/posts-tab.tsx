// The posts tab: on my own profile, the composer and my feed (own + followed members' posts); on someone
// else's, their posts I may see. Everything on screen stays live through postActivity.
import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { ProfilePostFieldsFragment } from '../../../gql/graphql';
import { ProfileBannerDocument, ProfileFeedDocument, ProfilePostActivityDocument, ProfileUserPostsDocument } from '../../../gql/graphql';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PostCard } from './post-card';
import { PostComposer } from './post-composer';
import { useSubscriptionEvents } from '../../../shared/api/use-subscription-events';

interface Page {
  nodes: ProfilePostFieldsFragment[];
  endCursor?: string | null;
  hasMore: boolean;
}

/** Appends a keyset page to the one already shown. */
const mergePages = <P extends Page>(prev: P, next: P): P => ({ ...next, nodes: [...prev.nodes, ...next.nodes.filter((n) => !prev.nodes.some((p) => p.id === n.id))] });

function useLivePosts(ids: string[], onGone: () => void) {
  // The event's post is normalised by id: its counts and first comments update every card showing it.
  useSubscriptionEvents(ProfilePostActivityDocument, {
    variables: { postIds: ids },
    skip: ids.length === 0,
    onData: ({ data }) => {
      if (data.data?.postActivity.kind === 'POST_DELETED') onGone();
    },
  });
}

interface PostListProps {
  page: Page | undefined;
  loading: boolean;
  error: unknown;
  onMore: (after: string) => void;
  onChanged: () => void;
  emptyText: string;
  retry: () => void;
}

function PostList(props: PostListProps) {
  const { t } = useTranslation('profile');
  const { page, onChanged } = props;
  useLivePosts(page?.nodes.slice(0, 50).map((p) => p.id) ?? [], onChanged);
  // A deleted post goes with its trash button, where the focus was: once the list has been re-read, the
  // focus moves to the list (or its empty state) instead of falling to the page's body.
  const region = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    region.current?.focus();
  }, [page]);
  const onDeleted = () => {
    refocus.current = true;
    onChanged();
  };
  return (
    <Box ref={region} tabIndex={-1} role="region" aria-label={t('tabs.posts')} data-testid="post-list" sx={{ '&:focus': { outline: 'none' } }}>
      <PostListBody {...props} onDeleted={onDeleted} />
    </Box>
  );
}

function PostListBody({ page, loading, error, onMore, onDeleted, emptyText, retry }: PostListProps & { onDeleted: () => void }) {
  const { t } = useTranslation('profile');
  if (error && !page) {
    return (
      <Alert severity="error" action={<Button onClick={retry}>{t('retry')}</Button>}>
        {t('loadError')}
      </Alert>
    );
  }
  if (!page) return <CircularProgress aria-label={t('title')} />;
  if (!page.nodes.length) return <EmptyState icon={<ForumOutlined fontSize="large" color="primary" />} title={t('post.empty')} text={emptyText} />;
  return (
    <>
      {page.nodes.map((p) => (
        <PostCard key={p.id} post={p} onDeleted={onDeleted} />
      ))}
      {page.hasMore && page.endCursor ? (
        <Button variant="outlined" disabled={loading} onClick={() => onMore(page.endCursor ?? '')}>
          {t('loadMore')}
        </Button>
      ) : null}
    </>
  );
}

export function MyPostsTab() {
  const { t } = useTranslation('profile');
  const q = useQuery(ProfileFeedDocument, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const refresh = () => void q.refetch();
  return (
    <>
      <PostComposer onPosted={() => void q.client.refetchQueries({ include: [ProfileFeedDocument, ProfileBannerDocument] })} />
      <PostList
        page={q.data?.feed}
        loading={q.loading}
        error={q.error}
        retry={refresh}
        onChanged={refresh}
        emptyText={t('post.emptyFeed')}
        onMore={(after) =>
          void q.fetchMore({ variables: { after }, updateQuery: (prev, { fetchMoreResult }) => ({ feed: mergePages(prev.feed, fetchMoreResult.feed) }) })
        }
      />
    </>
  );
}

export function MemberPostsTab({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const q = useQuery(ProfileUserPostsDocument, { variables: { userId }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const refresh = () => void q.refetch();
  return (
    <PostList
      page={q.data?.userPosts}
      loading={q.loading}
      error={q.error}
      retry={refresh}
      onChanged={refresh}
      emptyText={t('post.emptyMember')}
      onMore={(after) =>
        void q.fetchMore({
          variables: { after },
          updateQuery: (prev, { fetchMoreResult }) => ({ userPosts: mergePages(prev.userPosts, fetchMoreResult.userPosts) }),
        })
      }
    />
  );
}
