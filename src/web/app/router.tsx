import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from "react-router";
import { Spinner } from "@/web/components/ui/spinner";
import { withMessages } from "@/web/lib/i18n";
import { guestsLoader, seatingLoader } from "./screen-loaders";

/** Shown while the first screen's lazy route module loads. */
function HydrateFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </div>
  );
}

/** Route modules are loaded lazily, one chunk per screen; each exports its screen as `Component`. The server
 * renders the marketing pages from these same routes (server-render.tsx). */
export const routes: RouteObject[] = [
  {
    // The public site's header and footer: not part of an owner's first screen.
    lazy: async () => ({ Component: (await import("./layouts/public-layout")).PublicLayout }),
    HydrateFallback,
    children: [
      // ── marketing (public site) ──
      {
        index: true,
        lazy: withMessages(["marketing"], () => import("@/web/features/marketing/routes/landing")),
      },
      {
        path: "how-it-works",
        lazy: withMessages(["marketing"], () => import("@/web/features/marketing/routes/how-it-works")),
      },
      {
        path: "pricing",
        lazy: withMessages(["marketing"], () => import("@/web/features/marketing/routes/pricing")),
      },
      {
        path: "blog",
        lazy: withMessages(["marketing"], () => import("@/web/features/blog/routes/blog-list")),
      },
      {
        path: "blog/:slug",
        lazy: withMessages(["marketing"], () => import("@/web/features/blog/routes/blog-post")),
      },
      // ── accounts ──
      { path: "signup", lazy: withMessages(["auth"], () => import("@/web/features/auth/routes/signup")) },
      { path: "login", lazy: withMessages(["auth"], () => import("@/web/features/auth/routes/login")) },
      {
        path: "email-confirmation",
        lazy: withMessages(["auth"], () => import("@/web/features/auth/routes/email-confirmation")),
      },
      {
        path: "forgot-password",
        lazy: withMessages(["auth"], () => import("@/web/features/auth/routes/forgot-password")),
      },
      {
        path: "reset-password",
        lazy: withMessages(["auth"], () => import("@/web/features/auth/routes/reset-password")),
      },
      {
        path: "admin/login",
        lazy: withMessages(["auth"], () => import("@/web/features/auth/routes/admin-login")),
      },
      {
        path: "admin-setup",
        lazy: withMessages(["auth"], () => import("@/web/features/auth/routes/admin-setup")),
      },
      // ── an invitation to an event's team (public: it leads to sign-in or sign-up) ──
      {
        path: "invite/:token",
        lazy: withMessages(["team"], () => import("@/web/features/team/routes/invite")),
      },
      // ── dashboard (onboarding wizard; the shell is below) ──
      {
        path: "onboarding",
        lazy: withMessages(["auth"], () => import("@/web/features/onboarding/routes/onboarding")),
      },
      // ── not found ──
      { path: "*", lazy: () => import("@/web/components/not-found") },
    ],
  },
  // ── admin back office (its own shell) ──
  {
    path: "admin/dashboard",
    lazy: withMessages(["admin"], () => import("./layouts/admin-layout")),
    HydrateFallback,
    children: [
      { index: true, lazy: withMessages(["admin"], () => import("@/web/features/admin/routes/overview")) },
      { path: "users", lazy: withMessages(["admin"], () => import("@/web/features/admin/routes/users")) },
      { path: "blog", lazy: withMessages(["admin"], () => import("@/web/features/admin/routes/blog-posts")) },
      {
        path: "blog/new",
        lazy: withMessages(["admin"], () => import("@/web/features/admin/routes/post-new")),
      },
      {
        path: "blog/edit/:postId",
        lazy: withMessages(["admin"], () => import("@/web/features/admin/routes/post-edit")),
      },
      { path: "pricing", lazy: withMessages(["admin"], () => import("@/web/features/admin/routes/pricing")) },
      {
        path: "settings",
        lazy: withMessages(["admin"], () => import("@/web/features/admin/routes/site-settings")),
      },
      { path: "support", lazy: withMessages(["admin"], () => import("@/web/features/admin/routes/support")) },
      { path: "*", element: <Navigate to="/admin/dashboard" replace /> },
    ],
  },
  // ── dashboard ──
  {
    path: "dashboard",
    lazy: () => import("./layouts/dashboard-layout"),
    HydrateFallback,
    children: [
      { index: true, lazy: () => import("@/web/features/dashboard/routes/dashboard-home") },
      {
        path: "guests",
        loader: guestsLoader,
        lazy: withMessages(["guests"], () => import("@/web/features/guests/routes/guests")),
      },
      {
        path: "tables",
        lazy: withMessages(["seating"], () => import("@/web/features/tables/routes/tables")),
      },
      {
        path: "seating",
        loader: seatingLoader,
        lazy: withMessages(["seating"], () => import("./routes/seating")),
      },
      { path: "print", lazy: withMessages(["print"], () => import("@/web/features/print/routes/print")) },
      {
        path: "settings",
        lazy: withMessages(["event"], () => import("@/web/features/settings/routes/event-settings")),
      },
      {
        path: "appearance",
        lazy: withMessages(["event"], () => import("@/web/features/appearance/routes/appearance")),
      },
      { path: "share", lazy: withMessages(["event"], () => import("@/web/features/share/routes/share")) },
      { path: "team", lazy: withMessages(["team"], () => import("@/web/features/team/routes/team")) },
      {
        path: "history",
        lazy: withMessages(["history"], () => import("@/web/features/history/routes/history")),
      },
      {
        path: "check-in",
        lazy: withMessages(["checkin"], () => import("@/web/features/checkin/routes/check-in")),
      },
      { path: "billing", lazy: () => import("@/web/features/billing/routes/billing") },
      { path: "support", lazy: () => import("@/web/features/support/routes/support") },
      { path: "*", element: <Navigate to="/dashboard" replace /> },
    ],
  },
];

/**
 * The browser's router. Over a page the server already rendered, the current location's lazy route modules
 * are loaded first, so the first render matches the server's HTML and React hydrates it instead of showing
 * the HydrateFallback spinner.
 */
export async function createRouter({ hydrating }: { hydrating: boolean }) {
  if (hydrating) {
    const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
    await Promise.all(
      lazyMatches.map(async ({ route }) => {
        if (typeof route.lazy !== "function") return;
        const loaded = await route.lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes);
}
