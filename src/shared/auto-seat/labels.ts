import { t } from "../i18n/messages";
import type { Instance } from "./types";
import type { Units } from "./units";

/** How messages name guests, tables and units: by `name` when the instance gives one, else by id. */

/** Control characters and line or paragraph separators: what could break a one-line message. */
const isControl = (code: number) => code < 32 || code === 127 || code === 0x2028 || code === 0x2029;

/** The text with every control character written as a \uXXXX escape. */
export function oneLine(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.charCodeAt(0);
    out += isControl(code) ? `\\u${code.toString(16).padStart(4, "0")}` : char;
  }
  return out;
}

/** An id as it is, or quoted when it is blank, padded or holds control characters (messages are one line). */
export function shown(text: string): string {
  const unusual = text === "" || text.trim() !== text || oneLine(text) !== text;
  return unusual ? JSON.stringify(text) : text;
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export class Labels {
  constructor(
    private readonly instance: Instance,
    private readonly units: Units,
  ) {}

  guest(index: number): string {
    const guest = this.instance.guests[index]!;
    return shown(guest.name ?? guest.id);
  }

  table(index: number): string {
    const table = this.instance.tables[index]!;
    return table.name !== undefined ? shown(table.name) : `table ${shown(table.id)}`;
  }

  /** "Anna", "the household of Anna (3 guests)", "Anna and the 2 guests who must sit with them". */
  unit(unit: number): string {
    const members = this.units.members[unit]!;
    const first = this.guest(members[0]!);
    if (members.length === 1) return first;
    const party = this.instance.guests[members[0]!]!.party;
    const oneParty = party !== undefined && members.every((g) => this.instance.guests[g]!.party === party);
    return oneParty
      ? t("the household of {guest} ({count} guests)", { guest: first, count: members.length })
      : t("{guest} and the {count} guests who must sit with them", {
          guest: first,
          count: members.length - 1,
        });
  }

  /** "Anna, Ben, Carl and 4 more". */
  guestList(guests: readonly number[], max = 4): string {
    const names = guests.slice(0, max).map((g) => this.guest(g));
    if (guests.length > max)
      return t("{names} and {count} more", { names: names.join(t(", ")), count: guests.length - max });
    if (names.length <= 1) return names.join("");
    return t("{names} and {last}", { names: names.slice(0, -1).join(t(", ")), last: names.at(-1) });
  }
}
