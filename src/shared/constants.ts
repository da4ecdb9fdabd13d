/** The product's business constants. One name each; both server and web read them from here. */

export const PRODUCT_NAME = "Seatwise";
export const BLOG_NAME = "Seatwise Blog";

export const PASSWORD_MIN_LENGTH = 8;
export const ONBOARDING_STEPS = 4;
export const REDIRECT_DELAY_MS = 1500;
export const SETUP_STEP_COUNT = 5;

export const EVENT_TYPES = ["wedding", "corporate", "birthday", "other"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const GUEST_STATUSES = ["invited", "confirmed", "declined"] as const;
export type GuestStatus = (typeof GUEST_STATUSES)[number];
export const DEFAULT_GUEST_STATUS: GuestStatus = "invited";

export const TABLE_SHAPES = ["round", "rectangular", "oval"] as const;
export type TableShape = (typeof TABLE_SHAPES)[number];
export const TABLE_CAPACITY = { min: 2, max: 20, default: 8 } as const;

export const MB = 1024 * 1024;
export const UPLOAD_LIMITS_MB = { default: 5, cover: 10, hero: 5 } as const;
export const UPLOAD_CACHE_SECONDS = 3600;

export const PREMIUM_PRICE_USD = 75;
export const UPGRADE_DELAY_MS = 1500;
export const LINK_COPIED_MS = 2000;
export const APPEARANCE_LOAD_TIMEOUT_MS = 5000;
export const DASHBOARD_CONFETTI_MS = 4000;

export const BLOG_EXCERPT_CHARS = { public: 120, admin: 100 } as const;

export const THEME_FONTS = [
  "Arial",
  "Roboto",
  "Open Sans",
  "Montserrat",
  "Playfair Display",
  "Merriweather",
  "Lato",
  "Garamond",
] as const;
export type ThemeFont = (typeof THEME_FONTS)[number];

export const DEFAULT_CUSTOM_THEME = {
  primaryColor: "#9b87f5",
  secondaryColor: "#f5f5f5",
  tertiaryColor: "#d6bcfa",
  headingFont: "Playfair Display",
  bodyFont: "Open Sans",
} as const;
