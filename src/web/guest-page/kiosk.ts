// The lobby kiosk's script (docs/decisions/030-offline-check-in-and-kiosk.md), loaded by the guest page's entry
// on a kiosk page only: answers as a guest types, from the names the page carries (so it works offline),
// marks the table on the floor plan, and clears itself after KIOSK_LIMITS.clearAfterMs without a touch. The
// page is kept offline by the service worker (src/web/lib/offline-shell.ts) and asked for again now and then
// for the owner's changes.
import { KIOSK_LIMITS, kioskSearch } from "@/shared/kiosk";
import {
  GUEST_PAGE_REFRESH_MS,
  type PublicTable,
  type SearchAnswer,
  type SearchableGuest,
  type SearchTexts,
} from "@/shared/public-event-search";
import { keepPageOffline } from "@/web/lib/offline-shell";
import { highlightTable, renderAnswer } from "./answer-dom";

interface KioskData {
  guests: SearchableGuest[];
  tables: PublicTable[];
  lang: string;
  texts: SearchTexts;
}

const readData = (root: ParentNode = document): KioskData | null => {
  const text = root.querySelector("#kiosk-data")?.textContent;
  return text ? (JSON.parse(text) as KioskData) : null;
};

function start() {
  let data = readData();
  const form = document.querySelector<HTMLFormElement>("#find form");
  const input = document.getElementById("kiosk-search") as HTMLInputElement | null;
  const answerBox = document.getElementById("search-answer");
  if (!data || !form || !input || !answerBox) return;

  const show = (answer: SearchAnswer) => {
    renderAnswer(answerBox, answer, data!);
    highlightTable(answer);
  };
  const search = () => show(kioskSearch(data!.guests, data!.tables, input.value));

  // Cleared after a while without anyone touching the screen: the next guest starts afresh.
  let idle: number | undefined;
  const clear = () => {
    input.value = "";
    show({ kind: "empty" });
    input.blur();
  };
  const touched = () => {
    window.clearTimeout(idle);
    idle = window.setTimeout(clear, KIOSK_LIMITS.clearAfterMs);
  };
  for (const type of ["pointerdown", "keydown", "input"]) document.addEventListener(type, touched);

  input.addEventListener("input", search);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    search();
    input.blur(); // closes a tablet's keyboard so the answer and the map are in view
  });

  /** The owner's changes (a walk-in seated, a table moved): the page asked for again, its data and plan
   * swapped in. A link turned off or made anew: the page reloads to say so. Offline: as it is. */
  const refresh = async () => {
    try {
      const response = await fetch(window.location.href, { cache: "no-store", credentials: "same-origin" });
      if (response.status === 404) return window.location.reload();
      if (!response.ok) return;
      const fresh = new DOMParser().parseFromString(await response.text(), "text/html");
      const next = readData(fresh);
      if (!next) return;
      data = next;
      const plan = document.querySelector("#plan");
      const freshPlan = fresh.querySelector("#plan");
      if (plan && freshPlan) plan.replaceWith(freshPlan);
      if (input.value.trim()) search();
    } catch {
      // Offline: the page keeps what it has.
    }
  };
  window.setInterval(() => void refresh(), GUEST_PAGE_REFRESH_MS);
  keepPageOffline(window.location.pathname);
}

start();
