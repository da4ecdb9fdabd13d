import { Hono } from "hono";
import type { SignedInEnv } from "@/server/auth/signed-in";
import type { Deps } from "@/server/deps";
import { validate } from "@/server/lib/validate";
import {
  blogPostIdParamSchema,
  blogPostInputSchema,
  blogSearchSchema,
  blogSlugParamSchema,
} from "@/shared/blog";
import { getPublishedPost, listPublishedPosts } from "./blog.service";
import { createPost, deletePost, getPost, listAllPosts, updatePost } from "./blog-admin.service";

/** The public cache's key for the blog: "blog-posts" is the list, "blog-posts:{slug}" a post. */
export const BLOG_RESOURCE = "blog-posts";

/** The public blog: published posts only, from the public cache (ETag, 304). A search is answered fresh:
 * its results are not worth a cache entry per query. */
export function blogRoutes(deps: Deps) {
  const ctx = { db: deps.database.db, storage: deps.storage };
  return new Hono()
    .get("/posts", validate("query", blogSearchSchema), async (c) => {
      const { search } = c.req.valid("query");
      if (search) return c.json(await listPublishedPosts(ctx, search));
      return deps.publicCache.respond(c, BLOG_RESOURCE, () => listPublishedPosts(ctx, ""));
    })
    .get("/posts/:slug", validate("param", blogSlugParamSchema), (c) => {
      const { slug } = c.req.valid("param");
      return deps.publicCache.respond(c, `${BLOG_RESOURCE}:${slug}`, () => getPublishedPost(ctx, slug));
    });
}

/** Mounted under /api/admin, behind its admin guard: every post, drafts included, and its edits. */
export function adminBlogRoutes(deps: Deps) {
  const ctx = { db: deps.database.db, storage: deps.storage };
  const byId = validate("param", blogPostIdParamSchema);
  return new Hono<SignedInEnv>()
    .get("/posts", validate("query", blogSearchSchema), async (c) =>
      c.json(await listAllPosts(ctx.db, c.req.valid("query").search)),
    )
    .post("/posts", validate("json", blogPostInputSchema), async (c) => {
      const created = await createPost(ctx, c.req.valid("json"));
      deps.publicCache.invalidate(BLOG_RESOURCE);
      return c.json(created, 201);
    })
    .get("/posts/:postId", byId, async (c) => c.json(await getPost(ctx, c.req.valid("param").postId)))
    .put("/posts/:postId", byId, validate("json", blogPostInputSchema), async (c) => {
      const updated = await updatePost(ctx, c.req.valid("param").postId, c.req.valid("json"));
      deps.publicCache.invalidate(BLOG_RESOURCE);
      return c.json(updated);
    })
    .delete("/posts/:postId", byId, async (c) => {
      await deletePost(ctx.db, c.req.valid("param").postId);
      deps.publicCache.invalidate(BLOG_RESOURCE);
      return c.body(null, 204);
    });
}
