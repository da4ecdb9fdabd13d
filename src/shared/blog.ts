import { z } from "zod";
import { msg } from "./i18n/messages";
import { optionalText, pathParam, requiredText, text } from "./text";
import { ADMIN_IMAGE_PATH } from "./upload";

export const BLOG_MESSAGES = {
  titleRequired: msg("Title is required"),
  slugRequired: msg("Slug is required"),
  slugFormat: msg(
    "Slug may only contain lowercase letters, numbers and single hyphens (for example my-first-post)",
  ),
  slugTaken: msg("This slug is already used by another post. Please choose another one."),
  contentRequired: msg("Content is required to publish a post"),
  coverInvalid: msg("Cover image must be an uploaded image"),
  notFound: msg("Blog post not found"),
} as const;

export const BLOG_LIMITS = { title: 200, slug: 100, excerpt: 500, content: 100_000, search: 200 } as const;

/** Lower-case ASCII words joined by single hyphens: safe in a URL as it is, no encoding needed. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What a slug becomes while typed: accents dropped, anything else a hyphen. Trailing hyphens stay so the
 * next word can follow; `slugify` trims them. */
export function toSlugChars(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "")
    .slice(0, BLOG_LIMITS.slug);
}

/** A title or typed text as a finished slug ("Café & Co!" → "cafe-co"). */
export function slugify(value: string): string {
  return toSlugChars(value).replace(/-+$/, "");
}

const coverImagePath = text({ label: msg("Cover image"), max: 300 })
  .refine((value) => value === "" || ADMIN_IMAGE_PATH.test(value), BLOG_MESSAGES.coverInvalid)
  .transform((value) => (value === "" ? null : value))
  .nullish();

/** POST /api/admin/blog/posts and PUT /api/admin/blog/posts/{id}: the whole post. A draft may be empty;
 * a published post needs content. */
export const blogPostInputSchema = z
  .object({
    title: requiredText({
      label: msg("Title"),
      max: BLOG_LIMITS.title,
      required: BLOG_MESSAGES.titleRequired,
    }),
    slug: requiredText({
      label: msg("Slug"),
      max: BLOG_LIMITS.slug,
      required: BLOG_MESSAGES.slugRequired,
    }).refine((value) => SLUG.test(value), BLOG_MESSAGES.slugFormat),
    excerpt: optionalText({ label: msg("Excerpt"), max: BLOG_LIMITS.excerpt }),
    content: text({ label: msg("Content"), max: BLOG_LIMITS.content }).default(""),
    coverImagePath,
    published: z.boolean({ error: msg("Published must be true or false") }).default(false),
  })
  .refine((post) => !post.published || post.content.length > 0, {
    message: BLOG_MESSAGES.contentRequired,
    path: ["content"],
  });
export type BlogPostInput = z.input<typeof blogPostInputSchema>;

export const blogSearchSchema = z.object({
  search: text({ label: msg("Search"), max: BLOG_LIMITS.search }).default(""),
});

export const blogSlugParamSchema = z.object({ slug: pathParam(msg("Slug"), BLOG_LIMITS.slug) });
export const blogPostIdParamSchema = z.object({ postId: pathParam(msg("Post id")) });

/** A card on /blog: the excerpt, or the start of the content (120 characters). */
export const publicPostSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  coverImageUrl: z.string().nullable(),
  publishedAt: z.string(),
  readingMinutes: z.number(),
});
export type PublicPostSummary = z.infer<typeof publicPostSummarySchema>;

/** /blog/{slug}: a published post, its content in Markdown. */
export const publicPostSchema = publicPostSummarySchema.extend({
  excerpt: z.string().nullable(),
  content: z.string(),
});
export type PublicPost = z.infer<typeof publicPostSchema>;

/** A row of the admin's post list (100 characters of content when there is no excerpt). */
export const adminPostSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPostSummary = z.infer<typeof adminPostSummarySchema>;

/** The admin's editor: every stored field. */
export const adminPostSchema = adminPostSummarySchema.extend({
  excerpt: z.string().nullable(),
  content: z.string(),
  coverImagePath: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
});
export type AdminPost = z.infer<typeof adminPostSchema>;

/**
 * Markdown reduced to its words, for excerpts and reading time: images and HTML-like tags dropped, links
 * and emphasis reduced to their text, headings, list and quote markers removed, white space collapsed.
 */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]*>/g, " ")
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, "")
    .replace(/(\*\*|__|\*|_|~~|`)/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The excerpt if there is one, else the first `chars` characters of the text followed by "...". */
export function postSummary(excerpt: string | null, content: string, chars: number): string {
  if (excerpt) return excerpt;
  const plain = markdownToPlainText(content);
  return plain.length > chars ? `${plain.slice(0, chars).trimEnd()}...` : plain;
}

/** At an average 200 words a minute, never less than one minute. */
export function readingMinutes(content: string): number {
  const words = markdownToPlainText(content).split(" ").filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
