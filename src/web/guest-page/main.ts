// The guest page's only script (the page itself is complete HTML from the server, and works without it):
// answers "Find your table" as the guest types, highlights their table, and picks up the owner's seating
// changes while the page is open. No framework: it must stay a few kilobytes on a phone at the door.
import "./guest-page.css";
import {
  GUEST_PAGE_REFRESH_MS,
  GUEST_PAGE_RETRY_MS,
  type GuestListMode,
  type PublicTable,
  type SearchAnswer,
  type SearchableGuest,
  type SearchTexts,
  searchGuests,
} from "@/shared/public-event-search";
import { highlightTable, message, renderAnswer } from "./answer-dom";

/** What the server put in the page: its language and its words already translated (no catalog here). */
interface PageData {
  id: string;
  guestList: GuestListMode;
  tables: PublicTable[];
  lang: string;
  texts: SearchTexts;
}

const SEARCH_DELAY_MS = 200;

function readPageData(): PageData | null {
  const script = document.getElementById("guest-page-data");
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as PageData;
  } catch {
    return null;
  }
}

/** The listed guests, read from the table the server rendered. */
function readGuests(): { guest: SearchableGuest; row: HTMLTableRowElement }[] {
  return [...document.querySelectorAll<HTMLTableRowElement>("tr[data-guest]")].map((row) => ({
    row,
    guest: {
      name: row.querySelector("[data-name]")?.textContent ?? "",
      table: row.dataset.table ? Number(row.dataset.table) : null,
      seat: row.dataset.seat ? Number(row.dataset.seat) : null,
    },
  }));
}

/** The message of an answer in the API's error shape, if it is one. */
async function errorMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    return typeof body.error?.message === "string" ? body.error.message : undefined;
  } catch {
    return undefined;
  }
}

function start() {
  const data = readPageData();
  const form = document.querySelector<HTMLFormElement>("#find form");
  const input = document.getElementById("guest-search") as HTMLInputElement | null;
  if (!data || !form || !input || !document.getElementById("search-answer")) return;
  // Looked up each time: a refresh replaces it.
  const answerBox = () => document.getElementById("search-answer") as HTMLElement;
  let guests = readGuests();
  let timer: number | undefined;
  let sequence = 0;

  const show = (answer: SearchAnswer) => {
    renderAnswer(answerBox(), answer, data);
    highlightTable(answer);
  };
  const showProblem = (text: string) => {
    answerBox().replaceChildren(message(text));
    highlightTable({ kind: "empty" });
  };

  /** With a list on the page the search runs here, and filters the list too; without one, it asks the
   * server, which holds the names. */
  const search = async () => {
    const query = input.value;
    const url = new URL(window.location.href);
    if (query.trim()) url.searchParams.set("q", query);
    else url.searchParams.delete("q");
    window.history.replaceState(null, "", url);
    // Read each time: a refresh may bring the owner's new choice of list.
    if (data.guestList !== "none") {
      const answer = searchGuests(
        guests.map((entry) => entry.guest),
        data.tables,
        query,
        data.guestList,
      );
      const key = answer.kind === "found" ? new Set(answer.matches.map((match) => match.name)) : null;
      for (const { row, guest } of guests) {
        row.hidden = key !== null && !key.has(guest.name);
        row.toggleAttribute("data-you", key?.has(guest.name) ?? false);
      }
      show(answer);
      return;
    }
    const mine = ++sequence;
    if (!query.trim()) return show({ kind: "empty" });
    answerBox().replaceChildren(message(data.texts.loading));
    try {
      const response = await fetch(`/api/public/events/${data.id}/search?q=${encodeURIComponent(query)}`, {
        credentials: "same-origin",
      });
      if (mine !== sequence) return;
      if (response.ok) return show((await response.json()) as SearchAnswer);
      // A refusal says what it is (too many searches, a page taken down); anything else is the connection.
      const refusal = response.status < 500 ? await errorMessage(response) : undefined;
      if (mine === sequence) showProblem(refusal ?? data.texts.unreachable);
    } catch {
      if (mine === sequence) showProblem(data.texts.unreachable);
    }
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    window.clearTimeout(timer);
    void search();
    input.blur(); // closes the phone's keyboard so the answer is visible
  });
  input.addEventListener("input", () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void search(), SEARCH_DELAY_MS);
  });

  /** Seating changes: the page is asked for again (a 304 while nothing changed) and its content swapped. */
  let retry: number | undefined;
  const refresh = async () => {
    window.clearTimeout(retry);
    if (document.visibilityState !== "visible") return;
    // A failure is tried again shortly rather than at the next tick: back within seconds of the server.
    const retrySoon = () => {
      retry = window.setTimeout(() => void refresh(), GUEST_PAGE_RETRY_MS);
    };
    try {
      // In the language this page speaks, whichever way it was chosen.
      const response = await fetch(`${window.location.pathname}?lang=${encodeURIComponent(data.lang)}`, {
        cache: "no-cache",
        credentials: "same-origin",
      });
      if (!response.ok) {
        if (response.status >= 500) retrySoon();
        return;
      }
      const fresh = new DOMParser().parseFromString(await response.text(), "text/html");
      const root = document.getElementById("root");
      const next = fresh.getElementById("root");
      if (!root || !next || root.dataset.version === next.dataset.version) return;
      const nextData = fresh.getElementById("guest-page-data")?.textContent;
      if (nextData) Object.assign(data, JSON.parse(nextData) as PageData);
      // Everything but the forms being typed in (the search, RSVP's find) is replaced.
      for (const form of ["#find form", "#rsvp form"]) {
        const kept = document.querySelector(form);
        if (kept) next.querySelector(form)?.replaceWith(kept);
      }
      root.replaceChildren(...next.childNodes);
      root.dataset.version = next.dataset.version;
      guests = readGuests();
      if (input.value.trim()) void search();
    } catch {
      retrySoon(); // offline for a moment
    }
  };
  window.setInterval(() => void refresh(), GUEST_PAGE_REFRESH_MS);
  document.addEventListener("visibilitychange", () => void refresh());
  if (input.value.trim()) void search();
}

// The lobby kiosk is the same page's entry (its server-rendered page carries #kiosk-data): its own script,
// loaded only there.
if (document.getElementById("kiosk-data")) void import("./kiosk");
else start();
