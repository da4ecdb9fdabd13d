/** Query keys of the public blog, here so the admin's saves can invalidate what /blog shows. */
export const blogQueryKeys = {
  all: ["blog"] as const,
  list: (search: string) => ["blog", "list", search] as const,
  post: (slug: string) => ["blog", "post", slug] as const,
};
