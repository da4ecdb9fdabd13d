import { describe, expect, test } from "vitest";
import type { HistoryEntry, HistoryRowChange } from "@/shared/history";
import { i18nFor } from "@/shared/i18n/all-catalogs";
import { withI18n } from "@/shared/i18n/messages";
import { entrySentence } from "./entry-sentence";

const T3 = "00000000-0000-4000-8000-000000000003";
const T5 = "00000000-0000-4000-8000-000000000005";

function entry(action: string, patch: Partial<HistoryEntry> = {}): HistoryEntry {
  const changes = patch.changes ?? [];
  return {
    version: 7,
    at: "2026-11-25T10:00:00.000Z",
    actor: { id: "u1", name: "Alex" },
    action,
    kind: "guests",
    counts: { added: {}, removed: {}, changed: {}, moved: 0 },
    tables: { [T3]: "Table 3", [T5]: "Table 5" },
    total: changes.length,
    ...patch,
    changes,
  };
}

const guestRow = (patch: Partial<HistoryRowChange>): HistoryRowChange => ({
  entity: "guest",
  id: "g1",
  label: "José García",
  op: "update",
  before: null,
  after: null,
  ...patch,
});

describe("an entry's sentence", () => {
  test("check-in: one guest, a household, an undo, a phone's sync, a walk-in and a no-show's seat", () => {
    const arrived = guestRow({ before: { arrivedAt: null }, after: { arrivedAt: "2026-06-06T18:00:00Z" } });
    expect(entrySentence(entry("arrival.check-in", { changes: [arrived] }))).toBe(
      "Alex checked in José García",
    );
    expect(
      entrySentence(entry("arrival.check-in", { changes: [arrived, { ...arrived, id: "g2" }, arrived] })),
    ).toBe("Alex checked in 3 guests");
    expect(entrySentence(entry("arrival.undo", { changes: [arrived] }))).toBe(
      "Alex undid the check-in of José García",
    );
    expect(entrySentence(entry("arrival.sync", { changes: [arrived, arrived] }))).toBe(
      "Alex synced 2 check-ins",
    );
    const walkIn = guestRow({ op: "insert", label: "Kim", after: { name: "Kim", tableId: T5 } });
    expect(entrySentence(entry("checkin.walk-in", { changes: [walkIn] }))).toBe(
      "Alex seated walk-in Kim at Table 5",
    );
    const noShow = guestRow({ label: "Abe", before: { tableId: T3 }, after: { tableId: null } });
    const taker = guestRow({ id: "g2", label: "Kim", before: { tableId: null }, after: { tableId: T3 } });
    expect(entrySentence(entry("checkin.take-seat", { changes: [noShow, taker] }))).toBe(
      "Alex gave Abe's seat to Kim",
    );
  });

  test("an auto-seat apply counts the guests it moved", () => {
    const counts = { added: {}, removed: {}, changed: { guest: 12 }, moved: 12 };
    expect(entrySentence(entry("auto-seat.apply", { counts, total: 12 }))).toBe(
      "Alex moved 12 guests with Auto-seat",
    );
    expect(entrySentence(entry("auto-seat.apply", { counts: { ...counts, moved: 1 }, total: 1 }))).toBe(
      "Alex moved 1 guest with Auto-seat",
    );
  });

  test("an import counts the guests it added, updated or replaced", () => {
    const actor = { id: "u2", name: "Maria" };
    const added = { added: { guest: 48 }, removed: {}, changed: {}, moved: 0 };
    expect(entrySentence(entry("guests.import", { actor, counts: added, total: 48 }))).toBe(
      "Maria imported 48 guests",
    );
    const merged = { ...added, changed: { guest: 3 } };
    expect(entrySentence(entry("guests.import", { actor, counts: merged, total: 51 }))).toBe(
      "Maria imported 48 guests and updated 3 guests",
    );
    const replaced = { ...added, removed: { guest: 40 } };
    expect(entrySentence(entry("guests.import", { actor, counts: replaced, total: 88 }))).toBe(
      "Maria replaced the guest list: 48 guests in, 40 guests out",
    );
  });

  test("a guest's own history names them", () => {
    const seated = guestRow({ before: { tableId: null }, after: { tableId: T5 } });
    const counts = { added: {}, removed: {}, changed: { guest: 1 }, moved: 1 };
    expect(entrySentence(entry("auto-seat.apply", { changes: [seated], counts }))).toBe(
      "Alex seated José García at Table 5 with Auto-seat",
    );
    const imported = guestRow({ op: "insert", after: { name: "José García" } });
    expect(entrySentence(entry("guests.import", { changes: [imported] }))).toBe("Alex imported José García");
  });

  test("one guest's move names the guest and both tables", () => {
    const move = guestRow({ before: { tableId: T3, seatNumber: 2 }, after: { tableId: T5, seatNumber: 1 } });
    expect(entrySentence(entry("seating.move", { changes: [move] }))).toBe(
      "Alex moved José García from Table 3 to Table 5",
    );
    const seated = guestRow({ before: { tableId: null }, after: { tableId: T5 } });
    expect(entrySentence(entry("seating.move", { changes: [seated] }))).toBe(
      "Alex seated José García at Table 5",
    );
    const off = guestRow({ before: { tableId: T3 }, after: { tableId: null } });
    expect(entrySentence(entry("guest.update", { changes: [off] }))).toBe(
      "Alex took José García off Table 3",
    );
  });

  test("a table removed since is still named", () => {
    const move = guestRow({ before: { tableId: "gone" }, after: { tableId: T5 } });
    expect(entrySentence(entry("seating.move", { changes: [move] }))).toBe(
      "Alex moved José García from Removed table to Table 5",
    );
  });

  test("many moves are counted", () => {
    const counts = { added: {}, removed: {}, changed: { guest: 4 }, moved: 4 };
    expect(entrySentence(entry("seating.move", { counts, total: 4 }))).toBe("Alex moved 4 guests");
  });

  test("one table added is named; the floor plan otherwise", () => {
    const table: HistoryRowChange = {
      entity: "table",
      id: "t7",
      label: "Table 7",
      op: "insert",
      before: null,
      after: { name: "Table 7" },
    };
    const counts = { added: { table: 1 }, removed: {}, changed: {}, moved: 0 };
    expect(entrySentence(entry("tables.save", { changes: [table], counts }))).toBe("Alex added Table 7");
    const mixed = { added: { table: 1 }, removed: {}, changed: { table: 2 }, moved: 0 };
    expect(entrySentence(entry("tables.save", { changes: [table], counts: mixed, total: 3 }))).toBe(
      "Alex changed the floor plan",
    );
  });

  test("publishing, the theme, a restore and a status change", () => {
    const published: HistoryRowChange = {
      entity: "event",
      id: "e1",
      label: null,
      op: "update",
      before: { isPublished: false },
      after: { isPublished: true },
    };
    expect(entrySentence(entry("event.update", { changes: [published] }))).toBe(
      "Alex published the guest page",
    );
    expect(entrySentence(entry("theme.save"))).toBe("Alex changed the theme");
    expect(entrySentence(entry("version.restore", { subject: { name: "Final", reason: null } }))).toBe(
      "Alex restored the version “Final”",
    );
    expect(entrySentence(entry("version.delete", { subject: { name: null, reason: "auto-seat" } }))).toBe(
      "Alex deleted the version “Before auto-seat”",
    );
    const confirmed = guestRow({ before: { status: "invited" }, after: { status: "confirmed" } });
    expect(entrySentence(entry("guest.update", { changes: [confirmed] }))).toBe(
      "Alex marked José García as confirmed",
    );
  });

  test("an RSVP answer names its invitation and counts who attends", () => {
    const subject = { name: "García family", reason: null };
    const changes = [
      guestRow({ id: "g1", before: { status: "invited" }, after: { status: "confirmed" } }),
      guestRow({ id: "g2", before: { status: "invited" }, after: { status: "declined" } }),
      guestRow({ id: "g3", op: "insert", after: { name: "Pat", status: "confirmed", plusOne: true } }),
      guestRow({ id: "g4", op: "delete", before: { name: "Old", status: "confirmed" } }),
    ];
    expect(entrySentence(entry("rsvp.answer", { actor: null, subject, changes }))).toBe(
      "García family answered: 2 attending, 1 not attending",
    );
    expect(entrySentence(entry("rsvp.answer", { actor: null, subject }))).toBe("García family answered");
    expect(entrySentence(entry("rsvp.answer", { actor: null }))).toBe("An invitation answered");
  });

  test("the owner's RSVP settings and links", () => {
    expect(entrySentence(entry("rsvp.settings"))).toBe("Alex changed the RSVP settings");
    expect(entrySentence(entry("rsvp.link"))).toBe("Alex made a new RSVP link");
  });

  test("an unknown action and an unknown person still read", () => {
    expect(entrySentence(entry("something.new", { actor: null }))).toBe("Someone made a change");
  });

  test("speaks the reader's language", () => {
    const counts = { added: { guest: 48 }, removed: {}, changed: {}, moved: 0 };
    const french = withI18n(i18nFor("fr"), () =>
      entrySentence(entry("guests.import", { counts, total: 48 })),
    );
    expect(french).toContain("48");
    expect(french).not.toContain("imported");
  });
});
