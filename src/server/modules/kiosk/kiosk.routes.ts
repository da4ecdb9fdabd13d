import { Hono } from "hono";
import { eventMember } from "@/server/auth/event-member";
import type { Deps } from "@/server/deps";
import { validate } from "@/server/lib/validate";
import { eventIdParamSchema } from "@/shared/event";
import { kioskSettingsSchema } from "@/shared/kiosk";
import { readKiosk, regenerateKiosk, setKiosk } from "./kiosk.service";

/** Mounted at /api/events/:eventId/kiosk: the lobby kiosk's switch and link (Share screen). */
export function kioskRoutes(deps: Deps) {
  const db = deps.database.db;
  const member = eventMember(deps);
  const param = validate("param", eventIdParamSchema);
  return new Hono()
    .get("/", member, param, async (c) =>
      c.json(await readKiosk(db, c.var.user.id, c.req.valid("param").eventId)),
    )
    .put("/", member, param, validate("json", kioskSettingsSchema), async (c) => {
      const { eventId } = c.req.valid("param");
      return c.json(await setKiosk(db, c.var.user.id, eventId, c.req.valid("json").enabled));
    })
    .post("/regenerate", member, param, async (c) => {
      return c.json(await regenerateKiosk(db, c.var.user.id, c.req.valid("param").eventId));
    });
}
