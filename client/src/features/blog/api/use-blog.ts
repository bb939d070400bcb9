// Thin hooks over the blog's typed documents.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  AddBlogCommentDocument,
  BlogCommentsDocument,
  BlogPostDocument,
  BlogPostsDocument,
  DeleteBlogCommentDocument,
  RecordBlogViewDocument,
} from '../../../gql/graphql';
import type { BlogCategory, BlogSort } from '../../../gql/graphql';

export function useBlogPosts(sort: BlogSort, category: BlogCategory | null, includeDrafts: boolean) {
  return useQuery(BlogPostsDocument, { variables: { sort, category, includeDrafts, first: 50 }, fetchPolicy: 'cache-and-network' });
}

export function useBlogPost(slug: string) {
  return useQuery(BlogPostDocument, { variables: { slug }, fetchPolicy: 'cache-and-network' });
}

export function useBlogComments(postId: string | null) {
  const comments = useQuery(BlogCommentsDocument, {
    variables: { postId: postId ?? '' },
    skip: !postId,
    fetchPolicy: 'cache-and-network',
  });
  const refetch = postId ? [{ query: BlogCommentsDocument, variables: { postId } }] : [];
  const [add, adding] = useMutation(AddBlogCommentDocument, { refetchQueries: refetch, awaitRefetchQueries: true });
  const [remove] = useMutation(DeleteBlogCommentDocument, { refetchQueries: refetch, awaitRefetchQueries: true });
  return { comments, add, adding: adding.loading, remove };
}

export function useRecordView() {
  return useMutation(RecordBlogViewDocument);
}
