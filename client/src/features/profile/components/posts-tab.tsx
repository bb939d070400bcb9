// The posts tab: on my own profile, the composer and my feed (own + followed members' posts); on someone
// else's, their posts I may see. Everything on screen stays live through postActivity.
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

function PostList({ page, loading, error, onMore, onChanged, emptyText, retry }: {
  page: Page | undefined;
  loading: boolean;
  error: unknown;
  onMore: (after: string) => void;
  onChanged: () => void;
  emptyText: string;
  retry: () => void;
}) {
  const { t } = useTranslation('profile');
  useLivePosts(page?.nodes.slice(0, 50).map((p) => p.id) ?? [], onChanged);
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
    <Box data-testid="post-list">
      {page.nodes.map((p) => (
        <PostCard key={p.id} post={p} onDeleted={onChanged} />
      ))}
      {page.hasMore && page.endCursor ? (
        <Button variant="outlined" disabled={loading} onClick={() => onMore(page.endCursor ?? '')}>
          {t('loadMore')}
        </Button>
      ) : null}
    </Box>
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
