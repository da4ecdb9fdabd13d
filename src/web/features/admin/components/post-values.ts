import type { AdminPost, BlogPostInput } from "@/shared/blog";

/** The editor's state: the post's fields plus the cover's address for the preview. */
export interface PostValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  coverImagePath: string | null;
  coverImageUrl: string | null;
  published: boolean;
}

export const EMPTY_POST: PostValues = {
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  coverImagePath: null,
  coverImageUrl: null,
  published: false,
};

export function fromPost(post: AdminPost): PostValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? "",
    content: post.content,
    coverImagePath: post.coverImagePath,
    coverImageUrl: post.coverImageUrl,
    published: post.published,
  };
}

export function toInput(values: PostValues): BlogPostInput {
  const { coverImageUrl: _url, ...input } = values;
  return input;
}
