import { expect, test } from "@playwright/test";
import { PNG, signInAsAdmin } from "./admin-helpers";

test.use({ extraHTTPHeaders: { "x-forwarded-for": "10.79.0.7" }, reducedMotion: "reduce" });

const CONTENT = [
  "## Why it matters",
  "",
  "A **calm** plan. Read the [guide](https://example.com/guide).",
  "",
  "<script>window.__pwned = true</script>",
  '<img src="x" onerror="window.__pwned = true">',
  "[Click me](javascript:window.__pwned=true)",
].join("\n");

test("a post is written, published, read on the blog, edited, unpublished and deleted", async ({ page }) => {
  // A long journey: on a busy machine it needs more than the default 30 s.
  test.slow();
  const stamp = Date.now();
  const title = `Seating for ${stamp}: a guide`;
  const slug = `seating-for-${stamp}-a-guide`;
  await signInAsAdmin(page);
  await page.goto("/admin/dashboard/blog");
  await expect(page.getByRole("heading", { name: "Blog Posts", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "New Post" }).click();

  // The slug follows the title; the preview follows the Markdown.
  await page.getByLabel("Title").fill(title);
  await expect(page.getByLabel("Slug")).toHaveValue(slug);
  await page.getByLabel("Excerpt").fill("Tables first, names last.");
  await page.getByLabel("Content").fill(CONTENT);
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: "Why it matters" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("calm");
  // Raw HTML shows as text; the script link is not a link.
  await expect(preview.getByText("<script>window.__pwned = true</script>")).toBeVisible();
  await expect(preview.locator("script, img")).toHaveCount(0);
  await expect(preview.getByRole("link", { name: "Click me" })).toHaveCount(0);

  await page
    .getByLabel("Upload cover")
    .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("Upload successful")).toBeVisible();
  await page.getByRole("switch", { name: "Published" }).click();
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(page.getByText("Post created")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard\/blog$/);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText("Published")).toBeVisible();
  await expect(row.getByText("Tables first, names last.")).toBeVisible();

  // On the public blog: the card, then the post.
  await page.goto("/blog");
  await expect(page.getByRole("heading", { name: "Seatwise Blog", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle("Seatwise Blog");
  await page.getByPlaceholder("Search articles...").fill(String(stamp));
  const card = page.getByRole("article").filter({ hasText: title });
  await expect(card.getByText("Tables first, names last.")).toBeVisible();
  await card.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${title} · Seatwise`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    "Tables first, names last.",
  );
  await expect(page.getByText("1 min read")).toBeVisible();
  await expect(page.locator("article img").first()).toHaveAttribute(
    "src",
    /\/uploads\/blog\/[\w-]{44}\.png$/,
  );
  const article = page.getByRole("article");
  await expect(article.getByRole("link", { name: "guide" })).toHaveAttribute("rel", "noopener");
  await expect(article.getByRole("link", { name: "Click me" })).toHaveCount(0);
  await expect(article.locator("script")).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();

  // Edit the title; the address stays.
  await page.goto("/admin/dashboard/blog");
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await page.getByLabel("Title").fill(`${title}, revised`);
  await expect(page.getByLabel("Slug")).toHaveValue(slug);
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(page.getByText("Post saved")).toBeVisible();
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole("heading", { name: `${title}, revised`, level: 1 })).toBeVisible();

  // Unpublish: the post is gone from the blog (404 page), still listed as a draft for the admin.
  await page.goto("/admin/dashboard/blog");
  await page.getByRole("link", { name: `Edit ${title}, revised` }).click();
  await page.getByRole("switch", { name: "Published" }).click();
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: `${title}, revised` })
      .getByText("Draft"),
  ).toBeVisible();
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();

  // Delete, after a confirm.
  await page.goto("/admin/dashboard/blog");
  await page.getByRole("button", { name: `Delete ${title}, revised` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this post?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("row").filter({ hasText: `${title}, revised` })).toHaveCount(1);
  await page.getByRole("button", { name: `Delete ${title}, revised` }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Post deleted")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: `${title}, revised` })).toHaveCount(0);
});

test("the editor refuses a taken slug, warns before leaving unsaved edits, and Cancel goes back", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/dashboard/blog/new");
  await page.getByLabel("Title").fill("Round or rectangular tables?");
  await page.getByLabel("Slug").fill("round-or-rectangular-tables");
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(
    page.getByText("This slug is already used by another post. Please choose another one.").first(),
  ).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("Round or rectangular tables?");

  // Typed slugs are made URL-safe.
  await page.getByLabel("Slug").fill("Café & Co / 2027");
  await page.getByLabel("Slug").blur();
  await expect(page.getByLabel("Slug")).toHaveValue("cafe-co-2027");

  await page.getByRole("link", { name: "Cancel" }).click();
  const warning = page.getByRole("dialog", { name: "Discard unsaved changes?" });
  await expect(warning).toBeVisible();
  await warning.getByRole("button", { name: "Keep editing" }).click();
  await expect(page.getByLabel("Slug")).toHaveValue("cafe-co-2027");
  await page.getByRole("link", { name: "Cancel" }).click();
  await warning.getByRole("button", { name: "Discard changes" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/blog$/);
});

test("searching the admin list and the blog; an unknown post is the 404 page", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/dashboard/blog");
  await page.getByPlaceholder("Search posts...").fill("QR code");
  await expect(page.getByRole("row").filter({ hasText: "Sharing your seating plan" })).toBeVisible();
  await page.getByPlaceholder("Search posts...").fill("nothing-matches-this");
  await expect(page.getByText("No blog posts found.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create your first post" })).toBeVisible();

  await page.goto("/blog");
  await page.getByPlaceholder("Search articles...").fill("nothing-matches-this");
  await expect(page.getByText("No blog posts found.")).toBeVisible();
  await page.getByRole("button", { name: "Clear search", exact: true }).click();
  await expect(page.getByRole("article").first()).toBeVisible();

  await page.goto("/blog/no-such-post");
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
});
