import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { blogPosts } from "@/server/db/schema";
import { SEED_BLOG_POSTS } from "@/server/db/seed-blog-posts";
import { as, signUpAdmin, type TestUser } from "@/server/test/factories";
import { createTestContext, json, type TestContext } from "@/server/test/harness";
import { type AdminPost, type PublicPost, type PublicPostSummary, publicPostSchema } from "@/shared/blog";

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signUpAdmin(ctx);
});
afterAll(async () => ctx?.close());

async function publicList(query = ""): Promise<PublicPostSummary[]> {
  const response = await as(ctx).get(`/api/blog/posts${query}`);
  expect(response.status).toBe(200);
  return (await json(response)) as PublicPostSummary[];
}

async function createPost(body: Record<string, unknown>): Promise<AdminPost> {
  const response = await as(ctx, admin.cookie).post("/api/admin/blog/posts", body);
  expect(response.status).toBe(201);
  return (await json(response)) as AdminPost;
}

describe("GET /api/blog/posts", () => {
  test("lists the seeded posts, newest first, with an excerpt and reading time", async () => {
    const posts = await publicList();
    const seeded = [...SEED_BLOG_POSTS].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
    expect(posts.map((post) => post.slug)).toEqual(seeded.map((post) => post.slug));
    expect(posts[0]).toMatchObject({ summary: seeded[0]?.excerpt, coverImageUrl: null });
    expect(posts[0]?.readingMinutes).toBeGreaterThanOrEqual(1);
  });

  test("shows only published posts; a post without an excerpt shows the first 120 characters of its text", async () => {
    const content = `## A heading\n\n${"Lorem **ipsum** dolor sit amet, [consectetur](https://example.com) adipiscing elit. ".repeat(4)}`;
    await createPost({ title: "Published one", slug: "published-one", content, published: true });
    await createPost({ title: "Still a draft", slug: "still-a-draft", content: "Secret", published: false });
    const posts = await publicList();
    expect(posts.map((post) => post.slug)).not.toContain("still-a-draft");
    const published = posts.find((post) => post.slug === "published-one");
    expect(published?.summary).toMatch(/^A heading Lorem ipsum dolor sit amet, consectetur adipiscing/);
    expect(published?.summary.endsWith("...")).toBe(true);
    expect(published?.summary.length).toBeLessThanOrEqual(123);
    expect(posts[0]?.slug).toBe("published-one");
  });

  test("searches title and content, any case; LIKE wildcards are plain text", async () => {
    expect((await publicList("?search=ROUND%20OR")).map((post) => post.slug)).toEqual([
      "round-or-rectangular-tables",
    ]);
    expect((await publicList("?search=adipiscing")).map((post) => post.slug)).toEqual(["published-one"]);
    expect(await publicList("?search=Secret")).toEqual([]);
    // Only one post has a "%" in it; as a wildcard it would match them all.
    expect((await publicList("?search=%25")).map((post) => post.slug)).toEqual([
      "how-to-plan-a-wedding-seating-chart",
    ]);
  });
});

describe("GET /api/blog/posts/{slug}", () => {
  test("returns a published post with its Markdown content", async () => {
    const response = await as(ctx).get(`/api/blog/posts/${SEED_BLOG_POSTS[0]!.slug}`);
    expect(response.status).toBe(200);
    const post: PublicPost = publicPostSchema.parse(await json(response));
    expect(post).toMatchObject({ title: SEED_BLOG_POSTS[0]!.title, content: SEED_BLOG_POSTS[0]!.content });
    expect(post.publishedAt).toBe(SEED_BLOG_POSTS[0]!.publishedAt.toISOString());
  });

  test.each(["still-a-draft", "never-written", "x".repeat(300)])("answers 404 for %s", async (slug) => {
    const response = await as(ctx).get(`/api/blog/posts/${slug}`);
    expect(response.status).toBe(slug.length > 100 ? 400 : 404);
    if (slug.length <= 100) {
      expect(await json(response)).toEqual({ error: { code: "not_found", message: "Blog post not found" } });
    }
  });
});

describe("admin posts", () => {
  test("lists every post, drafts included, newest first, with the first 100 characters", async () => {
    const response = await as(ctx, admin.cookie).get("/api/admin/blog/posts");
    expect(response.status).toBe(200);
    const posts = (await json(response)) as AdminPost[];
    expect(posts.slice(0, 2).map((post) => [post.slug, post.published])).toEqual([
      ["still-a-draft", false],
      ["published-one", true],
    ]);
    expect(posts[1]?.summary.length).toBeLessThanOrEqual(103);
    const searched = (await json(
      await as(ctx, admin.cookie).get("/api/admin/blog/posts?search=secret"),
    )) as AdminPost[];
    expect(searched.map((post) => post.slug)).toEqual(["still-a-draft"]);
  });

  test("publishing sets published_at once; unpublishing keeps it and hides the post", async () => {
    const draft = await createPost({ title: "Lifecycle", slug: "lifecycle", content: "Body" });
    expect(draft).toMatchObject({ published: false, publishedAt: null, excerpt: null, coverImagePath: null });

    const put = (body: Record<string, unknown>) =>
      as(ctx, admin.cookie).put(`/api/admin/blog/posts/${draft.id}`, {
        title: "Lifecycle",
        slug: "lifecycle",
        content: "Body",
        ...body,
      });
    const published = (await json(await put({ published: true }))) as AdminPost;
    expect(published.publishedAt).not.toBeNull();
    expect((await as(ctx).get("/api/blog/posts/lifecycle")).status).toBe(200);

    const edited = (await json(await put({ published: true, title: "Lifecycle, edited" }))) as AdminPost;
    expect(edited.publishedAt).toBe(published.publishedAt);
    expect(edited.title).toBe("Lifecycle, edited");

    const hidden = (await json(await put({ published: false }))) as AdminPost;
    expect(hidden.publishedAt).toBe(published.publishedAt);
    expect((await as(ctx).get("/api/blog/posts/lifecycle")).status).toBe(404);

    const again = (await json(await put({ published: true }))) as AdminPost;
    expect(again.publishedAt).toBe(published.publishedAt);
  });

  test("renames the slug, and refuses one another post uses", async () => {
    const post = await createPost({ title: "Rename me", slug: "rename-me", content: "x" });
    const renamed = await as(ctx, admin.cookie).put(`/api/admin/blog/posts/${post.id}`, {
      title: "Rename me",
      slug: "renamed",
      content: "x",
    });
    expect(renamed.status).toBe(200);
    const taken = await as(ctx, admin.cookie).put(`/api/admin/blog/posts/${post.id}`, {
      title: "Rename me",
      slug: "lifecycle",
      content: "x",
    });
    expect(taken.status).toBe(409);
    expect(await json(taken)).toEqual({
      error: {
        code: "conflict",
        message: "This slug is already used by another post. Please choose another one.",
        fields: { slug: "This slug is already used by another post. Please choose another one." },
      },
    });
    const duplicate = await as(ctx, admin.cookie).post("/api/admin/blog/posts", {
      title: "Dup",
      slug: "renamed",
    });
    expect(duplicate.status).toBe(409);
  });

  test("two posts saved at once with one slug: one is created, the other told the slug is taken", async () => {
    const body = { title: "Race", slug: "race-slug", content: "x" };
    const responses = await Promise.all([
      as(ctx, admin.cookie).post("/api/admin/blog/posts", body),
      as(ctx, admin.cookie).post("/api/admin/blog/posts", body),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
  });

  test("stores an uploaded cover and answers its address", async () => {
    const path = `${admin.user.id}/blog/1700000000000.png`;
    const post = await createPost({ title: "Cover", slug: "with-cover", content: "x", coverImagePath: path });
    expect(post).toMatchObject({ coverImagePath: path, coverImageUrl: `/uploads/${path}` });
  });

  test.each([
    [{ title: "", slug: "a" }, "title", "Title is required"],
    [{ title: "T", slug: "" }, "slug", "Slug is required"],
    [{ title: "T", slug: "has spaces" }, "slug", expect.stringContaining("Slug may only contain")],
    [{ title: "T", slug: "a/b" }, "slug", expect.stringContaining("Slug may only contain")],
    [{ title: "T", slug: "café" }, "slug", expect.stringContaining("Slug may only contain")],
    [{ title: "T", slug: "Upper" }, "slug", expect.stringContaining("Slug may only contain")],
    [{ title: "T", slug: "trailing-" }, "slug", expect.stringContaining("Slug may only contain")],
    [{ title: "T", slug: "x".repeat(300) }, "slug", "Slug must be at most 100 characters"],
    [
      { title: "T", slug: "t", published: true, content: "  " },
      "content",
      "Content is required to publish a post",
    ],
    [
      { title: "T", slug: "t", coverImagePath: "../../etc/passwd" },
      "coverImagePath",
      "Cover image must be an uploaded image",
    ],
    [
      { title: "T", slug: "t", coverImagePath: "u/covers/1.png" },
      "coverImagePath",
      "Cover image must be an uploaded image",
    ],
    [{ title: "T", slug: "t", published: "yes" }, "published", "Published must be true or false"],
    [
      { title: "T", slug: "t", excerpt: "x".repeat(501) },
      "excerpt",
      "Excerpt must be at most 500 characters",
    ],
    [{ title: "T\u0000", slug: "t" }, "title", "Title contains characters that are not allowed"],
  ])("refuses %j", async (body, field, message) => {
    const response = await as(ctx, admin.cookie).post("/api/admin/blog/posts", body);
    expect(response.status).toBe(400);
    const { error } = (await json(response)) as { error: { fields: Record<string, string> } };
    expect(error.fields[field]).toEqual(message);
  });

  test("stores Markdown as written: raw HTML is the renderer's to neutralise, not the API's to rewrite", async () => {
    const content = '<script>alert(1)</script> <img src=x onerror="alert(2)"> [x](javascript:alert(3))';
    const post = await createPost({ title: "Hostile", slug: "hostile", content, published: true });
    expect(post.content).toBe(content);
  });

  test("deletes a post; a second delete and unknown ids answer 404", async () => {
    const post = await createPost({ title: "Delete me", slug: "delete-me", content: "x", published: true });
    expect((await as(ctx, admin.cookie).delete(`/api/admin/blog/posts/${post.id}`)).status).toBe(204);
    expect((await as(ctx).get("/api/blog/posts/delete-me")).status).toBe(404);
    expect((await as(ctx, admin.cookie).delete(`/api/admin/blog/posts/${post.id}`)).status).toBe(404);
    expect((await as(ctx, admin.cookie).get("/api/admin/blog/posts/not-a-uuid")).status).toBe(404);
    const rows = await ctx.deps.database.db.select({ slug: blogPosts.slug }).from(blogPosts);
    expect(rows.map((row) => row.slug)).not.toContain("delete-me");
  });
});

describe("public blog caching", () => {
  test("the list and a post answer 304 to a current ETag, and an admin's edit changes both at once", async () => {
    const post = await createPost({
      title: "Cached",
      slug: "cached-post",
      content: "First words",
      published: true,
    });
    const list = await as(ctx).get("/api/blog/posts");
    const page = await as(ctx).get("/api/blog/posts/cached-post");
    const listTag = list.headers.get("etag");
    const pageTag = page.headers.get("etag");
    expect(listTag).toBeTruthy();
    expect(pageTag).toBeTruthy();
    const revalidate = (path: string, etag: string) =>
      ctx.request(path, { headers: { "if-none-match": etag } });
    expect((await revalidate("/api/blog/posts", listTag!)).status).toBe(304);
    expect((await revalidate("/api/blog/posts/cached-post", pageTag!)).status).toBe(304);

    const edited = await as(ctx, admin.cookie).put(`/api/admin/blog/posts/${post.id}`, {
      title: "Cached, edited",
      slug: "cached-post",
      content: "Second words",
      published: true,
    });
    expect(edited.status).toBe(200);
    const fresh = await revalidate("/api/blog/posts/cached-post", pageTag!);
    expect(fresh.status).toBe(200);
    expect(((await json(fresh)) as PublicPost).content).toBe("Second words");
    expect((await revalidate("/api/blog/posts", listTag!)).status).toBe(200);

    await as(ctx, admin.cookie).put(`/api/admin/blog/posts/${post.id}`, {
      title: "Cached, edited",
      slug: "cached-post",
      content: "Second words",
      published: false,
    });
    expect((await as(ctx).get("/api/blog/posts/cached-post")).status).toBe(404);
  });
});
