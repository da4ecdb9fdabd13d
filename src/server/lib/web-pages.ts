import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getSessionCookie } from "better-auth/cookies";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type Locale, localeDirection } from "@/shared/i18n/locales";
import { criticalCss } from "./critical-css";
import { escapeHtml } from "./escape-html";
import { localeOf } from "./i18n";
import type { Logger } from "./logger";
import { makeRepresentation, type Representation, sendRepresentation } from "./representation";

/** Pages are revalidated on every visit (a deploy or an admin's change alters them): a 304 when unchanged. */
const PAGE_CACHE_CONTROL = "no-cache";
const HTML = "text/html; charset=UTF-8";
/** A page is in the visitor's language: their cookie, else their browser's. */
const LANGUAGE_VARY = "Cookie, Accept-Language";

/** A form posted to an account page without JavaScript, as the server answered it (the web's ServerForm,
 * src/web/lib/server-form.tsx). */
export interface PostedForm {
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  error?: { status: number; code: string; message: string };
  done?: boolean;
}

/** What the web's server renderer (src/web/app/server-render.tsx, built to dist/ssr) provides. */
export interface PageRenderer {
  /** The pages it renders; `needsApp` when the page does not work without the app's JavaScript (tabs),
   * `account` for the account pages (rendered only for a visitor without a session). */
  SERVER_RENDERED_PAGES: Record<string, { needsApp: boolean; account?: true }>;
  /** `site` is the PublicSite JSON of GET /api/site; `search` the address's query string. */
  renderPage(
    path: string,
    site: unknown,
    locale: string,
    options?: { search?: string; form?: PostedForm },
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
 * the SPA's script, which hydrates the same HTML and shows the signed-in header. An account page (sign-in,
 * sign-up…) comes to a visitor without a session with its critical CSS inlined and a small script that
 * imports the app once the page is shown (app/account.ts, docs/decisions/022-light-entry.md).
 */
export function loadWebPages(webRoot: string, options: WebPagesOptions) {
  const indexFile = path.join(webRoot, "index.html");
  if (!existsSync(indexFile))
    throw new Error(`The web app is not built: ${indexFile} is missing (npm run build)`);
  const appShell = readFileSync(indexFile, "utf8");
  const lightFile = path.join(webRoot, "marketing.html");
  const lightShell = existsSync(lightFile) ? readFileSync(lightFile, "utf8") : undefined;
  const accountFile = path.join(webRoot, "account.html");
  const accountShell = existsSync(accountFile) ? readFileSync(accountFile, "utf8") : undefined;
  const inlineCss = loadCriticalCss(webRoot);
  // An account page carries the SPA shell's script and stylesheet tags, inert in a template, for its own
  // script (app/account.ts): it prefetches their files once the page has loaded and adds them to start the app.
  const appTemplate = `<template data-app>${appTagsOf(appShell).join("")}</template>`;
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
  const rendered = new Map<string, { siteEtag: string; page: Promise<Representation | undefined> }>();

  /** The page as kept (per site-settings ETag), or a Response rendered for this request only. */
  async function renderedPage(
    c: Context,
    renderer: PageRenderer,
  ): Promise<Representation | Response | undefined> {
    const page = renderer.SERVER_RENDERED_PAGES[c.req.path];
    if (!page) return undefined;
    const signedOut = !getSessionCookie(c.req.raw.headers);
    // An account page with a session cookie is the app's: it sends a signed-in visitor on to the dashboard.
    if (page.account && !signedOut) return undefined;
    // An account page's forms are the app's once it has loaded (its toasts, its own navigation).
    const shell: Shell = page.account ? "account" : !page.needsApp && signedOut ? "light" : "app";
    const search = new URL(c.req.url).search;
    // A token in the address (reset, confirmation) is rendered into the page: such a page is not kept.
    if (search && page.account) return renderOnce(c, renderer, { search });
    const site = await options.site();
    const locale = localeOf(c);
    const key = `${shell} ${locale} ${c.req.path}`;
    let entry = rendered.get(key);
    if (!entry || entry.siteEtag !== site.etag) {
      // None: the page is the app's in this state (the confirmation page without its token).
      const pending = renderHtml(renderer, c.req.path, site, { shell, locale }).then((html) =>
        html === undefined ? undefined : makeRepresentation(html, HTML),
      );
      entry = { siteEtag: site.etag, page: pending };
      rendered.set(key, entry);
      pending.catch(() => rendered.get(key) === entry && rendered.delete(key));
    }
    return entry.page;
  }

  async function renderHtml(
    renderer: PageRenderer,
    pagePath: string,
    site: Representation,
    page: { shell: Shell; locale: Locale; search?: string; form?: PostedForm },
  ) {
    const result = await renderer.renderPage(
      pagePath,
      JSON.parse(Buffer.from(site.identity).toString()),
      page.locale,
      { search: page.search, form: page.form },
    );
    if (!result) return undefined;
    const template =
      (page.shell === "light" && lightShell) || (page.shell === "account" && accountShell) || appShell;
    const light = template === lightShell;
    const html = inLanguage(template, page.locale)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(result.title)}</title>`)
      .replace('<div id="root"></div>', () => `<div id="root">${result.html}</div>`)
      .replace("</body>", () =>
        light ? "</body>" : `${result.data}${template === accountShell ? appTemplate : ""}</body>`,
      );
    // An account page (or the answer to its form) is shown with the styles it uses, without waiting for the
    // stylesheet; the app loads the whole stylesheet before it renders anything else.
    return template !== appShell && (page.shell === "account" || page.form) ? inlineCss(html) : html;
  }

  /** A page rendered for this request only (its address or a posted form is part of it), not kept. A page
   * answering a posted form comes with the light script: whoever posts it has no JavaScript running. */
  async function renderOnce(
    c: Context,
    renderer: PageRenderer,
    page: { search?: string; form?: PostedForm; path?: string },
  ): Promise<Response | undefined> {
    const html = await renderHtml(renderer, page.path ?? c.req.path, await options.site(), {
      shell: page.form === undefined ? "account" : "light",
      locale: localeOf(c),
      search: page.search,
      form: page.form,
    });
    if (html === undefined) return undefined;
    c.header("Cache-Control", "no-store");
    c.header("Vary", LANGUAGE_VARY);
    const status = page.form?.error?.status ?? (Object.keys(page.form?.fieldErrors ?? {}).length ? 400 : 200);
    return c.html(html, status as ContentfulStatusCode);
  }

  return {
    async respond(c: Context): Promise<Response> {
      const loaded = await renderer;
      if (loaded && Object.hasOwn(loaded.SERVER_RENDERED_PAGES, c.req.path)) {
        try {
          const page = await renderedPage(c, loaded);
          if (page instanceof Response) return page;
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

    /** An account page answering a form posted without JavaScript (`path`: the page to show, which is not
     * always the one posted to: a sign-up awaiting confirmation shows the confirmation page). */
    async answerForm(c: Context, form: PostedForm, path = c.req.path): Promise<Response> {
      const loaded = await renderer;
      const answer =
        loaded && (await renderOnce(c, loaded, { search: new URL(c.req.url).search, form, path }));
      if (!answer) throw new Error(`no server rendering for ${path}`);
      return answer;
    },
  };
}

export type WebPages = ReturnType<typeof loadWebPages>;

/** Which page around a rendered page: the SPA's, a marketing page's light one, or an account page's. */
type Shell = "app" | "light" | "account";

/**
 * The function that replaces a page's stylesheet link by the part of that stylesheet the page uses
 * (critical-css.ts), each stylesheet read once; the page unchanged when it links none that can be read.
 */
function loadCriticalCss(webRoot: string): (html: string) => string {
  const cuts = new Map<string, ((html: string) => string) | undefined>();
  return (html) => {
    const link = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(html);
    const file = link?.[1];
    if (!link || !file) return html;
    if (!cuts.has(file)) {
      const full = path.join(webRoot, file);
      cuts.set(file, existsSync(full) ? criticalCss(readFileSync(full, "utf8")) : undefined);
    }
    const cut = cuts.get(file);
    return cut ? html.replace(link[0], () => `<style>${cut(html)}</style>`) : html;
  };
}

/** The SPA shell's entry script, module preloads and stylesheet, as the build wrote them. */
function appTagsOf(shell: string): string[] {
  return (
    shell.match(
      /<script type="module"[^>]*src="\/assets\/[^"]+"[^>]*><\/script>|<link rel="(?:modulepreload|stylesheet)"[^>]*href="\/assets\/[^"]+"[^>]*>/g,
    ) ?? []
  );
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
