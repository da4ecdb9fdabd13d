import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { createEvent, signUpOwner } from "./dashboard-helpers";
import { fromOwnAddress } from "./support/client-address";

// Sign-up is rate limited per client address: each journey comes from its own.
test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.82.8", 3));

// Each journey signs an owner up: its own client address keeps it clear of the sign-up rate limit (5 a minute).
test.beforeEach(async ({ context }) => {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await context.setExtraHTTPHeaders({ "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` });
});

test("the owner publishes the event, copies its link and previews the page", async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signUpOwner(page, "share");
  const event = await createEvent(page, "Emma & Liam");
  await page.goto("/dashboard/share");
  await expect(page.getByRole("heading", { level: 1, name: "Share" })).toBeVisible();

  // Private until published: a stranger gets 'Event not found'.
  const stranger = await browser.newPage();
  expect((await stranger.goto(`/event/${event.id}`))?.status()).toBe(404);

  // Preview while private: the frame shows the page, with the 'Preview Mode' overlay.
  await page.getByRole("button", { name: "Preview Guest Page" }).click();
  const dialog = page.getByRole("dialog", { name: "Guest page preview" });
  await expect(dialog.getByText("Preview Mode", { exact: true })).toBeVisible();
  const frame = dialog.frameLocator("iframe");
  await expect(frame.getByRole("heading", { level: 1, name: "Emma & Liam" })).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.getByRole("switch", { name: "Private" }).click();
  await expect(page.getByText("Event Published")).toBeVisible();
  await expect(page.getByText("Public", { exact: true })).toBeVisible();
  expect((await stranger.goto(`/event/${event.id}`))?.status()).toBe(200);
  await expect(stranger.getByRole("heading", { level: 1, name: "Emma & Liam" })).toBeVisible();
  // Publishing completes the setup checklist's last step.
  const current = (await (await page.request.get(`/api/events/${event.id}`)).json()) as {
    setupCompleted: string[];
  };
  expect(current.setupCompleted).toContain("publish");

  // Once published the preview has no overlay.
  await page.getByRole("button", { name: "Preview Guest Page" }).click();
  await expect(dialog.frameLocator("iframe").getByRole("heading", { level: 1 })).toBeVisible();
  await expect(dialog.getByText("Preview Mode", { exact: true })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close" }).click();

  // The link, copied: 'Copied' for 2 s, then back to 'Copy'.
  const field = page.getByLabel("Event link", { exact: true });
  await expect(field).toHaveValue(new RegExp(`/event/${event.id}$`));
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await field.inputValue());
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible({ timeout: 4000 });

  await expect(page.getByRole("link", { name: "Open in New Tab" })).toHaveAttribute(
    "href",
    await field.inputValue(),
  );

  // Unpublishing hides it again.
  await page.getByRole("switch", { name: "Public" }).click();
  await expect(page.getByText("Event Unpublished")).toBeVisible();
  expect((await stranger.goto(`/event/${event.id}`))?.status()).toBe(404);
});

test("the QR code downloads as a print-size PNG and as SVG, in a colour a camera can read", async ({
  page,
}) => {
  await signUpOwner(page, "share-qr");
  const event = await createEvent(page);
  await page.request.put(`/api/events/${event.id}/theme`, {
    data: {
      primaryColor: "#1d4ed8",
      secondaryColor: "#f5f5f5",
      tertiaryColor: "#d6bcfa",
      headingFont: "Lato",
      bodyFont: "Lato",
    },
  });
  await page.goto("/dashboard/share");
  await expect(page.getByRole("img", { name: "QR code of the event link" }).locator("svg")).toBeVisible();

  const [png] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download PNG" }).click(),
  ]);
  const bytes = await readFile((await png.path())!);
  expect(bytes.subarray(1, 4).toString()).toBe("PNG");
  expect(bytes.readUInt32BE(16)).toBeGreaterThanOrEqual(1024); // IHDR width

  const [svg] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download SVG" }).click(),
  ]);
  const markup = await readFile((await svg.path())!, "utf8");
  expect(markup).toContain("<svg");
  expect(markup.toLowerCase()).toContain("#1d4ed8"); // the event's primary colour, dark enough to scan

  // A pale primary colour would not scan: the code is drawn dark instead.
  await page.request.put(`/api/events/${event.id}/theme`, {
    data: {
      primaryColor: "#f5e6ff",
      secondaryColor: "#f5f5f5",
      tertiaryColor: "#d6bcfa",
      headingFont: "Lato",
      bodyFont: "Lato",
    },
  });
  await page.reload();
  await expect(page.getByText("Drawn in a darker shade of your primary colour")).toBeVisible();
});

test("a new event's QR code is drawn in a readable shade of the default colour, without a warning", async ({
  page,
}) => {
  await signUpOwner(page, "share-qr-default");
  await createEvent(page);
  await page.goto("/dashboard/share");
  const code = page.getByRole("img", { name: "QR code of the event link" }).locator("svg");
  await expect(code).toBeVisible();
  // Not the pale default lavender (#9b87f5) a camera could miss, nor plain black: a deeper lavender.
  const colours = await code
    .locator("path")
    .evaluateAll((paths) => paths.map((p) => p.getAttribute("stroke")));
  expect(colours).toContain("#7a6ac1");
  await expect(page.getByText(/darker shade|too light/)).toHaveCount(0);
});

test("Invite by e-mail: asks for RSVP to be on, then says the server needs a mail server", async ({
  page,
}) => {
  await signUpOwner(page, "share-rsvp-mail");
  const event = await createEvent(page);
  await page.goto("/dashboard/share");
  const card = page.locator("[data-slot=card]").filter({ hasText: "Invite by e-mail" });
  await expect(
    card.getByText("Turn on Collect RSVPs in Event Settings to invite households by e-mail."),
  ).toBeVisible();
  const settings = await page.request.put(`/api/events/${event.id}/rsvp`, {
    data: { enabled: true, timeZone: "Europe/Madrid" },
  });
  expect(settings.ok()).toBe(true);
  await page.reload();
  // The journeys' server has no SMTP_URL: nothing can be sent, and the owner is told why.
  await expect(
    card.getByText("Sending e-mails needs a mail server: ask whoever runs Seatwise to set SMTP_URL"),
  ).toBeVisible();
  await expect(card.getByRole("button", { name: /Send invitations/ })).toHaveCount(0);
});

test("the owner chooses what the page lists and sets a passcode", async ({ page, browser }) => {
  await signUpOwner(page, "share-privacy");
  const event = await createEvent(page);
  await page.request.post(`/api/events/${event.id}/guests`, { data: { name: "Ivy Invited" } });
  await page.request.patch(`/api/events/${event.id}`, { data: { isPublished: true } });
  await page.goto("/dashboard/share");

  await page.getByLabel(/Only confirmed guests/).check();
  await page.getByRole("button", { name: "Save Privacy Settings" }).click();
  await expect(page.getByText("Privacy settings saved")).toBeVisible();
  const guest = await browser.newPage();
  await guest.goto(`/event/${event.id}`);
  await expect(guest.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(guest.locator("body")).not.toContainText("Ivy Invited");

  await page.getByLabel("Passcode (optional)").fill("ab");
  await page.getByRole("button", { name: "Save Privacy Settings" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "at least 4 characters" })).toBeVisible();
  await page.getByLabel("Passcode (optional)").fill("Garden");
  // The first save's toast may still be showing, so wait for this save's own answer before the guest reloads.
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === "PATCH" && response.url().endsWith(`/api/events/${event.id}`),
  );
  await page.getByRole("button", { name: "Save Privacy Settings" }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByText("Privacy settings saved").last()).toBeVisible();
  await guest.reload();
  await expect(guest.getByRole("heading", { name: "Enter the passcode" })).toBeVisible();
});

test("Settings and Appearance link to /event/preview, which opens the owner's page in Preview Mode", async ({
  page,
  context,
}) => {
  await signUpOwner(page, "preview");
  const event = await createEvent(page, "Ava & Noah");
  for (const screen of ["/dashboard/settings", "/dashboard/appearance"]) {
    await page.goto(screen);
    const link = page.getByRole("link", { name: /Preview Guest Page/ });
    await expect(link).toHaveAttribute("href", `/event/preview?event=${event.id}`);
    const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await expect(tab).toHaveURL(new RegExp(`/event/${event.id}$`));
    await expect(tab.getByRole("heading", { level: 1, name: "Ava & Noah" })).toBeVisible();
    await expect(tab.getByText("Preview Mode", { exact: true })).toBeVisible();
    await tab.close();
  }
});
