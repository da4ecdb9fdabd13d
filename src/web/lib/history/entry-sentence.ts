import type { HistoryEntity, HistoryEntry, HistoryRowChange } from "@/shared/history";
import { t } from "@/shared/i18n/messages";
import { versionTitle } from "./history-labels";
import { tableName } from "./row-fields";

const rowsOf = (entry: HistoryEntry, entity: HistoryEntity, op?: HistoryRowChange["op"]) =>
  entry.changes.filter((row) => row.entity === entity && (!op || row.op === op));

const count = (counts: Partial<Record<HistoryEntity, number>>, entity: HistoryEntity) => counts[entity] ?? 0;

/** The row's name at the time: its label, else the name it carried. */
function labelOf(row: HistoryRowChange | undefined, fallback: string): string {
  const name = row?.label ?? row?.after?.name ?? row?.before?.name;
  return typeof name === "string" && name ? name : fallback;
}

/** The one row of `entity` the entry touched, when it touched exactly one. */
function only(entry: HistoryEntry, entity: HistoryEntity, op?: HistoryRowChange["op"]) {
  const rows = rowsOf(entry, entity, op);
  return rows.length === 1 && entry.total === 1 ? rows[0] : undefined;
}

/** "Alex moved José García from Table 3 to Table 5" (or seated, or took off a table, or changed seat), when
 * the row changed where the guest sits; undefined when it did not. */
function moveSentence(name: string, row: HistoryRowChange, entry: HistoryEntry): string | undefined {
  const before = row.before ?? {};
  const after = row.after ?? {};
  const guest = labelOf(row, t("a guest"));
  if ("tableId" in after) {
    const from = before.tableId ?? null;
    const to = after.tableId ?? null;
    if (from === null && to !== null)
      return t("{name} seated {guest} at {table}", { name, guest, table: tableName(entry, to) });
    if (to === null)
      return t("{name} took {guest} off {table}", { name, guest, table: tableName(entry, from) });
    return t("{name} moved {guest} from {from} to {to}", {
      name,
      guest,
      from: tableName(entry, from),
      to: tableName(entry, to),
    });
  }
  if ("seatNumber" in after) {
    return typeof after.seatNumber === "number"
      ? t("{name} moved {guest} to seat {seat}", { name, guest, seat: after.seatNumber })
      : t("{name} took {guest}'s seat number away", { name, guest });
  }
  return undefined;
}

function guestUpdateSentence(name: string, entry: HistoryEntry): string {
  const row = only(entry, "guest", "update");
  if (!row)
    return t("{name} changed {count, plural, one {# guest} other {# guests}}", { name, count: entry.total });
  const fields = Object.keys(row.after ?? {});
  if (fields.every((field) => field === "tableId" || field === "seatNumber")) {
    const moved = moveSentence(name, row, entry);
    if (moved) return moved;
  }
  const guest = labelOf(row, t("a guest"));
  if (fields.length === 1 && fields[0] === "status") {
    const status = row.after?.status;
    if (status === "confirmed") return t("{name} marked {guest} as confirmed", { name, guest });
    if (status === "declined") return t("{name} marked {guest} as declined", { name, guest });
    if (status === "invited") return t("{name} marked {guest} as invited", { name, guest });
  }
  return t("{name} changed {guest}", { name, guest });
}

function seatingSentence(name: string, entry: HistoryEntry): string {
  const row = only(entry, "guest", "update");
  const moved = row ? moveSentence(name, row, entry) : undefined;
  if (moved) return moved;
  const guests = entry.counts.moved || count(entry.counts.changed, "guest");
  return t("{name} moved {count, plural, one {# guest} other {# guests}}", { name, count: guests });
}

function importSentence(name: string, entry: HistoryEntry): string {
  // A guest's own history: the one guest the import added or updated.
  const own = only(entry, "guest");
  if (own?.op === "insert") return t("{name} imported {guest}", { name, guest: labelOf(own, t("a guest")) });
  if (own?.op === "update")
    return t("{name} updated {guest} from a file", { name, guest: labelOf(own, t("a guest")) });
  const added = count(entry.counts.added, "guest");
  const removed = count(entry.counts.removed, "guest");
  const changed = count(entry.counts.changed, "guest");
  if (removed > 0)
    return t(
      "{name} replaced the guest list: {added, plural, one {# guest} other {# guests}} in, {removed, plural, one {# guest} other {# guests}} out",
      { name, added, removed },
    );
  if (added > 0 && changed > 0)
    return t(
      "{name} imported {added, plural, one {# guest} other {# guests}} and updated {changed, plural, one {# guest} other {# guests}}",
      { name, added, changed },
    );
  if (changed > 0)
    return t("{name} updated {count, plural, one {# guest} other {# guests}} from a file", {
      name,
      count: changed,
    });
  return t("{name} imported {count, plural, one {# guest} other {# guests}}", { name, count: added });
}

function bulkSentence(name: string, entry: HistoryEntry): string {
  const removed = count(entry.counts.removed, "guest");
  if (removed > 0)
    return t("{name} removed {count, plural, one {# guest} other {# guests}}", { name, count: removed });
  if (entry.counts.moved > 0)
    return t("{name} moved {count, plural, one {# guest} other {# guests}}", {
      name,
      count: entry.counts.moved,
    });
  return t("{name} changed {count, plural, one {# guest} other {# guests}}", {
    name,
    count: count(entry.counts.changed, "guest") || entry.total,
  });
}

function tablesSentence(name: string, entry: HistoryEntry): string {
  const { added, removed, changed } = entry.counts;
  const tablesAdded = count(added, "table");
  const tablesRemoved = count(removed, "table");
  const otherRows =
    count(changed, "table") +
    count(added, "venue_element") +
    count(removed, "venue_element") +
    count(changed, "venue_element");
  if (otherRows === 0 && tablesRemoved === 0 && tablesAdded > 0) {
    const row = tablesAdded === 1 ? rowsOf(entry, "table", "insert")[0] : undefined;
    return row
      ? t("{name} added {table}", { name, table: labelOf(row, t("a table")) })
      : t("{name} added {count, plural, one {# table} other {# tables}}", { name, count: tablesAdded });
  }
  if (otherRows === 0 && tablesAdded === 0 && tablesRemoved > 0) {
    const row = tablesRemoved === 1 ? rowsOf(entry, "table", "delete")[0] : undefined;
    return row
      ? t("{name} removed {table}", { name, table: labelOf(row, t("a table")) })
      : t("{name} removed {count, plural, one {# table} other {# tables}}", { name, count: tablesRemoved });
  }
  return t("{name} changed the floor plan", { name });
}

function autoSeatSentence(name: string, entry: HistoryEntry): string {
  // A guest's own history, or a table's with one guest: where Auto-seat put them.
  const row = only(entry, "guest", "update");
  const to = row?.after?.tableId;
  if (row && typeof to === "string")
    return t("{name} seated {guest} at {table} with Auto-seat", {
      name,
      guest: labelOf(row, t("a guest")),
      table: tableName(entry, to),
    });
  return t("{name} moved {count, plural, one {# guest} other {# guests}} with Auto-seat", {
    name,
    count: entry.counts.moved || count(entry.counts.changed, "guest"),
  });
}

function pinSentence(name: string, entry: HistoryEntry): string {
  const rows = rowsOf(entry, "guest", "update");
  const pinned = rows.every((row) => row.after?.seatLocked === true);
  const row = only(entry, "guest", "update");
  if (row) {
    const guest = labelOf(row, t("a guest"));
    return pinned
      ? t("{name} pinned {guest} to their table", { name, guest })
      : t("{name} unpinned {guest}", { name, guest });
  }
  const guests = count(entry.counts.changed, "guest") || entry.total;
  return pinned
    ? t("{name} pinned {count, plural, one {# guest} other {# guests}} to their tables", {
        name,
        count: guests,
      })
    : t("{name} unpinned {count, plural, one {# guest} other {# guests}}", { name, count: guests });
}

/** A guest pinned to their seat, or unpinned from it. */
function seatPinSentence(name: string, entry: HistoryEntry): string {
  const row = only(entry, "guest", "update");
  const guest = labelOf(row, t("a guest"));
  return row?.after?.seatNumberLocked === true
    ? t("{name} pinned {guest} to their seat", { name, guest })
    : t("{name} unpinned {guest} from their seat", { name, guest });
}

/** A household's or a group's change: added, renamed, changed or removed. */
function groupingSentence(name: string, entry: HistoryEntry, entity: "household" | "group"): string {
  const row = entry.changes.find((candidate) => candidate.entity === entity);
  const label = labelOf(row, entity === "household" ? t("a household") : t("a group"));
  const household = entity === "household";
  if (row?.op === "insert")
    return household
      ? t("{name} added the household {label}", { name, label })
      : t("{name} added the group {label}", { name, label });
  if (row?.op === "delete")
    return household
      ? t("{name} removed the household {label}", { name, label })
      : t("{name} removed the group {label}", { name, label });
  const from = row?.before?.name;
  const to = row?.after?.name;
  if (typeof from === "string" && typeof to === "string")
    return household
      ? t("{name} renamed the household {from} to {to}", { name, from, to })
      : t("{name} renamed the group {from} to {to}", { name, from, to });
  return household
    ? t("{name} changed the household {label}", { name, label })
    : t("{name} changed the group {label}", { name, label });
}

function eventSentence(name: string, entry: HistoryEntry): string {
  const after = rowsOf(entry, "event", "update")[0]?.after ?? {};
  if (after.isPublished === true) return t("{name} published the guest page", { name });
  if (after.isPublished === false) return t("{name} unpublished the guest page", { name });
  const fields = Object.keys(after);
  if (fields.length > 0 && fields.every((field) => field === "guestListMode" || field === "passcode"))
    return t("{name} changed who can see the guest page", { name });
  if (fields.length > 0 && fields.every((field) => /FontStyle$|^accentColor$|^themeId$/.test(field)))
    return t("{name} changed the theme", { name });
  return t("{name} changed the event's details", { name });
}

function versionSentence(name: string, entry: HistoryEntry): string {
  const version = entry.subject ? versionTitle(entry.subject) : undefined;
  if (entry.action === "version.save")
    return version
      ? t("{name} saved the version “{version}”", { name, version })
      : t("{name} saved a version", { name });
  if (entry.action === "version.delete")
    return version
      ? t("{name} deleted the version “{version}”", { name, version })
      : t("{name} deleted a version", { name });
  return version
    ? t("{name} restored the version “{version}”", { name, version })
    : t("{name} restored a version", { name });
}

/** "García family answered: 2 attending, 1 not attending", counted from the rows the answer wrote (the
 * invitation's members and plus-ones); without them, "García family answered". No person made it: the
 * invitation's name is the entry's subject. */
function answerSentence(entry: HistoryEntry): string {
  const invitation = entry.subject?.name || t("An invitation");
  let attending = 0;
  let declined = 0;
  for (const row of rowsOf(entry, "guest")) {
    if (row.op === "delete") continue;
    const status = row.after?.status ?? row.before?.status;
    if (status === "confirmed") attending += 1;
    else if (status === "declined") declined += 1;
  }
  if (attending + declined === 0) return t("{invitation} answered", { invitation });
  return t("{invitation} answered: {attending, number} attending, {declined, number} not attending", {
    invitation,
    attending,
    declined,
  });
}

/** Day-of check-in: "Uma checked in José García", "Uma checked in 3 guests", "Uma undid the check-in of José
 * García", "Uma synced 12 check-ins"; a walk-in added, a no-show's seat given away. */
function checkinSentence(name: string, entry: HistoryEntry): string {
  const guests = rowsOf(entry, "guest");
  const one = only(entry, "guest");
  const guest = labelOf(one ?? guests[0], t("a guest"));
  switch (entry.action) {
    case "arrival.check-in":
      return one
        ? t("{name} checked in {guest}", { name, guest })
        : t("{name} checked in {count, plural, one {# guest} other {# guests}}", {
            name,
            count: entry.total,
          });
    case "arrival.undo":
      return one
        ? t("{name} undid the check-in of {guest}", { name, guest })
        : t("{name} undid the check-in of {count, plural, one {# guest} other {# guests}}", {
            name,
            count: entry.total,
          });
    case "arrival.sync":
      return t("{name} synced {count, plural, one {# check-in} other {# check-ins}}", {
        name,
        count: entry.total,
      });
    case "checkin.walk-in": {
      const row = rowsOf(entry, "guest", "insert")[0];
      const table = row?.after?.tableId;
      const walkIn = labelOf(row, t("a guest"));
      return typeof table === "string"
        ? t("{name} seated walk-in {guest} at {table}", {
            name,
            guest: walkIn,
            table: tableName(entry, table),
          })
        : t("{name} added walk-in {guest}", { name, guest: walkIn });
    }
    default: {
      const taker = guests.find((row) => typeof row.after?.tableId === "string");
      const noShow = guests.find((row) => row !== taker);
      return t("{name} gave {noShow}'s seat to {guest}", {
        name,
        noShow: labelOf(noShow, t("a guest")),
        guest: labelOf(taker, t("a guest")),
      });
    }
  }
}

/** The actions whose sentence needs nothing but who made them. */
const PLAIN: Record<string, (name: string) => string> = {
  "auto-seat.undo": (name) => t("{name} undid Auto-seat", { name }),
  "rule.create": (name) => t("{name} added a seating rule", { name }),
  "rule.delete": (name) => t("{name} removed a seating rule", { name }),
  "theme.save": (name) => t("{name} changed the theme", { name }),
  "event.setup-step": (name) => t("{name} ticked off a setup step", { name }),
  "print.save": (name) => t("{name} printed cards", { name }),
  "print.delete": (name) => t("{name} cleared the record of printed cards", { name }),
  "team.invite": (name) => t("{name} invited someone to the team", { name }),
  "team.resend": (name) => t("{name} sent an invitation again", { name }),
  "team.revoke": (name) => t("{name} withdrew an invitation", { name }),
  "team.join": (name) => t("{name} joined the team", { name }),
  "team.leave": (name) => t("{name} left the team", { name }),
  "team.remove": (name) => t("{name} took someone off the team", { name }),
  "team.role": (name) => t("{name} changed someone's role", { name }),
  "guest.erase": (name) => t("{name} erased a guest from the event and its history", { name }),
  "history.prune": (name) => t("{name} pruned the history to its versions", { name }),
  "rsvp.settings": (name) => t("{name} changed the RSVP settings", { name }),
  "rsvp.link": (name) => t("{name} made a new RSVP link", { name }),
};

/**
 * One sentence for one entry of the history, in the reader's language: "Alex moved 12 guests with
 * Auto-seat", "Maria imported 48 guests", "Alex moved José García from Table 3 to Table 5". Every action the
 * server records (recordChange in src/server/modules) has its own; an unknown one reads "Alex made a change".
 */
export function entrySentence(entry: HistoryEntry): string {
  if (entry.action === "rsvp.answer") return answerSentence(entry);
  const name = entry.actor?.name ?? t("Someone");
  const plain = PLAIN[entry.action];
  if (plain) return plain(name);
  switch (entry.action) {
    case "guest.create": {
      const row = rowsOf(entry, "guest", "insert")[0];
      return t("{name} added {guest}", { name, guest: labelOf(row, t("a guest")) });
    }
    case "guest.update":
      return guestUpdateSentence(name, entry);
    case "guest.delete": {
      const row = rowsOf(entry, "guest", "delete")[0];
      return t("{name} removed {guest}", { name, guest: labelOf(row, t("a guest")) });
    }
    case "guests.bulk":
      return bulkSentence(name, entry);
    case "guests.import":
      return importSentence(name, entry);
    case "household.create":
    case "household.update":
    case "household.delete":
      return groupingSentence(name, entry, "household");
    case "group.create":
    case "group.update":
    case "group.delete":
      return groupingSentence(name, entry, "group");
    case "tables.save":
      return tablesSentence(name, entry);
    case "seating.move":
      return seatingSentence(name, entry);
    case "auto-seat.apply":
      return autoSeatSentence(name, entry);
    case "auto-seat.pin":
      return pinSentence(name, entry);
    case "auto-seat.seat-pin":
      return seatPinSentence(name, entry);
    case "event.update":
      return eventSentence(name, entry);
    case "version.save":
    case "version.restore":
    case "version.delete":
      return versionSentence(name, entry);
    case "arrival.check-in":
    case "arrival.undo":
    case "arrival.sync":
    case "checkin.walk-in":
    case "checkin.take-seat":
      return checkinSentence(name, entry);
    case "history.restore": {
      const row = entry.changes.find((candidate) => candidate.op === "insert");
      return t("{name} brought back {item}", { name, item: labelOf(row, t("a removed item")) });
    }
    default:
      return t("{name} made a change", { name });
  }
}
