import { useEffect } from "react";
import { PRODUCT_NAME } from "@/shared/constants";

/** "{title} · Seatwise" ("Seatwise Blog" as it is: it names the product already), or just the product line
 * when no title is given. */
export function documentTitle(title?: string) {
  if (!title) return `${PRODUCT_NAME} — wedding seating planner`;
  return title.startsWith(PRODUCT_NAME) ? title : `${title} · ${PRODUCT_NAME}`;
}

/** Sets the tab title (see documentTitle). */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
