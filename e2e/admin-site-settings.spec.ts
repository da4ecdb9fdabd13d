import { expect, test } from "@playwright/test";
import { PNG, signInAsAdmin } from "./admin-helpers";

// Runs in the "site-wide" project, after the other journeys: it changes what every visitor sees.
test.use({ extraHTTPHeaders: { "x-forwarded-for": "10.79.0.11" }, reducedMotion: "reduce" });

test("site settings are saved and seen on the landing page, the header and Contact Sales", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/dashboard/settings");
  await expect(page.getByRole("heading", { name: "Site Settings", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Site Title")).toHaveValue("Seatwise");

  await page.getByLabel("Site Title").fill("Seatwise Weddings");
  await page.getByLabel("Landing Page Headline").fill("Your seating plan, sorted");
  await page.getByLabel("Landing Page Subheading").fill("Guest lists, tables and a page for every guest.");

  await page.getByRole("tab", { name: "Appearance" }).click();
  // An SVG, or a text file named .png, is refused.
  await page.getByLabel("Upload hero image").setInputFiles({
    name: "hero.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(page.getByText("Only PNG, JPEG, WebP, GIF or AVIF images can be uploaded")).toBeVisible();
  await page.getByLabel("Upload hero image").setInputFiles({
    name: "hero.png",
    mimeType: "image/png",
    buffer: Buffer.from("not really an image"),
  });
  await expect(
    page.getByText("Only PNG, JPEG, WebP, GIF or AVIF images can be uploaded").last(),
  ).toBeVisible();
  await page
    .getByLabel("Upload hero image")
    .setInputFiles({ name: "hero.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("Upload successful")).toBeVisible();

  await page.getByRole("tab", { name: "Contact" }).click();
  await page.getByLabel("Contact Email").fill("not an e-mail");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Please enter a valid email address").first()).toBeVisible();
  await page.getByLabel("Contact Email").fill("sales@seatwise.example");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  await expect(page.getByText("Your changes have been saved successfully")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Landing Page Headline")).toHaveValue("Your seating plan, sorted");

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Your seating plan, sorted", level: 1 })).toBeVisible();
  await expect(page.getByText("Guest lists, tables and a page for every guest.")).toBeVisible();
  await expect(page.locator("section[aria-labelledby=hero-title] img")).toHaveAttribute(
    "src",
    /\/uploads\/site\/[\w-]{44}\.png$/,
  );
  await expect(page.getByRole("banner").getByText("Seatwise Weddings")).toBeVisible();

  await page.goto("/pricing");
  await expect(page.getByRole("link", { name: "Contact Sales" })).toHaveAttribute(
    "href",
    "mailto:sales@seatwise.example",
  );
});
