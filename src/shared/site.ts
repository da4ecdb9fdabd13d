import { z } from "zod";
import { emailText } from "./email";
import { msg } from "./i18n/messages";
import { pricingPlanSchema } from "./pricing";
import { requiredText, text } from "./text";
import { ADMIN_IMAGE_PATH } from "./upload";

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
  siteTitle: text({ label: msg("Site title"), max: 200 }),
  landingHeadline: text({ label: msg("Landing headline"), max: 300 }),
  landingSubtext: text({ label: msg("Landing subtext"), max: 1000 }),
  contactEmail: text({ label: msg("Contact email"), max: 254 }),
  heroImageUrl: text({ label: msg("Hero image"), max: 4000 }).nullable(),
  pricingPlans: z.array(pricingPlanSchema),
});
export type PublicSite = z.infer<typeof publicSiteSchema>;

export const SITE_LIMITS = { siteTitle: 60, landingHeadline: 120, landingSubtext: 300 } as const;

/** PUT /api/admin/site: the Site Settings screen's three tabs, saved together. */
export const siteSettingsInputSchema = z.object({
  siteTitle: requiredText({
    label: msg("Site Title"),
    max: SITE_LIMITS.siteTitle,
    required: msg("Site Title is required"),
  }),
  landingHeadline: requiredText({
    label: msg("Landing Page Headline"),
    max: SITE_LIMITS.landingHeadline,
    required: msg("Landing Page Headline is required"),
  }),
  landingSubtext: requiredText({
    label: msg("Landing Page Subheading"),
    max: SITE_LIMITS.landingSubtext,
    required: msg("Landing Page Subheading is required"),
  }),
  contactEmail: emailText(msg("Contact Email")),
  heroImagePath: text({ label: msg("Hero Image"), max: 300 })
    .refine(
      (value) => value === "" || ADMIN_IMAGE_PATH.test(value),
      msg("Hero Image must be an uploaded image"),
    )
    .transform((value) => (value === "" ? null : value))
    .nullish(),
});
export type SiteSettingsInput = z.input<typeof siteSettingsInputSchema>;

/** GET /api/admin/site: what the admin edits, with the stored image path beside its address. */
export const adminSiteSettingsSchema = publicSiteSchema.extend({ heroImagePath: z.string().nullable() });
export type AdminSiteSettings = z.infer<typeof adminSiteSettingsSchema>;
