import {
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { t } from "@/shared/i18n/messages";
import type { BoardGuest } from "@/shared/seating";
import { type BoardIndex, guestsAt } from "./board-state";
import type { DropTarget } from "./drop-targets";
import { createIdStore, type Placing } from "./placing";

/** Where a target of the placing view is, for focus: every table button (of the list or the plan) has it. */
export const PICK_TARGET_ATTRIBUTE = "data-pick-target";
const FIRST_TARGET = `[${PICK_TARGET_ATTRIBUTE}]:not([aria-disabled="true"])`;

/** Shown as not available while placing: every seat of the table is held by someone else. (Whether a move
 * fits, a household included, is still the action's to decide.) */
export const isFullFor = (capacity: number, guests: BoardGuest[], guestId: string | null) =>
  guests.length >= capacity && !guests.some((guest) => guest.id === guestId);

/**
 * Tap to place: tap (or Enter on) a guest, then a table or a seat; the guest goes there through `drop`, the
 * very action a drag ends with (the household question, the full-table refusal, undo). After a placement
 * the board goes back to its usual view; a refused one (a full table) keeps the guest chosen. Escape puts
 * the guest down.
 */
export function useTapToPlace(
  index: BoardIndex,
  drop: (guestId: string, target: DropTarget) => void,
  announce: (text: string) => void,
  rootRef: RefObject<HTMLElement | null>,
) {
  const [store] = useState(createIdStore);
  // The board redraws when placing starts or ends, not when another guest is chosen meanwhile.
  const isPlacing = useSyncExternalStore(store.subscribe, () => store.get() !== null);
  const latest = useRef(index);
  latest.current = index;
  // Held by reference: the board's actions change identity as it redraws, and the tap handlers every chip
  // reads must not, or choosing a guest would redraw every chip.
  const dropRef = useRef(drop);
  dropRef.current = drop;
  const focusPicker = useRef(false);

  /** Focuses the first element found, trying the selectors in order. */
  const focusIn = useCallback(
    (...selectors: string[]) => {
      for (const selector of selectors) {
        const element = rootRef.current?.querySelector<HTMLElement>(selector);
        if (element) return element.focus();
      }
    },
    [rootRef],
  );

  const cancel = useCallback(
    (byKeyboard: boolean) => {
      const guestId = store.get();
      if (!guestId) return;
      store.set(null);
      announce(
        t("Placing {guest} was cancelled.", {
          guest: latest.current.guestById.get(guestId)?.name ?? t("the guest"),
        }),
      );
      if (byKeyboard) focusIn(`[data-guest-id="${guestId}"]`);
    },
    [store, announce, focusIn],
  );

  const choose = useCallback(
    (guestId: string, byKeyboard: boolean) => {
      if (store.get() === guestId) return cancel(byKeyboard);
      const name = latest.current.guestById.get(guestId)?.name ?? t("the guest");
      const switching = store.get() !== null;
      focusPicker.current = byKeyboard && !switching;
      store.set(guestId);
      announce(t("Placing {guest}. Choose a table, or press Escape to cancel.", { guest: name }));
      if (byKeyboard && switching) focusIn(FIRST_TARGET);
    },
    [store, announce, cancel, focusIn],
  );

  const place = useCallback(
    (target: DropTarget, byKeyboard: boolean) => {
      const guestId = store.get();
      if (!guestId) return;
      // A full table refuses (the action says why) and the guest stays chosen for another table.
      const table = target.kind === "unseated" ? undefined : latest.current.tableById.get(target.tableId);
      const full = !!table && isFullFor(table.capacity, guestsAt(latest.current, table.id), guestId);
      if (!full) {
        store.set(null);
        // The next guest to place, or the search when the list is empty.
        if (byKeyboard)
          focusIn(
            `[data-unseated-list] [data-guest-id]:not([data-guest-id="${guestId}"])`,
            "[data-unseated-search]",
          );
      }
      dropRef.current(guestId, target);
    },
    [store, focusIn],
  );

  // A guest chosen from the keyboard: focus goes to the first table that can take them.
  useEffect(() => {
    if (!isPlacing || !focusPicker.current) return;
    focusPicker.current = false;
    focusIn(FIRST_TARGET);
  }, [isPlacing, focusIn]);

  useEffect(() => {
    if (!isPlacing) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      cancel(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [isPlacing, cancel]);

  const placing = useMemo<Placing>(() => ({ store, choose, place }), [store, choose, place]);
  const putDown = useCallback(() => store.set(null), [store]);
  return { placing, isPlacing, cancel, putDown };
}
