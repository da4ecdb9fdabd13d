import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cardScanTarget,
  codeToUuid,
  parseScanCode,
  parseScannedText,
  scanCode,
  scanUrl,
  uuidToCode,
} from "./checkin-scan";

const EVENT = "0b9f6c1e-4d2a-4f7e-9a3b-1c2d3e4f5a6b";
const GUEST = "ffffffff-0000-4000-8000-00000000abcd";

describe("scan codes", () => {
  it("write a UUID in 22 characters and read it back, for any UUID", () => {
    expect(uuidToCode("00000000-0000-0000-0000-000000000000")).toBe("AAAAAAAAAAAAAAAAAAAAAA");
    fc.assert(
      fc.property(fc.uuid(), (uuid) => {
        const code = uuidToCode(uuid);
        expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
        expect(codeToUuid(code)).toBe(uuid.toLowerCase());
      }),
    );
  });

  it("refuse what no UUID is written as", () => {
    expect(codeToUuid("AAAAAAAAAAAAAAAAAAAAAB")).toBeNull(); // the last character's spare bits are not zero
    expect(codeToUuid("AAAAAAAAAAAAAAAAAAAA+A")).toBeNull();
    expect(codeToUuid("short")).toBeNull();
    expect(() => uuidToCode("not-a-uuid")).toThrow();
  });

  it("name the event and the guest or household, in an address of the check-in screen", () => {
    const url = scanUrl("https://seatwise.example", { kind: "guest", eventId: EVENT, id: GUEST });
    expect(url).toMatch(/^https:\/\/seatwise\.example\/dashboard\/check-in\?scan=g\.[\w-]{22}\.[\w-]{22}$/);
    expect(url.length).toBeLessThan(100);
    expect(parseScannedText(url)).toEqual({ kind: "guest", eventId: EVENT, id: GUEST });
    // Another host of the same app (a card printed on a staging address) reads the same.
    expect(parseScannedText(url.replace("seatwise.example", "127.0.0.1:3210"))).toEqual({
      kind: "guest",
      eventId: EVENT,
      id: GUEST,
    });
    const household = scanCode({ kind: "household", eventId: EVENT, id: GUEST });
    expect(parseScanCode(household)).toEqual({ kind: "household", eventId: EVENT, id: GUEST });
    expect(parseScannedText(` ${household} `)).toEqual({ kind: "household", eventId: EVENT, id: GUEST });
  });

  it("read nothing from made-up codes, other addresses and other QR codes", () => {
    const code = scanCode({ kind: "guest", eventId: EVENT, id: GUEST });
    for (const text of [
      "",
      "hello",
      "WIFI:S:venue;T:WPA;P:secret;;",
      `x${code.slice(1)}`,
      `${code}A`,
      code.replace(".", ""),
      `https://seatwise.example/event/${EVENT}`,
      `https://seatwise.example/dashboard/guests?scan=${code}`,
      "https://seatwise.example/dashboard/check-in?scan=g.<script>.x",
      "https://[bad",
      `javascript:alert(1)//dashboard/check-in?scan=${code}`,
    ]) {
      expect(parseScannedText(text), text).toBeNull();
    }
    expect(parseScanCode(null)).toBeNull();
  });

  it("come from a printed card's key", () => {
    expect(cardScanTarget(EVENT, `g:${GUEST}`)).toEqual({ kind: "guest", eventId: EVENT, id: GUEST });
    expect(cardScanTarget(EVENT, `h:${GUEST}`)).toEqual({ kind: "household", eventId: EVENT, id: GUEST });
    expect(cardScanTarget(EVENT, "t:1")).toBeNull();
    expect(cardScanTarget(EVENT, "g:nope")).toBeNull();
  });
});
