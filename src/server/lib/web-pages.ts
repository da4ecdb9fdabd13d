import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getSessionCookie } from "better-auth/cookies";
import type { Context } from "hono";
import { type Locale, localeDirection } from "@/shared/i18n/locales";
import { localeOf } from "./i18n";
import type { Logger } from "./logger";
import { makeRepresentation, type Representation, sendRepresentation } from "./representation";

/** Pages are revalidated on every visit (a deploy or an admin's change alters them): a 304 when unchanged. */
const PAGE_CACHE_CONTROL = "no-cache";
const HTML = "text/html; charset=UTF-8";
/** A page is in the visitor's language: their cookie, else their browser's. */
const LANGUAGE_VARY = "Cookie, Accept-Language";

/** What the web's server renderer (src/web/app/server-render.tsx, built to dist/ssr) provides. */
export interface PageRenderer {
  /** The pages it renders; `needsApp` when the page does not work without the app's JavaScript (tabs). */
  SERVER_RENDERED_PAGES: Record<string, { needsApp: boolean }>;
  /** `site` is the PublicSite JSON of GET /api/site. */
  renderPage(
    path: string,
    site: unknown,
    locale: string,
  ): Promise<{ html: string; title: string; data: string } | undefined>;
}

export interface WebPagesOptions {
  log: Logger;
  /** The public site settings as the public cache holds them (the pages show the admin's texts and plans). */
  site: () => Promise<Representation>;
  /** Defaults to dist/ssr/server-render.js beside the web root; without it every page is the SPA shell. */
  renderer?: Promise<PageRenderer>;
}

/**
 * The HTML of every page that is not a file: the public marketing pages rendered on the server (content
 * before JavaScript), anything else the SPA's index.html. A rendered page is kept per site-settings ETag, so
 * an admin's change is shown on the next visit and rendering happens once per change, not per request.
 *
 * A visitor without a session gets a marketing page with a few hundred bytes of script (the small-screen
 * menu, app/enhance.ts); one with a session cookie, or a page that needs the app (How It Works' tabs), gets
 * the SPA's script, which hydrates the same HTML and shows the signed-in header.
 */
export function loadWebPages(webRoot: string, options: WebPagesOptions) {
  const indexFile = path.join(webRoot, "index.html");
  if (!existsSync(indexFile))
    throw new Error(`The web app is not built: ${indexFile} is missing (npm run build)`);
  const appShell = readFileSync(indexFile, "utf8");
  const lightFile = path.join(webRoot, "marketing.html");
  const lightShell = existsSync(lightFile) ? readFileSync(lightFile, "utf8") : undefined;
  // The SPA shell in each language: <html lang dir> set before any script, and the language the app starts in.
  const shells = new Map<Locale, Representation>();
  const shellIn = (locale: Locale) => {
    let shell = shells.get(locale);
    if (!shell) {
      shell = makeRepresentation(inLanguage(appShell, locale), HTML);
      shells.set(locale, shell);
    }
    return shell;
  };
  const renderer = loadRenderer(webRoot, options);
  const rendered = new Map<string, { siteEtag: string; page: Promise<Representation> }>();

  async function marketingPage(c: Context, renderer: PageRenderer) {
    const page = renderer.SERVER_RENDERED_PAGES[c.req.path];
    if (!page) return undefined;
    const light = !page.needsApp && lightShell !== undefined && !getSessionCookie(c.req.raw.headers);
    const site = await options.site();
    const locale = localeOf(c);
    const key = `${light ? "light" : "app"} ${locale} ${c.req.path}`;
    let entry = rendered.get(key);
    if (!entry || entry.siteEtag !== site.etag) {
      const pending = render(
        renderer,
        c.req.path,
        site,
        light ? (lightShell as string) : appShell,
        light,
        locale,
      );
      entry = { siteEtag: site.etag, page: pending };
      rendered.set(key, entry);
      pending.catch(() => rendered.get(key) === entry && rendered.delete(key));
    }
    return entry.page;
  }

  async function render(
    renderer: PageRenderer,
    pagePath: string,
    site: Representation,
    template: string,
    light: boolean,
    locale: Locale,
  ) {
    const result = await renderer.renderPage(
      pagePath,
      JSON.parse(Buffer.from(site.identity).toString()),
      locale,
    );
    if (!result) throw new Error(`the renderer has no page ${pagePath}`);
    const html = inLanguage(template, locale)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(result.title)}</title>`)
      .replace('<div id="root"></div>', () => `<div id="root">${result.html}</div>`)
      .replace("</body>", () => (light ? "</body>" : `${result.data}</body>`));
    return makeRepresentation(html, HTML);
  }

  return {
    async respond(c: Context): Promise<Response> {
      const loaded = await renderer;
      if (loaded && Object.hasOwn(loaded.SERVER_RENDERED_PAGES, c.req.path)) {
        try {
          const page = await marketingPage(c, loaded);
          if (page)
            return sendRepresentation(c, page, { cacheControl: PAGE_CACHE_CONTROL, vary: LANGUAGE_VARY });
        } catch (error) {
          // The SPA renders the same page in the browser: a failed server render costs speed, not the page.
          options.log.error("page render failed", { path: c.req.path, error: String(error) });
        }
      }
      return sendRepresentation(c, shellIn(localeOf(c)), {
        cacheControl: PAGE_CACHE_CONTROL,
        vary: LANGUAGE_VARY,
      });
    },
  };
}

/** Resolves to undefined (every page the SPA shell) when there is no renderer or it fails to load. */
function loadRenderer(webRoot: string, options: WebPagesOptions): Promise<PageRenderer | undefined> {
  const file = path.join(webRoot, "..", "ssr", "server-render.js");
  const loading =
    options.renderer ??
    (existsSync(file) ? (import(pathToFileURL(file).href) as Promise<PageRenderer>) : undefined);
  return Promise.resolve(loading).catch((error: unknown) => {
    options.log.error("the page renderer did not load", { file, error: String(error) });
    return undefined;
  });
}

/** The page's language on its <html>: `lang` and `dir` for the browser and screen readers, `data-locale` for
 * the app's first render (src/web/lib/i18n.tsx). */
function inLanguage(template: string, locale: Locale): string {
  return template.replace(
    /<html[^>]*>/,
    () => `<html lang="${locale}" dir="${localeDirection(locale)}" data-locale="${locale}">`,
  );
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
