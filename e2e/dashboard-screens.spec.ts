import { expect, type Locator, type Page, test } from "@playwright/test";
import { createEvent, signUpOwner } from "./dashboard-helpers";
import { fromOwnAddress } from "./support/client-address";

// Sign-up is rate limited per client address: each journey comes from its own.
test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.82.5", 3));

test.use({ extraHTTPHeaders: { "x-forwarded-for": "10.78.0.2" }, reducedMotion: "reduce" });

// 1×1 transparent PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** The toast showing `text` sits in the lower half of the window, clear of `element` (a page's title or its
 * header's menu button). */
async function expectToastClearOf(page: Page, text: string, element: Locator) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
  await expect(toast).toBeVisible();
  const [box, other] = [(await toast.boundingBox())!, (await element.boundingBox())!];
  expect(box.y).toBeGreaterThan(page.viewportSize()!.height / 2);
  expect(box.y > other.y + other.height || box.y + box.height < other.y).toBe(true);
}

test("event settings are saved, survive a reload, and a cover image uploads", async ({ page }) => {
  await signUpOwner(page, "settings");
  await createEvent(page);
  await page.goto("/dashboard/settings");
  await page.getByLabel("Event title").fill("Emma & Liam, renewed");
  await page.getByLabel("Venue name").fill("Lakeside Hall");
  await page.getByRole("switch", { name: "Show venue to guests" }).click();

  await page.getByRole("tab", { name: "Appearance" }).click();
  await page
    .getByLabel("Upload cover image")
    .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("Upload successful")).toBeVisible();
  await page.getByRole("radio", { name: "Gray" }).check();
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Event title")).toHaveValue("Emma & Liam, renewed");
  await expect(page.getByLabel("Venue name")).toHaveValue("Lakeside Hall");
  await expect(page.getByRole("switch", { name: "Show venue to guests" })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  await page.getByRole("tab", { name: "Appearance" }).click();
  await expect(page.getByRole("radio", { name: "Gray" })).toBeChecked();
  await expect(page.getByRole("img", { name: "Cover preview" })).toHaveAttribute(
    "src",
    /\/uploads\/.+\.png$/,
  );
});

test("unsaved settings ask before leaving", async ({ page }) => {
  await signUpOwner(page, "unsaved");
  await createEvent(page);
  await page.goto("/dashboard/settings");
  await page.getByLabel("Event title").fill("Changed");
  await page.getByRole("complementary", { name: "Sidebar" }).getByRole("link", { name: "Billing" }).click();
  await expect(page.getByRole("dialog", { name: "Discard unsaved changes?" })).toBeVisible();
  await page.getByRole("button", { name: "Keep editing" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByLabel("Event title")).toHaveValue("Changed");
});

test("appearance is saved and shown in the preview after a reload", async ({ page }) => {
  await signUpOwner(page, "appearance");
  await createEvent(page, "Garden Party");
  await page.goto("/dashboard/appearance");
  await page.getByLabel("Primary color", { exact: true }).fill("#ff0000");
  await page.getByRole("tab", { name: "Fonts" }).click();
  await page.getByLabel("Heading font").click();
  await page.getByRole("option", { name: "Merriweather" }).click();
  await page.getByRole("button", { name: "Save Wedding Appearance" }).click();
  await expect(page.getByText("Appearance saved")).toBeVisible();

  await page.reload();
  const preview = page.getByRole("figure", { name: "Guest page preview" });
  await expect(preview).toContainText("Garden Party");
  await expect(preview).toHaveAttribute("style", /--theme-primary: #ff0000/);
  await expect(preview).toHaveAttribute("style", /Merriweather/);
});

test("billing upgrade and a support request", async ({ page }) => {
  await signUpOwner(page, "billing");
  await createEvent(page);
  await page.goto("/dashboard/billing");
  await expect(page.getByRole("heading", { name: "Upgrade to Premium" })).toBeVisible();
  await expect(page.getByText("$75")).toBeVisible();
  // The card promises only what the plan changes: nothing, for now.
  await expect(page.getByText(/Every feature is in the free plan too/)).toBeVisible();
  await expect(page.getByText(/Unlimited guests|custom domain|notifications/i)).toHaveCount(0);
  await page.getByRole("button", { name: "Upgrade Now" }).click();
  await expect(page.getByText("Upgrade successful!")).toBeVisible();
  await expectToastClearOf(page, "Upgrade successful!", page.getByText("You are on the Premium plan."));
  await expect(page.getByText("Your account has been upgraded to premium.")).toBeVisible();
  await expect(page.getByText("You are on the Premium plan.")).toBeVisible();

  await page.goto("/dashboard/support");
  await page.getByLabel("Subject").fill("   ");
  await page.getByLabel("Message").fill("Hello");
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(
    page.getByText("Please provide both a subject and a message for your support request."),
  ).toBeVisible();
  await page.getByLabel("Subject").fill("Seating question");
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText("Support request submitted").first()).toBeVisible();
  await page.getByRole("button", { name: "Submit Another Request" }).click();
  await expect(page.getByLabel("Subject")).toHaveValue("");
});

test("the shell on a phone: drawer opens and navigates; unknown paths go home", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpOwner(page, "phone");
  await page.goto("/dashboard/nowhere");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer.getByRole("link")).toHaveCount(13);
  await drawer.getByRole("link", { name: "Share" }).click();
  await expect(page).toHaveURL(/\/dashboard\/share$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Share" })).toBeVisible();
  // A toast leaves the header and its menu button uncovered.
  await page.goto("/dashboard/billing");
  await page.getByRole("button", { name: "Upgrade Now" }).click();
  await expectToastClearOf(page, "Upgrade successful!", page.getByRole("button", { name: "Open menu" }));
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText("You have been logged out successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

// Its own address: sign-ups are limited to five a minute per address, and this file's other journeys use five.
test.describe(() => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": "10.78.0.3" } });

  test("the dashboard's next steps follow the event's progress", async ({ page }) => {
    await signUpOwner(page, "next-steps");
    const event = await createEvent(page);
    await page.goto("/dashboard");
    const steps = page.getByRole("region", { name: "Next steps" }).getByRole("link");
    await expect(steps).toHaveText([/Add your guests/, /Set up your tables/, /Style your guest page/]);

    await page.request.post(`/api/events/${event.id}/guests`, { data: { name: "Ivy Invited" } });
    const tables = [
      { id: "new-1", name: "Table 1", capacity: 8, shape: "round", position: { x: 200, y: 200 } },
    ];
    expect((await page.request.put(`/api/events/${event.id}/tables`, { data: { tables } })).ok()).toBe(true);
    await page.reload();
    await expect(steps).toHaveText([/Seat your guests/, /Style your guest page/, /Publish your guest page/]);

    // Once the page is live, publishing it is done: printing for the day comes next.
    await page.request.patch(`/api/events/${event.id}`, { data: { isPublished: true } });
    await page.reload();
    await expect(steps).toHaveText([/Seat your guests/, /Print for the day/]);
    await expect(page.getByRole("link", { name: /Print for the day/ })).toHaveAttribute(
      "href",
      "/dashboard/print",
    );

    // Once everyone is seated, seating drops out, and the live page is suggested for sharing. No reload:
    // the seat taken on the board refreshes the dashboard's count.
    await page.getByRole("link", { name: /Seat your guests/ }).click();
    await page.getByRole("button", { name: "Seat options for Ivy Invited" }).click();
    const seat = page.getByRole("dialog", { name: "Seat Ivy Invited" });
    await seat.getByLabel("Table").selectOption({ label: "Table 1 · 0/8" });
    await seat.getByRole("button", { name: "Assign" }).click();
    await expect(page.getByText("Ivy Invited has been assigned to Table 1", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Dashboard", exact: true }).click();
    await expect(steps).toHaveText([/Share your guest page/, /Print for the day/]);
    await expect(page.getByRole("link", { name: /Share your guest page/ })).toHaveAttribute(
      "href",
      "/dashboard/share",
    );
  });
});
