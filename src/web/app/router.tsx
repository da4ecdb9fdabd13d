import { createBrowserRouter, Navigate } from "react-router";
import { Spinner } from "@/web/components/ui/spinner";
import { PublicLayout } from "./layouts/public-layout";

/** Shown while the first screen's lazy route module loads. */
function HydrateFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </div>
  );
}

/** Route modules are loaded lazily, one chunk per screen; each exports its screen as `Component`. */
export const router = createBrowserRouter([
  {
    Component: PublicLayout,
    HydrateFallback,
    children: [
      // ── marketing (public site) ──
      { index: true, lazy: () => import("@/web/features/marketing/routes/landing") },
      { path: "how-it-works", lazy: () => import("@/web/features/marketing/routes/how-it-works") },
      { path: "pricing", lazy: () => import("@/web/features/marketing/routes/pricing") },
      // ── accounts ──
      { path: "signup", lazy: () => import("@/web/features/auth/routes/signup") },
      { path: "login", lazy: () => import("@/web/features/auth/routes/login") },
      { path: "email-confirmation", lazy: () => import("@/web/features/auth/routes/email-confirmation") },
      { path: "forgot-password", lazy: () => import("@/web/features/auth/routes/forgot-password") },
      { path: "reset-password", lazy: () => import("@/web/features/auth/routes/reset-password") },
      { path: "admin/login", lazy: () => import("@/web/features/auth/routes/admin-login") },
      { path: "admin-setup", lazy: () => import("@/web/features/auth/routes/admin-setup") },
      { path: "admin/dashboard/*", lazy: () => import("@/web/features/admin/routes/admin-dashboard") },
      // ── dashboard (onboarding wizard; the shell is below) ──
      { path: "onboarding", lazy: () => import("@/web/features/onboarding/routes/onboarding") },
      // ── not found ──
      { path: "*", lazy: () => import("@/web/features/marketing/routes/not-found") },
    ],
  },
  // ── dashboard ──
  {
    path: "dashboard",
    lazy: () => import("./layouts/dashboard-layout"),
    HydrateFallback,
    children: [
      { index: true, lazy: () => import("@/web/features/dashboard/routes/dashboard-home") },
      { path: "guests", handle: { title: "Guests" }, lazy: () => import("@/web/components/coming-soon") },
      { path: "tables", handle: { title: "Tables" }, lazy: () => import("@/web/components/coming-soon") },
      { path: "seating", handle: { title: "Seating" }, lazy: () => import("@/web/components/coming-soon") },
      { path: "settings", lazy: () => import("@/web/features/settings/routes/event-settings") },
      { path: "appearance", lazy: () => import("@/web/features/appearance/routes/appearance") },
      { path: "share", handle: { title: "Share" }, lazy: () => import("@/web/components/coming-soon") },
      { path: "billing", lazy: () => import("@/web/features/billing/routes/billing") },
      { path: "support", lazy: () => import("@/web/features/support/routes/support") },
      { path: "*", element: <Navigate to="/dashboard" replace /> },
    ],
  },
]);
