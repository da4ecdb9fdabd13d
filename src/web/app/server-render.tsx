// Built by `vite build --ssr` into dist/ssr/server-render.js and loaded by the server (src/server/lib/
// web-pages.ts) to render the public marketing pages and the account pages to HTML: a visitor sees the page
// before any JavaScript runs, and the account forms work without it. It renders the browser's own routes and
// components, so the browser can hydrate the same markup.
import { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { i18nFor } from "@/shared/i18n/all-catalogs";
import { isLocale, SOURCE_LOCALE } from "@/shared/i18n/locales";
import { msg, withI18n } from "@/shared/i18n/messages";
import type { PublicSite } from "@/shared/site";
import { paths } from "@/web/lib/paths";
import { type ServerForm, ServerFormProvider } from "@/web/lib/server-form";
import { meQueryOptions } from "@/web/lib/session";
import { siteQueryOptions } from "@/web/lib/site";
import { documentTitle } from "@/web/lib/use-document-title";
import { AppProviders } from "./providers";
import { routes } from "./router";
import { pageDataScript } from "./site-data";

/** The pages rendered on the server, with their tab titles (as each page's useDocumentTitle sets them). */
const TITLES: Record<string, (query: URLSearchParams) => string | undefined> = {
  "/": () => undefined,
  "/how-it-works": () => msg("How It Works"),
  "/pricing": () => msg("Pricing"),
  "/login": () => msg("Welcome back"),
  "/signup": () => msg("Create your account"),
  "/forgot-password": () => msg("Forgot your password?"),
  "/reset-password": () => msg("Choose a new password"),
  "/email-confirmation": (query) =>
    query.has("token") ? msg("Verifying your email") : msg("Check your email"),
};

/** `needsApp`: the page does not work without the app's JavaScript (How It Works' tabs). The others work as
 * plain HTML, and a visitor without a session gets them with a few hundred bytes of script (enhance.ts).
 * `account`: a sign-in, sign-up, reset or confirmation page, only for a visitor without a session (rendered
 * signed out), whose forms the server answers when they are posted without JavaScript
 * (src/server/modules/account-forms); with JavaScript the app hydrates it and handles the forms itself. */
export const SERVER_RENDERED_PAGES: Record<string, { needsApp: boolean; account?: true }> = {
  "/": { needsApp: false },
  "/how-it-works": { needsApp: true },
  "/pricing": { needsApp: false },
  "/login": { needsApp: false, account: true },
  "/signup": { needsApp: false, account: true },
  "/forgot-password": { needsApp: false, account: true },
  "/reset-password": { needsApp: false, account: true },
  "/email-confirmation": { needsApp: false, account: true },
};

export interface RenderOptions {
  /** The address's query string ("?token=…"): the reset and confirmation pages read their token there. */
  search?: string;
  /** A form posted without JavaScript, as the server answered it. */
  form?: ServerForm;
}

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
  { search = "", form }: RenderOptions = {},
): Promise<RenderedPage | undefined> {
  const page = Object.hasOwn(SERVER_RENDERED_PAGES, path) ? SERVER_RENDERED_PAGES[path] : undefined;
  if (!page) return undefined;
  const url = new URL(path, "http://localhost");
  url.search = search;
  // The confirmation page shows the address typed at sign-up, which only the tab (or a posted form) knows.
  if (path === paths.emailConfirmation && !url.searchParams.has("token") && !form) return undefined;
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const queryClient = new QueryClient();
  queryClient.setQueryData(siteQueryOptions().queryKey, site);
  // An account page is only rendered for a visitor without a session: nobody is signed in.
  if (page.account) queryClient.setQueryData(meQueryOptions().queryKey, null);
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = i18nFor(isLocale(locale) ? locale : SOURCE_LOCALE);
  // Rendering is synchronous: shared t() speaks this page's language for the whole render.
  const html = withI18n(i18n, () =>
    renderToString(
      <StrictMode>
        <AppProviders queryClient={queryClient} i18n={i18n}>
          <ServerFormProvider value={form}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ServerFormProvider>
        </AppProviders>
      </StrictMode>,
    ),
  );
  const title = TITLES[path]?.(url.searchParams);
  return {
    html,
    title: documentTitle(title === undefined ? undefined : i18n._(title)),
    data: pageDataScript({ site, ...(page.account ? { signedOut: true } : {}) }),
  };
}
export {
  renderGuestNotFoundPage,
  renderGuestPage,
  renderGuestPasscodePage,
  renderKioskPage,
  renderRsvpMissingPage,
  renderRsvpPage,
} from "../guest-page/render";
