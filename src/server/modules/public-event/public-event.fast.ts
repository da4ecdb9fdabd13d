import type { IncomingMessage, ServerResponse } from "node:http";
import type { Deps } from "@/server/deps";
import { writeRepresentation } from "@/server/lib/representation";
import type { SecurityHeaders } from "@/server/lib/security-headers";
import type { GuestPages } from "./guest-page.routes";
import { getPublicEvent } from "./public-event.cache";
import { guestPageLanguage, langParam } from "./public-event.language";

const UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
const DATA_PATH = new RegExp(`^/api/public/events/(${UUID})(?:\\?.*)?$`);
const PAGE_PATH = new RegExp(`^/event/(${UUID})(\\?.*)?$`);

/**
 * The guest page and its data for a published event without a passcode, answered straight to Node's
 * response from the public cache, in front of the app (as the build's files are: 009-request-path.md): on the
 * day, 300 phones revalidating every 30 s are this path. Anything else — an unpublished or protected event,
 * an unknown id, a search — returns false and goes through the app, which answers it in full. These answers
 * are not in the request log, like the build's files.
 */
export function answerPublicEvent(
  deps: Pick<Deps, "publicCache" | "database" | "storage">,
  security: SecurityHeaders,
  pages: Pick<GuestPages, "cachedPage">,
) {
  const target = (req: IncomingMessage) => {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    const url = req.url ?? "";
    const data = DATA_PATH.exec(url);
    if (data) return { kind: "data" as const, eventId: data[1]! };
    const page = PAGE_PATH.exec(url);
    // A page with a search (?q=) is rendered per request by the app.
    if (!page || (page[2] && new URLSearchParams(page[2]).has("q"))) return undefined;
    return { kind: "page" as const, eventId: page[1]!, search: page[2] };
  };
  return {
    matches: (req: IncomingMessage) => target(req) !== undefined,
    async answer(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
      const found = target(req);
      if (!found) return false;
      let prepared: Awaited<ReturnType<typeof getPublicEvent>>;
      try {
        prepared = await getPublicEvent(deps, found.eventId);
      } catch {
        return false; // not found (or failing): the app answers, in the API's shape
      }
      const { access, view } = prepared.record;
      if (!access.isPublished || access.passcode !== null) return false;
      // The page speaks one of the event's languages, as the app would choose it (guest-page.routes.ts).
      const language =
        found.kind === "page"
          ? guestPageLanguage(view.languages, langParam(found.search), req.headers["accept-language"])
          : undefined;
      const representation = language
        ? await pages.cachedPage(view, prepared.view.etag, language.locale).catch(() => undefined)
        : prepared.view;
      if (!representation) return false;
      writeRepresentation(
        req,
        res,
        representation,
        {
          cacheControl: "public, no-cache",
          vary: language ? (language.negotiated ? "Cookie, Accept-Language" : "Cookie") : undefined,
        },
        security,
      );
      return true;
    },
  };
}
