import { createBrowserRouter } from "react-router";
import { PublicLayout } from "./layouts/public-layout";

/** Route modules are loaded lazily, one chunk per screen; each exports its screen as `Component`. */
export const router = createBrowserRouter([
  {
    Component: PublicLayout,
    children: [
      // ── marketing (public site) ──
      { index: true, lazy: () => import("@/web/features/marketing/routes/landing") },
      { path: "how-it-works", lazy: () => import("@/web/features/marketing/routes/how-it-works") },
      { path: "pricing", lazy: () => import("@/web/features/marketing/routes/pricing") },
      // ── accounts ──
      // ── not found ──
      { path: "*", lazy: () => import("@/web/features/marketing/routes/not-found") },
    ],
  },
]);
