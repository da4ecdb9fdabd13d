import { describe, expect, test } from "vitest";
import { as, createEvent, testFileUser } from "@/server/test/factories";
import { json, madeBeforeAll, testFileContext } from "@/server/test/harness";
import type { CustomTheme, ThemePreset } from "@/shared/theme";

const ctx = testFileContext();
const owner = testFileUser(ctx);
const event = madeBeforeAll("The event", () => createEvent(ctx, owner.cookie));

const valid = {
  primaryColor: "#112233",
  secondaryColor: "#F5F5F5",
  tertiaryColor: "#d6bcfa",
  headingFont: "Merriweather",
  bodyFont: "Lato",
};

describe("GET /api/themes", () => {
  test("lists the seeded presets to anyone, Modern first with the default values", async () => {
    const response = await ctx.request("/api/themes");
    expect(response.status).toBe(200);
    const presets = (await json(response)) as ThemePreset[];
    expect(presets.length).toBeGreaterThanOrEqual(2);
    expect(presets[0]).toMatchObject({
      name: "Modern",
      description: "Clean, minimalist design with bold accents",
      colors: {
        primary: "#000000",
        secondary: "#f5f5f5",
        accent: "#3b82f6",
        text: "#333333",
        background: "#ffffff",
      },
      fonts: { heading: "Inter", body: "Inter" },
    });
  });
});

describe("/api/events/:eventId/theme", () => {
  test("answers the default preset's values before anything is saved", async () => {
    const response = await as(ctx, owner.cookie).get(`/api/events/${event.id}/theme`);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      id: null,
      eventId: event.id,
      primaryColor: "#9b87f5",
      secondaryColor: "#f5f5f5",
      tertiaryColor: "#d6bcfa",
      headingFont: "Playfair Display",
      bodyFont: "Open Sans",
    });
  });

  test("creates, then updates the one custom theme", async () => {
    const client = as(ctx, owner.cookie);
    const created = (await json(await client.put(`/api/events/${event.id}/theme`, valid))) as CustomTheme;
    expect(created).toMatchObject({ ...valid, secondaryColor: "#f5f5f5", eventId: event.id });
    expect(created.id).toEqual(expect.any(String));

    const updated = (await json(
      await client.put(`/api/events/${event.id}/theme`, { ...valid, headingFont: "Garamond" }),
    )) as CustomTheme;
    expect(updated.id).toBe(created.id);
    expect(await json(await client.get(`/api/events/${event.id}/theme`))).toEqual(updated);
    expect(updated.headingFont).toBe("Garamond");
  });

  test.each([
    ["a colour without #", { primaryColor: "112233" }, "primaryColor"],
    ["a seven-digit accent", { tertiaryColor: "#d6bcbfa" }, "tertiaryColor"],
    ["a short colour", { secondaryColor: "#fff" }, "secondaryColor"],
    ["a colour name", { primaryColor: "red" }, "primaryColor"],
    ["a font outside the list", { headingFont: "Comic Sans MS" }, "headingFont"],
    ["a missing font", { bodyFont: undefined }, "bodyFont"],
  ])("refuses %s", async (_case, override, field) => {
    const response = await as(ctx, owner.cookie).put(`/api/events/${event.id}/theme`, {
      ...valid,
      ...override,
    });
    expect(response.status).toBe(400);
    const { error } = (await json(response)) as { error: { fields: Record<string, string> } };
    expect(error.fields).toHaveProperty(field);
  });

  test("anonymous callers get 401", async () => {
    expect((await ctx.request(`/api/events/${event.id}/theme`)).status).toBe(401);
    const put = await as(ctx).put(`/api/events/${event.id}/theme`, valid);
    expect(put.status).toBe(401);
  });
});
