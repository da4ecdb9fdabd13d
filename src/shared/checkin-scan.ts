/**
 * The QR code of a guest on escort and place cards (docs/decisions/029-check-in.md, "Scan"): an address of the
 * check-in screen that names the event and the guest (or the household, on a household's escort card),
 * `{origin}/dashboard/check-in?scan=g.{event}.{guest}`, each id's 16 bytes in 22 base64url characters so the
 * code stays small enough for a card. It carries nothing but the two ids: a stranger who reads it learns no
 * more than the card prints, and only a member of the event's team with the check-in action can use it.
 */

/** The check-in screen's address, which a phone's own camera app opens. */
export const CHECKIN_PATH = "/dashboard/check-in";
export const SCAN_PARAM = "scan";

export type ScanKind = "guest" | "household";

export interface ScanTarget {
  kind: ScanKind;
  eventId: string;
  /** The guest's id, or the household's. */
  id: string;
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CODE = /^([gh])\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/;

/** A UUID's 128 bits as 22 base64url characters (the last one carries 2 bits and 4 zero bits). */
export function uuidToCode(uuid: string): string {
  if (!UUID.test(uuid)) throw new Error("Not a UUID");
  const hex = uuid.replaceAll("-", "").toLowerCase();
  let bits = "";
  for (const digit of hex) bits += Number.parseInt(digit, 16).toString(2).padStart(4, "0");
  bits += "0000";
  let code = "";
  for (let at = 0; at < bits.length; at += 6) code += ALPHABET[Number.parseInt(bits.slice(at, at + 6), 2)];
  return code;
}

/** The UUID of 22 base64url characters, or null when they are not one written as `uuidToCode` writes it. */
export function codeToUuid(code: string): string | null {
  if (code.length !== 22) return null;
  let bits = "";
  for (const char of code) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) return null;
    bits += value.toString(2).padStart(6, "0");
  }
  if (!bits.endsWith("0000")) return null;
  let hex = "";
  for (let at = 0; at < 128; at += 4) hex += Number.parseInt(bits.slice(at, at + 4), 2).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The `scan` value of a guest or a household of an event. */
export function scanCode(target: ScanTarget): string {
  return `${target.kind === "guest" ? "g" : "h"}.${uuidToCode(target.eventId)}.${uuidToCode(target.id)}`;
}

/** The address a card's QR code holds. */
export function scanUrl(origin: string, target: ScanTarget): string {
  return `${origin}${CHECKIN_PATH}?${SCAN_PARAM}=${scanCode(target)}`;
}

/** What a `scan` value names, or null for anything else. */
export function parseScanCode(value: string | null | undefined): ScanTarget | null {
  const match = CODE.exec(value ?? "");
  if (!match) return null;
  const eventId = codeToUuid(match[2]!);
  const id = codeToUuid(match[3]!);
  if (!eventId || !id) return null;
  return { kind: match[1] === "g" ? "guest" : "household", eventId, id };
}

/** What a QR code read by the Scan dialog names: the check-in address of any host (a card printed from
 * another address of the same app still works), or the bare code; null for any other text. */
export function parseScannedText(text: string): ScanTarget | null {
  const trimmed = text.trim();
  if (!trimmed.includes("://")) return parseScanCode(trimmed);
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.pathname !== CHECKIN_PATH) return null;
  return parseScanCode(url.searchParams.get(SCAN_PARAM));
}

/** The scan target of a printed card: its key is `g:{guestId}` or `h:{householdId}` (src/shared/print). */
export function cardScanTarget(eventId: string, key: string): ScanTarget | null {
  const [prefix, id] = key.split(":");
  if (!id || !UUID.test(id)) return null;
  if (prefix === "g") return { kind: "guest", eventId, id };
  if (prefix === "h") return { kind: "household", eventId, id };
  return null;
}
