import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicPost, PublicPostSummary } from "@/shared/blog";
import { ApiError, api, unwrap } from "@/web/lib/api-client";
import { blogQueryKeys } from "@/web/lib/blog-query-keys";

export const postsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: blogQueryKeys.list(search),
    queryFn: (): Promise<PublicPostSummary[]> => unwrap(api.blog.posts.$get({ query: { search } })),
    placeholderData: keepPreviousData,
  });

export const postQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: blogQueryKeys.post(slug),
    queryFn: (): Promise<PublicPost> => unwrap(api.blog.posts[":slug"].$get({ param: { slug } })),
    // A missing post is an answer, not a hiccup: show the 404 page at once.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });

export function usePublishedPosts(search: string) {
  return useQuery(postsQueryOptions(search));
}

export function usePublishedPost(slug: string) {
  return useQuery(postQueryOptions(slug));
}
