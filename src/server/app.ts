import type { RequestListener } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { Hono, type MiddlewareHandler } from "hono";
import { msg } from "@/shared/i18n/messages";
import { authRequests } from "./auth/auth-requests";
import { withClientIp } from "./auth/client-ip";
import { BACKUP_PATH, backupRoute } from "./backup/backup-endpoint";
import type { Deps } from "./deps";
import { compressJson } from "./lib/compress";
import { AppError, errorBody, handleError } from "./lib/errors";
import { localeContext } from "./lib/i18n";
import { jsonBodyLimit, sameOriginWrites } from "./lib/request-guards";
import { buildSecurityHeaders, securityHeaders } from "./lib/security-headers";
import { answerStaticFile, loadStaticFiles, serveStaticFiles } from "./lib/static-files";
import { loadWebPages, type PageRenderer } from "./lib/web-pages";
import { accountDataRoutes, EVENT_IMPORT_PATH } from "./modules/account-data/account-data.routes";
import { accountFormRoutes } from "./modules/account-forms/account-forms.routes";
import { adminRoutes } from "./modules/admin/admin.routes";
import { adminSetupRoutes } from "./modules/admin-setup/admin-setup.routes";
import { autoSeatRoutes } from "./modules/auto-seat/auto-seat.routes";
import { blogRoutes } from "./modules/blog/blog.routes";
import { checkinRoutes } from "./modules/checkin/checkin.routes";
import { eventRoutes } from "./modules/events/events.routes";
import { groupRoutes } from "./modules/groups/groups.routes";
import { GUEST_IMPORT_PATH, guestRoutes } from "./modules/guests/guests.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { historyRoutes } from "./modules/history/history.routes";
import { householdRoutes } from "./modules/households/households.routes";
import { kioskRoutes } from "./modules/kiosk/kiosk.routes";
import { changeSource } from "./modules/live/change-source";
import { liveRoutes } from "./modules/live/live.routes";
import { meRoutes } from "./modules/me/me.routes";
import { printRoutes } from "./modules/print/print.routes";
import { createGuestPages } from "./modules/public-event/guest-page.routes";
import { invalidatePublicEventOnWrite } from "./modules/public-event/public-event.cache";
import { answerPublicEvent } from "./modules/public-event/public-event.fast";
import { publicEventRoutes } from "./modules/public-event/public-event.routes";
import { publicRsvpRoutes, rsvpRoutes } from "./modules/rsvp/rsvp.routes";
import { seatingRoutes } from "./modules/seating/seating.routes";
import { seatingRuleRoutes } from "./modules/seating-rules/seating-rules.routes";
import { answerSite } from "./modules/site/site.fast";
import { SITE_RESOURCE, siteRoutes } from "./modules/site/site.routes";
import { getPublicSite } from "./modules/site/site.service";
import { supportRoutes } from "./modules/support/support.routes";
import { tableRoutes } from "./modules/tables/tables.routes";
import { invitationRoutes, teamRoutes } from "./modules/team/team.routes";
import { themeRoutes } from "./modules/themes/themes.routes";
import { serveUploads } from "./modules/uploads/serve-uploads";
import { uploadRoutes } from "./modules/uploads/uploads.routes";

/** The JSON API. Its type is what the web's typed client (`hc`) is built from. */
export function createApi(deps: Deps) {
  return new Hono()
    .route("/health", healthRoutes(deps))
    .route("/site", siteRoutes(deps))
    .route("/me", meRoutes(deps))
    .route("/account", accountDataRoutes(deps))
    .route("/admin-setup", adminSetupRoutes(deps))
    .route("/events", eventRoutes(deps))
    .route("/events/:eventId/guests", guestRoutes(deps))
    .route("/events/:eventId/households", householdRoutes(deps))
    .route("/events/:eventId/groups", groupRoutes(deps))
    .route("/events/:eventId/seating-rules", seatingRuleRoutes(deps))
    .route("/events/:eventId/auto-seat", autoSeatRoutes(deps))
    .route("/events/:eventId/print-snapshots", printRoutes(deps))
    .route("/events/:eventId/seating", seatingRoutes(deps))
    .route("/events/:eventId/team", teamRoutes(deps))
    .route("/invitations", invitationRoutes(deps))
    .route("/events/:eventId/live", liveRoutes(deps))
    .route("/events/:eventId/checkin", checkinRoutes(deps))
    .route("/events/:eventId/kiosk", kioskRoutes(deps))
    .route("/events/:eventId", historyRoutes(deps))
    .route("/events/:eventId", rsvpRoutes(deps))
    .route("/", themeRoutes(deps))
    .route("/", tableRoutes(deps))
    .route("/uploads", uploadRoutes(deps))
    .route("/support-requests", supportRoutes(deps))
    .route("/blog", blogRoutes(deps))
    .route("/public/events", publicEventRoutes(deps))
    .route("/public/events/:eventId/rsvp", publicRsvpRoutes(deps))
    .route("/admin", adminRoutes(deps));
}
export type ApiType = ReturnType<typeof createApi>;

export interface AppOptions {
  /** The built single-page app (dist/web). Absent in API tests and in development, where Vite serves it. */
  webRoot?: string;
  /** For tests: the marketing pages' renderer (by default dist/ssr/server-render.js beside webRoot). */
  pageRenderer?: Promise<PageRenderer>;
  /** The embedded server's token for `npm run backup` (backup/backup-endpoint.ts); absent: no such route. */
  backupToken?: string;
}

export function createApp(deps: Deps, options: AppOptions = {}) {
  return buildApp(deps, options).app;
}

/** Node's request listener for the whole server: the build's files are answered in front of the app, straight
 * to Node's response (lib/static-files.ts, answerStaticFile); everything else goes to the Hono app. */
export function createRequestListener(deps: Deps, options: AppOptions = {}): RequestListener {
  const { app, web, security } = buildApp(deps, options);
  const listener = getRequestListener(app.fetch);
  if (!web) return listener;
  // The site's settings, and the guest page and its data when simply public, are answered from the public
  // cache in front of the app too; when one of them declines, the app answers in full.
  const inFront = [answerSite(deps, security), answerPublicEvent(deps, security, web.guestPages)];
  return (req, res) => {
    if (answerStaticFile(web.files, security, req, res)) return;
    const fast = inFront.find((path) => path.matches(req));
    if (fast) {
      void fast.answer(req, res).then((answered) => {
        if (!answered) void listener(req, res);
      });
      return;
    }
    void listener(req, res);
  };
}

function buildApp(deps: Deps, options: AppOptions) {
  const app = new Hono();

  const security = buildSecurityHeaders(deps.env);
  const web = options.webRoot ? loadWeb(deps, options.webRoot, options.pageRenderer) : undefined;
  // The build's files first: a map lookup answered before the request log and the other middleware, which
  // would cost more than the answer itself (docs/decisions/009-request-path.md). Assets are not logged.
  if (web) app.use("*", serveStaticFiles(web.files, security));
  app.use(requestLog(deps));
  app.use(securityHeaders(security));
  app.use(localeContext());

  // Before Better Auth too: its endpoints would otherwise parse a body of any size, from any site.
  app.use("/api/*", jsonBodyLimit("/api/uploads", GUEST_IMPORT_PATH, EVENT_IMPORT_PATH));
  // Static files, pages and public reads are compressed in advance; the event's own data (guest lists) is the
  // JSON that grows large enough to compress per request. Small answers (health, session) skip it entirely.
  app.use("/api/events/*", compressJson());
  app.use("/api/*", sameOriginWrites(deps.env.APP_ORIGIN));
  app.use("/api/events/*", invalidatePublicEventOnWrite(deps));
  // Which tab a write comes from, for its change's notification (modules/live/change-source.ts).
  app.use("/api/events/*", changeSource());
  // Better Auth answers its own endpoints (sign-up, sign-in, sessions, verification, reset, admin plugin),
  // behind the API's input rules and error shape.
  app.use("/api/auth/*", authRequests());
  app.on(["GET", "POST"], "/api/auth/*", (c) => deps.auth.handler(withClientIp(c, deps.env.TRUST_PROXY)));
  app.route("/api", createApi(deps));
  app.all("/api/*", (c) => c.json(errorBody("not_found", msg("Not found")), 404));
  app.on(["GET", "HEAD"], "/uploads/*", serveUploads(deps));
  if (options.backupToken) app.post(BACKUP_PATH, backupRoute(deps, options.backupToken));

  if (web) {
    app.route("/event", web.guestPages.routes);
    app.route(
      "/",
      accountFormRoutes({
        env: deps.env,
        pages: web.pages,
        callApp: (request, env) => app.fetch(request, env),
      }),
    );
    app.get("*", (c) => {
      // A path that names a file (has an extension) and was not found above is a missing asset, not a page.
      if (c.req.path.startsWith("/assets/") || /\.[a-z0-9]+$/i.test(c.req.path)) {
        throw new AppError("not_found", msg("Not found"));
      }
      return web.pages.respond(c);
    });
  }

  app.notFound((c) => c.json(errorBody("not_found", msg("Not found")), 404));
  app.onError((error, c) => handleError(error, c, deps.log));
  return { app, web, security };
}

/** The built web app: its files in memory (hashed assets cached for good), and its pages: a marketing page
 * rendered on the server, or the SPA's index.html. */
function loadWeb(deps: Deps, webRoot: string, renderer?: Promise<PageRenderer>) {
  const pages = loadWebPages(webRoot, {
    log: deps.log,
    renderer,
    site: () =>
      deps.publicCache.get(SITE_RESOURCE, () =>
        getPublicSite({ db: deps.database.db, storage: deps.storage }),
      ),
  });
  const guestPages = createGuestPages(deps, { webRoot, renderer });
  return { pages, guestPages, files: loadStaticFiles(webRoot) };
}

function requestLog(deps: Deps): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    // Only the path: query strings can carry verification and reset tokens.
    deps.log.info("request", {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  };
}
