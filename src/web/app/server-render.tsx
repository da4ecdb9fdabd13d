// Built by `vite build --ssr` into dist/ssr/server-render.js and loaded by the server (src/server/lib/
// web-pages.ts) to render the public marketing pages to HTML: a visitor sees the page before any JavaScript
// runs. It renders the browser's own routes and components, so the browser can hydrate the same markup.
import { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { i18nFor } from "@/shared/i18n/all-catalogs";
import { isLocale, SOURCE_LOCALE } from "@/shared/i18n/locales";
import { msg, withI18n } from "@/shared/i18n/messages";
import type { PublicSite } from "@/shared/site";
import { siteQueryOptions } from "@/web/lib/site";
import { documentTitle } from "@/web/lib/use-document-title";
import { AppProviders } from "./providers";
import { routes } from "./router";
import { siteDataScript } from "./site-data";

/** The pages rendered on the server, with their tab titles (as each page's useDocumentTitle sets them). */
const TITLES: Record<string, string | undefined> = {
  "/": undefined,
  "/how-it-works": msg("How It Works"),
  "/pricing": msg("Pricing"),
};

/** `needsApp`: the page does not work without the app's JavaScript (How It Works' tabs). The others work as
 * plain HTML, and a visitor without a session gets them with a few hundred bytes of script (enhance.ts). */
export const SERVER_RENDERED_PAGES: Record<string, { needsApp: boolean }> = {
  "/": { needsApp: false },
  "/how-it-works": { needsApp: true },
  "/pricing": { needsApp: false },
};

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  title: string;
  /** The site settings as a JSON script, for the browser's hydration. */
  data: string;
}

const handler = createStaticHandler(routes);

/** Renders `path` in `locale` (the visitor's language; an unknown one renders English). */
export async function renderPage(
  path: string,
  site: PublicSite,
  locale: string,
): Promise<RenderedPage | undefined> {
  if (!Object.hasOwn(SERVER_RENDERED_PAGES, path)) return undefined;
  const context = await handler.query(new Request(new URL(path, "http://localhost")));
  if (context instanceof Response) return undefined;
  const queryClient = new QueryClient();
  queryClient.setQueryData(siteQueryOptions().queryKey, site);
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = i18nFor(isLocale(locale) ? locale : SOURCE_LOCALE);
  // Rendering is synchronous: shared t() speaks this page's language for the whole render.
  const html = withI18n(i18n, () =>
    renderToString(
      <StrictMode>
        <AppProviders queryClient={queryClient} i18n={i18n}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  const title = TITLES[path];
  return {
    html,
    title: documentTitle(title === undefined ? undefined : i18n._(title)),
    data: siteDataScript(site),
  };
}
export { renderGuestNotFoundPage, renderGuestPage, renderGuestPasscodePage } from "../guest-page/render";
