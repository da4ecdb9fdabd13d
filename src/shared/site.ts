import { z } from "zod";
import { pricingPlanSchema } from "./pricing";

/** A fresh install's site settings; also what the site shows until (or unless) the stored ones load. */
export const DEFAULT_SITE_SETTINGS = {
  siteTitle: "Seatwise",
  landingHeadline: "Seat every guest where they belong",
  landingSubtext:
    "Plan your guest list, arrange tables on a floor plan and share a beautiful page where guests find their seat in seconds.",
  contactEmail: "hello@seatwise.app",
};

/** What the public site reads: GET /api/site. */
export const publicSiteSchema = z.object({
  siteTitle: z.string(),
  landingHeadline: z.string(),
  landingSubtext: z.string(),
  contactEmail: z.string(),
  heroImageUrl: z.string().nullable(),
  pricingPlans: z.array(pricingPlanSchema),
});
export type PublicSite = z.infer<typeof publicSiteSchema>;
