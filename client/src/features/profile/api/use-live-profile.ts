// The open profile, live: the banner's counts come normalised with each event (Profile:<id>); a new post by the
// member goes on top of the posts tab's list (their posts, or my feed on my own profile, with the new posts of
// whom I follow); a deleted post's count
// comes the same way (the list itself drops the post through its own postActivity); a follow change re-reads
// whichever people lists are on screen. After a dropped connection, what was missed is read again.
import { useEffect, useRef } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import type { ProfilePostFieldsFragment } from '../../../gql/graphql';
import {
  ProfileActivityDocument,
  ProfileBannerDocument,
  ProfileFeedDocument,
  ProfileFollowersDocument,
  ProfileFollowingDocument,
  ProfileFriendsDocument,
  ProfileUserPostsDocument,
} from '../../../gql/graphql';
import { useConnectionState } from '../../../shared/api/connection-state';
import { useSubscriptionEvents } from '../../../shared/api/use-subscription-events';

type PostPage = { nodes: ProfilePostFieldsFragment[] };
const withPost = <P extends PostPage>(page: P, post: ProfilePostFieldsFragment): P =>
  page.nodes.some((n) => n.id === post.id) ? page : { ...page, nodes: [post, ...page.nodes] };

/** Puts the post on top of the list the posts tab shows (if that list has been loaded). */
function addPost(cache: ApolloCache, post: ProfilePostFieldsFragment, memberId: string | null) {
  if (memberId === null) {
    cache.updateQuery({ query: ProfileFeedDocument }, (prev) => (prev ? { feed: withPost(prev.feed, post) } : prev));
  } else {
    cache.updateQuery({ query: ProfileUserPostsDocument, variables: { userId: memberId } }, (prev) =>
      prev ? { userPosts: withPost(prev.userPosts, post) } : prev,
    );
  }
}

const PEOPLE_LISTS = [ProfileFollowersDocument, ProfileFollowingDocument, ProfileFriendsDocument];

/**
 * @param memberId the member whose profile is open; null for my own.
 * @param skip until the profile has loaded (an unknown or hidden member has nothing to watch).
 */
export function useLiveProfile(memberId: string | null, skip: boolean): void {
  const client = useApolloClient();
  useSubscriptionEvents(ProfileActivityDocument, {
    variables: { userId: memberId },
    skip,
    onData: ({ data }) => {
      const e = data.data?.profileActivity;
      // FEED_POSTED (my own profile only): a post by someone I follow, for the top of my feed.
      if ((e?.kind === 'POSTED' || e?.kind === 'FEED_POSTED') && e.post) addPost(client.cache, e.post, memberId);
      if (e?.kind === 'FOLLOWS') void client.refetchQueries({ include: PEOPLE_LISTS });
    },
  });

  const { epoch } = useConnectionState();
  const seenEpoch = useRef(epoch);
  useEffect(() => {
    if (skip || epoch === seenEpoch.current) return;
    const first = seenEpoch.current === 0;
    seenEpoch.current = epoch;
    if (first) return;
    void client.refetchQueries({ include: [ProfileBannerDocument, ProfileFeedDocument, ProfileUserPostsDocument, ...PEOPLE_LISTS] });
  }, [epoch, client, skip]);
}
