import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { adminSettings } from "@/server/db/schema";

import { parsePricingPlans } from "@/shared/pricing";
import { DEFAULT_SITE_SETTINGS, type PublicSite } from "@/shared/site";

/** The public site settings; a missing row or malformed plans fall back to the defaults (spec section 8). */
export async function getPublicSite(db: Db): Promise<PublicSite> {
  const [row] = await db.select().from(adminSettings).where(eq(adminSettings.id, 1));
  return {
    siteTitle: row?.siteTitle ?? DEFAULT_SITE_SETTINGS.siteTitle,
    landingHeadline: row?.landingHeadline ?? DEFAULT_SITE_SETTINGS.landingHeadline,
    landingSubtext: row?.landingSubtext ?? DEFAULT_SITE_SETTINGS.landingSubtext,
    contactEmail: row?.contactEmail ?? DEFAULT_SITE_SETTINGS.contactEmail,
    heroImageUrl: row?.heroImagePath ? `/uploads/${row.heroImagePath}` : null,
    pricingPlans: parsePricingPlans(row?.pricingPlans),
  };
}
