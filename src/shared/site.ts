import { z } from "zod";
import { pricingPlanSchema } from "./pricing";

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
