import { describe, expect, it } from "vitest";
import { DEFAULT_PRICING_PLANS } from "@/shared/pricing";
import { DEFAULT_SITE_SETTINGS, type PublicSite } from "@/shared/site";
import { renderPage } from "./server-render";

const site: PublicSite = {
  ...DEFAULT_SITE_SETTINGS,
  landingHeadline: "Headline from the database",
  heroImageUrl: null,
  pricingPlans: [{ ...DEFAULT_PRICING_PLANS[0]!, name: "Stored Plan", price: 12 }],
};

describe("renderPage (the marketing pages' server rendering)", () => {
  it("renders the landing page with the stored site settings, not the defaults", async () => {
    const page = await renderPage("/", site, "en");
    expect(page?.html).toContain("Headline from the database");
    expect(page?.html).toContain("Stored Plan");
    expect(page?.html).not.toContain("Professional");
    expect(page?.title).toBe("Seatwise — wedding seating planner");
  });

  it("renders the logged-out header: nobody's session is known on the server", async () => {
    const page = await renderPage("/pricing", site, "en");
    expect(page?.html).toContain('href="/login"');
    expect(page?.html).not.toContain("Sign Out");
    expect(page?.title).toBe("Pricing · Seatwise");
  });

  it("hands the site data to the browser in a JSON script no value can close", async () => {
    const page = await renderPage(
      "/",
      { ...site, landingSubtext: "</script><script>alert(1)</script>" },
      "en",
    );
    expect(page?.data).toMatch(/^<script type="application\/json" id="[\w-]+">/);
    expect(page?.data.match(/<\/script>/g)).toHaveLength(1);
  });

  it("renders nothing for a page that is not a marketing page", async () => {
    expect(await renderPage("/dashboard", site, "en")).toBeUndefined();
  });
});
