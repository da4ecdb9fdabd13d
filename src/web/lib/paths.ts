import { CHECKIN_PATH } from "@/shared/checkin-scan";

/** Every route path of the web app, in one place. */
export const paths = {
  home: "/",
  howItWorks: "/how-it-works",
  pricing: "/pricing",
  blog: "/blog",
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  login: "/login",
  signup: "/signup",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  emailConfirmation: "/email-confirmation",
  onboarding: "/onboarding",
  dashboard: {
    root: "/dashboard",
    guests: "/dashboard/guests",
    tables: "/dashboard/tables",
    seating: "/dashboard/seating",
    print: "/dashboard/print",
    settings: "/dashboard/settings",
    appearance: "/dashboard/appearance",
    share: "/dashboard/share",
    billing: "/dashboard/billing",
    support: "/dashboard/support",
    team: "/dashboard/team",
    history: "/dashboard/history",
    /** Also the address on printed cards' QR codes (src/shared/checkin-scan.ts). */
    checkin: CHECKIN_PATH,
  },
  /** An invitation to an event's team, as its e-mail links it. */
  invite: (token: string) => `/invite/${encodeURIComponent(token)}`,
  event: (eventId: string) => `/event/${encodeURIComponent(eventId)}`,
  /** The lobby kiosk's link: its token is the capability (docs/decisions/030-offline-check-in-and-kiosk.md). */
  kiosk: (eventId: string, token: string) =>
    `/event/${encodeURIComponent(eventId)}/kiosk?k=${encodeURIComponent(token)}`,
  /** /event/preview: the server opens the owner's event (this one, else their newest). */
  eventPreview: (eventId: string) => `/event/preview?event=${encodeURIComponent(eventId)}`,
  adminLogin: "/admin/login",
  adminSetup: "/admin-setup",
  admin: {
    root: "/admin/dashboard",
    users: "/admin/dashboard/users",
    blog: "/admin/dashboard/blog",
    newPost: "/admin/dashboard/blog/new",
    editPost: (postId: string) => `/admin/dashboard/blog/edit/${encodeURIComponent(postId)}`,
    pricing: "/admin/dashboard/pricing",
    settings: "/admin/dashboard/settings",
    support: "/admin/dashboard/support",
  },
} as const;
