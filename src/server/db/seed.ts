import { DEFAULT_PRICING_PLANS } from "@/shared/pricing";
import { DEFAULT_SITE_SETTINGS } from "@/shared/site";
import { BUILT_IN_THEME, DEFAULT_PRESET_COLORS, DEFAULT_PRESET_FONTS } from "@/shared/theme";
import type { Db } from "./client";
import { adminSettings, blogPosts, themes } from "./schema";
import { SEED_BLOG_POSTS } from "./seed-blog-posts";

/** Theme presets; the default preset comes first. */
export const THEME_PRESETS = [
  {
    name: "Modern",
    description: BUILT_IN_THEME.description,
    colors: { ...DEFAULT_PRESET_COLORS },
    fonts: { ...DEFAULT_PRESET_FONTS },
  },
  {
    name: "Romantic",
    description: "Soft lavender and blush with an elegant serif",
    colors: {
      primary: "#9b87f5",
      secondary: "#fdf2f8",
      accent: "#d6bcfa",
      text: "#3f3a4a",
      background: "#fffdfd",
    },
    fonts: { heading: "Playfair Display", body: "Open Sans" },
  },
  {
    name: "Classic",
    description: "Navy and gold, timeless and formal",
    colors: {
      primary: "#1e3a5f",
      secondary: "#f8f5ee",
      accent: "#c9a227",
      text: "#1f2933",
      background: "#ffffff",
    },
    fonts: { heading: "Merriweather", body: "Lato" },
  },
  {
    name: "Garden",
    description: "Fresh sage greens for outdoor celebrations",
    colors: {
      primary: "#5b7f5e",
      secondary: "#f1f5ef",
      accent: "#a3c4a0",
      text: "#2f3b2f",
      background: "#fcfdfb",
    },
    fonts: { heading: "Garamond", body: "Roboto" },
  },
  {
    name: "Sunset",
    description: "Warm terracotta and peach for a lively party",
    colors: {
      primary: "#c2410c",
      secondary: "#fff7ed",
      accent: "#fdba74",
      text: "#3b2a20",
      background: "#fffbf7",
    },
    fonts: { heading: "Montserrat", body: "Open Sans" },
  },
];

/** Fills a fresh database with what the product needs to be useful; safe to run on every start. */
export async function seed(db: Db): Promise<void> {
  await db
    .insert(themes)
    .values(THEME_PRESETS.map((preset, sortOrder) => ({ ...preset, sortOrder })))
    .onConflictDoNothing({ target: themes.name });
  await db
    .insert(adminSettings)
    .values({ id: 1, ...DEFAULT_SITE_SETTINGS, pricingPlans: DEFAULT_PRICING_PLANS })
    .onConflictDoNothing({ target: adminSettings.id });
  const existingPosts = await db.$count(blogPosts);
  if (existingPosts === 0) {
    await db.insert(blogPosts).values(SEED_BLOG_POSTS.map((post) => ({ ...post, published: true })));
  }
}
