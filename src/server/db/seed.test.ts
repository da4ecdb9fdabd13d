import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "@/server/test/harness";
import { adminSettings, blogPosts, themes } from "./schema";
import { seed, THEME_PRESETS } from "./seed";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function counts() {
  const { db } = ctx.deps.database;
  return {
    themes: await db.$count(themes),
    settings: await db.$count(adminSettings),
    posts: await db.$count(blogPosts),
  };
}

describe("seed", () => {
  it("seeds the theme presets with Modern first", async () => {
    const rows = await ctx.deps.database.db.select().from(themes).orderBy(asc(themes.sortOrder));
    expect(rows.map((row) => row.name)).toEqual(THEME_PRESETS.map((preset) => preset.name));
    expect(rows[0]).toMatchObject({
      name: "Modern",
      colors: { primary: "#000000", accent: "#3b82f6", background: "#ffffff" },
      fonts: { heading: "Inter", body: "Inter" },
    });
  });

  it("publishes two or three blog posts with unique slugs and content", async () => {
    const posts = await ctx.deps.database.db.select().from(blogPosts);
    const published = posts.filter((post) => post.published);
    expect(published.length).toBeGreaterThanOrEqual(2);
    expect(published.length).toBeLessThanOrEqual(3);
    expect(new Set(published.map((post) => post.slug)).size).toBe(published.length);
    for (const post of published) {
      expect(post.publishedAt).toBeInstanceOf(Date);
      expect(post.content.length).toBeGreaterThan(200);
    }
  });

  it("is idempotent: running it twice more changes no counts", async () => {
    const before = await counts();
    expect(before).toMatchObject({ themes: THEME_PRESETS.length, settings: 1 });
    await seed(ctx.deps.database.db);
    await seed(ctx.deps.database.db);
    expect(await counts()).toEqual(before);
  });

  it("keeps an admin's edits to the site settings and does not restore deleted posts", async () => {
    const { db } = ctx.deps.database;
    await db.update(adminSettings).set({ siteTitle: "Our Day" }).where(eq(adminSettings.id, 1));
    const [first] = await db.select().from(blogPosts).limit(1);
    await db.delete(blogPosts).where(eq(blogPosts.id, first!.id));
    const postsLeft = await db.$count(blogPosts);
    await seed(db);
    const [settings] = await db.select().from(adminSettings);
    expect(settings?.siteTitle).toBe("Our Day");
    expect(await db.$count(blogPosts)).toBe(postsLeft);
  });
});
