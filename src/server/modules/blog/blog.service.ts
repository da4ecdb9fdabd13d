import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { blogPosts } from "@/server/db/schema";
import { AppError } from "@/server/lib/errors";
import { containsPattern } from "@/server/lib/search";
import { resolveImageUrl, type Storage } from "@/server/lib/storage";
import {
  BLOG_MESSAGES,
  type PublicPost,
  type PublicPostSummary,
  postSummary,
  readingMinutes,
} from "@/shared/blog";
import { BLOG_EXCERPT_CHARS } from "@/shared/constants";

export type BlogDeps = { db: Db; storage: Storage };
export type PostRow = typeof blogPosts.$inferSelect;

/** Title, excerpt or content containing `search`, any case; everything when it is empty. */
export function matchesSearch(search: string) {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(blogPosts.title, pattern),
    ilike(blogPosts.excerpt, pattern),
    ilike(blogPosts.content, pattern),
  );
}

function toPublicSummary(storage: Storage, row: PostRow): PublicPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: postSummary(row.excerpt, row.content, BLOG_EXCERPT_CHARS.public),
    coverImageUrl: resolveImageUrl(storage, row.coverImagePath),
    // Published rows always have one (set on first publication); created_at covers a hand-edited row.
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    readingMinutes: readingMinutes(row.content),
  };
}

/** GET /api/blog/posts: published posts only, newest first. */
export async function listPublishedPosts(
  { db, storage }: BlogDeps,
  search: string,
): Promise<PublicPostSummary[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.published, true), matchesSearch(search)))
    .orderBy(sql`${blogPosts.publishedAt} desc nulls last`, desc(blogPosts.createdAt));
  return rows.map((row) => toPublicSummary(storage, row));
}

/** GET /api/blog/posts/{slug}: one published post; a draft is as unknown as a slug that never existed. */
export async function getPublishedPost({ db, storage }: BlogDeps, slug: string): Promise<PublicPost> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.published, true)));
  if (!row) throw new AppError("not_found", BLOG_MESSAGES.notFound);
  return { ...toPublicSummary(storage, row), excerpt: row.excerpt, content: row.content };
}
