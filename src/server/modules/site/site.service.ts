import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "@/server/db/client";
import { adminSettings } from "@/server/db/schema";
import { resolveImageUrl, type Storage } from "@/server/lib/storage";
import { DEFAULT_PRICING_PLANS, parsePricingPlans, type savePricingPlansSchema } from "@/shared/pricing";
import {
  type AdminSiteSettings,
  DEFAULT_SITE_SETTINGS,
  type PublicSite,
  type siteSettingsInputSchema,
} from "@/shared/site";

type SiteDeps = { db: Db; storage: Storage };
type SettingsRow = typeof adminSettings.$inferSelect;

function toAdminSettings(storage: Storage, row: SettingsRow | undefined): AdminSiteSettings {
  return {
    siteTitle: row?.siteTitle ?? DEFAULT_SITE_SETTINGS.siteTitle,
    landingHeadline: row?.landingHeadline ?? DEFAULT_SITE_SETTINGS.landingHeadline,
    landingSubtext: row?.landingSubtext ?? DEFAULT_SITE_SETTINGS.landingSubtext,
    contactEmail: row?.contactEmail ?? DEFAULT_SITE_SETTINGS.contactEmail,
    heroImagePath: row?.heroImagePath ?? null,
    heroImageUrl: resolveImageUrl(storage, row?.heroImagePath ?? null),
    pricingPlans: parsePricingPlans(row?.pricingPlans),
  };
}

async function readRow(db: Db) {
  const [row] = await db.select().from(adminSettings).where(eq(adminSettings.id, 1));
  return row;
}

/** The public site settings; a missing row or malformed plans fall back to the defaults. */
export async function getPublicSite({ db, storage }: SiteDeps): Promise<PublicSite> {
  const { heroImagePath: _path, ...site } = toAdminSettings(storage, await readRow(db));
  return site;
}

/** The Site Settings screen: the public settings plus the stored hero image path. */
export async function getAdminSiteSettings({ db, storage }: SiteDeps): Promise<AdminSiteSettings> {
  return toAdminSettings(storage, await readRow(db));
}

/** Writes the single settings row, creating it (with the default plans) if a fresh install lost it. */
async function upsert(db: Db, values: Partial<Omit<SettingsRow, "id" | "updatedAt">>) {
  const [row] = await db
    .insert(adminSettings)
    .values({ id: 1, ...DEFAULT_SITE_SETTINGS, pricingPlans: DEFAULT_PRICING_PLANS, ...values })
    .onConflictDoUpdate({ target: adminSettings.id, set: values })
    .returning();
  return row;
}

/** Site Settings' Save Changes: title, landing words, hero image and contact address. */
export async function saveSiteSettings(
  { db, storage }: SiteDeps,
  input: z.output<typeof siteSettingsInputSchema>,
): Promise<AdminSiteSettings> {
  return toAdminSettings(storage, await upsert(db, { ...input, heroImagePath: input.heroImagePath ?? null }));
}

/** Save Wedding Packages: the whole list, already checked by savePricingPlansSchema. */
export async function savePricingPlans(
  { db, storage }: SiteDeps,
  input: z.output<typeof savePricingPlansSchema>,
): Promise<AdminSiteSettings> {
  return toAdminSettings(storage, await upsert(db, { pricingPlans: input.pricingPlans }));
}
