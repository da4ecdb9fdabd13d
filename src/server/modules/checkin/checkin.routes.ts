import { Hono } from "hono";
import { eventMember } from "@/server/auth/event-member";
import type { Deps } from "@/server/deps";
import { validate } from "@/server/lib/validate";
import {
  arrivalInputSchema,
  arrivalSyncSchema,
  seatProposalQuerySchema,
  takeSeatSchema,
  walkInSchema,
} from "@/shared/checkin";
import { countArrivals } from "@/shared/checkin-rules";
import { toArrivalReportCsv } from "@/shared/csv/arrival-report";
import { eventIdParamSchema } from "@/shared/event";
import { GUEST_MESSAGES } from "@/shared/guests";
import { readCheckinList, setArrival, syncArrivals } from "./checkin.service";
import { takeSeat } from "./take-seat.service";
import { addWalkIn, proposeWalkInSeat } from "./walk-ins.service";

/** Mounted at /api/events/:eventId/checkin: the day-of check-in screen (docs/decisions/029-check-in.md). */
export function checkinRoutes(deps: Deps) {
  const db = deps.database.db;
  const member = eventMember(deps, GUEST_MESSAGES.noEvent);
  const param = validate("param", eventIdParamSchema);
  return new Hono()
    .get("/", member, param, async (c) => {
      return c.json(await readCheckinList(db, c.var.user.id, c.req.valid("param").eventId));
    })
    .get("/counts", member, param, async (c) => {
      const list = await readCheckinList(db, c.var.user.id, c.req.valid("param").eventId);
      return c.json(countArrivals(list.guests, list.tables));
    })
    .get("/report", member, param, async (c) => {
      const list = await readCheckinList(db, c.var.user.id, c.req.valid("param").eventId);
      const today = new Date().toISOString().slice(0, 10);
      return c.body(toArrivalReportCsv(list.guests, list.tables), 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="arrivals-${today}.csv"`,
      });
    })
    .get("/report/data", member, param, async (c) => {
      // The report's rows as JSON: the Print screen builds its PDF from them (docs/decisions/016-print.md).
      return c.json(await readCheckinList(db, c.var.user.id, c.req.valid("param").eventId));
    })
    .post("/arrivals", member, param, validate("json", arrivalInputSchema), async (c) => {
      const { eventId } = c.req.valid("param");
      return c.json(await setArrival(db, c.var.user.id, eventId, c.req.valid("json")));
    })
    .post("/sync", member, param, validate("json", arrivalSyncSchema), async (c) => {
      const { eventId } = c.req.valid("param");
      return c.json(await syncArrivals(db, c.var.user.id, eventId, c.req.valid("json")));
    })
    .get("/walk-ins/proposal", member, param, validate("query", seatProposalQuerySchema), async (c) => {
      const { eventId } = c.req.valid("param");
      return c.json(await proposeWalkInSeat(db, c.var.user.id, eventId, c.req.valid("query").withGuestId));
    })
    .post("/walk-ins", member, param, validate("json", walkInSchema), async (c) => {
      const { eventId } = c.req.valid("param");
      // 201 when added; 200 when this walk-in's id was added before (a phone sending its queue again).
      const { guest, created } = await addWalkIn(db, c.var.user.id, eventId, c.req.valid("json"));
      return c.json({ guest }, created ? 201 : 200);
    })
    .post("/take-seat", member, param, validate("json", takeSeatSchema), async (c) => {
      const { eventId } = c.req.valid("param");
      return c.json(await takeSeat(db, c.var.user.id, eventId, c.req.valid("json")));
    });
}
