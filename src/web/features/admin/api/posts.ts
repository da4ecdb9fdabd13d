import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminPost, AdminPostSummary, BlogPostInput } from "@/shared/blog";
import { api, unwrap } from "@/web/lib/api-client";
import { blogQueryKeys } from "@/web/lib/blog-query-keys";
import { ADMIN_QUERY_DEFAULTS, adminKeys } from "./admin-query";

export const postsQueryOptions = (search: string) =>
  queryOptions({
    ...ADMIN_QUERY_DEFAULTS,
    queryKey: [...adminKeys.posts, "list", search] as const,
    queryFn: (): Promise<AdminPostSummary[]> => unwrap(api.admin.blog.posts.$get({ query: { search } })),
    placeholderData: keepPreviousData,
  });

export const postQueryOptions = (postId: string) =>
  queryOptions({
    ...ADMIN_QUERY_DEFAULTS,
    queryKey: [...adminKeys.posts, "post", postId] as const,
    queryFn: (): Promise<AdminPost> => unwrap(api.admin.blog.posts[":postId"].$get({ param: { postId } })),
  });

export function usePosts(search: string) {
  return useQuery(postsQueryOptions(search));
}

export function usePost(postId: string) {
  return useQuery(postQueryOptions(postId));
}

/** After a save or a delete: the admin's lists and the public blog. */
function useRefreshPosts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.posts }),
      queryClient.invalidateQueries({ queryKey: blogQueryKeys.all }),
    ]);
}

/** Save Post: creates without an id, replaces the post with one. */
export function useSavePost() {
  const refresh = useRefreshPosts();
  return useMutation({
    mutationFn: ({ postId, post }: { postId?: string; post: BlogPostInput }): Promise<AdminPost> =>
      postId
        ? unwrap(api.admin.blog.posts[":postId"].$put({ param: { postId }, json: post }))
        : unwrap(api.admin.blog.posts.$post({ json: post })),
    onSuccess: refresh,
  });
}

export function useDeletePost() {
  const refresh = useRefreshPosts();
  return useMutation({
    mutationFn: (postId: string) => unwrap(api.admin.blog.posts[":postId"].$delete({ param: { postId } })),
    onSuccess: refresh,
  });
}
