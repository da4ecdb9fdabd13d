import {
  namesSeparator,
  type SearchAnswer,
  type SearchTexts,
  tableLabel,
} from "@/shared/public-event-search";

// The answer to a search, drawn by the guest page's script and the kiosk's (kiosk.ts) into the markup the
// server rendered: the match card template and the floor plan's table groups.

export function message(text: string) {
  const p = document.createElement("p");
  p.className = "search-message";
  p.textContent = text;
  return p;
}

/** What an answer needs to be written: the page's words and language. */
export interface AnswerWords {
  texts: SearchTexts;
  lang: string;
}

/** Fills the server's match card template: the same markup as a search answered without JavaScript. */
export function renderAnswer(container: HTMLElement, answer: SearchAnswer, data: AnswerWords) {
  const { texts } = data;
  const template = document.getElementById("match-template") as HTMLTemplateElement | null;
  const nodes: Node[] = [];
  if (answer.kind === "too_short") nodes.push(message(texts.tooShort));
  else if (answer.kind === "keep_typing") nodes.push(message(texts.keepTyping));
  else if (answer.kind === "none") nodes.push(message(texts.none));
  else if (answer.kind === "found" && template) {
    const list = document.createElement("ul");
    list.className = "flex flex-col gap-3";
    for (const match of answer.matches) {
      const item = document.createElement("li");
      item.append(template.content.cloneNode(true));
      const slot = (name: string) => item.querySelector<HTMLElement>(`[data-slot="${name}"]`);
      const set = (name: string, text: string | null) => {
        const element = slot(name);
        if (!element) return;
        element.hidden = text === null;
        if (text !== null) element.textContent = text;
      };
      set("name", match.name);
      set("table", match.table ? tableLabel(match.table, texts) : null);
      const unassigned = slot("unassigned");
      if (unassigned) unassigned.hidden = match.table !== null;
      const seat = slot("seat");
      if (seat) seat.hidden = match.seat === null;
      set("seat-number", match.seat === null ? null : String(match.seat));
      const mates = slot("tablemates");
      if (mates) mates.hidden = match.tablemates.length === 0;
      set("tablemate-names", match.tablemates.join(namesSeparator(data.lang)));
      list.append(item);
    }
    nodes.push(list);
  }
  container.replaceChildren(...nodes);
}

/** Marks the guest's table on the floor plan (when a search points at exactly one) and scrolls it into view. */
export function highlightTable(answer: SearchAnswer) {
  const tables = new Set(
    answer.kind === "found"
      ? answer.matches.flatMap((match) => (match.table ? [match.table.number] : []))
      : [],
  );
  const only = tables.size === 1 ? [...tables][0] : undefined;
  for (const group of document.querySelectorAll<SVGGElement>("[data-plan-table]")) {
    const you = only !== undefined && group.dataset.planTable === String(only);
    group.toggleAttribute("data-you", you);
    if (you) {
      const plan = group.closest<HTMLElement>("[data-floor-plan]");
      const box = group.getBoundingClientRect();
      const frame = plan?.getBoundingClientRect();
      if (plan && frame) plan.scrollLeft += box.left + box.width / 2 - (frame.left + frame.width / 2);
    }
  }
}
