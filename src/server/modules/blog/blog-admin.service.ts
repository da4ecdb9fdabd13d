import { desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "@/server/db/client";
import { blogPosts } from "@/server/db/schema";
import { isUniqueViolation } from "@/server/lib/database-errors";
import { AppError } from "@/server/lib/errors";
import { isUuid } from "@/server/lib/ids";
import { resolveImageUrl, type Storage } from "@/server/lib/storage";
import {
  type AdminPost,
  type AdminPostSummary,
  BLOG_MESSAGES,
  type blogPostInputSchema,
  postSummary,
} from "@/shared/blog";
import { BLOG_EXCERPT_CHARS } from "@/shared/constants";
import { type BlogDeps, matchesSearch, type PostRow } from "./blog.service";

type PostInput = z.output<typeof blogPostInputSchema>;

function toSummary(row: PostRow): AdminPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: postSummary(row.excerpt, row.content, BLOG_EXCERPT_CHARS.admin),
    published: row.published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toAdminPost(storage: Storage, row: PostRow): AdminPost {
  return {
    ...toSummary(row),
    excerpt: row.excerpt,
    content: row.content,
    coverImagePath: row.coverImagePath,
    coverImageUrl: resolveImageUrl(storage, row.coverImagePath),
  };
}

/** Every post, drafts included, newest first. */
export async function listAllPosts(db: Db, search: string): Promise<AdminPostSummary[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(matchesSearch(search))
    .orderBy(desc(blogPosts.createdAt), sql`${blogPosts.publishedAt} desc nulls first`, desc(blogPosts.id));
  return rows.map(toSummary);
}

async function findPost(db: Db, id: string): Promise<PostRow> {
  const [row] = isUuid(id) ? await db.select().from(blogPosts).where(eq(blogPosts.id, id)) : [];
  if (!row) throw new AppError("not_found", BLOG_MESSAGES.notFound);
  return row;
}

export async function getPost({ db, storage }: BlogDeps, id: string): Promise<AdminPost> {
  return toAdminPost(storage, await findPost(db, id));
}

const slugTaken = () => new AppError("conflict", BLOG_MESSAGES.slugTaken, { slug: BLOG_MESSAGES.slugTaken });

/** The unique index is the real guard (two saves at once); this only turns its error into the slug's. */
async function withSlugCheck(run: () => Promise<PostRow | undefined>): Promise<PostRow | undefined> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error, "blog_posts_slug_unique")) throw slugTaken();
    throw error;
  }
}

async function assertSlugFree(db: Db, slug: string, exceptId?: string) {
  const [other] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug));
  if (other && other.id !== exceptId) throw slugTaken();
}

/** Save Post on a new post: published_at is set when it is published from the start. */
export async function createPost({ db, storage }: BlogDeps, input: PostInput): Promise<AdminPost> {
  await assertSlugFree(db, input.slug);
  const row = await withSlugCheck(async () => {
    const [created] = await db
      .insert(blogPosts)
      .values({
        ...input,
        excerpt: input.excerpt ?? null,
        coverImagePath: input.coverImagePath ?? null,
        publishedAt: input.published ? new Date() : null,
      })
      .returning();
    return created;
  });
  if (!row) throw new Error("insert into blog_posts returned no row");
  return toAdminPost(storage, row);
}

/** Save Post on an existing post: the whole post is replaced. published_at is set on the first publication
 * and kept afterwards, so unpublishing and publishing again keeps the post's original date. */
export async function updatePost(
  { db, storage }: BlogDeps,
  id: string,
  input: PostInput,
): Promise<AdminPost> {
  const current = await findPost(db, id);
  await assertSlugFree(db, input.slug, id);
  const row = await withSlugCheck(async () => {
    const [updated] = await db
      .update(blogPosts)
      .set({
        ...input,
        excerpt: input.excerpt ?? null,
        coverImagePath: input.coverImagePath ?? null,
        publishedAt: current.publishedAt ?? (input.published ? new Date() : null),
      })
      .where(eq(blogPosts.id, id))
      .returning();
    return updated;
  });
  if (!row) throw new AppError("not_found", BLOG_MESSAGES.notFound);
  return toAdminPost(storage, row);
}

export async function deletePost(db: Db, id: string): Promise<void> {
  await findPost(db, id);
  const deleted = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  if (deleted.length === 0) throw new AppError("not_found", BLOG_MESSAGES.notFound);
}
