import "@/web/lib/zod-config";
import "@/web/styles/app.css";
import { StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AccountLanguage } from "@/web/components/i18n/language-select";
import { activateLocale, appI18n, initialLocale } from "@/web/lib/i18n";
import { persistQueries } from "@/web/lib/persisted-queries";
import { queryClient } from "@/web/lib/query-client";
import { meQueryOptions } from "@/web/lib/session";
import { siteQueryOptions } from "@/web/lib/site";
import { AppProviders } from "./providers";
import { createRouter } from "./router";
import { readPageData } from "./site-data";

/** Marks <html data-app-ready> once React has taken over the page (hydrated a server-rendered one): until
 * then a rendered page is only HTML, and browser journeys wait for this before using its controls. */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = "";
  }, []);
  return null;
}

async function start() {
  const root = document.getElementById("root");
  if (!root) throw new Error("#root is missing from index.html");
  // A marketing or account page arrives rendered by the server, with the data it was rendered from.
  const hydrating = root.firstElementChild !== null;
  const data = readPageData();
  if (data) queryClient.setQueryData(siteQueryOptions().queryKey, data.site);
  if (data?.signedOut) queryClient.setQueryData(meQueryOptions().queryKey, null);
  // A returning owner's dashboard from storage, once /api/me names them (lib/persisted-queries.ts).
  persistQueries(queryClient, () => queryClient.getQueryData(meQueryOptions().queryKey)?.id ?? null);
  const [router] = await Promise.all([createRouter({ hydrating }), activateLocale(initialLocale())]);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={appI18n}>
        <RouterProvider router={router} />
        <AppReady />
        <AccountLanguage />
      </AppProviders>
    </StrictMode>
  );
  if (hydrating) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
