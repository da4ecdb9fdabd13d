import { useMemo } from "react";
import { chooseRows } from "@/shared/csv/choose-rows";
import { guestKey } from "@/shared/csv/duplicates";
import { planImport } from "@/shared/csv/plan";
import type { Guest } from "@/shared/guests";
import type { Setup } from "./import-state";

/** What the import would do with the file as set up, against the guests already in the list: the plan, how
 * many guests it would import, and whether it can be sent (it cannot with no guest to import; rows with
 * problems never stop it). */
export function useImportPlan(setup: Setup | null, guests: readonly Guest[]) {
  const existing = useMemo(() => new Set(guests.map((guest) => guestKey(guest.name, guest.email))), [guests]);
  const source = setup?.source;
  const mapping = setup?.mapping;
  const splitCouples = setup?.choices.splitCouples ?? true;
  const plan = useMemo(
    () => (source && mapping ? planImport(source.read, mapping, existing, { splitCouples }) : null),
    [source, mapping, existing, splitCouples],
  );
  if (!plan || !setup) return null;
  const chosen = chooseRows(plan, setup.choices).guests.length;
  const blocked = chosen === 0;
  return { plan, chosen, blocked };
}
