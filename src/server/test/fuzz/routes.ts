import type { Hono } from "hono";
import { z } from "zod";
import { AUTH_BASE_PATH, type Auth } from "@/server/auth/auth";
import { validatorInfo } from "@/server/lib/validate";

/** One route to fuzz, as the app itself declares it: nothing here is written per route. */
export interface FuzzRoute {
  method: string;
  /** Hono's pattern, e.g. /api/events/:eventId; a trailing `*` stands for any rest of the path. */
  path: string;
  params: string[];
  /** What the route's validators (or Better Auth's endpoint options) say it reads. */
  json?: z.ZodType;
  form?: z.ZodType;
  query?: z.ZodType;
  /** Better Auth's endpoint: its sessions and users are its own, so it is fuzzed with its own actors. */
  auth: boolean;
  /** A page outside /api (the guest page): errors are HTML pages, not the API's JSON. */
  page: boolean;
}

/** The guest page's forms (the passcode, RSVP's) are read by their handlers themselves (plain HTML forms, no
 * validator to find). */
const PAGE_FORMS: Record<string, z.ZodType> = {
  "POST /event/:eventId/passcode": z.object({ passcode: z.string().meta({ examples: ["Lavender"] }) }),
  "POST /event/:eventId/rsvp": z.object({
    name: z.string().meta({ examples: ["José García"] }),
    email: z.string().optional(),
  }),
  "POST /event/:eventId/rsvp/:code": z.object({
    "m.0.id": z.string(),
    "m.0.attending": z.enum(["yes", "no"]),
    "m.0.meal": z.string().optional(),
    "m.0.dietary": z.string().optional(),
    "p.0.id": z.string().optional(),
    "p.0.name": z.string().optional(),
  }),
};

/** Routes anyone may use on anyone's ids: the published guest page and its data. */
export const isPublicRoute = (route: Pick<FuzzRoute, "path">) =>
  route.path.startsWith("/api/public/") || route.path.startsWith("/event/");

export const routeKey = (route: Pick<FuzzRoute, "method" | "path">) => `${route.method} ${route.path}`;

const paramsOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/** Every handler Hono holds for an /api path or the guest page (/event/…), grouped by method and path;
 * middleware (`ALL`) is not a route. Better Auth's catch-all is replaced by its endpoints, read from the auth
 * instance (plugins included). */
export function discoverRoutes(app: Hono, auth: Auth): FuzzRoute[] {
  const routes = new Map<string, FuzzRoute>();
  for (const { method, path, handler } of app.routes) {
    const page = path.startsWith("/event/");
    if (method === "ALL" || !(path.startsWith("/api/") || page) || path.startsWith(`${AUTH_BASE_PATH}/`))
      continue;
    const key = routeKey({ method, path });
    const route = routes.get(key) ?? {
      method,
      path,
      params: paramsOf(path),
      auth: false,
      page,
      form: PAGE_FORMS[key],
    };
    const info = validatorInfo(handler);
    if (info?.target === "json") route.json = info.schema;
    if (info?.target === "form") route.form = info.schema;
    if (info?.target === "query") route.query = info.schema;
    routes.set(key, route);
  }
  for (const route of authEndpoints(auth)) routes.set(routeKey(route), route);
  return [...routes.values()].sort((a, b) => routeKey(a).localeCompare(routeKey(b)));
}

interface EndpointLike {
  path?: string;
  options?: {
    method?: string | string[];
    body?: z.ZodType;
    query?: z.ZodType;
    metadata?: { SERVER_ONLY?: boolean };
  };
}

function authEndpoints(auth: Auth): FuzzRoute[] {
  const endpoints = Object.values(auth.api as unknown as Record<string, EndpointLike>);
  return endpoints.flatMap(({ path, options }) => {
    if (!path || !options || options.metadata?.SERVER_ONLY) return [];
    const methods = [options.method ?? "GET"]
      .flat()
      .filter((method) => method === "GET" || method === "POST");
    const fullPath = `${AUTH_BASE_PATH}${path}`;
    return methods.map((method) => ({
      method,
      path: fullPath,
      params: paramsOf(fullPath),
      json: method === "POST" ? options.body : undefined,
      query: options.query,
      auth: true,
      page: false,
    }));
  });
}
