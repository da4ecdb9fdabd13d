import { useEffect } from "react";
import { PRODUCT_NAME } from "@/shared/constants";

/** Sets the tab title to "{title} · Seatwise", or just the product line when no title is given. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} — wedding seating planner`;
  }, [title]);
}
