import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import { withClientIp } from "./auth/client-ip";
import type { Deps } from "./deps";
import { AppError, errorBody, handleError } from "./lib/errors";
import { jsonBodyLimit, sameOriginWrites } from "./lib/request-guards";
import { adminSetupRoutes } from "./modules/admin-setup/admin-setup.routes";
import { eventRoutes } from "./modules/events/events.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { meRoutes } from "./modules/me/me.routes";
import { siteRoutes } from "./modules/site/site.routes";
import { supportRoutes } from "./modules/support/support.routes";
import { themeRoutes } from "./modules/themes/themes.routes";
import { serveUploads } from "./modules/uploads/serve-uploads";
import { uploadRoutes } from "./modules/uploads/uploads.routes";

/** The JSON API. Its type is what the web's typed client (`hc`) is built from. */
export function createApi(deps: Deps) {
  return new Hono()
    .route("/health", healthRoutes(deps))
    .route("/site", siteRoutes(deps))
    .route("/me", meRoutes(deps))
    .route("/admin-setup", adminSetupRoutes(deps))
    .route("/events", eventRoutes(deps))
    .route("/", themeRoutes(deps))
    .route("/uploads", uploadRoutes(deps))
    .route("/support-requests", supportRoutes(deps));
}
export type ApiType = ReturnType<typeof createApi>;

export interface AppOptions {
  /** The built single-page app (dist/web). Absent in API tests and in development, where Vite serves it. */
  webRoot?: string;
}

export function createApp(deps: Deps, options: AppOptions = {}) {
  const app = new Hono();

  app.use(requestLog(deps));
  app.use(compress());
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...(deps.env.S3_PUBLIC_URL ? [deps.env.S3_PUBLIC_URL] : [])],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      xFrameOptions: "SAMEORIGIN",
      referrerPolicy: "strict-origin-when-cross-origin",
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: deps.env.APP_ORIGIN.startsWith("https:") ? "max-age=31536000" : false,
    }),
  );

  // Before Better Auth too: its endpoints would otherwise parse a body of any size.
  app.use("/api/*", jsonBodyLimit("/api/uploads"));
  // Better Auth answers its own endpoints (sign-up, sign-in, sessions, verification, reset, admin plugin).
  app.on(["GET", "POST"], "/api/auth/*", (c) => deps.auth.handler(withClientIp(c, deps.env.TRUST_PROXY)));
  app.use("/api/*", sameOriginWrites(deps.env.APP_ORIGIN));
  app.route("/api", createApi(deps));
  app.all("/api/*", (c) => c.json(errorBody("not_found", "Not found"), 404));
  app.on(["GET", "HEAD"], "/uploads/*", serveUploads(deps));

  if (options.webRoot) mountWeb(app, options.webRoot);

  app.notFound((c) => c.json(errorBody("not_found", "Not found"), 404));
  app.onError((error, c) => handleError(error, c, deps.log));
  return app;
}

/** Hashed assets are cached for good; any other path that is not a file gets the SPA's index.html. */
function mountWeb(app: Hono, webRoot: string) {
  const indexFile = path.join(webRoot, "index.html");
  if (!existsSync(indexFile))
    throw new Error(`The web app is not built: ${indexFile} is missing (npm run build)`);
  const indexHtml = readFileSync(indexFile, "utf8");

  // Set after the file is served: serveStatic builds its own response, so a header set before it is lost.
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  app.use("/assets/*", serveStatic({ root: webRoot }));
  app.use("*", serveStatic({ root: webRoot, index: "__no_index__" }));
  app.get("*", (c) => {
    // A path that names a file (has an extension) and was not found above is a missing asset, not a page.
    if (c.req.path.startsWith("/assets/") || /\.[a-z0-9]+$/i.test(c.req.path)) {
      throw new AppError("not_found", "Not found");
    }
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
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
